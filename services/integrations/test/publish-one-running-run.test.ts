import { eventually } from "@shopscript/kit/testing";
import { approvedShopifyJob } from "./support/approved-shopify-job";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";

// "Publish approved" sent several times at the same instant (a double click, two tabs): each request looks for
// a running run of the job before it creates one, so all of them may find none. One run starts all the same
// (a partial unique index: one running run per job), and every request is answered with that run.
let h: IntegrationsHarness;
beforeAll(async () => {
  h = await startIntegrations();
});
afterAll(() => h?.stop());

it("five 'Publish approved' of one job at once start one run: every answer names it and each product is written once", async () => {
  const shop = "double-click.myshopify.com";
  const { seller, jobId, products, copyFor } = await approvedShopifyJob(h, shop, 4);

  const answers = await Promise.all(Array.from({ length: 5 }, () => seller.request("POST", "/api/integrations/publish", { jobId })));
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 202));
  const runIds = new Set(answers.map((a) => a.json.id as string));
  expect(runIds.size).toBe(1);
  const [runId] = [...runIds];
  await eventually(async () => (await h.prisma.publishRun.findUnique({ where: { id: runId } }))?.status === "done", "the publish run finished", 30_000);

  expect(await h.prisma.publishRun.findMany({ where: { jobId }, select: { id: true } })).toEqual([{ id: runId }]);
  expect(products.map((p) => h.shopify.updatesOf(shop, p.id))).toEqual(products.map(() => 1));
  expect(h.shopify.shop(shop).products.map((p) => p.descriptionHtml)).toEqual(products.map(copyFor));
});
