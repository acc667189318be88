import { runServiceMain } from "@shopscript/kit";
import { generatorService } from "./service";

// `npm start -w services/generator`: this service alone, with the adapters its environment names.
void runServiceMain(generatorService);
