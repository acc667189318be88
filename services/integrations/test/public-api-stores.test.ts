import { randomBytes } from "node:crypto";
import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { call, createKey, OpenApiValidator } from "../../gateway/test/support/public-api";
import { FakeShopify, sampleProducts, type FakeProduct } from "./support/fake-shopify";
import { SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET } from "./support/integrations-harness";

// Store publishing over the public API (/api/v1, scope `stores`): the whole system with the local Shopify as
// every shop, called as a seller's script calls it (a bearer key, no cookies). Every JSON answer is
// validated against the served OpenAPI document.
let t: TestSystem;
let shopify: FakeShopify;
let openApi: OpenApiValidator;

beforeAll(async () => {
  shopify = await new FakeShopify({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET }).start();
  t = await startTestSystem({
    SHOPIFY_CLIENT_ID,
    SHOPIFY_CLIENT_SECRET,
    SHOPIFY_TEST_ORIGIN: shopify.url,
    INTEGRATIONS_TOKEN_KEYS: `k1:${randomBytes(32).toString("base64")}`,
  });
  const doc = await call(t, null, "GET", "/api/v1/openapi.json");
  expect(doc.status).toBe(200);
  openApi = new OpenApiValidator(doc.json);
}, 90_000);
afterAll(async () => {
  await t?.stop();
  await shopify?.stop();
});

let counter = 0;
/** A Pro seller through the sandbox checkout (billing answers the plan), once auth allows API keys. */
async function proSeller(): Promise<ApiClient> {
  const client = t.client();
  await client.post("/api/auth/register", { email: `v1stores${Date.now()}${counter++}@example.com`, password: "publish pass 1" });
  const checkout = await client.request("POST", "/api/create-subscription", { plan: "pro" });
  expect((await client.request("POST", `${checkout.json.url}/pay`)).status).toBe(200);
  await eventually(async () => (await client.get("/api/auth/api-keys")).json?.apiAccess === true || undefined, "auth to mirror Pro");
  return client;
}

/** Connecting is the browser's OAuth flow (not in the API): ShopScript → Shopify's approval → the callback. */
async function connect(client: ApiClient, shop: string): Promise<string> {
  const begun = await client.post("/api/integrations/shopify/connect", { shop });
  expect(begun.status).toBe(201);
  const authorize = new URL(begun.json.authorizeUrl);
  const approval = await fetch(`${shopify.url}${authorize.pathname}${authorize.search}`, { headers: { "x-test-shop": authorize.hostname }, redirect: "manual" });
  const back = new URL(approval.headers.get("location")!);
  const callback = await client.get(`${back.pathname}${back.search}`);
  return new URL(callback.headers.get("location")!).searchParams.get("connected")!;
}

const byHandle = (products: FakeProduct[], handle: string) => products.find((p) => p.handle === handle)!;

