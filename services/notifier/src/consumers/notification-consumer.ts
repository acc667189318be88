import type { EventHandler } from "@shopscript/kit";
import { NOTIFIER_EVENT_TYPES, notify, type NotifyDeps } from "../domain/notify";

/**
 * The notifier's queue: exactly the events it acts on. Delivery is at least once; `notify` makes each event
 * one mail. A thrown error (SMTP down, database gone) is the bus's cue to retry with backoff.
 */
export function notificationConsumer(deps: NotifyDeps): { patterns: string[]; handler: EventHandler } {
  return {
    patterns: [...NOTIFIER_EVENT_TYPES],
    handler: (event) => notify(event, deps),
  };
}
