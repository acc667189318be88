import type { DomainEvent } from "@shopscript/contracts";
import type { Logger } from "../log/logger";
import { deliver } from "./delivery";
import { injectTraceHeaders } from "../tracing/tracing";
import {
  consumeOutcomeOf,
  defaultRetryPolicy,
  eventTypeLabel,
  topicMatches,
  type DeadLetter,
  type EventBus,
  type RetryPolicy,
  type Subscription,
} from "./event-bus";

interface QueuedMessage {
  body: string;
  routingKey: string;
  attempt: number;
  /** Trace context, as RabbitMQ carries it in message headers. */
  headers?: Record<string, string>;
}

interface LocalQueue {
  subscription: Subscription;
  pending: QueuedMessage[];
  active: number;
  dead: DeadLetter[];
}

export interface InProcessBusOptions {
  log: Logger;
  retry?: RetryPolicy;
  /** Handlers running at once per queue, like RabbitMQ's prefetch. */
  prefetch?: number;
}

/**
 * The standalone mode's bus: same routing, acknowledgement, retry and dead-letter behaviour as the
 * RabbitMQ adapter, held in memory. Messages are serialised like on the wire so a handler never shares
 * an object with the publisher. Events not yet handled are lost if the process dies; the outbox keeps
 * them until published, which is what makes that acceptable for one process.
 */
export class InProcessBus implements EventBus {
  readonly kind = "in-process" as const;
  private readonly queues = new Map<string, LocalQueue>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly idleWaiters = new Set<() => void>();
  private closed = false;
  private readonly retry: RetryPolicy;
  private readonly prefetch: number;

  constructor(private readonly options: InProcessBusOptions) {
    this.retry = options.retry ?? defaultRetryPolicy();
    this.prefetch = options.prefetch ?? 10;
  }

  async publish(event: DomainEvent): Promise<void> {
    const headers: Record<string, string> = {};
    injectTraceHeaders(headers);
    this.publishRaw(event.type, JSON.stringify(event), headers);
  }

  /** Routes a raw body as if it had arrived on the exchange (used for replay and by the contract tests). */
  publishRaw(routingKey: string, body: string, headers?: Record<string, string>): void {
    if (this.closed) throw new Error("event bus is closed");
    for (const queue of this.queues.values()) {
      if (queue.subscription.patterns.some((pattern) => topicMatches(pattern, routingKey))) {
        queue.pending.push({ body, routingKey, attempt: 1, headers });
        this.pump(queue);
      }
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.queues.has(subscription.queue)) throw new Error(`queue ${subscription.queue} already has a consumer`);
    this.queues.set(subscription.queue, { subscription, pending: [], active: 0, dead: [] });
  }

  async deadLetters(queue: string): Promise<DeadLetter[]> {
    return [...(this.queues.get(queue)?.dead ?? [])];
  }

  async replayDeadLetters(queue: string): Promise<number> {
    const local = this.queues.get(queue);
    if (!local) return 0;
    const letters = local.dead.splice(0);
    for (const letter of letters) {
      local.pending.push({ body: JSON.stringify(letter.event), routingKey: letter.routingKey, attempt: 1 });
    }
    this.pump(local);
    return letters.length;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error("event bus is closed");
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const busy = () => [...this.queues.values()].some((q) => q.active > 0);
    if (busy()) {
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        this.idleWaiters.add(done);
        setTimeout(done, 10_000).unref();
      });
    }
  }

  private pump(queue: LocalQueue): void {
    while (!this.closed && queue.active < (queue.subscription.prefetch ?? this.prefetch) && queue.pending.length > 0) {
      const message = queue.pending.shift()!;
      queue.active++;
      void this.handle(queue, message).finally(() => {
        queue.active--;
        if (![...this.queues.values()].some((q) => q.active > 0)) for (const waiter of this.idleWaiters) waiter();
        this.pump(queue);
      });
    }
  }

  private async handle(queue: LocalQueue, message: QueuedMessage): Promise<void> {
    const outcome = await deliver(
      message.body,
      message.routingKey,
      message.attempt,
      queue.subscription.handler,
      this.retry,
      this.options.log,
      message.headers,
      queue.subscription.queue,
    );
    queue.subscription.observer?.consumed(eventTypeLabel(message.routingKey), consumeOutcomeOf(outcome.kind));
    if (outcome.kind === "retry") {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        queue.pending.push({ ...message, attempt: outcome.nextAttempt });
        this.pump(queue);
      }, outcome.delayMs);
      this.timers.add(timer);
    } else if (outcome.kind === "dead") {
      let event: unknown = message.body;
      try {
        event = JSON.parse(message.body);
      } catch {
        // keep the raw text: it is what an operator needs to see
      }
      queue.dead.push({
        event,
        routingKey: message.routingKey,
        reason: outcome.reason,
        attempts: message.attempt,
        deadAt: new Date().toISOString(),
      });
    }
  }
}
