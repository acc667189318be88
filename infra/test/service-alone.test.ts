import { runService } from "@shopscript/kit";
import { authService } from "@shopscript/auth";
import { catalogService } from "@shopscript/catalog";
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

const queuePrefix = `t${uniqueSuffix()}.`;
const exchange = testExchange("alone");
const realEnv = () => ({
  DATABASE_URL: testDatabaseUrl("alone"),
  AMQP_URL: testAmqpUrl(),
  EVENT_EXCHANGE: exchange,
  EVENT_QUEUE_PREFIX: queuePrefix,
  REDIS_URL: testRedisUrl(),
  REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
});

afterAll(() => removeBrokerTopology(SYSTEM_SERVICES.map((service) => `${queuePrefix}${service}`), exchange));

describe("a service started on its own (npm start -w services/<name>)", () => {
  it("migrates its own database and reports ready once PostgreSQL, RabbitMQ and Redis answer", async () => {
    const service = await runService(authService, { env: realEnv(), port: 0, host: "127.0.0.1", log: quietLogger() });
    try {
      const ready = await eventually(async () => {
        const response = await fetch(`${service.url}/readyz`);
        return response.status === 200 ? response.json() : undefined;
      }, "auth became ready");
      expect(ready).toEqual({ status: "ready", checks: { bus: "ok", cache: "ok", database: "ok" } });
      const tables = await service.db!.client.$queryRawUnsafe<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth' AND table_name = 'User'`,
      );
      expect(tables).toHaveLength(1);
    } finally {
      await service.stop();
    }
  });

  it("answers /healthz but not /readyz while its broker does not answer", async () => {
    // Port 1 on loopback: nothing listens there, so RabbitMQ "is down".
    const env = { ...realEnv(), AMQP_URL: "amqp://guest:guest@127.0.0.1:1" };
    const service = await runService(catalogService, { env, port: 0, host: "127.0.0.1", log: quietLogger() });
    try {
      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
      const response = await fetch(`${service.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "unavailable", checks: { bus: "RabbitMQ is not connected", database: "ok", cache: "ok" } });
    } finally {
      await service.stop();
    }
  });

  it("stops with a clear error naming the variable when its configuration is wrong", async () => {
    const env = { ...realEnv(), AMQP_URL: "http://not-amqp", REDIS_URL: "nope" };
    await expect(runService(authService, { env, port: 0, log: quietLogger() })).rejects.toThrow(/AMQP_URL[\s\S]*REDIS_URL/);
  });
});
