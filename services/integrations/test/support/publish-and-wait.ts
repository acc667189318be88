import { eventually } from "@shopscript/kit/testing";
import type { TestSeller } from "./integrations-harness";

/** "Publish approved" for a job through the API as the web app sends it, then the run as the seller sees it once it ended. */
export async function publishAndWait(seller: TestSeller, jobId: string, timeoutMs = 60_000) {
  const started = await seller.request("POST", "/api/integrations/publish", { jobId });
  expect(started.status).toBe(202);
  return eventually(
    async () => {
      const run = await seller.request("GET", `/api/integrations/publish-runs/${started.json.id}`);
      return run.json.status !== "running" ? run.json : undefined;
    },
    "the publish run finished",
    timeoutMs,
  );
}
