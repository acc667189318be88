import { runServiceMain } from "@shopscript/kit";
import { catalogService } from "./service";

// `npm start -w services/catalog`: this service alone, with the adapters its environment names.
void runServiceMain(catalogService);
