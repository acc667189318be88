import { runServiceMain } from "@shopscript/kit";
import { gatewayService } from "./service";

// `npm start -w services/gateway`: this service alone, with the adapters its environment names.
void runServiceMain(gatewayService);
