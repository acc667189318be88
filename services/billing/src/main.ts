import { runServiceMain } from "@shopscript/kit";
import { billingService } from "./service";

// `npm start -w services/billing`: this service alone, with the adapters its environment names.
void runServiceMain(billingService);
