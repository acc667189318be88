// One generator instance in a process of its own, as Kubernetes runs it: the fault tests kill it, the batch
// bench runs one or two of them as competing consumers of generator.jobs. Environment as the service's,
// plus FAIL_PRODUCT_NAME: a product name whose batch generation throws every time (the poison row).
import { createLogger, runService } from "@shopscript/kit";
import { createGeneratorService } from "@shopscript/generator";

const failName = process.env.FAIL_PRODUCT_NAME;
const definition = createGeneratorService({
  wrapBatchGeneration: failName
    ? (generate) => async (request) => {
        if (request.productName === failName)
          throw new Error(`generation of "${failName}" always fails here`);
        return generate(request);
      }
    : undefined,
});

const log = createLogger("generator", process.env.LOG_LEVEL ?? "warn");
runService(definition, { log, port: 0, host: "127.0.0.1" })
  .then((service) => {
    process.send?.({ ready: true, url: service.url });
    const stop = () => void service.stop().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("disconnect", stop);
  })
  .catch((err) => {
    log.fatal({ err }, "generator process failed to start");
    process.exit(1);
  });
