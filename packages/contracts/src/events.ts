import { z } from "zod";
import { paidPlanIdSchema, platformSchema, toneSchema } from "./enum-schemas";
import { generationRequestSchema, generationResultSchema, writerSchema } from "./api/generation";
import { isoDateTimeSchema } from "./iso-datetime";
import { storePlatformSchema } from "./api/connections";

// The envelope every event travels in (ARCHITECTURE section 3). `type` is also the routing key.
// `version` is a literal so a consumer never half-understands a future shape: it dead-letters it.
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.literal(1),
  occurredAt: isoDateTimeSchema,
  correlationId: z.string().min(1),
  payload: z.unknown(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

const userId = z.uuid();
const email = z.string().min(1);

// Tokens appear only in the events the notifier consumes to mail a link (sign-up, new verification
// link, reset). Only the owner (auth) stores them, hashed; no other consumer may log or keep them.
const token = z.string().min(1);
const tokenRequest = z.object({ userId, email, token, expiresAt: isoDateTimeSchema });

// Every event type in ARCHITECTURE section 2 and the payload it carries. Adding an event means
// adding it here; parseEvent refuses anything else.
export const EVENT_PAYLOAD_SCHEMAS = {
  // Carries the first verification link's token so one event makes the notifier send the welcome mail.
  "user.registered": z.object({
    userId,
    email,
    trialStartDate: isoDateTimeSchema,
    verification: z.object({ token, expiresAt: isoDateTimeSchema }),
  }),
  // Someone signed up with an address that already has an account; the notifier tells its owner
  // instead of the API revealing that the account exists.
  "user.registration_attempted": z.object({ email }),
  // Someone asked for a reset link. Auth sends this to itself, for a known and an unknown address alike,
  // so the request does the same work either way; its consumer mails a link only if the account exists.
  "password.reset.asked": z.object({ email }),
  "email.verification.requested": tokenRequest,
  "user.email_verified": z.object({ userId }),
  "password.reset.requested": tokenRequest,
  // A reset also revokes every API key of the account (issue 26): how many, so the mail can say so.
  "password.reset.completed": z.object({ userId, email, apiKeysRevoked: z.number().int().nonnegative().optional() }),
  // The signed-in owner chose a new password (with the current one); the other sessions were signed out, and
  // the API keys too when the owner asked (apiKeysRevoked: how many).
  "password.changed": z.object({ userId, email, apiKeysRevoked: z.number().int().nonnegative().optional() }),
  "user.deleted": z.object({ userId, email }),
  "subscription.activated": z.object({
    userId,
    plan: paidPlanIdSchema,
    currentPeriodEnd: isoDateTimeSchema.nullable(),
    /**
     * Subscribed during the trial with its days kept: nothing is charged until then (the mail must not speak
     * of a renewal or a refund). Absent when the subscription was charged at checkout.
     */
    firstChargeAt: isoDateTimeSchema.nullable().optional(),
  }),
  "subscription.canceled": z.object({ userId, accessUntil: isoDateTimeSchema.nullable() }),
  // A live subscription moved to another plan (Pro → Starter in the billing portal): what it includes changes now.
  "subscription.plan_changed": z.object({ userId, plan: paidPlanIdSchema }),
  "subscription.payment_failed": z.object({ userId }),
  // userId is null for the anonymous demo.
  "description.generated": z.object({
    userId: userId.nullable(),
    platform: platformSchema,
    tone: toneSchema,
    writer: writerSchema,
    latencyMs: z.number().int().min(0),
    /** Whether every check of the checker passed (absent in events from before analytics). */
    checksPassed: z.boolean().optional(),
    /** The API key that asked, when it came through /api/v1 (analytics counts calls per key). */
    apiKeyId: z.uuid().nullable().optional(),
  }),
  "description.saved": z.object({
    userId,
    descriptionId: z.uuid(),
    platform: platformSchema,
    apiKeyId: z.uuid().nullable().optional(),
  }),
  // Deleted by the seller: hidden at once, restorable for DESCRIPTION_RESTORE_HOURS (then purged for good).
  "description.deleted": z.object({ userId, descriptionId: z.uuid() }),
  // Brought back by the seller (Undo) within that window.
  "description.restored": z.object({ userId, descriptionId: z.uuid() }),
  // Catalog mode (batches). The catalog asks for one product's listing through the work queue
  // `generator.jobs` (competing generator instances); `requestId` names this one attempt, so a result for
  // an attempt the catalog has since replaced (regenerate, cancel) is recognised and ignored.
  "generation.requested": z.object({
    userId,
    jobId: z.uuid(),
    rowId: z.uuid(),
    requestId: z.uuid(),
    product: generationRequestSchema,
  }),
  "generation.completed": z.object({
    userId,
    jobId: z.uuid(),
    rowId: z.uuid(),
    requestId: z.uuid(),
    result: generationResultSchema,
    latencyMs: z.number().int().min(0),
  }),
  "generation.failed": z.object({
    userId,
    jobId: z.uuid(),
    rowId: z.uuid(),
    requestId: z.uuid(),
    reason: z.string().min(1).max(1000),
    /** False when the generator refused the input itself (no retry helps); true after the retry limit. */
    deadLettered: z.boolean(),
  }),
  // The generator did not write the row, for a reason about the seller's account rather than the row: the
  // seller may no longer generate, or billing could not say. The catalog puts the row back to pending (not
  // failed) and pauses the job with the reason; nothing about the row itself went wrong.
  "generation.deferred": z.object({
    userId,
    jobId: z.uuid(),
    rowId: z.uuid(),
    requestId: z.uuid(),
    reason: z.enum(["not_entitled", "billing_unavailable"]),
  }),
  // Integrations (issue 30): a seller's store. No credential ever travels in an event.
  "store.connected": z.object({
    userId,
    connectionId: z.uuid(),
    platform: storePlatformSchema,
    shop: z.string().min(1).max(255),
  }),
  // The seller disconnected it, the store uninstalled the app, or the store refused the credential (revoked).
  "store.disconnected": z.object({
    userId,
    connectionId: z.uuid(),
    platform: storePlatformSchema,
    reason: z.enum(["seller", "uninstalled", "revoked", "user_deleted"]),
  }),
  // One product's approved fields written to the store (with the snapshot of what they replaced kept).
  "product.published": z.object({
    userId,
    connectionId: z.uuid(),
    runId: z.uuid(),
    productId: z.string().min(1),
    fields: z.array(z.string().min(1)).min(1),
  }),
  // One product's fields put back to the snapshot taken before a publish.
  "product.restored": z.object({
    userId,
    connectionId: z.uuid(),
    runId: z.uuid(),
    productId: z.string().min(1),
    fields: z.array(z.string().min(1)).min(1),
  }),
} as const;

export type EventType = keyof typeof EVENT_PAYLOAD_SCHEMAS;

/**
 * Where an event carries a secret (a link token the notifier must mail). Once the event is published,
 * the publisher's outbox keeps it without them (`withoutSecrets`), so no usable token stays at rest there.
 */
export const EVENT_SECRET_PATHS: { readonly [T in EventType]?: readonly (readonly string[])[] } = {
  "user.registered": [["verification", "token"]],
  "email.verification.requested": [["token"]],
  "password.reset.requested": [["token"]],
};

export const REDACTED = "[redacted]";

/** A copy of `event` with every secret replaced by REDACTED (the event itself is left as it is). */
export function withoutSecrets<E extends { type: string; payload: unknown }>(event: E): E {
  const paths = EVENT_SECRET_PATHS[event.type as EventType];
  if (!paths) return event;
  const copy = JSON.parse(JSON.stringify(event)) as E;
  for (const path of paths) {
    let node = copy.payload as Record<string, unknown> | undefined;
    for (const key of path.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined;
    const last = path.at(-1)!;
    if (node && typeof node[last] === "string") node[last] = REDACTED;
  }
  return copy;
}
export const EVENT_TYPES = Object.keys(EVENT_PAYLOAD_SCHEMAS) as readonly EventType[];

export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_PAYLOAD_SCHEMAS)[T]>;

// Distributes over T, so DomainEvent (all types) is a union that narrows on `type`.
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: Omit<EventEnvelope, "type" | "payload"> & { type: K; payload: EventPayload<K> };
}[T];

