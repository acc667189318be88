import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage, type Options } from "amqplib";
import type { DomainEvent } from "@shopscript/contracts";
import type { Logger } from "../log/logger";
import { withTimeout } from "../http/service-app";
import { deliver } from "./delivery";
import { injectTraceHeaders, TRACE_HEADERS } from "../tracing/tracing";
import {
  consumeOutcomeOf,
  defaultRetryPolicy,
  eventTypeLabel,
  queueNames,
  type DeadLetter,
  type EventBus,
  type RetryPolicy,
  type Subscription,
} from "./event-bus";

export const DEFAULT_EXCHANGE = "shopscript.events";
const PUBLISH_TIMEOUT_MS = 5000;

export interface RabbitBusOptions {
  url: string;
  log: Logger;
  /** Topic exchange name; tests use their own so parallel runs never share queues. */
  exchange?: string;
  retry?: RetryPolicy;
  prefetch?: number;
}

const HEADER = {
  attempt: "x-attempt",
  originalRoutingKey: "x-original-routing-key",
  deadReason: "x-dead-reason",
  deadAt: "x-dead-at",
} as const;

/**
 * RabbitMQ adapter. Topology per consuming service `q`:
 *   exchange (topic) ──patterns──▶ q.events ──(reject)──▶ dlx ──▶ q.events.dead
 *   q.events.retry: messages wait there for their backoff (per-message TTL), then dead-letter back to q.events.
 * Publishes use a confirm channel; consumers ack only after the handler succeeded or the message was
 * safely moved to the retry or dead queue. amqplib's opt-in recovery reconnects with backoff and calls
 * `setUpChannels` again, which re-declares the topology and restarts every consumer.
 */
