import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createEvent, type DomainEvent, type EventPayload, type EventType, type PaidPlanId } from "@shopscript/contracts";
import { ManualClock, RabbitMqBus, runService, SESSION_COOKIE, signSessionToken, type Logger, type RunningService } from "@shopscript/kit";
import {
  quietLogger,
  removeBrokerTopology,
  testAmqpUrl,
  testDatabaseUrl,
  testExchange,
  testRedisUrl,
  uniqueSuffix,
} from "@shopscript/kit/testing";
import { integrationsService } from "../../src/service";
import type { PrismaClient } from "../../src/generated/prisma/client";
import { FakeShopify, type FakeShopifyOptions } from "./fake-shopify";
import { FakeWooCommerce } from "./fake-woocommerce";

export const PUBLIC_URL = "http://shop.test";
export const SHOPIFY_CLIENT_ID = "test-client-id";
export const SHOPIFY_CLIENT_SECRET = "shpss_test_secret_0123456789";

export interface Response {
  status: number;
  json: any;
  text: string;
  headers: Headers;
}

export interface TestSeller {
  id: string;
  request(method: string, path: string, body?: unknown): Promise<Response>;
  /**
   * Follows a WooCommerce connection as a browser would: connect, the store's approval page (whose approval
   * POSTs the keys to ShopScript's callback), and the store's redirect back to the Connections page.
   */
  connectWoo(storeUrl: string): Promise<{ approval: globalThis.Response; authorizeUrl: string }>;
  /** Follows a Shopify connection to its end as a browser would: connect, Shopify's approval, the callback. */
  connectShopify(shop: string): Promise<{ callback: Response; authorizeUrl: string }>;
}

export interface IntegrationsHarness {
  service: RunningService;
  url: string;
  clock: ManualClock;
  prisma: PrismaClient;
  shopify: FakeShopify;
  woo: FakeWooCommerce;
  catalog: CatalogStandIn;
  env: NodeJS.ProcessEnv;
  /** A signed-in seller on `plan` (billing's answer, played by a local stand-in). */
  seller(plan?: PaidPlanId | null): TestSeller;
  /** Billing's answer for a seller from now on (the service's cached answer lasts until a subscription event). */
  setPlan(userId: string, plan: PaidPlanId | null): void;
  publish<T extends EventType>(type: T, payload: EventPayload<T>): Promise<void>;
  outbox(userId?: string): Promise<Array<{ type: string; payload: any }>>;
  stop(): Promise<void>;
}

