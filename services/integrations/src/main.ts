import { runServiceMain } from "@shopscript/kit";
import { integrationsService } from "./service";

// `npm start -w services/integrations`: this service alone, with the adapters its environment names.
void runServiceMain(integrationsService);