describe("store publishing over the public API", () => {
  it("lists connections, pulls a store, publishes the approved rows, follows the run and restores (a 409 first), with v1 errors", async () => {
    const SHOP = "v1-knits.myshopify.com";
    shopify.shop(SHOP).products = sampleProducts(5);
    const before = structuredClone(shopify.shop(SHOP).products);
    const client = await proSeller();
    const connectionId = await connect(client, SHOP);
    const key = (await createKey(client, ["stores", "batches"])).secret;

    const list = await call(t, key, "GET", "/api/v1/connections");
    expect(list.status).toBe(200);
    openApi.validate("GET", "/api/v1/connections", 200, list.json);
    expect(list.json).toEqual({
      connections: [expect.objectContaining({ id: connectionId, platform: "shopify", shop: SHOP, status: "connected" })],
      storePublishing: true,
    });
    // No credential in the answer.
    expect(list.text).not.toContain(shopify.tokensOf(SHOP)[0]);

    // A voice for the pull's copy must be the seller's: another seller's id is a 404 naming voiceId, and no job.
    const theirs = await (await proSeller()).post("/api/voices", { name: "Not yours" });
    expect(theirs.status).toBe(201);
    const borrowed = await call(t, key, "POST", `/api/v1/connections/${connectionId}/pull`, { tone: "casual", voiceId: theirs.json.id });
    expect(borrowed.status).toBe(404);
    expect(borrowed.json.error).toMatchObject({ field: "voiceId" });
    openApi.validate("POST", "/api/v1/connections/{id}/pull", 404, borrowed.json);

    const pulled = await call(t, key, "POST", `/api/v1/connections/${connectionId}/pull`, { tone: "casual", voiceId: "none" });
    expect(pulled.status).toBe(201);
    openApi.validate("POST", "/api/v1/connections/{id}/pull", 201, pulled.json);
    expect(pulled.json.products).toBe(5);
    const jobId = pulled.json.jobId as string;
    expect((await call(t, key, "POST", `/api/v1/batches/${jobId}/start`)).status).toBe(200);
    await eventually(async () => ((await client.get(`/api/batches/${jobId}`)).json.progress.remaining === 0 ? true : undefined), "the job written", 120_000);

    // Nothing approved yet: publishing says so, naming the field.
    const nothing = await call(t, key, "POST", "/api/v1/publish", { jobId });
    expect(nothing.status).toBe(400);
    expect(nothing.json.error).toMatchObject({ code: "validation_failed", field: "jobId" });
    openApi.validate("POST", "/api/v1/publish", 400, nothing.json);

    // The review is the web app's: approve three rows there.
    const rows = (await client.get(`/api/batches/${jobId}/rows?limit=200`)).json.items as Array<{ id: string; key: string; listing: { bodyHtml: string } }>;
    const approved = [...rows].sort((a, b) => a.key.localeCompare(b.key)).slice(0, 3);
    expect((await client.post(`/api/batches/${jobId}/review`, { action: "approve", rowIds: approved.map((r) => r.id) })).status).toBe(200);

    // Publish, with an Idempotency-Key: the retry gets the same run, and each product is written once.
    const idem = { "idempotency-key": `publish-${jobId}` };
    const started = await call(t, key, "POST", "/api/v1/publish", { jobId }, idem);
    expect(started.status).toBe(202);
    openApi.validate("POST", "/api/v1/publish", 202, started.json);
    const retried = await call(t, key, "POST", "/api/v1/publish", { jobId }, idem);
    expect(retried.json.id).toBe(started.json.id);
    const runId = started.json.id as string;
    await eventually(async () => ((await client.get(`/api/integrations/publish-runs/${runId}`)).json.status === "done" ? true : undefined), "the run done", 60_000);

    const run = await call(t, key, "GET", `/api/v1/publish-runs/${runId}`);
    expect(run.status).toBe(200);
    openApi.validate("GET", "/api/v1/publish-runs/{id}", 200, run.json);
    expect(run.json.counts).toMatchObject({ published: 3, skipped: 0, failed: 0, pending: 0 });
    const store = shopify.shop(SHOP).products;
    for (const row of approved) {
      expect(byHandle(store, row.key).descriptionHtml).toBe(row.listing.bodyHtml);
      expect(shopify.updatesOf(SHOP, byHandle(store, row.key).id)).toBe(1);
    }

    const runs = await call(t, key, "GET", `/api/v1/publish-runs?jobId=${jobId}`);
    expect(runs.status).toBe(200);
    openApi.validate("GET", "/api/v1/publish-runs", 200, runs.json);
    expect(runs.json.runs.map((r: { id: string }) => r.id)).toEqual([runId]);
    expect(runs.json.source).toEqual({ connectionId, platform: "shopify", shop: SHOP, status: "connected" });

    // The seller edits one published product in Shopify: restoring the run asks first (409), writing nothing…
    const edited = byHandle(store, approved[1]!.key);
    shopify.editInStore(SHOP, edited.id, { descriptionHtml: "<p>Newer words from the store.</p>" });
    const asked = await call(t, key, "POST", `/api/v1/publish-runs/${runId}/restore`, {});
    expect(asked.status).toBe(409);
    openApi.validate("POST", "/api/v1/publish-runs/{id}/restore", 409, asked.json);
    expect(asked.json.error).toMatchObject({ code: "changed_in_store", products: [{ productId: edited.id, key: edited.handle, fields: ["descriptionHtml"] }] });
    expect(byHandle(shopify.shop(SHOP).products, edited.handle).descriptionHtml).toBe("<p>Newer words from the store.</p>");

    // …one product restores on its own, and `force` restores the rest.
    const one = await call(t, key, "POST", `/api/v1/publish-runs/${runId}/restore`, { productId: byHandle(store, approved[0]!.key).id });
    expect(one.status).toBe(200);
    openApi.validate("POST", "/api/v1/publish-runs/{id}/restore", 200, one.json);
    expect(one.json).toEqual({ restored: 1 });
    const forced = await call(t, key, "POST", `/api/v1/publish-runs/${runId}/restore`, { force: true });
    expect(forced.json).toEqual({ restored: 2 });
    for (const row of approved) {
      const { updatedAt: _n, ...now } = byHandle(shopify.shop(SHOP).products, row.key);
      const { updatedAt: _b, ...was } = byHandle(before, row.key);
      expect(now).toEqual(was);
    }

    // Another seller's key sees none of it.
    const other = await proSeller();
    const otherKey = (await createKey(other, ["stores"])).secret;
    const hidden = await call(t, otherKey, "GET", `/api/v1/publish-runs/${runId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json.error.code).toBe("not_found");
    openApi.validate("GET", "/api/v1/publish-runs/{id}", 404, hidden.json);
    expect((await call(t, otherKey, "POST", `/api/v1/publish-runs/${runId}/restore`, { force: true })).status).toBe(404);
    expect((await call(t, otherKey, "POST", `/api/v1/connections/${connectionId}/pull`, {})).status).toBe(404);
    expect((await call(t, otherKey, "DELETE", `/api/v1/connections/${connectionId}`)).status).toBe(404);
    expect((await call(t, otherKey, "GET", "/api/v1/connections")).json.connections).toEqual([]);

    // Disconnect: the store's access is dropped, and publishing again says why.
    const gone = await call(t, key, "DELETE", `/api/v1/connections/${connectionId}`);
    expect(gone.status).toBe(204);
    expect((await call(t, key, "GET", "/api/v1/connections")).json.connections[0].status).toBe("disconnected");
    const again = await call(t, key, "POST", "/api/v1/publish", { jobId });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("store_not_connected");
    openApi.validate("POST", "/api/v1/publish", 409, again.json);
  }, 240_000);

  it("needs the stores scope: a key without it is refused before the service", async () => {
    const client = await proSeller();
    const key = (await createKey(client, ["batches", "generate"])).secret;
    for (const [method, path] of [
      ["GET", "/api/v1/connections"],
      ["POST", "/api/v1/publish"],
      ["GET", "/api/v1/publish-runs"],
    ] as const) {
      const refused = await call(t, key, method, path, method === "POST" ? { jobId: "7b0c1c8e-3a3e-4d5e-9a1f-2b3c4d5e6f70" } : undefined);
      expect({ path, status: refused.status, code: refused.json.error.code }).toEqual({ path, status: 403, code: "api_key_scope" });
    }
    // Connecting stays the browser's: not a public route.
    const connect = await call(t, (await createKey(client, ["stores"])).secret, "POST", "/api/v1/shopify/connect", { shop: "x-store" });
    expect(connect.status).toBe(404);
  }, 60_000);
});
