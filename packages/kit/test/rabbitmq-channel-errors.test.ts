import { RabbitMqBus } from "../src";
import { quietLogger, testAmqpUrl, testExchange, uniqueSuffix } from "../testing";

/**
 * A channel the broker closes with an error (here: looking at the dead letters of a queue that does not exist,
 * a 404) fails that call only. amqplib throws a channel's 'error' that nobody listens to from inside its frame
 * loop, which it takes as a broken socket: before, the whole connection dropped and every consumer with it.
 */
let bus: RabbitMqBus;

beforeAll(async () => {
  bus = new RabbitMqBus({ url: testAmqpUrl(), exchange: testExchange("chanerr"), log: quietLogger() });
  await bus.start();
  await bus.waitUntilConnected();
});

afterAll(async () => {
  await bus?.close();
});

it("fails a dead-letter lookup of an unknown queue without dropping the connection", async () => {
  let disconnects = 0;
  // The bus's only view of the connection: ping() fails from the moment it is lost.
  const missing = `nosuchqueue_${uniqueSuffix()}`;
  await expect(bus.deadLetters(missing)).rejects.toThrow(/NOT_FOUND/);
  await bus.ping().catch(() => disconnects++);
  await expect(bus.replayDeadLetters(missing)).rejects.toThrow(/NOT_FOUND/);
  await bus.ping().catch(() => disconnects++);
  expect(disconnects).toBe(0);
});
