// A service in a process of its own, as a pod runs it, for the tests that kill one (SIGKILL: no shutdown, no
// settling of work in flight) or run several as competing consumers. The parent waits for `{ ready, url }`; a
// SIGTERM or the parent going away stops the service cleanly. Environment as the service's.
import { createLogger, runService, type PrismaLike, type ServiceDefinition } from "@shopscript/kit";

export function serveInThisProcess<C extends PrismaLike>(name: string, definition: ServiceDefinition<C>): void {
  const log = createLogger(name, process.env.LOG_LEVEL ?? "warn");
  runService(definition, { log, port: 0, host: "127.0.0.1" })
    .then((service) => {
      process.send?.({ ready: true, url: service.url });
      const stop = () => void service.stop().then(() => process.exit(0));
      process.on("SIGTERM", stop);
      process.on("disconnect", stop);
    })
    .catch((err) => {
      log.fatal({ err }, `${name} process failed to start`);
      process.exit(1);
    });
}
