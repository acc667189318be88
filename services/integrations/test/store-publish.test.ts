import { randomBytes } from "node:crypto";
import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import type { PrismaClient } from "../src/generated/prisma/client";
import { FakeShopify, sampleProducts, type FakeProduct } from "./support/fake-shopify";
import { SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET } from "./support/integrations-harness";

// The whole system as `npm start` runs it (gateway, catalog, generator, billing…), with the local Shopify as
// every shop: connect, pull, write, review, publish, restore, through the gateway as the web app does.
let t: TestSystem;
let shopify: FakeShopify;
let integrationsDb: PrismaClient;

beforeAll(async () => {
  shopify = await new FakeShopify({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET }).start();
  t = await startTestSystem({
    SHOPIFY_CLIENT_ID,
    SHOPIFY_CLIENT_SECRET,
    SHOPIFY_TEST_ORIGIN: shopify.url,
    INTEGRATIONS_TOKEN_KEYS: `k1:${randomBytes(32).toString("base64")}`,
  });
  integrationsDb = t.system.services.find((s) => s.name === "integrations")!.db!.client as unknown as PrismaClient;
}, 90_000);
afterAll(async () => {
  await t?.stop();
  await shopify?.stop();
});

let counter = 0;
async function proSeller(): Promise<ApiClient> {
  const client = t.client();
  await client.post("/api/auth/register", { email: `publish${Date.now()}${counter++}@example.com`, password: "publish pass 1" });
  const checkout = await client.request("POST", "/api/create-subscription", { plan: "pro" });
  expect((await client.request("POST", `${checkout.json.url}/pay`)).status).toBe(200);
  return client;
}

