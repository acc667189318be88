import { randomBytes } from "node:crypto";
import { eventually } from "@shopscript/kit/testing";
import { capturingLogger } from "../../../infra/test-support/capturing-logger";
import { createTokenVault, parseTokenKeys } from "../src/domain/token-vault";
import { startIntegrations, PUBLIC_URL, type IntegrationsHarness } from "./support/integrations-harness";

const SHOP = "northwind-knits.myshopify.com";

let h: IntegrationsHarness;
const captured = capturingLogger();

beforeAll(async () => {
  h = await startIntegrations({}, { log: captured.log });
});
afterAll(() => h?.stop());

const connectionsOf = (userId: string) => h.prisma.storeConnection.findMany({ where: { userId } });

describe("connecting a Shopify store (OAuth authorization-code grant)", () => {
  it("sends the seller to the shop's approval page with ShopScript's scopes, redirect and a state", async () => {
    const seller = h.seller("pro");
    const begun = await seller.request("POST", "/api/integrations/shopify/connect", { shop: "Northwind-Knits" });
    expect(begun.status).toBe(201);
    const url = new URL(begun.json.authorizeUrl);
    expect(url.origin).toBe(`https://${SHOP}`);
    expect(url.pathname).toBe("/admin/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("test-client-id");
    expect(url.searchParams.get("scope")).toBe("read_products,write_products");
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/api/integrations/shopify/callback`);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
  });

  it("stores the shop's token sealed, never readable in the database or the logs, and says store.connected", async () => {
    const seller = h.seller("pro");
    const { callback } = await seller.connectShopify(SHOP);
    expect(callback.status).toBe(303);
    const [row] = await connectionsOf(seller.id);
    expect(callback.headers.get("location")).toBe(`${PUBLIC_URL}/connections?connected=${row!.id}`);
    expect(row).toMatchObject({ platform: "shopify", shop: SHOP, status: "connected", scopes: "read_products,write_products", tokenKeyId: "k1" });

    const tokens = h.shopify.tokensOf(SHOP);
    expect(tokens.length).toBeGreaterThan(0);
    const token = tokens.at(-1)!;
    // The whole table as the database returns it, and every log line: no form of the token anywhere.
    const dump = JSON.stringify(
      await h.prisma.$queryRawUnsafe(`SELECT *, encode("sealedToken", 'escape') AS raw FROM "integrations"."StoreConnection"`),
      (_k, v) => (typeof v === "bigint" ? String(v) : v),
    );
    const logs = JSON.stringify(captured.lines);
    for (const form of [token, token.slice(6), Buffer.from(token).toString("base64"), Buffer.from(token).toString("hex")]) {
      expect(dump).not.toContain(form);
      expect(logs).not.toContain(form);
      expect(Buffer.from(row!.sealedToken!).includes(Buffer.from(form))).toBe(false);
    }
    // …and yet the key from configuration opens it, bound to this connection.
    const vault = createTokenVault(parseTokenKeys(h.env.INTEGRATIONS_TOKEN_KEYS!));
    expect(vault.open(row!.sealedToken!, `${seller.id}/${row!.id}`)).toBe(token);

    const listed = await seller.request("GET", "/api/integrations/connections");
    expect(listed.json.connections).toEqual([
      expect.objectContaining({ id: row!.id, platform: "shopify", shop: SHOP, status: "connected", scopes: ["read_products", "write_products"] }),
    ]);
    expect(JSON.stringify(listed.json)).not.toContain("sealed");
    const outbox = await h.outbox(seller.id);
    expect(outbox).toEqual([{ type: "store.connected", payload: { userId: seller.id, connectionId: row!.id, platform: "shopify", shop: SHOP } }]);
  });

  it.each([
    ["another domain", "evil.com"],
    ["an address", "127.0.0.1"],
    ["a shop domain with a tail", "northwind.myshopify.com.evil.com"],
    ["a port", "northwind.myshopify.com:8443"],
    ["user info", "me@northwind.myshopify.com"],
  ])("refuses %s as the shop (400 naming the field), before any request leaves", async (_what, shop) => {
    const seller = h.seller("pro");
    const before = h.shopify.tokenRequests.length + h.shopify.calls.length;
    const answer = await seller.request("POST", "/api/integrations/shopify/connect", { shop });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("VALIDATION_FAILED");
    expect(answer.json.fields.shop).toMatch(/myshopify\.com/);
    expect(await h.prisma.oAuthState.count({ where: { userId: seller.id } })).toBe(0);
    expect(h.shopify.tokenRequests.length + h.shopify.calls.length).toBe(before);
  });

  it("refuses an answer whose HMAC does not verify, and never trades its code", async () => {
    const seller = h.seller("pro");
    h.shopify.tamper = (params) => params.set("timestamp", String(Number(params.get("timestamp")) + 1));
    try {
      const before = h.shopify.tokenRequests.length;
      const { callback } = await seller.connectShopify(SHOP);
      expect(callback.status).toBe(303);
      expect(callback.headers.get("location")).toBe(`${PUBLIC_URL}/connections?error=OAUTH_HMAC_INVALID`);
      expect(h.shopify.tokenRequests.length).toBe(before);
      expect(await connectionsOf(seller.id)).toEqual([]);
    } finally {
      h.shopify.tamper = undefined;
    }
  });

  it("refuses a state that is another seller's, used twice, or expired", async () => {
    const alice = h.seller("pro");
    const mallory = h.seller("pro");
    // Alice's approval carried to Mallory's session: the state is not Mallory's.
    const begun = await alice.request("POST", "/api/integrations/shopify/connect", { shop: SHOP });
    const authorize = new URL(begun.json.authorizeUrl);
    const approval = await fetch(`${h.shopify.url}${authorize.pathname}${authorize.search}`, { headers: { "x-test-shop": SHOP }, redirect: "manual" });
    const back = new URL(approval.headers.get("location")!);
    const stolen = await mallory.request("GET", `${back.pathname}${back.search}`);
    expect(stolen.headers.get("location")).toBe(`${PUBLIC_URL}/connections?error=OAUTH_STATE_INVALID`);
    expect(await connectionsOf(mallory.id)).toEqual([]);
    // Alice's own use works once; a replay of the same answer does not.
    const first = await alice.request("GET", `${back.pathname}${back.search}`);
    expect(first.headers.get("location")).toMatch(/\?connected=/);
    const replay = await alice.request("GET", `${back.pathname}${back.search}`);
    expect(replay.headers.get("location")).toBe(`${PUBLIC_URL}/connections?error=OAUTH_STATE_INVALID`);

    const late = h.seller("pro");
    const begunLate = await late.request("POST", "/api/integrations/shopify/connect", { shop: SHOP });
    const lateAuthorize = new URL(begunLate.json.authorizeUrl);
    const lateApproval = await fetch(`${h.shopify.url}${lateAuthorize.pathname}${lateAuthorize.search}`, { headers: { "x-test-shop": SHOP }, redirect: "manual" });
    h.clock.advance(11 * 60_000);
    const lateBack = new URL(lateApproval.headers.get("location")!);
    const expired = await late.request("GET", `${lateBack.pathname}${lateBack.search}`);
    expect(expired.headers.get("location")).toBe(`${PUBLIC_URL}/connections?error=OAUTH_STATE_INVALID`);
    expect(await connectionsOf(late.id)).toEqual([]);
  });

  it("refuses a grant without write_products", async () => {
    const seller = h.seller("pro");
    h.shopify.grantedScopes = "read_products";
    try {
      const { callback } = await seller.connectShopify(SHOP);
      expect(callback.headers.get("location")).toBe(`${PUBLIC_URL}/connections?error=OAUTH_SCOPE_MISSING`);
      expect(await connectionsOf(seller.id)).toEqual([]);
    } finally {
      h.shopify.grantedScopes = "read_products,write_products";
    }
  });

  it("is Pro's: a Starter seller gets 403 PLAN_REQUIRED, and no authorization starts", async () => {
    const seller = h.seller("starter");
    const answer = await seller.request("POST", "/api/integrations/shopify/connect", { shop: SHOP });
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe("PLAN_REQUIRED");
    expect(await h.prisma.oAuthState.count({ where: { userId: seller.id } })).toBe(0);
  });

  it("needs a signed-in seller", async () => {
    const answer = await fetch(`${h.url}/api/integrations/connections`);
    expect(answer.status).toBe(401);
  });
});

describe("disconnecting", () => {
  it("drops the sealed token with the connection's status, says store.disconnected, and is the owner's alone", async () => {
    const owner = h.seller("pro");
    const other = h.seller("pro");
    await owner.connectShopify(SHOP);
    const [row] = await connectionsOf(owner.id);
    expect((await other.request("DELETE", `/api/integrations/connections/${row!.id}`)).status).toBe(404);
    expect((await connectionsOf(owner.id))[0]!.sealedToken).not.toBeNull();

    // A seller who is no longer on Pro may still disconnect.
    const answer = await owner.request("DELETE", `/api/integrations/connections/${row!.id}`);
    expect(answer.status).toBe(204);
    const [after] = await connectionsOf(owner.id);
    expect(after).toMatchObject({ status: "disconnected", sealedToken: null, tokenKeyId: null });
    expect((await h.outbox(owner.id)).map((e) => e.type)).toEqual(["store.connected", "store.disconnected"]);
    expect((await h.outbox(owner.id))[1]!.payload.reason).toBe("seller");
  });

  it("lets go when Shopify says the app was uninstalled (HMAC-verified webhook), and ignores an unsigned one", async () => {
    const seller = h.seller("pro");
    const shop = "uninstalling-shop.myshopify.com";
    await seller.connectShopify(shop);
    const body = JSON.stringify({ id: 1, domain: shop });
    const send = (signature: string) =>
      fetch(`${h.url}/api/integrations/shopify/webhooks`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-shopify-topic": "app/uninstalled", "x-shopify-shop-domain": shop, "x-shopify-hmac-sha256": signature },
        body,
      });
    expect((await send(h.shopify.signWebhook(body, "not-the-secret"))).status).toBe(401);
    expect((await connectionsOf(seller.id))[0]!.status).toBe("connected");
    expect((await send(h.shopify.signWebhook(body))).status).toBe(200);
    expect((await connectionsOf(seller.id))[0]).toMatchObject({ status: "disconnected", sealedToken: null });
    expect((await h.outbox(seller.id)).at(-1)).toMatchObject({ type: "store.disconnected", payload: { reason: "uninstalled" } });
  });

  it("forgets every connection of a deleted account", async () => {
    const seller = h.seller("pro");
    await seller.connectShopify(SHOP);
    await h.publish("user.deleted", { userId: seller.id, email: `seller-${seller.id}@example.com` });
    await eventually(async () => (await connectionsOf(seller.id)).length === 0, "connections removed after user.deleted");
  });
});

describe("key rotation", () => {
  it("re-wraps tokens sealed under the old key once a new key is put first, and they still open", async () => {
    const oldKeys = h.env.INTEGRATIONS_TOKEN_KEYS!;
    const seller = h.seller("pro");
    await seller.connectShopify("rotating-shop.myshopify.com");
    const token = h.shopify.tokensOf("rotating-shop.myshopify.com").at(-1)!;
    const newKeys = `k2:${randomBytes(32).toString("base64")},${oldKeys}`;
    // A second instance of the service on the same database with the new key list (a rolling restart).
    const second = await startIntegrations({ DATABASE_URL: h.env.DATABASE_URL, INTEGRATIONS_TOKEN_KEYS: newKeys });
    try {
      const row = await eventually(
        async () => (await h.prisma.storeConnection.findMany({ where: { userId: seller.id, tokenKeyId: "k2" } }))[0],
        "the token re-wrapped under k2",
      );
      const vault = createTokenVault(parseTokenKeys(newKeys));
      expect(vault.keyIdOf(row.sealedToken!)).toBe("k2");
      expect(vault.open(row.sealedToken!, `${seller.id}/${row.id}`)).toBe(token);
    } finally {
      await second.stop();
    }
  });
});
