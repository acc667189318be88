// The integrations service in a process of its own, as a pod runs it, so a test can SIGKILL it mid-publish
// (no shutdown, no settling of the run in flight). Environment as the service's.
import { createLogger, runService } from "@shopscript/kit";
import { integrationsService } from "../../src/service";

const log = createLogger("integrations", process.env.LOG_LEVEL ?? "warn");
runService(integrationsService, { log, port: 0, host: "127.0.0.1" })
  .then((service) => {
    process.send?.({ ready: true, url: service.url });
    const stop = () => void service.stop().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("disconnect", stop);
  })
  .catch((err) => {
    log.fatal({ err }, "integrations process failed to start");
    process.exit(1);
  });
