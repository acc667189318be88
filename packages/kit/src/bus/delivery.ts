import { parseEvent, type DomainEvent } from "@shopscript/contracts";
import type { Logger } from "../log/logger";
import type { EventHandler, RetryPolicy } from "./event-bus";
import { withLogContext, type LogContext } from "../log/log-context";
import { contextFromHeaders, SpanKind, withSpan } from "../tracing/tracing";

/** What an adapter must do with a message after the handler ran: the one decision both adapters share. */
export type DeliveryOutcome =
  | { kind: "ack" }
  | { kind: "retry"; delayMs: number; nextAttempt: number; reason: string }
  | { kind: "dead"; reason: string };

export async function deliver(
  raw: string,
  routingKey: string,
  attempt: number,
  handler: EventHandler,
  policy: RetryPolicy,
  log: Logger,
  /** The message's headers: the trace context it carries. */
  headers?: Record<string, unknown>,
  /** The consuming queue, named on the consumer span. */
  queue?: string,
): Promise<DeliveryOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    log.warn({ routingKey }, "dead-lettering a message that is not JSON");
    return { kind: "dead", reason: "malformed: body is not JSON" };
  }
  const parsed = parseEvent(json);
  if (!parsed.ok) {
    log.warn({ routingKey, reason: parsed.reason }, "dead-lettering a malformed event");
    return { kind: "dead", reason: `malformed: ${parsed.reason}` };
  }
  const event = parsed.event;
  return withLogContext(deliveryLogContext(event), () => handle(event, routingKey, attempt, handler, policy, log, headers, queue));
}

/**
 * Every line a handler writes names the request that caused the event (its correlation id, logged as
 * `reqId`), the event, and what the payload says it is about: the seller (`userId`) and, for a catalog-mode
 * job, its batch (`batchId`; the catalog's events may call it `jobId`) and row (`rowId`).
 */
export function deliveryLogContext(event: DomainEvent): LogContext {
  const payload = event.payload as { userId?: unknown; batchId?: unknown; jobId?: unknown; rowId?: unknown };
  const context: LogContext = { reqId: event.correlationId, eventId: event.id };
  if (typeof payload.userId === "string") context.userId = payload.userId;
  const batchId = payload.batchId ?? payload.jobId;
  if (typeof batchId === "string") context.batchId = batchId;
  if (typeof payload.rowId === "string") context.rowId = payload.rowId;
  return context;
}

async function handle(
  event: DomainEvent,
  routingKey: string,
  attempt: number,
  handler: EventHandler,
  policy: RetryPolicy,
  log: Logger,
  headers: Record<string, unknown> | undefined,
  queue: string | undefined,
): Promise<DeliveryOutcome> {
  try {
    const parent = contextFromHeaders(headers);
    if (parent) {
      await withSpan(
        `${event.type} process`,
        {
          kind: SpanKind.CONSUMER,
          parent,
          attributes: { "messaging.system": "rabbitmq", "messaging.destination.name": routingKey, "messaging.message.id": event.id, "messaging.consumer.group.name": queue ?? "", "shopscript.attempt": attempt },
        },
        () => handler(event, { attempt, routingKey, maxAttempts: policy.maxAttempts }),
      );
    } else {
      await handler(event, { attempt, routingKey, maxAttempts: policy.maxAttempts });
    }
    return { kind: "ack" };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const logFields = { type: event.type, attempt, err };
    if (attempt >= policy.maxAttempts) {
      log.error(logFields, "event handler kept failing; dead-lettering");
      return { kind: "dead", reason: `handler failed ${attempt} times: ${reason}` };
    }
    const delayMs = policy.backoffMs(attempt);
    log.warn({ ...logFields, delayMs }, "event handler failed; will retry");
    return { kind: "retry", delayMs, nextAttempt: attempt + 1, reason };
  }
}
