import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createEvent, type DomainEvent } from "@shopscript/contracts";
import { openDatabase, processOnce, RabbitMqBus, type Database } from "@shopscript/kit";
import {
  eventually,
  quietLogger,
  removeBrokerTopology,
  sleep,
  testAmqpUrl,
  testDatabaseUrl,
  testExchange,
  uniqueSuffix,
} from "@shopscript/kit/testing";
import { PrismaClient } from "../../../packages/kit/test/fixture/src/generated/prisma/client";
import type { ConsumerMessage, HangPoint } from "../../test-support/killable-consumer";

/**
 * Proof under faults, part 2: a consumer process dies (SIGKILL) while it handles an event, before its
 * ack. The broker gives the unacked message to the next consumer of the queue, and the inbox (processOnce)
 * makes the side effect happen once: whether the dead process had committed its work or not.
 */
const REPO = path.resolve(__dirname, "..", "..", "..");
const CONSUMER_SCRIPT = path.join(REPO, "infra", "test-support", "killable-consumer.ts");
const MIGRATIONS_DIR = path.join(REPO, "packages", "kit", "test", "fixture", "prisma", "migrations");
const SCHEMA = "faults";

const databaseUrl = testDatabaseUrl("killed");
/** Each scenario has its own exchange and queue, so no consumer of one sees the other's event. */
const topologies: Array<{ queue: string; exchange: string }> = [];
const children = new Set<ChildProcess>();
const buses: RabbitMqBus[] = [];
let db: Database<PrismaClient>;

beforeAll(async () => {
  db = await openDatabase({
    schema: SCHEMA,
    migrationsDir: MIGRATIONS_DIR,
    createClient: (options) => new PrismaClient(options),
    log: quietLogger(),
    url: databaseUrl,
  });
}, 30_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const bus of buses) await bus.close();
  await db?.close();
  for (const { queue, exchange } of topologies) await removeBrokerTopology([queue], exchange);
}, 30_000);

async function openBus(exchange: string): Promise<RabbitMqBus> {
  const bus = new RabbitMqBus({ url: testAmqpUrl(), exchange, log: quietLogger() });
  buses.push(bus);
  await bus.start();
  await bus.waitUntilConnected();
  return bus;
}

/** The consumer process, and a bounded wait for what it reports over IPC. */
function startConsumer(queue: string, exchange: string, hang: HangPoint) {
  const messages: ConsumerMessage[] = [];
  let stderr = "";
  const child = fork(CONSUMER_SCRIPT, [], {
    cwd: REPO,
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      HANG: hang,
      QUEUE: queue,
      EVENT_EXCHANGE: exchange,
      AMQP_URL: testAmqpUrl(),
      DATABASE_URL: databaseUrl,
      DB_SCHEMA: SCHEMA,
      MIGRATIONS_DIR,
    },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  children.add(child);
  child.stderr?.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
  child.on("message", (message) => messages.push(message as ConsumerMessage));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      children.delete(child);
      resolve();
    }),
  );
  return {
    child,
    exited,
    get exit() {
      return exit;
    },
    next: (type: ConsumerMessage["type"], timeoutMs = 30_000) =>
      eventually(
        () => {
          const failed = messages.find((m) => m.type === "failed");
          if (failed) throw new Error(`consumer process failed: ${(failed as { error: string }).error}`);
          if (exit) throw new Error(`consumer process exited (${JSON.stringify(exit)}): ${stderr}`);
          return messages.find((m) => m.type === type);
        },
        `consumer process reported "${type}"`,
        timeoutMs,
      ),
  };
}

const registered = () =>
  createEvent(
    "user.registered",
    {
      userId: randomUUID(),
      email: `killed-${randomUUID()}@example.com`,
      trialStartDate: new Date().toISOString(),
      verification: { token: "t0k3n", expiresAt: new Date().toISOString() },
    },
    { correlationId: "killed" },
  ) as DomainEvent;

/** The side effect: rows the handler wrote for `eventId`, and the inbox rows that guard it. */
async function sideEffects(eventId: string) {
  const [widgets] = await db.client.$queryRawUnsafe<{ count: bigint }[]>(
    `SELECT count(*) AS count FROM "${SCHEMA}"."Widget" WHERE "name" LIKE $1`,
    `${eventId}/%`,
  );
  const [inbox] = await db.client.$queryRawUnsafe<{ count: bigint }[]>(
    `SELECT count(*) AS count FROM "${SCHEMA}"."processed_event" WHERE "consumer" = 'faults' AND "event_id" = $1::uuid`,
    eventId,
  );
  return { rows: Number(widgets!.count), inbox: Number(inbox!.count) };
}

/**
 * Runs one event into a consumer process, SIGKILLs the process at `hang`, then starts a new consumer on
 * the same queue that does the same work through the same inbox, and reports what happened.
 */
async function killMidHandling(hang: HangPoint) {
  const queue = `killed_${uniqueSuffix()}`;
  const exchange = testExchange("killed");
  topologies.push({ queue, exchange });
  const doomed = startConsumer(queue, exchange, hang);
  await doomed.next("ready");

  const event = registered();
  await (await openBus(exchange)).publish(event);
  await doomed.next(hang === "after-commit" ? "committed" : "writing");
  const atKill = await sideEffects(event.id);
  doomed.child.kill("SIGKILL");
  await doomed.exited;

  const deliveries: Array<{ eventId: string; ranTheWork: boolean }> = [];
  const replacement = await openBus(exchange);
  await replacement.subscribe({
    queue,
    patterns: ["user.registered"],
    handler: async (delivered) => {
      const ranTheWork = await processOnce(db, "faults", delivered, async (tx) => {
        await tx.widget.create({ data: { name: `${delivered.id}/${randomUUID()}` } });
      });
      deliveries.push({ eventId: delivered.id, ranTheWork });
    },
  });
  await eventually(() => deliveries.length >= 1, "the unacked event redelivered to the new consumer", 15_000);
  await sleep(500); // nothing more may arrive
  return { exit: doomed.exit, atKill, deliveries, after: await sideEffects(event.id), eventId: event.id };
}

describe("a consumer process killed before it acks", () => {
  it("after its work committed: the redelivery finds the event in the inbox and does nothing again", async () => {
    const { exit, atKill, deliveries, after, eventId } = await killMidHandling("after-commit");
    expect(exit).toEqual({ code: null, signal: "SIGKILL" });
    expect(atKill).toEqual({ rows: 1, inbox: 1 });
    expect(deliveries).toEqual([{ eventId, ranTheWork: false }]);
    expect(after).toEqual({ rows: 1, inbox: 1 });
  }, 60_000);

  it("inside its open transaction: nothing of it survives, and the new consumer does the work once", async () => {
    const { exit, atKill, deliveries, after, eventId } = await killMidHandling("inside-transaction");
    expect(exit).toEqual({ code: null, signal: "SIGKILL" });
    expect(atKill).toEqual({ rows: 0, inbox: 0 }); // uncommitted: invisible to everyone else
    expect(deliveries).toEqual([{ eventId, ranTheWork: true }]);
    expect(after).toEqual({ rows: 1, inbox: 1 });
  }, 60_000);
});
