import { eventually } from "@shopscript/kit/testing";
import { sampleProducts } from "./support/fake-shopify";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";

// A seller who loses Pro keeps the way back (PLAN_FEATURES.storePublishing; issue 30): publishing and pulling
// are refused at once, while the store list, the publish history, Restore and Disconnect stay open. The web
// pages read `storePublishing` from the connections list to show the same.
const SHOP = "lapsing-shop.myshopify.com";
let h: IntegrationsHarness;
beforeAll(async () => {
  h = await startIntegrations();
});
afterAll(() => h?.stop());

it("a seller who lost Pro can no longer pull or publish, and still reads the history, restores and disconnects", async () => {
  h.shopify.shop(SHOP).products = sampleProducts(2);
  const seller = h.seller("pro");
  await seller.connectShopify(SHOP);
  const connection = (await h.prisma.storeConnection.findFirst({ where: { userId: seller.id } }))!;
  expect((await seller.request("GET", "/api/integrations/connections")).json.storePublishing).toBe(true);

  // A run published while on Pro: the store holds the published copy, the log its snapshot.
  const [product, other] = h.shopify.shop(SHOP).products;
  const original = structuredClone(product!);
  const jobId = "5a4f0a43-7c55-4d6b-8d3e-2b7c9f1e0a21";
  const published = "<p>Published while on Pro.</p>";
  h.shopify.editInStore(SHOP, product!.id, { descriptionHtml: published });
  await h.prisma.pulledProduct.createMany({
    data: [product!, other!].map((p) => ({ userId: seller.id, connectionId: connection.id, jobId, key: p.handle, productId: p.id, storeUpdatedAt: p.updatedAt })),
  });
  const run = await h.prisma.publishRun.create({
    data: {
      userId: seller.id,
      connectionId: connection.id,
      jobId,
      status: "done",
      finishedAt: new Date(),
      entries: {
        create: [{ userId: seller.id, productId: product!.id, key: product!.handle, field: "descriptionHtml", after: published, before: original.descriptionHtml, snapshotted: true, status: "published" }],
      },
    },
  });

  // Pro lapses to Starter: billing's answer changes, and its event drops the service's cached one.
  h.setPlan(seller.id, "starter");
  await h.publish("subscription.plan_changed", { userId: seller.id, plan: "starter" });
  await eventually(
    async () => ((await seller.request("GET", "/api/integrations/connections")).json.storePublishing === false ? true : undefined),
    "the plan change seen",
  );

  expect(await seller.request("POST", "/api/integrations/publish", { jobId })).toMatchObject({ status: 403, json: { code: "PLAN_REQUIRED" } });
  expect(await seller.request("POST", `/api/integrations/connections/${connection.id}/pull`, {})).toMatchObject({ status: 403, json: { code: "PLAN_REQUIRED" } });
  expect(await seller.request("POST", "/api/integrations/shopify/connect", { shop: "another-shop" })).toMatchObject({ status: 403, json: { code: "PLAN_REQUIRED" } });
  expect(h.shopify.updatesOf(SHOP, other!.id)).toBe(0);

  const history = await seller.request("GET", `/api/integrations/publish-runs?jobId=${jobId}`);
  expect(history.status).toBe(200);
  expect(history.json.runs.map((r: { id: string }) => r.id)).toEqual([run.id]);
  expect(history.json.source).toMatchObject({ connectionId: connection.id, shop: SHOP, status: "connected" });

  const restored = await seller.request("POST", `/api/integrations/publish-runs/${run.id}/restore`, { productId: product!.id });
  expect(restored).toMatchObject({ status: 200, json: { restored: 1 } });
  const back = h.shopify.shop(SHOP).products.find((p) => p.id === product!.id)!;
  expect({ ...back, updatedAt: original.updatedAt }).toEqual(original);

  expect((await seller.request("DELETE", `/api/integrations/connections/${connection.id}`)).status).toBe(204);
  expect((await seller.request("GET", "/api/integrations/connections")).json.connections[0].status).toBe("disconnected");
});
