import { randomBytes } from "node:crypto";
import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { PUBLIC_URL } from "../../../infra/test-support/test-system";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { FakeWooCommerce, sampleWooProducts, type FakeWooProduct } from "./support/fake-woocommerce";

// The whole system as `npm start` runs it (gateway, catalog, generator, billing…), with the local WooCommerce
// as every store: connect through the store's approval (its callback through the gateway), pull, write,
// review, publish, restore, as the web app does.
let t: TestSystem;
let woo: FakeWooCommerce;

beforeAll(async () => {
  woo = await new FakeWooCommerce().start();
  t = await startTestSystem({ WOOCOMMERCE_TEST_ORIGIN: woo.url, INTEGRATIONS_TOKEN_KEYS: `k1:${randomBytes(32).toString("base64")}` });
  // The store POSTs the keys to PUBLIC_URL's callback: here, the gateway under test.
  woo.callbackTarget = (callbackUrl) => callbackUrl.replace(PUBLIC_URL, t.url);
}, 90_000);
afterAll(async () => {
  await t?.stop();
  await woo?.stop();
});

const STORE = "https://system.northwind-linen.com";
const snapshot = () => structuredClone(woo.store(STORE).products);
const byId = (products: FakeWooProduct[], id: string | number) => products.find((p) => p.id === Number(id))!;

async function proSeller(): Promise<ApiClient> {
  const client = t.client();
  await client.post("/api/auth/register", { email: `woo${Date.now()}@example.com`, password: "publish pass 1" });
  const checkout = await client.request("POST", "/api/create-subscription", { plan: "pro" });
  expect((await client.request("POST", `${checkout.json.url}/pay`)).status).toBe(200);
  return client;
}

it("connects a WooCommerce store through its approval, pulls it into a job, publishes the approved rows and restores them", async () => {
  woo.store(STORE).products = sampleWooProducts(10);
  const client = await proSeller();
  const begun = await client.post("/api/integrations/woocommerce/connect", { storeUrl: STORE });
  expect(begun.status).toBe(201);
  const authorize = new URL(begun.json.authorizeUrl);
  const approval = await fetch(`${woo.url}${authorize.pathname}${authorize.search}`, { headers: { "x-test-store": STORE }, redirect: "manual" });
  expect(approval.status).toBe(302);
  expect(woo.callbackAnswers.at(-1)).toBe(200);
  const [connection] = (await client.get("/api/integrations/connections")).json.connections;
  expect(connection).toMatchObject({ platform: "woocommerce", shop: STORE, status: "connected" });

  const pulled = await client.post(`/api/integrations/connections/${connection.id}/pull`, { tone: "professional" });
  expect(pulled).toMatchObject({ status: 201, json: { products: 10 } });
  const jobId = pulled.json.jobId as string;
  expect((await client.post(`/api/batches/${jobId}/start`)).status).toBe(200);
  await eventually(
    async () => {
      const job = await client.get(`/api/batches/${jobId}`);
      return job.json.progress.status === "completed" && job.json.progress.remaining === 0;
    },
    "the pulled job written",
    180_000,
  );
  const rows = (await client.get(`/api/batches/${jobId}/rows?limit=200`)).json.items as Array<{ id: string; key: string; status: string; listing: Record<string, string> | null; oldDescription: string | null }>;
  expect(rows.map((r) => r.key).sort()).toEqual(sampleWooProducts(10).map((p) => `id:${p.id}`).sort());
  // The store's existing descriptions reached the job as the seller's facts, as from an export.
  expect(rows.every((row) => row.oldDescription?.includes("Washed European linen"))).toBe(true);
  expect(rows.every((row) => row.status === "done" && row.listing?.bodyHtml)).toBe(true);

  const approved = [...rows].sort((a, b) => a.key.localeCompare(b.key, "en", { numeric: true })).slice(0, 6);
  expect((await client.post(`/api/batches/${jobId}/review`, { action: "approve", rowIds: approved.map((r) => r.id) })).status).toBe(200);
  const before = snapshot();
  const started = await client.post("/api/integrations/publish", { jobId });
  expect(started.status).toBe(202);
  const run = await eventually(
    async () => {
      const current = await client.get(`/api/integrations/publish-runs/${started.json.id}`);
      return current.json.status !== "running" ? current.json : undefined;
    },
    "the publish run finished",
    60_000,
  );
  expect(run.counts).toMatchObject({ published: 6, failed: 0, skipped: 0, pending: 0 });
  const after = snapshot();
  for (const row of rows) {
    const id = row.key.replace("id:", "");
    if (approved.some((a) => a.id === row.id)) {
      const product = byId(after, id);
      expect(product.description).toBe(row.listing!.bodyHtml);
      // The writer's WooCommerce listing has no short description of its own, and the title was not edited.
      expect({ name: product.name, short: product.short_description }).toEqual({ name: byId(before, id).name, short: byId(before, id).short_description });
      const yoast = (key: string) => product.meta_data.find((m) => m.key === key)?.value;
      if (byId(before, id).meta_data.some((m) => m.key === "_yoast_wpseo_title")) {
        expect([yoast("_yoast_wpseo_title"), yoast("_yoast_wpseo_metadesc")]).toEqual([row.listing!.seoTitle, row.listing!.metaDescription]);
      }
    } else {
      expect(byId(after, id)).toEqual(byId(before, id));
    }
  }

  const restored = await client.post(`/api/integrations/publish-runs/${run.id}/restore`, {});
  expect(restored).toMatchObject({ status: 200, json: { restored: 6 } });
  for (const row of approved) {
    const { date_modified_gmt: _a, ...back } = byId(snapshot(), row.key.replace("id:", ""));
    const { date_modified_gmt: _b, ...original } = byId(before, row.key.replace("id:", ""));
    expect(back).toEqual(original);
  }
}, 300_000);
