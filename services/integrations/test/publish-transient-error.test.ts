import { eventually } from "@shopscript/kit/testing";
import { capturingLogger } from "../../../infra/test-support/capturing-logger";
import { approvedShopifyJob } from "./support/approved-shopify-job";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";

// A publish run stopped mid-way by an error nothing classifies (not the store's refusal, not a lost lease: an
// answer the service could not read, a database hiccup) is retried by the replica that holds it after a short
// wait, rather than sitting until its lease lapses and a sweep takes it over (a minute here, as in production).
let h: IntegrationsHarness;
const LEASE_MS = 60_000;
const captured = capturingLogger();
beforeAll(async () => {
  h = await startIntegrations({ PUBLISH_LEASE_MS: String(LEASE_MS) }, { log: captured.log });
});
afterAll(() => h?.stop());

it("a run stopped by an unknown error mid-run resumes on its own replica well within its lease, each product written once", async () => {
  const shop = "hiccup-shop.myshopify.com";
  const { seller, jobId, products, copyFor } = await approvedShopifyJob(h, shop, 5);
  // The third product's read is answered with something the service cannot read: the run stops there, once.
  const hiccup = products[2]!;
  h.shopify.unreadableOnce.add(hiccup.id);

  const started = await seller.request("POST", "/api/integrations/publish", { jobId });
  expect(started.status).toBe(202);
  const done = await eventually(
    async () => {
      const run = await h.prisma.publishRun.findUnique({ where: { id: started.json.id }, include: { entries: true } });
      return run?.status === "done" ? run : undefined;
    },
    "the run finished after its retry",
    // Far below the lease: only a retry on the same replica finishes it in this time.
    LEASE_MS / 3,
  );
  // It did stop on that error (logged with the run's id), and went on from the publish log.
  const failures = captured.lines.filter((line) => line.runId === started.json.id && /publish run failed/.test(String(line.msg)));
  expect(failures).toEqual([expect.objectContaining({ attempt: 1, err: expect.stringMatching(/reading 'nodes'/) })]);
  expect(done.entries.map((e) => e.status)).toEqual(products.map(() => "published"));
  expect(products.map((p) => h.shopify.updatesOf(shop, p.id))).toEqual(products.map(() => 1));
  expect(h.shopify.shop(shop).products.map((p) => p.descriptionHtml)).toEqual(products.map(copyFor));
}, 60_000);
