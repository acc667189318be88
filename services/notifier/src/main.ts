import { runServiceMain } from "@shopscript/kit";
import { notifierService } from "./service";

// `npm start -w services/notifier`: this service alone, with the adapters its environment names.
void runServiceMain(notifierService);
