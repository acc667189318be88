/**
 * A consumer process for infra/test/faults/consumer-killed.test.ts, run with `node --import tsx` and an IPC
 * channel. It consumes like a service does (RabbitMqBus, inbox dedupe with processOnce, one row written
 * per handling) and then stops making progress at the point HANG names, after telling the test, so the
 * test can SIGKILL it exactly there: inside the open transaction, or after the commit but before the ack.
 */
import { randomUUID } from "node:crypto";
import { openDatabase, processOnce, RabbitMqBus } from "@shopscript/kit";
import { quietLogger } from "@shopscript/kit/testing";
import { PrismaClient } from "../../packages/kit/test/fixture/src/generated/prisma/client";

export type HangPoint = "inside-transaction" | "after-commit";

export type ConsumerMessage =
  | { type: "ready" }
  | { type: "received"; eventId: string }
  | { type: "writing"; eventId: string }
  | { type: "committed"; eventId: string }
  | { type: "failed"; error: string };

const send = (message: ConsumerMessage) => process.send?.(message);
const never = () => new Promise<never>(() => undefined);

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function main() {
  const hang = required("HANG") as HangPoint;
  const db = await openDatabase({
    schema: required("DB_SCHEMA"),
    migrationsDir: required("MIGRATIONS_DIR"),
    createClient: (options) => new PrismaClient(options),
    log: quietLogger(),
    url: required("DATABASE_URL"),
  });
  const bus = new RabbitMqBus({
    url: required("AMQP_URL"),
    exchange: required("EVENT_EXCHANGE"),
    log: quietLogger(),
  });
  await bus.start();
  await bus.waitUntilConnected();
  await bus.subscribe({
    queue: required("QUEUE"),
    patterns: ["user.registered"],
    handler: async (event) => {
      send({ type: "received", eventId: event.id });
      await processOnce(db, "faults", event, async (tx) => {
        await tx.widget.create({ data: { name: `${event.id}/${randomUUID()}` } });
        if (hang === "inside-transaction") {
          send({ type: "writing", eventId: event.id });
          await never();
        }
      });
      send({ type: "committed", eventId: event.id });
      await never(); // the handler never returns, so the bus never acks
    },
  });
  send({ type: "ready" });
}

main().catch((err: unknown) => {
  send({ type: "failed", error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100);
});
