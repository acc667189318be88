import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What every log line written while handling one request, event or job carries, under one name per concept
 * across all services (README "Operating ShopScript" lists them):
 * - `reqId`: the id the gateway gave the seller's request (`x-request-id`). Events carry it on as their
 *   `correlationId`, and a consumer logs it again as `reqId`, so one value follows a request everywhere.
 * - `userId`: the seller's account id (never an email); `apiKeyId`: the API key a request came with.
 * - `eventId`: the event a consumer is handling.
 * - `batchId` / `rowId`: the catalog batch and row a work-queue job is for.
 * The service name (`service`) is bound by `createLogger`; `trace_id` / `span_id` are added when tracing is on.
 */
export interface LogContext {
  reqId?: string;
  userId?: string;
  apiKeyId?: string;
  eventId?: string;
  batchId?: string;
  rowId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/**
 * Runs `fn` with `fields` added to every log line written inside it (including in what it awaits). Nested
 * calls add to the outer context. Work-queue consumers use it for jobs:
 * `withLogContext({ batchId, rowId }, () => generate(row))`.
 */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  const outer = storage.getStore();
  return storage.run(outer ? { ...outer, ...fields } : { ...fields }, fn);
}

/**
 * Like `withLogContext`, but `store` itself becomes the context (not a copy), so the caller sees what
 * `addLogContext` adds during the work: the request log reads the user id from it when the response ends.
 */
export function runInLogContext<T>(store: LogContext, fn: () => T): T {
  return storage.run(store, fn);
}

/** Runs `fn` outside any log context: background work (the outbox relay) that a request merely woke. */
export function withoutLogContext<T>(fn: () => T): T {
  return storage.exit(fn);
}

/**
 * Adds fields to the current context in place, for what is learnt part-way through (the signed-in user once
 * the session is verified). Outside any context it does nothing.
 */
export function addLogContext(fields: LogContext): void {
  const current = storage.getStore();
  if (current) Object.assign(current, fields);
}

/** The context of the work in progress, if any. */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
