import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSystem, type RunningSystem } from "../standalone/start-system";
import {
  eventually,
  quietLogger,
  removeBrokerTopology,
  SYSTEM_SERVICES,
  testAmqpUrl,
  testDatabaseUrl,
  testExchange,
  testRedisUrl,
  uniqueSuffix,
} from "@shopscript/kit/testing";
import { freePort } from "@shopscript/kit/testing/raw-http";

async function checkServesShopScript(system: RunningSystem) {
  const base = system.url;
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);

  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get("content-type")).toContain("text/html");
  expect(await home.text()).toContain('<div id="root">');

  const deepLink = await fetch(`${base}/some/page`);
  expect(deepLink.status).toBe(200);
  expect(await deepLink.text()).toContain('<div id="root">');

  const unknownApi = await fetch(`${base}/api/nope`);
  expect(unknownApi.status).toBe(404);
  expect(await unknownApi.json()).toEqual({ message: "No route for GET /api/nope", code: "NOT_FOUND" });

  for (const service of system.services) {
    // (The generator is ready once a writer thread has warmed up, which takes seconds after the start.)
    const ready = await eventually(async () => {
      const response = await fetch(`${service.url}/readyz`);
      return response.status === 200 ? response : undefined;
    }, `${service.name} became ready`, 120_000);
    expect({ service: service.name, status: ready.status }).toEqual({ service: service.name, status: 200 });
    if (service.name === "generator") expect(((await ready.json()) as { checks: Record<string, string> }).checks).toMatchObject({ writer: "ok" });
  }
}

describe("the whole system in one process", () => {
  it("starts on embedded adapters alone (a bare machine), serves the app and keeps data across restarts", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-data-"));
    const env = { DATA_DIR: dataDir };
    let system = await startSystem({ env, port: 0, log: quietLogger() });
    try {
      expect(system.adapters).toEqual({ bus: "in-process", cache: "memory", database: "embedded PGlite" });
      await checkServesShopScript(system);
      const catalog = system.services.find((s) => s.name === "catalog")!;
      await catalog.db!.client.$executeRawUnsafe(
        `INSERT INTO "catalog"."Description" (id, "userId", "productName", keywords, platform, tone, description)
         VALUES (gen_random_uuid(), gen_random_uuid(), 'Lamp', 'brass', 'amazon', 'professional', 'A lamp.')`,
      );
    } finally {
      await system.stop();
    }
    expect(fs.existsSync(path.join(dataDir, "pg"))).toBe(true);

    system = await startSystem({ env, port: 0, log: quietLogger() });
    try {
      const catalog = system.services.find((s) => s.name === "catalog")!;
      const rows = await catalog.db!.client.$queryRawUnsafe<{ productName: string }[]>(
        `SELECT "productName" FROM "catalog"."Description"`,
      );
      expect(rows).toEqual([{ productName: "Lamp" }]);
      // The dashboard's search reads a stored generated column (name and text, lower-cased): PGlite fills it too.
      const searchText = await catalog.db!.client.$queryRawUnsafe<{ searchText: string }[]>(
        `SELECT "searchText" FROM "catalog"."Description" WHERE "searchText" LIKE '%lamp\na lamp.%'`,
      );
      expect(searchText).toEqual([{ searchText: "lamp\na lamp." }]);
      // And its triggers keep the per-seller count the dashboard's pages carry.
      const counts = await catalog.db!.client.$queryRawUnsafe<{ count: number }[]>(`SELECT "count" FROM "catalog"."DescriptionCount"`);
      expect(counts).toEqual([{ count: 1 }]);
    } finally {
      await system.stop();
    }
  }, 90_000);

  it("uses the real adapters that env vars name: PostgreSQL, RabbitMQ and Redis", async () => {
    const queuePrefix = `t${uniqueSuffix()}.`;
    const env = {
      EVENT_QUEUE_PREFIX: queuePrefix,
      DATABASE_URL: testDatabaseUrl("system"),
      AMQP_URL: testAmqpUrl(),
      EVENT_EXCHANGE: testExchange("system"),
      REDIS_URL: testRedisUrl(),
      REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-data-")),
    };
    const system = await startSystem({ env, port: 0, log: quietLogger() });
    try {
      expect(system.adapters).toEqual({ bus: "rabbitmq", cache: "redis", database: "PostgreSQL" });
      await checkServesShopScript(system);
      // Nothing embedded was opened.
      expect(fs.existsSync(path.join(env.DATA_DIR, "pg"))).toBe(false);
    } finally {
      await system.stop();
      await removeBrokerTopology(SYSTEM_SERVICES.map((service) => `${queuePrefix}${service}`), env.EVENT_EXCHANGE);
    }
  }, 60_000);

  it("without PUBLIC_URL, mail links and the allowed Origin follow the gateway's PORT (not a fixed 3000)", async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-data-"));
    const env = { DATABASE_URL: testDatabaseUrl("public_url"), DATA_DIR: dataDir, PORT: String(port) };
    const system = await startSystem({ env, log: quietLogger() });
    try {
      const publicUrl = `http://localhost:${port}`;
      const email = `port.${uniqueSuffix()}@example.com`;
      const signUp = (origin: string) =>
        fetch(`${system.url}/api/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-requested-with": "shopscript", origin },
          body: JSON.stringify({ email, password: "port password 1" }),
        });
      expect((await signUp("http://localhost:3000")).status).toBe(403);
      expect((await signUp(publicUrl)).status).toBe(201);
      const mailDir = path.join(dataDir, "mail");
      const file = await eventually(() => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).find((name) => name.endsWith(".eml")) : undefined), "the welcome mail");
      const mail = fs.readFileSync(path.join(mailDir, file), "utf8");
      expect(mail).toContain(`${publicUrl}/verify-email?token=3D`);
      expect(mail).not.toContain("localhost:3000");
    } finally {
      await system.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