/** Billing's /internal/entitlements, answered from a map the test fills (the integrations service only asks). */
async function startBillingStandIn(plans: Map<string, PaidPlanId | null>) {
  const server = http.createServer((req, res) => {
    const userId = /\/internal\/entitlements\/([^/?]+)/.exec(req.url ?? "")?.[1] ?? "";
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ canGenerate: true, plan: plans.get(decodeURIComponent(userId)) ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export interface CatalogStandIn {
  url: string;
  /** Every job a pull made: its owner, the CSV and the platform named. */
  uploads: Map<string, { userId: string; csv: string; platform: string }>;
  /** The approved rows the catalog answers for a job (a test plays the seller's review by filling it). */
  approved: Map<string, Array<{ key: string; listing: Record<string, string>; editedFields: string[] }>>;
  close(): Promise<void>;
}

/** The catalog's /internal routes a pull and a publish use, answered from maps the test reads and fills. */
async function startCatalogStandIn(): Promise<CatalogStandIn> {
  const uploads: CatalogStandIn["uploads"] = new Map();
  const approved: CatalogStandIn["approved"] = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://catalog");
    const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    res.setHeader("content-type", "application/json");
    if (req.method === "POST" && parts.length === 3 && parts[1] === "batches") {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const id = randomUUID();
        const csv = Buffer.concat(chunks).toString("utf8");
        uploads.set(id, { userId: parts[2]!, csv, platform: url.searchParams.get("platform") ?? "" });
        res.statusCode = 201;
        res.end(JSON.stringify({ id, rowCount: csv.split("\n").length - 1 }));
      });
      return;
    }
    if (req.method === "GET" && parts.length === 5 && parts[4] === "approved") {
      const job = uploads.get(parts[3]!);
      if (!job || job.userId !== parts[2]) {
        res.statusCode = 404;
        res.end(JSON.stringify({ code: "NOT_FOUND", message: "No such job" }));
        return;
      }
      res.end(JSON.stringify({ rows: approved.get(parts[3]!) ?? [] }));
      return;
    }
    res.statusCode = 404;
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, uploads, approved, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * The integrations service on its own, as `npm start -w services/integrations` runs it, on the test run's
 * real PostgreSQL, RabbitMQ and Redis, with the local Shopify as every shop (SHOPIFY_TEST_ORIGIN).
 */
export async function startIntegrations(
  extraEnv: NodeJS.ProcessEnv = {},
  options: { log?: Logger; bucket?: FakeShopifyOptions["bucket"] } = {},
): Promise<IntegrationsHarness> {
  const keys = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const shopify = await new FakeShopify({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET, bucket: options.bucket }).start();
  const woo = await new FakeWooCommerce().start();
  const catalog = await startCatalogStandIn();
  const plans = new Map<string, PaidPlanId | null>();
  const billing = await startBillingStandIn(plans);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-integrations-"));
  const queuePrefix = `t${uniqueSuffix()}.`;
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: testDatabaseUrl("integrations"),
    AMQP_URL: testAmqpUrl(),
    EVENT_EXCHANGE: testExchange("integrations"),
    EVENT_QUEUE_PREFIX: queuePrefix,
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
    SESSION_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL,
    DATA_DIR: dataDir,
    BILLING_URL: billing.url,
    SHOPIFY_CLIENT_ID,
    SHOPIFY_CLIENT_SECRET,
    SHOPIFY_TEST_ORIGIN: shopify.url,
    WOOCOMMERCE_TEST_ORIGIN: woo.url,
    CATALOG_URL: catalog.url,
    INTEGRATIONS_TOKEN_KEYS: `k1:${randomBytes(32).toString("base64")}`,
    // Processes a test starts on this env (startIntegrationsProcess) take a dead one's publish run over quickly.
    PUBLISH_LEASE_MS: "1500",
    ...extraEnv,
  };
  const clock = new ManualClock();
  // The in-process service looks for runs to take over at its start only (an hour's lease) unless the test
  // sets PUBLISH_LEASE_MS: a test decides which processes race for a run.
  const ownEnv = { ...env, PUBLISH_LEASE_MS: extraEnv.PUBLISH_LEASE_MS ?? "3600000" };
  const service = await runService(integrationsService, { env: ownEnv, port: 0, host: "127.0.0.1", log: options.log ?? quietLogger(), clock });
  const bus = new RabbitMqBus({ url: env.AMQP_URL!, exchange: env.EVENT_EXCHANGE, log: quietLogger() });
  await bus.start();
  await bus.waitUntilConnected();
  const prisma = service.db!.client as unknown as PrismaClient;
  // The store POSTs approved keys to PUBLIC_URL's callback; here the service under test answers it.
  woo.callbackTarget = (callbackUrl) => callbackUrl.replace(PUBLIC_URL, service.url);

  async function call(session: { token: string; sessionId: string }, method: string, url: string, body?: unknown): Promise<Response> {
    const response = await fetch(url.startsWith("http") ? url : `${service.url}${url}`, {
      method,
      headers: {
        cookie: `${SESSION_COOKIE}=${session.token}`,
        "x-session-id": session.sessionId,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
      redirect: "manual",
    });
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  return {
    service,
    url: service.url,
    clock,
    prisma,
    shopify,
    woo,
    catalog,
    env,
    setPlan(userId, plan) {
      plans.set(userId, plan);
    },
    seller(plan = "pro") {
      const id = randomUUID();
      plans.set(id, plan);
      const session = signSessionToken(
        keys.privateKey,
        { id, email: `seller-${id}@example.com`, trialStartDate: clock.now().toISOString() },
        { ttlSeconds: 86_400, now: clock.now() },
      );
      const request = (method: string, requestPath: string, body?: unknown) => call(session, method, requestPath, body);
      return {
        id,
        request,
        async connectWoo(storeUrl) {
          const begun = await request("POST", "/api/integrations/woocommerce/connect", { storeUrl });
          if (begun.status !== 201) throw new Error(`connect answered ${begun.status}: ${begun.text}`);
          const authorizeUrl = begun.json.authorizeUrl as string;
          const authorize = new URL(authorizeUrl);
          // The browser goes to the store's approval page (here: the local one, told which store it is).
          const approval = await fetch(`${woo.url}${authorize.pathname}${authorize.search}`, {
            headers: { "x-test-store": authorizeUrl.slice(0, authorizeUrl.indexOf("/wc-auth/")) },
            redirect: "manual",
          });
          return { approval, authorizeUrl };
        },
        async connectShopify(shop) {
          const begun = await request("POST", "/api/integrations/shopify/connect", { shop });
          if (begun.status !== 201) throw new Error(`connect answered ${begun.status}: ${begun.text}`);
          const authorizeUrl = begun.json.authorizeUrl as string;
          // The browser goes to Shopify (here: the local one, for the shop named in the URL's host)…
          const authorize = new URL(authorizeUrl);
          const approval = await fetch(`${shopify.url}${authorize.pathname}${authorize.search}`, {
            headers: { "x-test-shop": authorize.hostname },
            redirect: "manual",
          });
          const back = new URL(approval.headers.get("location")!);
          // …and Shopify sends it back to ShopScript's callback (the PUBLIC_URL is the gateway's; here the service).
          const callback = await request("GET", `${back.pathname}${back.search}`);
          return { callback, authorizeUrl };
        },
      };
    },
    async publish(type, payload) {
      await bus.publish(createEvent(type, payload, { correlationId: `test-${randomUUID()}` }) as DomainEvent);
    },
    async outbox(userId) {
      const rows = await prisma.$queryRawUnsafe<Array<{ type: string; envelope: any }>>(
        `SELECT "type", "envelope" FROM "integrations"."outbox_event" ORDER BY "seq"`,
      );
      return rows.map((row) => ({ type: row.type, payload: row.envelope.payload })).filter((row) => !userId || row.payload.userId === userId);
    },
    async stop() {
      await bus.close();
      await service.stop();
      await shopify.stop();
      await woo.stop();
      await catalog.close();
      await billing.close();
      await removeBrokerTopology([`${queuePrefix}integrations`], env.EVENT_EXCHANGE!);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
