import type { ServiceDefinition } from "@shopscript/kit";
import { createApp } from "./app";

/** Composition root of the generator: stateless, so no database; it scales horizontally on its own. */
export const generatorService: ServiceDefinition = {
  name: "generator",
  defaultPort: 3002,
  build: ({ log, readiness, isDraining }) => ({ app: createApp({ log, readiness, isDraining }) }),
};
