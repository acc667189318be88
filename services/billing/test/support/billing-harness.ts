import { generateKeyPairSync, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEvent, type DomainEvent, type EventPayload, type EventType } from "@shopscript/contracts";
import {
  ManualClock,
  RabbitMqBus,
  runService,
  SESSION_COOKIE,
  signSessionToken,
  type RunningService,
} from "@shopscript/kit";
import {
  quietLogger,
  removeBrokerTopology,
  testAmqpUrl,
  testDatabaseUrl,
  testExchange,
  testRedisUrl,
  uniqueSuffix,
} from "@shopscript/kit/testing";
import { billingService } from "../../src/service";
import type { PrismaClient } from "../../src/generated/prisma/client";

export const PUBLIC_URL = "http://shop.test";

export interface TestUser {
  id: string;
  email: string;
  trialStartDate: string;
  /** A request to billing as this user would arrive from the gateway: cookie plus the gateway's live-session mark. */
  request(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: any; text: string; headers: Headers }>;
}

export interface BillingHarness {
  service: RunningService;
  url: string;
  clock: ManualClock;
  prisma: PrismaClient;
  /** A signed-in user (no billing account until user.registered is published or they check out). */
  user(options?: { trialStartDate?: Date }): TestUser;
  publish<T extends EventType>(type: T, payload: EventPayload<T>): Promise<void>;
  /** The events billing wrote to its outbox, oldest first. */
  outbox(userId?: string): Promise<Array<{ type: string; payload: any }>>;
  /** POSTs a raw body to the webhook, as Stripe does. */
  webhook(body: string, signature?: string): Promise<{ status: number; json: any }>;
  stop(): Promise<void>;
}

/**
 * The billing service on its own, as `npm start -w services/billing` runs it, on the test run's real
 * PostgreSQL, RabbitMQ and Redis, with a clock the test moves. Requests go straight to it, carrying what
 * the gateway would add (the session cookie and its live-session mark).
 */
export async function startBilling(extraEnv: NodeJS.ProcessEnv = {}): Promise<BillingHarness> {
  const keys = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-billing-"));
  const queuePrefix = `t${uniqueSuffix()}.`;
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: testDatabaseUrl("billing"),
    AMQP_URL: testAmqpUrl(),
    EVENT_EXCHANGE: testExchange("billing"),
    EVENT_QUEUE_PREFIX: queuePrefix,
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: `test:${uniqueSuffix()}:`,
    SESSION_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL,
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  const clock = new ManualClock();
  const service = await runService(billingService, {
    env,
    port: 0,
    host: "127.0.0.1",
    log: quietLogger(),
    clock,
  });
  const bus = new RabbitMqBus({ url: env.AMQP_URL!, exchange: env.EVENT_EXCHANGE, log: quietLogger() });
  await bus.start();
  await bus.waitUntilConnected();
  const prisma = service.db!.client as unknown as PrismaClient;
  let counter = 0;

  return {
    service,
    url: service.url,
    clock,
    prisma,
    user(options = {}) {
      const id = randomUUID();
      const email = `billing${Date.now()}${counter++}@example.com`;
      const trialStartDate = (options.trialStartDate ?? clock.now()).toISOString();
      // Long enough for tests that move the clock a year.
      const session = signSessionToken(
        keys.privateKey,
        { id, email, trialStartDate },
        { ttlSeconds: 400 * 86_400, now: clock.now() },
      );
      return {
        id,
        email,
        trialStartDate,
        async request(method, requestPath, body) {
          const response = await fetch(`${service.url}${requestPath}`, {
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
        },
      };
    },
    async publish(type, payload) {
      await bus.publish(createEvent(type, payload, { correlationId: `test-${randomUUID()}` }) as DomainEvent);
    },
    async outbox(userId) {
      const rows = await prisma.$queryRawUnsafe<Array<{ type: string; envelope: any }>>(
        `SELECT "type", "envelope" FROM "billing"."outbox_event" ORDER BY "seq"`,
      );
      return rows
        .map((row) => ({ type: row.type, payload: row.envelope.payload }))
        .filter((row) => !userId || row.payload.userId === userId);
    },
    async webhook(body, signature) {
      const response = await fetch(`${service.url}/api/billing/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          ...(signature === undefined ? {} : { "stripe-signature": signature }),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : undefined };
    },
    async stop() {
      await bus.close();
      await service.stop();
      await removeBrokerTopology([`${queuePrefix}billing`], env.EVENT_EXCHANGE!);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