export class RabbitMqBus implements EventBus {
  readonly kind = "rabbitmq" as const;
  private model?: amqp.RecoveringChannelModel;
  private publishChannel?: ConfirmChannel;
  private consumeChannel?: Channel;
  private readonly subscriptions: Subscription[] = [];
  private readonly consumerTags = new Map<string, { channel: Channel; tag: string }>();
  private readonly inFlight = new Set<Promise<void>>();
  private connected = false;
  private closing = false;
  private readonly exchange: string;
  private readonly deadLetterExchange: string;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: RabbitBusOptions) {
    this.exchange = options.exchange ?? DEFAULT_EXCHANGE;
    this.deadLetterExchange = `${this.exchange}.dlx`;
    this.retry = options.retry ?? defaultRetryPolicy();
  }

  /** Starts connecting in the background; use `waitUntilConnected` to block on it. */
  async start(): Promise<this> {
    const log = this.options.log;
    this.model = await amqp.connect(this.options.url, {
      recovery: {
        initialDelay: 200,
        maxDelay: 5000,
        maxRetries: Infinity,
        waitForConnect: false,
        setup: (model: ChannelModel) => this.setUpChannels(model),
      },
    });
    this.model.on("connect", () => {
      this.connected = true;
      log.info("connected to RabbitMQ");
    });
    this.model.on("disconnect", (err: Error) => {
      this.connected = false;
      this.publishChannel = undefined;
      this.consumeChannel = undefined;
      this.consumerTags.clear();
      if (!this.closing) log.warn({ err: err?.message }, "lost RabbitMQ; reconnecting");
    });
    this.model.on("reconnect-scheduled", ({ attempt, delay }: { attempt: number; delay: number }) => {
      log.debug({ attempt, delay }, "RabbitMQ reconnect scheduled");
    });
    this.model.on("error", (err: Error) => log.warn({ err: err.message }, "RabbitMQ connection error"));
    return this;
  }

  async waitUntilConnected(timeoutMs = 10_000): Promise<void> {
    if (!this.model) throw new Error("bus not started");
    await withTimeout(this.model.waitForConnect(), timeoutMs, `RabbitMQ did not answer within ${timeoutMs} ms`);
    const deadline = Date.now() + timeoutMs;
    while (!this.publishChannel && Date.now() < deadline) await sleep(20);
    if (!this.publishChannel) throw new Error("RabbitMQ channels were not set up in time");
  }

  private async setUpChannels(model: ChannelModel): Promise<void> {
    // amqplib's recovery listens for this connection's errors only once this setup has finished. An error
    // before that (a socket reset while the broker restarts) was thrown from amqplib's socket handler instead:
    // an uncaught exception, a connection never marked closed, and a recovery waiting on this setup forever
    // (infra/test/faults/broker-restarts.test.ts). Listening from the start lets the connection close, the
    // setup fail and recovery try again.
    let setUp = false;
    model.on("error", (err: Error) => {
      if (!setUp) this.options.log.warn({ err: err.message }, "RabbitMQ connection error while setting up");
    });
    const publishChannel = await model.createConfirmChannel();
    const consumeChannel = await model.createChannel();
    for (const channel of [publishChannel, consumeChannel]) {
      channel.on("error", (err: Error) => this.options.log.warn({ err: err.message }, "RabbitMQ channel error"));
    }
    await consumeChannel.prefetch(this.options.prefetch ?? 10);
    await publishChannel.assertExchange(this.exchange, "topic", { durable: true });
    await publishChannel.assertExchange(this.deadLetterExchange, "direct", { durable: true });
    this.publishChannel = publishChannel;
    this.consumeChannel = consumeChannel;
    this.connected = true;
    try {
      for (const subscription of this.subscriptions) await this.startConsumer(subscription);
    } catch (err) {
      // Recovery closes this connection and tries again without a 'disconnect': do not report it as usable.
      this.connected = false;
      this.publishChannel = undefined;
      this.consumeChannel = undefined;
      this.consumerTags.clear();
      throw err;
    }
    setUp = true;
  }

  private async declareQueues(channel: Channel, subscription: Subscription): Promise<void> {
    const names = queueNames(subscription.queue);
    await channel.assertQueue(names.main, {
      durable: true,
      deadLetterExchange: this.deadLetterExchange,
      deadLetterRoutingKey: names.dead,
    });
    await channel.assertQueue(names.retry, { durable: true, deadLetterExchange: "", deadLetterRoutingKey: names.main });
    await channel.assertQueue(names.dead, { durable: true });
    await channel.bindQueue(names.dead, this.deadLetterExchange, names.dead);
    for (const pattern of subscription.patterns) await channel.bindQueue(names.main, this.exchange, pattern);
  }

  private async startConsumer(subscription: Subscription): Promise<void> {
    const channel = this.consumeChannel;
    if (!channel || this.closing) return;
    if (this.consumerTags.get(subscription.queue)?.channel === channel) return;
    await this.declareQueues(channel, subscription);
    // basic.qos without `global` applies to the consumers started after it on this channel: set this
    // consumer's own bound, then put the channel's default back for the next one.
    if (subscription.prefetch) await channel.prefetch(subscription.prefetch);
    const { consumerTag } = await channel.consume(queueNames(subscription.queue).main, (message) => {
      if (!message) return; // the broker cancelled us; recovery re-subscribes
      const work = this.onMessage(channel, subscription, message).catch((err) =>
        this.options.log.error({ err }, "failed to settle a RabbitMQ message"),
      );
      this.inFlight.add(work);
      void work.finally(() => this.inFlight.delete(work));
    });
    if (subscription.prefetch) await channel.prefetch(this.options.prefetch ?? 10);
    this.consumerTags.set(subscription.queue, { channel, tag: consumerTag });
  }

  private async onMessage(channel: Channel, subscription: Subscription, message: ConsumeMessage): Promise<void> {
    const headers = message.properties.headers ?? {};
    const attempt = Number(headers[HEADER.attempt] ?? 1) || 1;
    const routingKey = String(headers[HEADER.originalRoutingKey] ?? message.fields.routingKey);
    const outcome = await deliver(
      message.content.toString("utf8"),
      routingKey,
      attempt,
      subscription.handler,
      this.retry,
      this.options.log,
      headers,
      subscription.queue,
    );
    const names = queueNames(subscription.queue);
    try {
      if (outcome.kind === "retry") {
        await this.confirmSendToQueue(names.retry, message.content, {
          headers: { [HEADER.attempt]: outcome.nextAttempt, [HEADER.originalRoutingKey]: routingKey, ...traceHeadersOf(headers) },
          expiration: String(outcome.delayMs),
        });
      } else if (outcome.kind === "dead") {
        await this.confirmSendToQueue(names.dead, message.content, {
          headers: {
            [HEADER.attempt]: attempt,
            [HEADER.originalRoutingKey]: routingKey,
            [HEADER.deadReason]: outcome.reason,
            [HEADER.deadAt]: new Date().toISOString(),
            ...traceHeadersOf(headers),
          },
        });
      }
      channel.ack(message);
      // Counted once settled: a message handed back to the broker below is counted when it is redelivered.
      subscription.observer?.consumed(eventTypeLabel(routingKey), consumeOutcomeOf(outcome.kind));
    } catch (err) {
      // Could not park it for later: give it back to the broker, which redelivers it.
      this.options.log.warn({ err }, "could not move a message to its retry/dead queue; requeueing");
      try {
        channel.nack(message, false, true);
      } catch {
        // the channel is gone; the broker requeues unacked messages by itself
      }
    }
  }

  private async confirmSendToQueue(queue: string, content: Buffer, options: Options.Publish): Promise<void> {
    const channel = this.publishChannel;
    if (!channel || !this.connected) throw new Error("RabbitMQ is not connected");
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        channel.sendToQueue(queue, content, { persistent: true, contentType: "application/json", ...options }, (err) =>
          err ? reject(err instanceof Error ? err : new Error("nacked by broker")) : resolve(),
        );
      }),
      PUBLISH_TIMEOUT_MS,
      "RabbitMQ did not confirm in time",
    );
  }

  async publish(event: DomainEvent): Promise<void> {
    const channel = this.publishChannel;
    if (!channel || !this.connected) throw new Error("RabbitMQ is not connected");
    const headers: Record<string, unknown> = {};
    injectTraceHeaders(headers);
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        channel.publish(
          this.exchange,
          event.type,
          Buffer.from(JSON.stringify(event)),
          {
            persistent: true,
            contentType: "application/json",
            messageId: event.id,
            type: event.type,
            correlationId: event.correlationId,
            timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
            headers,
          },
          (err) => (err ? reject(err instanceof Error ? err : new Error("nacked by broker")) : resolve()),
        );
      }),
      PUBLISH_TIMEOUT_MS,
      "RabbitMQ did not confirm in time",
    );
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.subscriptions.some((s) => s.queue === subscription.queue)) {
      throw new Error(`queue ${subscription.queue} already has a consumer`);
    }
    this.subscriptions.push(subscription);
    if (this.connected) await this.startConsumer(subscription);
  }

  async deadLetters(queue: string): Promise<DeadLetter[]> {
    return this.withOwnChannel(async (channel) => {
      const letters: DeadLetter[] = [];
      const { messageCount } = await channel.checkQueue(queueNames(queue).dead);
      for (let i = 0; i < messageCount; i++) {
        const message = await channel.get(queueNames(queue).dead, { noAck: false });
        if (!message) break;
        letters.push(toDeadLetter(message));
      }
      // Closing the channel returns every message we looked at, in order.
      return letters;
    });
  }

  async replayDeadLetters(queue: string): Promise<number> {
    const names = queueNames(queue);
    return this.withOwnChannel(async (channel) => {
      const { messageCount } = await channel.checkQueue(names.dead);
      let replayed = 0;
      for (let i = 0; i < messageCount; i++) {
        const message = await channel.get(names.dead, { noAck: false });
        if (!message) break;
        const routingKey = String(message.properties.headers?.[HEADER.originalRoutingKey] ?? "");
        await this.confirmSendToQueue(names.main, message.content, {
          headers: { [HEADER.attempt]: 1, [HEADER.originalRoutingKey]: routingKey },
        });
        channel.ack(message);
        replayed++;
      }
      return replayed;
    });
  }

  private async withOwnChannel<T>(work: (channel: Channel) => Promise<T>): Promise<T> {
    if (!this.model || !this.connected) throw new Error("RabbitMQ is not connected");
    const channel = await this.model.createChannel();
    try {
      return await work(channel);
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async ping(): Promise<void> {
    if (!this.connected || !this.publishChannel) throw new Error("RabbitMQ is not connected");
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const { channel, tag } of this.consumerTags.values()) await channel.cancel(tag).catch(() => undefined);
    if (this.inFlight.size) await withTimeout(Promise.allSettled([...this.inFlight]), 10_000, "").catch(() => undefined);
    await this.model?.close().catch(() => undefined);
    this.connected = false;
  }
}

/** A retried or dead-lettered message keeps the trace context it came with. */
function traceHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of TRACE_HEADERS) if (headers[key] !== undefined) kept[key] = headers[key];
  return kept;
}

function toDeadLetter(message: amqp.GetMessage): DeadLetter {
  const headers = message.properties.headers ?? {};
  const body = message.content.toString("utf8");
  let event: unknown = body;
  try {
    event = JSON.parse(body);
  } catch {
    // keep the raw text for the operator
  }
  return {
    event,
    routingKey: String(headers[HEADER.originalRoutingKey] ?? message.fields.routingKey),
    reason: String(headers[HEADER.deadReason] ?? "rejected"),
    attempts: Number(headers[HEADER.attempt] ?? 1),
    deadAt: String(headers[HEADER.deadAt] ?? ""),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function connectRabbitMqBus(options: RabbitBusOptions): Promise<RabbitMqBus> {
  return new RabbitMqBus(options).start();
}
