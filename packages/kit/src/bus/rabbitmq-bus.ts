import amqp, {
  type Channel,
  type ChannelModel,
  type ConfirmChannel,
  type ConsumeMessage,
  type Options,
} from "amqplib";
import type { DomainEvent } from "@shopscript/contracts";
import type { Logger } from "../log/logger";
import { withTimeout } from "../http/service-app";
import { ConnectionSetup } from "./connection-setup";
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
  /** Reconnect backoff (amqplib's: doubling with jitter, capped at `max`). Default 200 ms up to 5 s. */
  reconnectDelayMs?: { initial: number; max: number };
}

const HEADER = {
  attempt: "x-attempt",
  originalRoutingKey: "x-original-routing-key",
  deadReason: "x-dead-reason",
  deadAt: "x-dead-at",
} as const;

/** A connection whose setup finished: only then does the bus publish on it or call itself connected. */
interface LiveConnection {
  publishChannel: ConfirmChannel;
  consumeChannel: Channel;
  /** Consumer tag per subscribed queue, on `consumeChannel`. */
  consumerTags: Map<string, string>;
}

type Step = <T>(operation: () => Promise<T>) => Promise<T>;
const direct: Step = (operation) => operation();

/**
 * RabbitMQ adapter. Topology per consuming service `q`:
 *   exchange (topic) ──patterns──▶ q.events ──(reject)──▶ dlx ──▶ q.events.dead
 *   q.events.retry: messages wait there for their backoff (per-message TTL), then dead-letter back to q.events.
 * Publishes use a confirm channel; consumers ack only after the handler succeeded or the message was
 * safely moved to the retry or dead queue. amqplib's opt-in recovery reconnects with backoff and calls
 * `setUpChannels` again, which re-declares the topology and restarts every consumer. A connection lost at
 * any point of that setup fails the setup, and recovery starts again; the bus is "connected" only once a
 * setup has finished (issue 25: it said so half-way through, and a publish met a connection already gone).
 */