/** Connect a shop as a browser does: ShopScript → Shopify's approval → ShopScript's callback. */
async function connect(client: ApiClient, shop: string): Promise<string> {
  const begun = await client.post("/api/integrations/shopify/connect", { shop });
  expect(begun.status).toBe(201);
  const authorize = new URL(begun.json.authorizeUrl);
  const approval = await fetch(`${shopify.url}${authorize.pathname}${authorize.search}`, { headers: { "x-test-shop": authorize.hostname }, redirect: "manual" });
  const back = new URL(approval.headers.get("location")!);
  const callback = await client.get(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(303);
  const id = new URL(callback.headers.get("location")!).searchParams.get("connected");
  expect(id).toBeTruthy();
  return id!;
}

async function pullWriteAndApprove(client: ApiClient, connectionId: string, approve: number) {
  const pulled = await client.post(`/api/integrations/connections/${connectionId}/pull`, { tone: "professional" });
  expect(pulled.status).toBe(201);
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
  return { jobId, pulled: pulled.json, rows, approve: async (ids: string[]) => expect((await client.post(`/api/batches/${jobId}/review`, { action: "approve", rowIds: ids })).status).toBe(200), approveCount: approve };
}

async function publishAndWait(client: ApiClient, jobId: string) {
  const started = await client.post("/api/integrations/publish", { jobId });
  expect(started.status).toBe(202);
  return eventually(
    async () => {
      const run = await client.get(`/api/integrations/publish-runs/${started.json.id}`);
      return run.json.status !== "running" ? run.json : undefined;
    },
    "the publish run finished",
    60_000,
  );
}

const snapshot = (shop: string) => structuredClone(shopify.shop(shop).products) as FakeProduct[];
const byHandle = (products: FakeProduct[], handle: string) => products.find((p) => p.handle === handle)!;

describe("publishing approved copy straight to a Shopify store", () => {
  const SHOP = "northwind-knits.myshopify.com";

  it("pulls a store into a job, publishes only the approved fields, skips a product changed since, and restores byte for byte", async () => {
    shopify.shop(SHOP).products = sampleProducts(12);
    const client = await proSeller();
    const connectionId = await connect(client, SHOP);
    const job = await pullWriteAndApprove(client, connectionId, 8);
    expect(job.pulled.products).toBe(12);
    expect(job.rows).toHaveLength(12);
    // The store's existing description reached the job as the seller's facts, as from an export.
    expect(job.rows.every((row) => row.oldDescription?.includes("merino wool"))).toBe(true);
    expect(job.rows.every((row) => row.status === "done" && row.listing?.bodyHtml)).toBe(true);

    const sorted = [...job.rows].sort((a, b) => a.key.localeCompare(b.key, "en", { numeric: true }));
    const approved = sorted.slice(0, 8);
    // The seller edits one approved row's title: only that title may reach the store.
    const titled = approved[1]!;
    const edit = await client.request("PATCH", `/api/batches/${job.jobId}/rows/${titled.id}`, { listing: { title: "Merino Crew, Edited By Seller" } });
    expect(edit.status).toBe(200);
    await job.approve(approved.map((row) => row.id));

    const before = snapshot(SHOP);
    // After the pull, the seller changes one approved product in Shopify's admin: it must be skipped.
    const changedHandle = approved[2]!.key;
    shopify.editInStore(SHOP, byHandle(before, changedHandle).id, { descriptionHtml: "<p>Edited in Shopify after the pull.</p>" });
    const afterEdit = snapshot(SHOP);

    const run = await publishAndWait(client, job.jobId);
    expect(run.status).toBe("done");
    expect(run.counts).toMatchObject({ published: 7, skipped: 1, failed: 0, pending: 0 });
    expect(run.products.find((p: any) => p.key === changedHandle)).toMatchObject({ status: "skipped", message: expect.stringMatching(/changed in the store/i) });

    const now = snapshot(SHOP);
    const listings = new Map((await client.get(`/api/batches/${job.jobId}/rows?limit=200`)).json.items.map((r: any) => [r.key, r.listing]));
    for (const row of sorted) {
      const store = byHandle(now, row.key);
      const original = byHandle(afterEdit, row.key);
      const listing = listings.get(row.key) as Record<string, string>;
      if (approved.includes(row) && row.key !== changedHandle) {
        expect(store.descriptionHtml).toBe(listing.bodyHtml);
        expect(store.seo).toEqual({ title: listing.seoTitle, description: listing.metaDescription });
        expect(store.title).toBe(row === titled ? "Merino Crew, Edited By Seller" : original.title);
        expect(store.variants).toEqual(original.variants);
      } else {
        // Not approved, or changed in the store: untouched, every field.
        expect(store).toEqual(original);
      }
    }
    // Each published product was written exactly once.
    for (const row of approved) expect(shopify.updatesOf(SHOP, byHandle(now, row.key).id)).toBe(row.key === changedHandle ? 0 : 1);

    // Restore three products: back byte for byte.
    const restoreKeys = [approved[0]!.key, titled.key, approved[3]!.key];
    for (const key of restoreKeys) {
      const answer = await client.post(`/api/integrations/publish-runs/${run.id}/restore`, { productId: byHandle(now, key).id });
      expect(answer).toMatchObject({ status: 200, json: { restored: 1 } });
    }
    const restored = snapshot(SHOP);
    for (const key of restoreKeys) {
      const back = byHandle(restored, key);
      const original = byHandle(before, key);
      expect({ title: back.title, descriptionHtml: back.descriptionHtml, seo: back.seo }).toEqual({ title: original.title, descriptionHtml: original.descriptionHtml, seo: original.seo });
    }
    const history = await client.get(`/api/integrations/publish-runs?jobId=${job.jobId}`);
    expect(history.json.runs[0].counts).toMatchObject({ published: 4, restored: 3, skipped: 1 });

    // A restore that finds a field changed again in the store asks first (409), writing nothing…
    const republished = byHandle(restored, approved[4]!.key);
    shopify.editInStore(SHOP, republished.id, { descriptionHtml: "<p>The seller's newer words.</p>" });
    const asked = await client.post(`/api/integrations/publish-runs/${run.id}/restore`, {});
    expect(asked.status).toBe(409);
    expect(asked.json.code).toBe("CHANGED_IN_STORE");
    expect(asked.json.products).toEqual([{ productId: republished.id, key: approved[4]!.key, fields: ["descriptionHtml"] }]);
    expect(byHandle(snapshot(SHOP), approved[4]!.key).descriptionHtml).toBe("<p>The seller's newer words.</p>");
    // …and restores when the seller confirms.
    const forced = await client.post(`/api/integrations/publish-runs/${run.id}/restore`, { force: true });
    expect(forced).toMatchObject({ status: 200, json: { restored: 4 } });
    expect(byHandle(snapshot(SHOP), approved[4]!.key).descriptionHtml).toBe(byHandle(before, approved[4]!.key).descriptionHtml);

    // Another seller sees none of it: the run, its restore and the job's publish answer as if missing.
    const other = await proSeller();
    expect((await other.get(`/api/integrations/publish-runs/${run.id}`)).status).toBe(404);
    expect((await other.post(`/api/integrations/publish-runs/${run.id}/restore`, { force: true })).status).toBe(404);
    expect((await other.post("/api/integrations/publish", { jobId: job.jobId })).status).toBe(404);
    expect((await other.get("/api/integrations/connections")).json.connections).toEqual([]);

    const outbox = await integrationsDb.$queryRawUnsafe<Array<{ type: string }>>(`SELECT "type" FROM "integrations"."outbox_event" ORDER BY "seq"`);
    expect(outbox.filter((e) => e.type === "product.published")).toHaveLength(7);
    expect(outbox.filter((e) => e.type === "product.restored")).toHaveLength(7);
  }, 240_000);

  it("rides out 429s, 5xx and throttling mid-run, and never writes a product twice when an answer is lost", async () => {
    const shop = "faulty-store.myshopify.com";
    shopify.shop(shop).products = sampleProducts(6);
    const client = await proSeller();
    const connectionId = await connect(client, shop);
    const job = await pullWriteAndApprove(client, connectionId, 6);
    await job.approve(job.rows.map((row) => row.id));
    let publishCalls = 0;
    shopify.onCall = (operation) => {
      if (operation !== "productUpdate") return;
      publishCalls++;
      // Mid-run: the third write is applied by the store but its answer is lost (a 500)…
      if (publishCalls === 3) shopify.applyThenFail = 1;
    };
    // …and around it the store answers 429 (Retry-After), 500 and 503 to the calls that follow.
    shopify.scriptedFailures.push({ status: 429, retryAfter: "1" }, { status: 500 }, { status: 503 });
    try {
      const run = await publishAndWait(client, job.jobId);
      expect(run.counts).toMatchObject({ published: 6, failed: 0, skipped: 0 });
    } finally {
      shopify.onCall = undefined;
    }
    const listings = (await client.get(`/api/batches/${job.jobId}/rows?limit=200`)).json.items as Array<{ key: string; listing: Record<string, string> }>;
    for (const row of listings) {
      const product = byHandle(snapshot(shop), row.key);
      expect(product.descriptionHtml).toBe(row.listing.bodyHtml);
      expect(shopify.updatesOf(shop, product.id)).toBe(1);
    }
  }, 240_000);

  it("stops cleanly when the store revokes the token: a clear error, nothing half-written, the connection marked", async () => {
    const shop = "revoking-store.myshopify.com";
    shopify.shop(shop).products = sampleProducts(4);
    const client = await proSeller();
    const connectionId = await connect(client, shop);
    const job = await pullWriteAndApprove(client, connectionId, 4);
    await job.approve(job.rows.map((row) => row.id));
    const before = snapshot(shop);
    shopify.revokeTokens(shop);
    const run = await publishAndWait(client, job.jobId);
    expect(run.status).toBe("stopped");
    expect(run.message).toMatch(/refused ShopScript's access.*connect the store again/i);
    expect(run.counts).toMatchObject({ published: 0, pending: 4 });
    expect(snapshot(shop)).toEqual(before);
    const connections = (await client.get("/api/integrations/connections")).json.connections;
    expect(connections).toEqual([expect.objectContaining({ id: connectionId, status: "revoked" })]);
    expect(await integrationsDb.storeConnection.findUnique({ where: { id: connectionId } })).toMatchObject({ sealedToken: null });
    // Publishing again says why, before anything is sent.
    const again = await client.post("/api/integrations/publish", { jobId: job.jobId });
    expect(again).toMatchObject({ status: 409, json: { code: "STORE_NOT_CONNECTED" } });
  }, 240_000);

  it("writes a pulled job in the brand voice chosen at the pull; another seller's voice is refused naming voiceId, before any job", async () => {
    const SHOP = "voiced-knits.myshopify.com";
    shopify.shop(SHOP).products = sampleProducts(3);
    const client = await proSeller();
    const connectionId = await connect(client, SHOP);
    const voice = await client.post("/api/voices", {
      name: "Maine Made",
      requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-end" }],
      spelling: "uk",
    });
    expect(voice.status).toBe(201);

    // Another seller's voice id, and a malformed one, are refused and make no job.
    const other = await proSeller();
    const theirs = await other.post("/api/voices", { name: "Not yours" });
    expect(theirs.status).toBe(201);
    const borrowed = await client.post(`/api/integrations/connections/${connectionId}/pull`, { voiceId: theirs.json.id });
    expect(borrowed.status).toBe(404);
    expect(borrowed.json.fields).toEqual({ voiceId: "Voice not found" });
    const malformed = await client.post(`/api/integrations/connections/${connectionId}/pull`, { voiceId: "my voice" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.fields).toHaveProperty("voiceId");
    expect((await client.get("/api/batches")).json).toEqual([]);

    const pulled = await client.post(`/api/integrations/connections/${connectionId}/pull`, { tone: "professional", voiceId: voice.json.id });
    expect(pulled.status).toBe(201);
    const jobId = pulled.json.jobId as string;
    expect((await client.get(`/api/batches/${jobId}`)).json).toMatchObject({ voiceId: voice.json.id, tone: "professional" });
    expect((await client.post(`/api/batches/${jobId}/start`)).status).toBe(200);
    await eventually(
      async () => ((await client.get(`/api/batches/${jobId}`)).json.progress.remaining === 0 ? true : undefined),
      "the voiced job written",
      180_000,
    );
    const rows = (await client.get(`/api/batches/${jobId}/rows?limit=200`)).json.items as Array<{ status: string; listing: { bodyHtml: string } | null }>;
    expect(rows).toHaveLength(3);
    // Every row written in the voice: its required closing line is in every description.
    for (const row of rows) {
      expect(row.status).toBe("done");
      expect(row.listing!.bodyHtml).toContain("Handmade in Maine.");
    }

    // "none" writes without a voice even so.
    const plain = await client.post(`/api/integrations/connections/${connectionId}/pull`, { voiceId: "none" });
    expect(plain.status).toBe(201);
    expect((await client.get(`/api/batches/${plain.json.jobId}`)).json.voiceId).toBe("none");
  }, 240_000);

  it("is Pro's: a Starter seller may not pull or publish", async () => {
    const client = t.client();
    await client.post("/api/auth/register", { email: `starter${Date.now()}@example.com`, password: "publish pass 1" });
    const checkout = await client.request("POST", "/api/create-subscription", { plan: "starter" });
    await client.request("POST", `${checkout.json.url}/pay`);
    expect(await client.post("/api/integrations/shopify/connect", { shop: "x-store" })).toMatchObject({ status: 403, json: { code: "PLAN_REQUIRED" } });
    expect(await client.post("/api/integrations/publish", { jobId: "7b0c1c8e-3a3e-4d5e-9a1f-2b3c4d5e6f70" })).toMatchObject({ status: 403, json: { code: "PLAN_REQUIRED" } });
  });
});
