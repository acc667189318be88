// The integrations service in a process of its own, as a pod runs it, so a test can SIGKILL it mid-publish
// (no shutdown, no settling of the run in flight). Environment as the service's.
import { serveInThisProcess } from "../../../../infra/test-support/service-process";
import { integrationsService } from "../../src/service";

serveInThisProcess("integrations", integrationsService);