export interface CreateEventOptions {
  /** The request or upstream event this one follows from, so logs can be joined across services. */
  correlationId: string;
  id?: string;
  occurredAt?: string | Date;
}

function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(EVENT_PAYLOAD_SCHEMAS, type);
}

// "payload.userId: Invalid UUID; ..." — short enough for a log line or a dead-letter header.
function describeIssues(error: z.ZodError, prefix: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/**
 * Builds a valid event. Throws on a bad payload: publishing something consumers will dead-letter
 * is a bug in the publisher, and it is cheapest to find where it happens.
 */
export function createEvent<T extends EventType>(
  type: T,
  payload: EventPayload<T>,
  options: CreateEventOptions,
): DomainEvent<T> {
  const parsed = EVENT_PAYLOAD_SCHEMAS[type].safeParse(payload);
  if (!parsed.success) throw new Error(`Invalid ${type} event: ${describeIssues(parsed.error, "payload")}`);
  const occurredAt = options.occurredAt ?? new Date();
  const envelope = eventEnvelopeSchema.safeParse({
    // globalThis.crypto works in Node ≥19 and browsers alike; this package must stay importable by the web app.
    id: options.id ?? globalThis.crypto.randomUUID(),
    type,
    version: 1,
    occurredAt: typeof occurredAt === "string" ? occurredAt : occurredAt.toISOString(),
    correlationId: options.correlationId,
    payload: parsed.data,
  });
  if (!envelope.success) throw new Error(`Invalid ${type} event: ${describeIssues(envelope.error, "")}`);
  return { ...envelope.data, type, payload: parsed.data } as DomainEvent<T>;
}

export type ParseEventResult = { ok: true; event: DomainEvent } | { ok: false; reason: string };

/** For consumers: check the envelope, then the payload for its type. A failure says why, for the dead-letter queue. */
export function parseEvent(raw: unknown): ParseEventResult {
  const envelope = eventEnvelopeSchema.safeParse(raw);
  if (!envelope.success)
    return { ok: false, reason: `invalid envelope: ${describeIssues(envelope.error, "")}` };
  const { type } = envelope.data;
  if (!isEventType(type)) return { ok: false, reason: `unknown event type "${type}"` };
  const payload = EVENT_PAYLOAD_SCHEMAS[type].safeParse(envelope.data.payload);
  if (!payload.success) {
    return { ok: false, reason: `invalid ${type} payload: ${describeIssues(payload.error, "payload")}` };
  }
  return { ok: true, event: { ...envelope.data, type, payload: payload.data } as DomainEvent };
}
