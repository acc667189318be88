import type { DomainEvent, EventType } from "@shopscript/contracts";
import type { Clock, Logger } from "@shopscript/kit";
import type { Mailer } from "../mail/mailer";
import type { Site } from "../templates/app-url";
import { MAIL_RULES, mailRuleFor } from "./mail-rules";
import type { RecipientBook, RecipientCap, SentLog } from "./ports";

export interface NotifyDeps {
  recipients: RecipientBook;
  sentLog: SentLog;
  /** Bounds the unsolicited mails one address gets per day (so forms cannot be used to flood a mailbox). */
  recipientCap: RecipientCap;
  mailer: Mailer;
  site: Site;
  clock: Clock;
  log: Logger;
}

/** Every event the notifier acts on: those that send a mail, and user.deleted, which only forgets. */
export const NOTIFIER_EVENT_TYPES: readonly EventType[] = [
  ...(Object.keys(MAIL_RULES) as EventType[]),
  "user.deleted",
];

/**
 * The notifier's story for one event: keep the address book current, then send the mail the event asks
 * for, at most once per event. Throws when the mail could not be sent, so the bus retries.
 */
export async function notify(event: DomainEvent, deps: NotifyDeps): Promise<void> {
  // reqId (the correlation id) and eventId come from the log context the bus set for this delivery.
  const log = deps.log.child({ type: event.type });
  if (event.type === "user.registered" && !(await deps.recipients.remember(event.payload.userId, event.payload.email))) {
    log.warn({ userId: event.payload.userId }, "the account was deleted; mail skipped");
    return;
  }
  if (event.type === "user.deleted") {
    await deps.recipients.forget(event.payload.userId, event.payload.email);
    log.info("forgot a deleted user's address");
    return;
  }
  const rule = mailRuleFor(event);
  if (!rule) return; // not a mail of ours: acknowledged and dropped
  const addressee = rule.to(event);
  const to = "email" in addressee ? addressee.email : await deps.recipients.lookup(addressee.userId);
  if (to === "deleted") {
    log.warn({ userId: "userId" in addressee ? addressee.userId : undefined }, "the account was deleted; mail skipped");
    return;
  }
  if (!to) {
    // Events of different services race: billing's activation can overtake auth's user.registered.
    // Fail, so the bus retries with backoff; an address that never comes ends in the dead-letter queue.
    throw new Error("no address known for this user yet (user.registered not processed)");
  }
  if (rule.unsolicited && !(await deps.recipientCap.take(to))) {
    log.warn({ kind: rule.kind }, "daily mail cap for this address reached; mail dropped");
    return;
  }
  const mail = { to, kind: rule.kind, ...rule.render(event, { site: deps.site, now: deps.clock.now() }) };
  const sent = await deps.sentLog.once({ eventId: event.id, kind: rule.kind, recipient: to }, () =>
    deps.mailer.send(mail),
  );
  log.info({ kind: rule.kind }, sent ? "mail sent" : "mail for this event was already sent; skipped");
}
