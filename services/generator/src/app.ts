import { createServiceApp, finishServiceApp, type Logger, type ReadinessCheck } from "@shopscript/kit";

export interface GeneratorDeps {
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
}

/** The generator's HTTP app: listing copy per marketplace; it keeps nothing durable. */
export function createApp(deps: GeneratorDeps) {
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining });
  return finishServiceApp(app);
}
