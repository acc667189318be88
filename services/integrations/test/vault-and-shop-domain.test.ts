import { randomBytes } from "node:crypto";
import { ConfigError } from "@shopscript/kit";
import { loadIntegrationsConfig } from "../src/config";
import { createTokenVault, parseTokenKeys, TokenVaultError } from "../src/domain/token-vault";
import { normalizeShopDomain } from "../src/domain/shop-domain";
import { createShopifyFetch, StoreUnreachableError } from "../src/stores/store-fetch";

const key = () => randomBytes(32).toString("base64");
const TOKEN = "shpat_0123456789abcdef0123456789abcdef";

describe("the token vault (AES-256-GCM envelope)", () => {
  it("opens what it sealed, and the sealed bytes hold no trace of the token", () => {
    const vault = createTokenVault(parseTokenKeys(`k1:${key()}`));
    const sealed = vault.seal(TOKEN, "user/connection");
    expect(vault.open(sealed, "user/connection")).toBe(TOKEN);
    for (const form of [TOKEN, Buffer.from(TOKEN).toString("base64"), Buffer.from(TOKEN).toString("hex"), "0123456789abcdef"]) {
      expect(sealed.includes(Buffer.from(form))).toBe(false);
    }
    // A fresh data key and IV each time: the same token never seals to the same bytes.
    expect(vault.seal(TOKEN, "user/connection").equals(sealed)).toBe(false);
  });

  it("refuses a token moved onto another connection, or altered by one byte", () => {
    const vault = createTokenVault(parseTokenKeys(`k1:${key()}`));
    const sealed = vault.seal(TOKEN, "user-a/conn-1");
    expect(() => vault.open(sealed, "user-b/conn-1")).toThrow(TokenVaultError);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1]! ^= 1;
    expect(() => vault.open(altered, "user-a/conn-1")).toThrow(TokenVaultError);
  });

  it("rotates: the new key seals, the old one still opens, rewrap moves a token to the new key", () => {
    const oldKey = key();
    const before = createTokenVault(parseTokenKeys(`k1:${oldKey}`));
    const sealed = before.seal(TOKEN, "ctx");
    const after = createTokenVault(parseTokenKeys(`k2:${key()},k1:${oldKey}`));
    expect(after.currentKeyId).toBe("k2");
    expect(after.keyIdOf(sealed)).toBe("k1");
    expect(after.open(sealed, "ctx")).toBe(TOKEN);
    const rewrapped = after.rewrap(sealed, "ctx");
    expect(after.keyIdOf(rewrapped)).toBe("k2");
    expect(after.open(rewrapped, "ctx")).toBe(TOKEN);
  });

  it("names what is wrong with a key list", () => {
    expect(() => parseTokenKeys("k1:c2hvcnQ=")).toThrow(/32 bytes/);
    expect(() => parseTokenKeys(`bad id:${key()}`)).toThrow(/id:base64key/);
    const k = key();
    expect(() => parseTokenKeys(`k1:${k},k1:${k}`)).toThrow(/twice/);
  });
});

describe("a dropped key", () => {
  it("cannot open what it sealed", () => {
    const oldKey = key();
    const newKey = key();
    const sealed = createTokenVault(parseTokenKeys(`k1:${oldKey}`)).seal(TOKEN, "ctx");
    const rewrapped = createTokenVault(parseTokenKeys(`k2:${newKey},k1:${oldKey}`)).rewrap(sealed, "ctx");
    const onlyNew = createTokenVault(parseTokenKeys(`k2:${newKey}`));
    expect(() => onlyNew.open(sealed, "ctx")).toThrow(/"k1".*not configured/);
    expect(onlyNew.open(rewrapped, "ctx")).toBe(TOKEN);
  });
});

describe("shop domains", () => {
  it.each([
    ["my-store", "my-store.myshopify.com"],
    ["My-Store.myshopify.com", "my-store.myshopify.com"],
    ["https://my-store.myshopify.com/", "my-store.myshopify.com"],
  ])("%s is the shop %s", (typed, shop) => expect(normalizeShopDomain(typed)).toBe(shop));

  it.each([
    "evil.com",
    "127.0.0.1",
    "my-store.myshopify.com.evil.com",
    "my-store.myshopify.com:8080",
    "user@my-store.myshopify.com",
    "http://my-store.myshopify.com",
    "my-store.myshopify.com/admin",
    "my_store.myshopify.com",
    "-store.myshopify.com",
    "",
  ])("%s is refused", (typed) => expect(normalizeShopDomain(typed)).toBeNull());
});

describe("the way out to Shopify", () => {
  it("refuses any host that is not a shop domain before connecting", async () => {
    let dialled = 0;
    const realFetch = global.fetch;
    global.fetch = (async () => {
      dialled++;
      return new Response("{}");
    }) as typeof fetch;
    try {
      const storeFetch = createShopifyFetch();
      for (const url of ["https://127.0.0.1/admin", "http://my-store.myshopify.com/x", "https://evil.com/", "https://my-store.myshopify.com:444/", "https://a:b@my-store.myshopify.com/"]) {
        await expect(storeFetch(url)).rejects.toThrow(StoreUnreachableError);
      }
      expect(dialled).toBe(0);
      await storeFetch("https://my-store.myshopify.com/admin/oauth/access_token");
      expect(dialled).toBe(1);
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe("configuration", () => {
  function problemsOf(env: NodeJS.ProcessEnv): string[] {
    try {
      loadIntegrationsConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
    throw new Error("expected a ConfigError");
  }

  it("takes the local Shopify only on a loopback address", () => {
    const app = { SHOPIFY_CLIENT_ID: "id", SHOPIFY_CLIENT_SECRET: "secret" };
    expect(problemsOf({ ...app, SHOPIFY_TEST_ORIGIN: "http://10.0.0.5:8080" }).join("\n")).toMatch(/SHOPIFY_TEST_ORIGIN.*loopback/);
    expect(loadIntegrationsConfig({ ...app, SHOPIFY_TEST_ORIGIN: "http://127.0.0.1:9999" }).shopify?.testOrigin).toBe("http://127.0.0.1:9999");
  });

  it("wants the Shopify client id and secret together", () => {
    expect(problemsOf({ SHOPIFY_CLIENT_ID: "id" }).join("\n")).toMatch(/SHOPIFY_CLIENT_SECRET/);
    expect(loadIntegrationsConfig({}).shopify).toBeNull();
  });
});
