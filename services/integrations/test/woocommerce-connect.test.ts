import http from "node:http";
import type { AddressInfo } from "node:net";
import { publicAddressPolicy } from "@shopscript/kit";
import { capturingLogger } from "../../../infra/test-support/capturing-logger";
import { createTokenVault, parseTokenKeys } from "../src/domain/token-vault";
import { normalizeStoreUrl } from "../src/domain/store-url";
import { createWooFetch, StoreUnreachableError } from "../src/stores/store-fetch";
import { StoreCallFailed, StoreWriteUncertain } from "../src/stores/store-products";
import { wooStore } from "../src/stores/woocommerce-store";
import { startIntegrations, PUBLIC_URL, type IntegrationsHarness } from "./support/integrations-harness";

const STORE = "https://shop.northwind-linen.com";

let h: IntegrationsHarness;
const captured = capturingLogger();

beforeAll(async () => {
  h = await startIntegrations({}, { log: captured.log });
});
afterAll(() => h?.stop());

const connectionsOf = (userId: string) => h.prisma.storeConnection.findMany({ where: { userId } });

/** The whole connections table as the database returns it, and every log line so far. */
async function everythingStored() {
  const dump = JSON.stringify(
    await h.prisma.$queryRawUnsafe(`SELECT *, encode("sealedToken", 'escape') AS raw, encode("sealedToken", 'base64') AS b64 FROM "integrations"."StoreConnection"`),
    (_k, v) => (typeof v === "bigint" ? String(v) : v),
  );
  return { dump, logs: JSON.stringify(captured.lines) };
}

async function expectKeysNowhere(keys: { consumerKey: string; consumerSecret: string }, sealed: Uint8Array) {
  const { dump, logs } = await everythingStored();
  for (const secret of [keys.consumerKey, keys.consumerSecret]) {
    for (const form of [secret, secret.slice(3), Buffer.from(secret).toString("base64"), Buffer.from(`${keys.consumerKey}:${keys.consumerSecret}`).toString("base64")]) {
      expect(dump).not.toContain(form);
      expect(logs).not.toContain(form);
      expect(Buffer.from(sealed).includes(Buffer.from(form))).toBe(false);
    }
  }
}

