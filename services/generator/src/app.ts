import {
  createServiceApp,
  finishServiceApp,
  identify,
  idempotency,
  type Cache,
  type Clock,
  type Logger,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import { generationRoutes, type GenerationRouteDeps } from "./routes/generation-routes";

export interface GeneratorDeps extends GenerationRouteDeps {
  cache: Cache;
  publicKey: string;
  clock: Clock;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
}

/** The generator's HTTP app: listing copy per marketplace; it keeps nothing durable. */
export function createApp(deps: GeneratorDeps) {
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining, jsonLimit: "64kb", metrics: deps.metrics });
  app.use(identify(deps.publicKey, deps.clock));
  app.use("/api/generate-description", generationRoutes(deps));
  app.use("/api/v1/generate", idempotency(deps.cache), generationRoutes(deps, { publicApi: true }));
  return finishServiceApp(app);
}
