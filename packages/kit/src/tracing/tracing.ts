import type { IncomingMessage, ServerResponse } from "node:http";
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from "@opentelemetry/api";
import { setLogTraceFields } from "../log/logger";
import { redactUrl } from "../log/redact-url";

/**
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test hands `startTracing` an
 * exporter). While off, every function here returns at its first line and the SDK is never loaded: the
 * request path pays one `undefined` check. While on:
 * - W3C `traceparent` is read from incoming requests (not at the gateway, which starts every trace, as it
 *   assigns every request id), written on the gateway's proxied requests, on RabbitMQ message headers, and
 *   stored with each outbox row so the relay's publish continues the trace of the request that wrote it;
 * - spans: HTTP server (every service), gateway → upstream client, Prisma queries (@prisma/instrumentation),
 *   event publish (producer) and handling (consumer), the writer and the page reader (`withSpan`);
 * - every log line carries `trace_id` and `span_id` of the active span.
 */

/** A span exporter as the SDK defines it; `InMemorySpanExporter` in tests, OTLP otherwise. */
export interface SpanExporterLike {
  export(spans: unknown[], resultCallback: (result: { code: number; error?: Error }) => void): void;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** `service.name` of the process's spans (OTEL_SERVICE_NAME wins when set). */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Tests: spans go here, synchronously as each ends, instead of over OTLP. */
  exporter?: SpanExporterLike;
}

export interface RunningTracing {
  /** Exports what is buffered and turns tracing off again. */
  stop(): Promise<void>;
}

/** Set while tracing is on; `undefined` is the whole of "off". */
let tracer: Tracer | undefined;
let running: (RunningTracing & { serviceName: string }) | undefined;

export const isTracing = (): boolean => tracer !== undefined;

/**
 * Turns tracing on for this process if it is configured; a second call returns the running instance (the
 * standalone mode starts six services in one process). Returns undefined when tracing stays off.
 */