describe("connecting a WooCommerce store through its /wc-auth/v1/authorize approval", () => {
  it("sends the seller to the store's approval page with Read/Write, ShopScript's callback and a state", async () => {
    const seller = h.seller("pro");
    const begun = await seller.request("POST", "/api/integrations/woocommerce/connect", { storeUrl: "Shop.Northwind-Linen.com/" });
    expect(begun.status).toBe(201);
    const url = new URL(begun.json.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${STORE}/wc-auth/v1/authorize`);
    expect(url.searchParams.get("app_name")).toBe("ShopScript");
    expect(url.searchParams.get("scope")).toBe("read_write");
    expect(url.searchParams.get("callback_url")).toBe(`${PUBLIC_URL}/api/integrations/woocommerce/callback`);
    expect(url.searchParams.get("return_url")).toBe(`${PUBLIC_URL}/connections?platform=woocommerce`);
    expect(url.searchParams.get("user_id")).toMatch(/^[\w-]{43}$/);
  });

  it("keeps the keys the store POSTs sealed (never in the database or the logs), and says store.connected", async () => {
    const seller = h.seller("pro");
    const { approval } = await seller.connectWoo(STORE);
    // The store sent the browser back to the Connections page once ShopScript took the keys.
    expect(approval.status).toBe(302);
    const back = new URL(approval.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/connections`);
    expect(back.searchParams.get("success")).toBe("1");
    const [row] = await connectionsOf(seller.id);
    expect(row).toMatchObject({ platform: "woocommerce", shop: STORE, status: "connected", scopes: "read_write", tokenKeyId: "k1" });
    const keys = h.woo.keysOf(STORE).at(-1)!;
    await expectKeysNowhere(keys, row!.sealedToken!);
    // …and yet the configured key opens them, bound to this connection.
    const vault = createTokenVault(parseTokenKeys(h.env.INTEGRATIONS_TOKEN_KEYS!));
    expect(JSON.parse(vault.open(row!.sealedToken!, `${seller.id}/${row!.id}`))).toEqual({ ck: keys.consumerKey, cs: keys.consumerSecret });
    const listed = await seller.request("GET", "/api/integrations/connections");
    expect(listed.json.connections).toEqual([expect.objectContaining({ id: row!.id, platform: "woocommerce", shop: STORE, status: "connected", scopes: ["read_write"] })]);
    expect(await h.outbox(seller.id)).toEqual([{ type: "store.connected", payload: { userId: seller.id, connectionId: row!.id, platform: "woocommerce", shop: STORE } }]);
  });

  it("takes a state once: a replayed, made-up or expired callback is refused and connects nothing", async () => {
    const seller = h.seller("pro");
    const begun = await seller.request("POST", "/api/integrations/woocommerce/connect", { storeUrl: STORE });
    const state = new URL(begun.json.authorizeUrl).searchParams.get("user_id")!;
    const keys = h.woo.createKeys(STORE);
    const body = { key_id: 7, user_id: state, consumer_key: keys.consumerKey, consumer_secret: keys.consumerSecret, key_permissions: "read_write" };
    const post = (b: unknown) => fetch(`${h.url}/api/integrations/woocommerce/callback`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
    expect((await post(body)).status).toBe(200);
    const replay = await post(body);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe("OAUTH_STATE_INVALID");
    expect((await post({ ...body, user_id: "made-up-state-0123456789abcdef0123456789abcde" })).status).toBe(400);
    expect(await connectionsOf(seller.id)).toHaveLength(1);

    const late = h.seller("pro");
    const lateBegun = await late.request("POST", "/api/integrations/woocommerce/connect", { storeUrl: STORE });
    h.clock.advance(11 * 60_000);
    const expired = await post({ ...body, user_id: new URL(lateBegun.json.authorizeUrl).searchParams.get("user_id") });
    expect(expired.status).toBe(400);
    expect(await connectionsOf(late.id)).toEqual([]);
    // A Shopify state cannot complete a WooCommerce connection.
    const shopifyBegun = await late.request("POST", "/api/integrations/shopify/connect", { shop: "northwind-knits" });
    const shopifyState = new URL(shopifyBegun.json.authorizeUrl).searchParams.get("state");
    expect((await post({ ...body, user_id: shopifyState })).status).toBe(400);
    expect(await connectionsOf(late.id)).toEqual([]);
  });

  it("refuses a read-only key: the store shows its error and nothing is kept", async () => {
    const seller = h.seller("pro");
    h.woo.grantedPermissions = "read";
    try {
      const { approval } = await seller.connectWoo(STORE);
      expect(approval.status).toBe(401);
      expect(h.woo.callbackAnswers.at(-1)).toBe(400);
      expect(await connectionsOf(seller.id)).toEqual([]);
    } finally {
      h.woo.grantedPermissions = "read_write";
    }
  });

  it("is Pro's: a Starter seller gets 403 PLAN_REQUIRED for both ways of connecting", async () => {
    const seller = h.seller("starter");
    expect(await seller.request("POST", "/api/integrations/woocommerce/connect", { storeUrl: STORE })).toMatchObject({ status: 403, json: { code: "PLAN_REQUIRED" } });
    const keys = h.woo.createKeys(STORE);
    expect(await seller.request("POST", "/api/integrations/woocommerce/keys", { storeUrl: STORE, ...keys })).toMatchObject({ status: 403, json: { code: "PLAN_REQUIRED" } });
  });
});

describe("connecting a WooCommerce store with keys the seller pasted", () => {
  it("checks the keys against the store, keeps them sealed, and never logs them", async () => {
    const seller = h.seller("pro");
    const keys = h.woo.createKeys(STORE);
    const answer = await seller.request("POST", "/api/integrations/woocommerce/keys", { storeUrl: `${STORE}/`, ...keys });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ platform: "woocommerce", shop: STORE, status: "connected" });
    expect(JSON.stringify(answer.json)).not.toContain(keys.consumerKey);
    // The check reached the store with Basic auth.
    expect(h.woo.calls.at(-1)).toMatchObject({ store: STORE, method: "GET", route: "/products" });
    const [row] = await connectionsOf(seller.id);
    await expectKeysNowhere(keys, row!.sealedToken!);
  });

  it("says which field is wrong: keys the store refuses, keys that are not WooCommerce's", async () => {
    const seller = h.seller("pro");
    const keys = h.woo.createKeys(STORE);
    const wrong = await seller.request("POST", "/api/integrations/woocommerce/keys", { storeUrl: STORE, ...keys, consumerSecret: `cs_${"0".repeat(40)}` });
    expect(wrong).toMatchObject({ status: 400, json: { code: "VALIDATION_FAILED", fields: { consumerKey: expect.stringMatching(/refused these keys/) } } });
    const malformed = await seller.request("POST", "/api/integrations/woocommerce/keys", { storeUrl: STORE, consumerKey: "abc", consumerSecret: keys.consumerSecret });
    expect(malformed).toMatchObject({ status: 400, json: { fields: { consumerKey: expect.stringMatching(/ck_/) } } });
    expect(await connectionsOf(seller.id)).toEqual([]);
  });
});

