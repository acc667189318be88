import amqp from "amqplib";
import { createEvent, type DomainEvent } from "@shopscript/contracts";
import { queueNames, RabbitMqBus, type RetryPolicy } from "@shopscript/kit";
import { eventually, quietLogger, sleep } from "@shopscript/kit/testing";
import { RabbitMqNode } from "../../test-support/rabbitmq-node";

/**
 * Proof under faults, part 3: a poison message. packages/kit/test/bus-contract.test.ts already proves
 * "dead-lettered after the retry limit with the reason, replay handles it" through the bus's own API.
 * This adds what an operator meets in production: the poison does not hold up the queue behind it, the
 * dead letter sits in `<queue>.events.dead` on the broker itself with its reason in the `x-dead-reason`
 * header (the bus moves it there itself, so there is no x-death), it survives a broker restart, and
 * after the fix a replay handles it once, with a fresh retry budget.
 */
const retry: RetryPolicy = { maxAttempts: 3, backoffMs: (attempt) => 100 * attempt };
const QUEUE = "poison";
const names = queueNames(QUEUE);

let node: RabbitMqNode | undefined;
let bus: RabbitMqBus | undefined;

beforeAll(async () => {
  node = await RabbitMqNode.start({ label: "poison" });
}, 90_000);

afterAll(async () => {
  try {
    await bus?.close();
  } finally {
    await node?.destroy();
  }
}, 60_000);

const registered = (n: number) =>
  createEvent(
    "user.registered",
    {
      userId: crypto.randomUUID(),
      email: `poison${n}@example.com`,
      trialStartDate: new Date().toISOString(),
      verification: { token: `t0k3n${n}`, expiresAt: new Date().toISOString() },
    },
    { correlationId: `poison-${n}` },
  ) as DomainEvent;

/** Reads the broker's queues directly, as an operator's tool would (the messages stay where they are). */
async function onTheBroker(url: string) {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    const counts = {
      main: (await channel.checkQueue(names.main)).messageCount,
      retry: (await channel.checkQueue(names.retry)).messageCount,
      dead: (await channel.checkQueue(names.dead)).messageCount,
    };
    const dead = counts.dead ? await channel.get(names.dead, { noAck: false }) : false;
    // Closing the channel without an ack hands the message back.
    await channel.close();
    return {
      counts,
      dead: dead
        ? {
            headers: dead.properties.headers ?? {},
            persistent: dead.properties.deliveryMode === 2,
            event: JSON.parse(dead.content.toString()),
          }
        : undefined,
    };
  } finally {
    await connection.close();
  }
}

it("parks a poison message in <queue>.events.dead with its reason, keeps it across a broker restart, and a replay handles it once", async () => {
  const broker = node!;
  bus = new RabbitMqBus({ url: broker.url, exchange: "faults.poison", log: quietLogger(), retry });
  await bus.start();
  await bus.waitUntilConnected();

  const poison = registered(0);
  const healthy = [1, 2, 3, 4, 5].map(registered);
  let fixed = false;
  const attempts: Array<{ id: string; attempt: number }> = [];
  const handled: string[] = [];
  await bus.subscribe({
    queue: QUEUE,
    patterns: ["user.registered"],
    handler: async (event, ctx) => {
      attempts.push({ id: event.id, attempt: ctx.attempt });
      if (event.id === poison.id && !fixed)
        throw new Error(`no template for ${(event.payload as { email: string }).email}`);
      handled.push(event.id);
    },
  });

  await bus.publish(poison);
  for (const event of healthy) await bus.publish(event);

  // The poison fails on every try; the messages behind it are handled meanwhile, not held up.
  await eventually(() => healthy.every((e) => handled.includes(e.id)), "the healthy events handled");
  const dead = await eventually(async () => {
    const letters = await bus!.deadLetters(QUEUE);
    return letters.length === 1 ? letters : undefined;
  }, "the poison dead-lettered");
  expect(attempts.filter((a) => a.id === poison.id).map((a) => a.attempt)).toEqual([1, 2, 3]);
  expect(handled).not.toContain(poison.id);
  expect(dead[0]).toMatchObject({ event: poison, routingKey: "user.registered", attempts: 3 });
  expect(dead[0]!.reason).toBe("handler failed 3 times: no template for poison0@example.com");

  // On the broker itself: in the dead queue, persistent, with the reason in its headers; nothing left elsewhere.
  const before = await onTheBroker(broker.url);
  expect(before.counts).toEqual({ main: 0, retry: 0, dead: 1 });
  expect(before.dead).toMatchObject({ persistent: true, event: poison });
  expect(before.dead!.headers).toMatchObject({
    "x-dead-reason": "handler failed 3 times: no template for poison0@example.com",
    "x-attempt": 3,
    "x-original-routing-key": "user.registered",
    "x-dead-at": expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });

  // A broker restart: the dead letter, and its reason, are still there afterwards.
  await broker.restart();
  await eventually(() => bus!.ping().then(() => true), "the bus reconnected after the restart", 30_000);
  const after = await onTheBroker(broker.url);
  expect(after.counts).toEqual({ main: 0, retry: 0, dead: 1 });
  expect(after.dead!.headers["x-dead-reason"]).toBe(before.dead!.headers["x-dead-reason"]);
  const deadAfterRestart = await eventually(async () => {
    const letters = await bus!.deadLetters(QUEUE);
    return letters.length === 1 ? letters : undefined;
  }, "the dead letter listed after the restart");
  expect(deadAfterRestart[0]).toEqual(dead[0]);

  // The fix ships; the operator replays. The poison is handled once, on a fresh first attempt.
  fixed = true;
  const triesBefore = attempts.length;
  expect(await bus.replayDeadLetters(QUEUE)).toBe(1);
  await eventually(() => handled.includes(poison.id), "the replayed event handled");
  await sleep(500);
  expect(handled.filter((id) => id === poison.id)).toHaveLength(1);
  expect(attempts.slice(triesBefore)).toEqual([{ id: poison.id, attempt: 1 }]);
  expect(await bus.deadLetters(QUEUE)).toEqual([]);
  expect((await onTheBroker(broker.url)).counts).toEqual({ main: 0, retry: 0, dead: 0 });
  // Every healthy event was handled exactly once all along.
  for (const event of healthy) expect(handled.filter((id) => id === event.id)).toHaveLength(1);
}, 90_000);