export class RabbitMqBus implements EventBus {
  readonly kind = "rabbitmq" as const;
  private model?: amqp.RecoveringChannelModel;
  private live?: LiveConnection;
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
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
    const delays = this.options.reconnectDelayMs ?? { initial: 200, max: 5000 };
    this.model = await amqp.connect(this.options.url, {
      recovery: {
        initialDelay: delays.initial,
        maxDelay: delays.max,
        maxRetries: Infinity,
        waitForConnect: false,
        setup: (model: ChannelModel) => this.setUpChannels(model),
      },
    });
    this.model.on("connect", () => log.info("connected to RabbitMQ"));
    this.model.on("disconnect", () => {
      this.live = undefined;
    });
    // One line per lost connection or failed attempt, whether it was lost during a setup or after one.
    this.model.on(
      "reconnect-scheduled",
      ({ attempt, delay, error }: { attempt: number; delay: number; error?: Error }) => {
        if (!this.closing)
          log.warn({ err: error?.message, attempt, delayMs: delay }, "lost RabbitMQ; reconnecting");
      },
    );
    this.model.on("reconnect-failed", (err: Error) =>
      log.error({ err: err.message }, "gave up reconnecting to RabbitMQ"),
    );
    // Reported by 'reconnect-scheduled' above; amqplib throws an 'error' nobody listens to.
    this.model.on("error", (err: Error) => log.debug({ err: err.message }, "RabbitMQ connection error"));
    return this;
  }

  async waitUntilConnected(timeoutMs = 10_000): Promise<void> {
    if (!this.model) throw new Error("bus not started");
    await withTimeout(
      this.model.waitForConnect(),
      timeoutMs,
      `RabbitMQ did not answer within ${timeoutMs} ms`,
    );
    const deadline = Date.now() + timeoutMs;
    while (!this.live && Date.now() < deadline) await sleep(20);
    if (!this.live) throw new Error("RabbitMQ channels were not set up in time");
  }

  /** amqplib's recovery calls this on every new connection; a rejection makes it close that one and retry. */
  private async setUpChannels(model: ChannelModel): Promise<void> {
    // For the connection's whole life: recovery listens for its errors only once this setup has finished,
    // and never on a connection whose setup failed, and amqplib throws an 'error' nobody listens to from its
    // socket handler (an uncaught exception; infra/test/faults/broker-restarts.test.ts met it).
    model.on("error", (err: Error) =>
      this.options.log.debug({ err: err.message }, "RabbitMQ connection error"),
    );
    const setup = new ConnectionSetup(model);
    const step: Step = (operation) => setup.step(operation);
    const publishChannel = this.watched(await step(() => model.createConfirmChannel()));
    const consumeChannel = this.watched(await step(() => model.createChannel()));
    await step(() => consumeChannel.prefetch(this.options.prefetch ?? 10));
    await step(() => publishChannel.assertExchange(this.exchange, "topic", { durable: true }));
    await step(() => publishChannel.assertExchange(this.deadLetterExchange, "direct", { durable: true }));
    const consumerTags = new Map<string, string>();
    // Reads the list as it grows: a subscription added during the setup is started by it.
    for (const subscription of this.subscriptions) {
      if (this.closing) break;
      consumerTags.set(subscription.queue, await this.startConsumer(consumeChannel, subscription, step));
    }
    setup.finish();
    if (this.closing) throw new Error("the bus is closing");
    this.live = { publishChannel, consumeChannel, consumerTags };
  }

  /** A channel's 'error' with no listener is thrown by amqplib and drops the whole connection. */
  private watched<T extends Channel>(channel: T): T {
    channel.on("error", (err: Error) =>
      this.options.log.warn({ err: err.message }, "RabbitMQ channel error"),
    );
    return channel;
  }

  private async declareQueues(channel: Channel, subscription: Subscription, step: Step): Promise<void> {
    const names = queueNames(subscription.queue);
    await step(() =>
      channel.assertQueue(names.main, {
        durable: true,
        deadLetterExchange: this.deadLetterExchange,
        deadLetterRoutingKey: names.dead,
      }),
    );
    await step(() =>
      channel.assertQueue(names.retry, {
        durable: true,
        deadLetterExchange: "",
        deadLetterRoutingKey: names.main,
      }),
    );
    await step(() => channel.assertQueue(names.dead, { durable: true }));
    await step(() => channel.bindQueue(names.dead, this.deadLetterExchange, names.dead));
    for (const pattern of subscription.patterns)
      await step(() => channel.bindQueue(names.main, this.exchange, pattern));
  }

  /** Declares the subscription's queues and starts its consumer on `channel`; resolves to the consumer tag. */
  private async startConsumer(
    channel: Channel,
    subscription: Subscription,
    step: Step = direct,
  ): Promise<string> {
    await this.declareQueues(channel, subscription, step);
    // basic.qos without `global` applies to the consumers started after it on this channel: set this
    // consumer's own bound, then put the channel's default back for the next one.
    if (subscription.prefetch) await step(() => channel.prefetch(subscription.prefetch!));
    const { consumerTag } = await step(() =>
      channel.consume(queueNames(subscription.queue).main, (message) => {
        if (!message) return; // the broker cancelled us; recovery re-subscribes
        const work = this.onMessage(channel, subscription, message).catch((err) =>
          this.options.log.error({ err }, "failed to settle a RabbitMQ message"),
        );
        this.inFlight.add(work);
        void work.finally(() => this.inFlight.delete(work));
      }),
    );
    if (subscription.prefetch) await step(() => channel.prefetch(this.options.prefetch ?? 10));
    return consumerTag;
  }

  private async onMessage(
    channel: Channel,
    subscription: Subscription,
    message: ConsumeMessage,
  ): Promise<void> {
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
          headers: {
            [HEADER.attempt]: outcome.nextAttempt,
            [HEADER.originalRoutingKey]: routingKey,
            ...traceHeadersOf(headers),
          },
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
    await this.confirmedPublish("", queue, content, {
      persistent: true,
      contentType: "application/json",
      ...options,
    });
  }

  async publish(event: DomainEvent): Promise<void> {
    const headers: Record<string, unknown> = {};
    injectTraceHeaders(headers);
    await this.confirmedPublish(this.exchange, event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      contentType: "application/json",
      messageId: event.id,
      type: event.type,
      correlationId: event.correlationId,
      timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
      headers,
    });
  }

  /**
   * Resolves once the broker confirmed the message; rejects if it nacked it, if the connection is lost with
   * the confirm in flight (amqplib calls back with "channel closed"), or after PUBLISH_TIMEOUT_MS.
   */
  private async confirmedPublish(
    exchange: string,
    routingKey: string,
    content: Buffer,
    options: Options.Publish,
  ): Promise<void> {
    const live = this.live;
    if (!live) throw new Error("RabbitMQ is not connected");
    await withTimeout(
      // amqplib throws synchronously on a channel already closed; in the executor that is a rejection.
      new Promise<void>((resolve, reject) => {
        live.publishChannel.publish(exchange, routingKey, content, options, (err) =>
          err ? reject(err instanceof Error ? err : new Error("nacked by broker")) : resolve(),
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
    const live = this.live;
    // Not connected (or setting up): the setup of the next connection starts this consumer.
    if (!live || this.closing) return;
    try {
      const tag = await this.startConsumer(live.consumeChannel, subscription);
      if (this.live === live) live.consumerTags.set(subscription.queue, tag);
    } catch (err) {
      // Lost with the connection ('disconnect' came first): the next connection's setup starts it.
      if (this.live !== live) return;
      throw err;
    }
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
    if (!this.model || !this.live) throw new Error("RabbitMQ is not connected");
    const channel = this.watched(await this.model.createChannel());
    try {
      return await work(channel);
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async ping(): Promise<void> {
    if (!this.live) throw new Error("RabbitMQ is not connected");
  }

  async close(): Promise<void> {
    this.closing = true;
    const live = this.live;
    if (live)
      for (const tag of live.consumerTags.values())
        await live.consumeChannel.cancel(tag).catch(() => undefined);
    if (this.inFlight.size)
      await withTimeout(Promise.allSettled([...this.inFlight]), 10_000, "").catch(() => undefined);
    await this.model?.close().catch(() => undefined);
    this.live = undefined;
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