export function startTracing(options: TracingOptions): RunningTracing | undefined {
  if (running) return running;
  const env = options.env ?? process.env;
  if (!options.exporter && !env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
    return undefined;
  // Loaded here only: a process with tracing off never reads the SDK from disk.
  const sdk = require("@opentelemetry/sdk-trace-base") as typeof import("@opentelemetry/sdk-trace-base");
  const { AsyncLocalStorageContextManager } =
    require("@opentelemetry/context-async-hooks") as typeof import("@opentelemetry/context-async-hooks");
  const { W3CTraceContextPropagator } =
    require("@opentelemetry/core") as typeof import("@opentelemetry/core");
  const { resourceFromAttributes } =
    require("@opentelemetry/resources") as typeof import("@opentelemetry/resources");
  const { PrismaInstrumentation } =
    require("@prisma/instrumentation") as typeof import("@prisma/instrumentation");
  let processor;
  if (options.exporter) {
    processor = new sdk.SimpleSpanProcessor(options.exporter as never);
  } else {
    const { OTLPTraceExporter } =
      require("@opentelemetry/exporter-trace-otlp-http") as typeof import("@opentelemetry/exporter-trace-otlp-http");
    // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS itself.
    processor = new sdk.BatchSpanProcessor(new OTLPTraceExporter());
  }
  const serviceName = env.OTEL_SERVICE_NAME || options.serviceName;
  const provider = new sdk.BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [processor],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const prisma = new PrismaInstrumentation();
  prisma.setTracerProvider(provider);
  prisma.enable();
  tracer = provider.getTracer("shopscript");
  setLogTraceFields(activeTraceFields);
  running = {
    serviceName,
    stop: async () => {
      prisma.disable();
      setLogTraceFields(undefined);
      tracer = undefined;
      running = undefined;
      await provider.forceFlush().catch(() => undefined);
      await provider.shutdown().catch(() => undefined);
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
  return running;
}

function activeTraceFields(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getSpan(context.active());
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent; the active context when omitted. */
  parent?: Context;
}

/**
 * Runs `fn` inside a span named `name` (ended when `fn` settles; a throw marks it failed). Off: just `fn()`,
 * its own promise returned as it is (no async wrapper: every generation and query passes here).
 */
export function withSpan<T>(
  name: string,
  options: SpanOptions,
  fn: (span?: Span) => Promise<T>,
): Promise<T> {
  if (tracer) return inSpan(tracer, name, options, fn);
  try {
    return fn();
  } catch (err) {
    // As an async function would: a throw becomes the rejection.
    return Promise.reject(err);
  }
}

async function inSpan<T>(tracer: Tracer, name: string, options: SpanOptions, fn: (span?: Span) => Promise<T>): Promise<T> {
  const span = tracer.startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    options.parent ?? context.active(),
  );
  try {
    return await context.with(trace.setSpan(options.parent ?? context.active(), span), () => fn(span));
  } catch (err) {
    failSpan(span, err);
    throw err;
  } finally {
    span.end();
  }
}

function failSpan(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/** Writes the active trace context (`traceparent`) into message or request headers. Off: nothing. */
export function injectTraceHeaders(headers: Record<string, unknown>): void {
  if (!tracer) return;
  propagation.inject(context.active(), headers);
}

/**
 * The trace context carried by message headers (RabbitMQ, the in-process bus): a new trace's root when they
 * carry none; undefined when tracing is off.
 */
export function contextFromHeaders(headers: Record<string, unknown> | undefined): Context | undefined {
  if (!tracer) return undefined;
  const carrier: Record<string, string> = {};
  for (const key of TRACE_HEADERS) if (typeof headers?.[key] === "string") carrier[key] = headers[key];
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** The active `traceparent`, to store with an outbox row; undefined when off or outside any span. */
export function currentTraceparent(): string | undefined {
  if (!tracer) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The headers `injectTraceHeaders` writes, named for callers that strip or copy them. */
export const TRACE_HEADERS = ["traceparent", "tracestate"] as const;

/**
 * The server span of one incoming request (service-app's request log calls it). Returns a function that runs
 * the rest of the request inside that span, or undefined when tracing is off. `trustIncoming` false (the
 * public gateway) starts a new trace instead of continuing one a client sent.
 */
export function traceIncomingRequest(
  req: IncomingMessage & { route?: { path?: string }; baseUrl?: string },
  res: ServerResponse,
  trustIncoming: boolean,
): ((next: () => void) => void) | undefined {
  if (!tracer) return undefined;
  const parent = trustIncoming ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
  const method = req.method ?? "GET";
  // A span is exported to the collector like a log line: a secret in the path (a key pasted into a URL) is not.
  const path = redactUrl((req.url ?? "/").split("?")[0]!);
  const span = tracer.startSpan(
    `${method} ${path}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        "http.request.method": method,
        "url.path": path,
        "shopscript.request_id": String(req.headers["x-request-id"] ?? ""),
      },
    },
    parent,
  );
  res.once("close", () => {
    span.setAttribute("http.response.status_code", res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    if (!res.writableFinished) span.setAttribute("http.aborted", true);
    span.end();
  });
  const active = trace.setSpan(parent, span);
  return (next) => context.with(active, next);
}

/**
 * A client span for an outgoing request (the gateway's proxy), with its `traceparent` set on the request via
 * `setHeader`. Returns `end(statusCode | error)`, or undefined when tracing is off.
 */
export function traceOutgoingRequest(
  name: string,
  attributes: Attributes,
  setHeader: (name: string, value: string) => void,
): ((outcome: number | Error) => void) | undefined {
  if (!tracer) return undefined;
  const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  for (const [key, value] of Object.entries(headers)) setHeader(key, value);
  let ended = false;
  return (outcome) => {
    if (ended) return;
    ended = true;
    if (typeof outcome === "number") {
      span.setAttribute("http.response.status_code", outcome);
      if (outcome >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    } else {
      failSpan(span, outcome);
    }
    span.end();
  };
}

/** Runs `fn` with no active span (background work a request merely woke). Off: just `fn()`. */
export function withoutTrace<T>(fn: () => T): T {
  if (!tracer) return fn();
  return context.with(ROOT_CONTEXT, fn);
}

export { SpanKind };
