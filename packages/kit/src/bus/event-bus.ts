import { EVENT_TYPES, type DomainEvent } from "@shopscript/contracts";

export interface DeliveryContext {
  /** 1 on the first delivery, 2 on the first retry, and so on. */
  attempt: number;
  routingKey: string;
  /** Deliveries in all before the message is dead-lettered: `attempt === maxAttempts` is the last try. */
  maxAttempts: number;
}

export type EventHandler = (event: DomainEvent, context: DeliveryContext) => Promise<void>;

export interface Subscription {
  /** The consuming service's queue name, e.g. "notifier" (the queue is `<name>.events`). */
  queue: string;
  /** Topic patterns (`user.registered`, `subscription.*`, `#`). */
  patterns: string[];
  handler: EventHandler;
  /** Messages in flight at once for this consumer; the bus default otherwise. */
  prefetch?: number;
  /** Told how each delivery ended (metrics); set by `observeBus`, not by services. */
  observer?: ConsumeObserver;
}

/** How one delivery ended: handled, parked for a retry, or moved to the dead-letter queue. */
export type ConsumeOutcome = "ok" | "retried" | "dead_lettered";

export interface ConsumeObserver {
  /** `type` is the event type, or "unknown" for a routing key that names none (a malformed message). */
  consumed(type: string, outcome: ConsumeOutcome): void;
}

const KNOWN_EVENT_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);

/** A bounded label for a routing key: only real event types, so a stray key cannot grow the metric. */
export const eventTypeLabel = (routingKey: string): string => (KNOWN_EVENT_TYPES.has(routingKey) ? routingKey : "unknown");

/** The metric outcome of an adapter's delivery decision. */
export const consumeOutcomeOf = (kind: "ack" | "retry" | "dead"): ConsumeOutcome =>
  kind === "ack" ? "ok" : kind === "retry" ? "retried" : "dead_lettered";

export interface DeadLetter {
  event: unknown;
  routingKey: string;
  reason: string;
  attempts: number;
  deadAt: string;
}

export interface RetryPolicy {
  /** Deliveries in all before a message is dead-lettered (the first try counts). */
  maxAttempts: number;
  /** Delay before retry number `attempt` (1-based). */
  backoffMs(attempt: number): number;
}

export const defaultRetryPolicy = (baseMs = 1000, maxAttempts = 5, capMs = 60_000): RetryPolicy => ({
  maxAttempts,
  backoffMs: (attempt) => Math.min(capMs, baseMs * 2 ** (attempt - 1)),
});

/**
 * The event bus port. Two adapters keep one contract (test/bus-contract): RabbitMQ for real deployments,
 * in-process for the standalone mode. Delivery is at least once; consumers must be idempotent.
 */
export interface EventBus {
  readonly kind: "rabbitmq" | "in-process";
  /** Resolves once the broker has taken responsibility for the event (publisher confirm). */
  publish(event: DomainEvent): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  /** Messages that exhausted their retries or could not be parsed, oldest first; read-only. */
  deadLetters(queue: string): Promise<DeadLetter[]>;
  /** Moves every dead letter of `queue` back to it with a fresh retry budget; returns how many. */
  replayDeadLetters(queue: string): Promise<number>;
  /** Throws when the bus cannot currently publish (for /readyz). */
  ping(): Promise<void>;
  /** Stops consuming, waits for handlers in flight (bounded), then disconnects. */
  close(): Promise<void>;
}

/**
 * A service's event queue is `<name>.events`. A work queue (a name ending in `.jobs`, e.g. `generator.jobs`:
 * commands that competing instances share) keeps its own name.
 */
export const queueNames = (queue: string) => {
  const main = queue.endsWith(".jobs") ? queue : `${queue}.events`;
  return { main, retry: `${main}.retry`, dead: `${main}.dead` };
};

/** Topic-exchange matching: `*` is one dot-separated word, `#` zero or more. */
export function topicMatches(pattern: string, routingKey: string): boolean {
  const p = pattern.split(".");
  const k = routingKey.split(".");
  const match = (pi: number, ki: number): boolean => {
    if (pi === p.length) return ki === k.length;
    if (p[pi] === "#") {
      for (let skip = ki; skip <= k.length; skip++) if (match(pi + 1, skip)) return true;
      return false;
    }
    if (ki === k.length) return false;
    return (p[pi] === "*" || p[pi] === k[ki]) && match(pi + 1, ki + 1);
  };
  return match(0, 0);
}
