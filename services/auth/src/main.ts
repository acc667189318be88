import { runServiceMain } from "@shopscript/kit";
import { authService } from "./service";

// `npm start -w services/auth`: this service alone, with the adapters its environment names.
void runServiceMain(authService);
