// One generator instance in a process of its own, as Kubernetes runs it: the fault tests kill it, the batch
// bench runs one or two of them as competing consumers of generator.jobs. Environment as the service's,
// plus FAIL_PRODUCT_NAME: a product name whose batch generation throws every time (the poison row).
import { serveInThisProcess } from "./service-process";
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

serveInThisProcess("generator", definition);
