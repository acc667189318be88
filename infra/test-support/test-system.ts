import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ManualClock, RabbitMqBus, type EventHandler, type Logger } from "@shopscript/kit";
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
import { startSystem, type RunningSystem } from "../standalone/start-system";
import { ApiClient } from "./api-client";
import { Mailbox } from "./mailbox";

export const PUBLIC_URL = "http://shop.test";

export interface TestSystem {
  system: RunningSystem;
  url: string;
  mailbox: Mailbox;
  clock: ManualClock;
  env: NodeJS.ProcessEnv;
  dataDir: string;
  client(): ApiClient;
  /** A RabbitMQ connection on the system's exchange, to publish or to watch events like another service. */
  bus(): Promise<RabbitMqBus>;
  /** Watches events of `patterns` on a queue of its own. */
  watch(patterns: string[], handler: EventHandler): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole system as `npm start` runs it, but on the real PostgreSQL, RabbitMQ and Redis of the test
 * run (each test file in its own database, exchange, queue prefix and key prefix), a real SMTP server
 * receiving the mail, and a clock the test moves.
 */
export async function startTestSystem(
  extraEnv: NodeJS.ProcessEnv = {},
  /** `log`: the services' loggers are its children (one per service); quiet by default. */
  options: {
    log?: Logger;
    generator?: boolean;
    billingUrlFor?: (billingUrl: string) => string | Promise<string>;
  } = {},
): Promise<TestSystem> {
  const mailbox = await new Mailbox().start();
  const clock = new ManualClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-test-"));
  const queuePrefix = `t${uniqueSuffix()}.`;
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: testDatabaseUrl("system"),
    AMQP_URL: testAmqpUrl(),
    EVENT_EXCHANGE: testExchange("system"),
    EVENT_QUEUE_PREFIX: queuePrefix,
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
    SMTP_URL: mailbox.url,
    PUBLIC_URL,
    COOKIE_SECURE: "false",
    DATA_DIR: dataDir,
    // Every test signs sellers up and generates from loopback, far beyond what one real address may; the
    // tests of those caps set their own.
    SIGNUPS_PER_ADDRESS_PER_HOUR: "100000",
    RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "100000",
    GENERATIONS_PER_USER_PER_MINUTE: "100000",
    GENERATIONS_PER_ADDRESS_PER_MINUTE: "100000",
    // The writer's threads compile its TypeScript sources as they start (the server bundle does not), which
    // on a busy test machine can take longer than the production limit; the limit's own test sets its own.
    GENERATION_TIME_LIMIT_MS: "60000",
    ...extraEnv,
  };
  const system = await startSystem({ env, port: 0, log: options.log ?? quietLogger(), clock, generator: options.generator, billingUrlFor: options.billingUrlFor });
  // Started means ready, as an orchestrator's probe sees it: the generator answers /readyz only once its writer thread is
  // warm (the threads compile the writer's TypeScript as they start here, which on a loaded CI machine outlasted the
  // first request's 15 s).
  const generator = system.services.find((s) => s.name === "generator");
  if (generator) await eventually(async () => (await fetch(`${generator.url}/readyz`)).ok, "the generator's writer thread warmed up", 120_000);
  const buses: RabbitMqBus[] = [];
  const watchQueues: string[] = [];
  const openBus = async () => {
    const bus = new RabbitMqBus({ url: env.AMQP_URL!, exchange: env.EVENT_EXCHANGE, log: quietLogger() });
    await bus.start();
    await bus.waitUntilConnected();
    buses.push(bus);
    return bus;
  };
  return {
    system,
    url: system.url,
    mailbox,
    clock,
    env,
    dataDir,
    client: () => new ApiClient(system.url),
    bus: openBus,
    watch: async (patterns, handler) => {
      const queue = `${queuePrefix}watch${watchQueues.length}`;
      watchQueues.push(queue);
      await (await openBus()).subscribe({ queue, patterns, handler });
    },
    stop: async () => {
      for (const bus of buses) await bus.close();
      await system.stop();
      await mailbox.stop();
      await removeBrokerTopology(
        [...SYSTEM_SERVICES.map((s) => `${queuePrefix}${s}`), `${queuePrefix}generator.jobs`, ...watchQueues],
        env.EVENT_EXCHANGE!,
        env.AMQP_URL,
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
