import { servicePrismaConfig } from "../../scripts/prisma-config";

export default servicePrismaConfig("generator");