describe("the store address (SSRF rules: nothing leaves for an address a seller typed unless it is a public https store)", () => {
  it.each([
    ["plain http", "http://shop.northwind-linen.com"],
    ["an IPv4 address", "https://127.0.0.1"],
    ["an IPv4 address in another spelling", "https://0x7f.1"],
    ["an IPv6 address", "https://[::1]"],
    ["localhost", "https://localhost"],
    ["an internal name", "https://store.internal"],
    ["a single-label name", "https://intranet"],
    ["a port", "https://shop.northwind-linen.com:8443"],
    ["user info", "https://me@shop.northwind-linen.com"],
  ])("refuses %s (400 naming storeUrl) before any request leaves, both ways of connecting", async (_what, storeUrl) => {
    const seller = h.seller("pro");
    const before = h.woo.calls.length;
    const begun = await seller.request("POST", "/api/integrations/woocommerce/connect", { storeUrl });
    expect(begun).toMatchObject({ status: 400, json: { code: "VALIDATION_FAILED", fields: { storeUrl: expect.any(String) } } });
    const pasted = await seller.request("POST", "/api/integrations/woocommerce/keys", { storeUrl, consumerKey: `ck_${"a".repeat(40)}`, consumerSecret: `cs_${"b".repeat(40)}` });
    expect(pasted).toMatchObject({ status: 400, json: { fields: { storeUrl: expect.any(String) } } });
    expect(h.woo.calls.length).toBe(before);
    expect(await h.prisma.oAuthState.count({ where: { userId: seller.id } })).toBe(0);
  });

  it("keeps a store's subdirectory and drops a trailing slash", () => {
    expect(normalizeStoreUrl("northwind-linen.com/shop/")).toEqual({ url: "https://northwind-linen.com/shop" });
  });

  it("refuses a store name that resolves to a private address, before any connection is made", async () => {
    // A canary on loopback: a faulty guard would reach it (tests stay on loopback: ssrf.md).
    let reached = 0;
    const canary = http.createServer((_req, res) => {
      reached++;
      res.end("{}");
    });
    await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
    const port = (canary.address() as AddressInfo).port;
    try {
      const fetchStore = createWooFetch("https://shop.northwind-linen.com", {
        lookup: async () => [{ address: "127.0.0.1", family: 4 }],
        policy: (address, p) => publicAddressPolicy(address, p),
      });
      const refused = (await fetchStore("https://shop.northwind-linen.com/wp-json/wc/v3/products").catch((err: Error & { cause?: Error }) => err)) as Error & { cause?: Error };
      expect(refused).toBeInstanceOf(Error);
      expect(refused.cause?.message ?? refused.message).toMatch(/Refused to connect to shop\.northwind-linen\.com: not an allowed address/);
      // The same client never sends a request anywhere but its own store.
      await expect(fetchStore(`https://127.0.0.1:${port}/wp-json/wc/v3/products`)).rejects.toThrow(StoreUnreachableError);
      await expect(fetchStore("http://shop.northwind-linen.com/wp-json/wc/v3/products")).rejects.toThrow(StoreUnreachableError);
      expect(reached).toBe(0);
    } finally {
      await new Promise<void>((resolve) => canary.close(() => resolve()));
    }
  });
});

describe("the WooCommerce client behind the guard", () => {
  const refusingFetch = () => createWooFetch("https://shop.northwind-linen.com", { lookup: async () => [{ address: "10.0.0.7", family: 4 }] });
  const noWait = { attempts: 6, baseWaitMs: 1, maxWaitMs: 1, sleep: async () => undefined };
  const keys = { consumerKey: `ck_${"a".repeat(40)}`, consumerSecret: `cs_${"b".repeat(40)}` };

  it("reports a refused address as a failure at once: never retried, and a write never taken for one that may have landed", async () => {
    const store = wooStore("https://shop.northwind-linen.com", keys, refusingFetch(), noWait);
    const read = await store.get(["1"]).catch((err: Error) => err);
    expect(read).toBeInstanceOf(StoreCallFailed);
    expect(read).not.toBeInstanceOf(StoreWriteUncertain);
    expect((read as Error).message).toMatch(/not an allowed address/);
    const product = { id: "1", key: "id:1", version: "v", fields: {}, source: { id: 1, meta_data: [] } };
    const write = await store.update([{ product, values: [{ field: "descriptionHtml", value: "<p>x</p>" }] }]).catch((err: Error) => err);
    expect(write).toBeInstanceOf(StoreCallFailed);
    expect(write).not.toBeInstanceOf(StoreWriteUncertain);
  });
});
