import { parseEvent } from "@shopscript/contracts";
import type { Logger } from "../log/logger";
import type { EventHandler, RetryPolicy } from "./event-bus";

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
  try {
    await handler(event, { attempt, routingKey, maxAttempts: policy.maxAttempts });
    return { kind: "ack" };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const logFields = { eventId: event.id, type: event.type, correlationId: event.correlationId, attempt, err };
    if (attempt >= policy.maxAttempts) {
      log.error(logFields, "event handler kept failing; dead-lettering");
      return { kind: "dead", reason: `handler failed ${attempt} times: ${reason}` };
    }
    const delayMs = policy.backoffMs(attempt);
    log.warn({ ...logFields, delayMs }, "event handler failed; will retry");
    return { kind: "retry", delayMs, nextAttempt: attempt + 1, reason };
  }
}
