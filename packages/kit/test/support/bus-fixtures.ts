import amqp from "amqplib";
import { InProcessBus, RabbitMqBus, queueNames, type EventBus, type RetryPolicy } from "../../src";
import { quietLogger, testAmqpUrl, testExchange, uniqueSuffix } from "../../testing";

export interface BusFixture {
  bus: EventBus;
  /** Puts a raw body on the exchange, as a buggy or hostile publisher could. */
  publishRaw(routingKey: string, body: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Both bus adapters, built the same way for a test file: `adapters` opens one (the RabbitMQ one on its
 * own exchange of the test broker), `queue` names a queue unique to this run, and closing a RabbitMQ
 * fixture deletes the queues and exchanges it made, so the broker does not accumulate them.
 */
export function busFixtures(retry: RetryPolicy, exchangeLabel: string) {
  const createdQueues: string[] = [];
  const queue = (label: string) => {
    const name = `${label}_${uniqueSuffix()}`;
    createdQueues.push(name);
    return name;
  };
  const adapters: Record<string, () => Promise<BusFixture>> = {
    "in-process": async () => {
      const bus = new InProcessBus({ log: quietLogger(), retry });
      return { bus, publishRaw: async (key, body) => bus.publishRaw(key, body), close: () => bus.close() };
    },
    rabbitmq: async () => {
      const exchange = testExchange(exchangeLabel);
      const bus = new RabbitMqBus({ url: testAmqpUrl(), exchange, log: quietLogger(), retry });
      await bus.start();
      await bus.waitUntilConnected();
      const connection = await amqp.connect(testAmqpUrl());
      const channel = await connection.createConfirmChannel();
      return {
        bus,
        publishRaw: async (key, body) => {
          channel.publish(exchange, key, Buffer.from(body));
          await channel.waitForConfirms();
        },
        close: async () => {
          await bus.close();
          const admin = await connection.createChannel();
          for (const name of createdQueues.splice(0)) {
            for (const q of Object.values(queueNames(name))) await admin.deleteQueue(q).catch(() => undefined);
          }
          await admin.deleteExchange(exchange).catch(() => undefined);
          await admin.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
          await connection.close();
        },
      };
    },
  };
  return { adapters, queue, createdQueues };
}
