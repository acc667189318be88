import { randomUUID } from "node:crypto";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "../log/logger";
import { runInLogContext, type LogContext } from "../log/log-context";
import { traceIncomingRequest } from "../tracing/tracing";
import { httpMetricsRecorder, labelRoute, metricsEndpoint, type MetricsExposure } from "../metrics/http-metrics";
import { ServiceMetrics } from "../metrics/service-metrics";
import { errorMiddleware, notFound } from "./error-middleware";
import { redactUrl } from "../log/redact-url";

export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** A dependency the service needs to take traffic; it throws (or rejects) when the dependency does not answer. */
export type ReadinessCheck = () => Promise<unknown>;

export interface ServiceAppOptions {
  log: Logger;
  readiness?: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted before a 413. */
  jsonLimit?: string;
  /** Set while the process drains, so /readyz tells the load balancer to stop sending traffic. */
  isDraining?: () => boolean;
  /**
   * Services behind the gateway keep the request id it assigned; the gateway itself never trusts one
   * from a client (it could be used to forge or flood log correlation).
   */
  trustIncomingRequestId?: boolean;
  /** The gateway streams bodies through untouched, so it must not parse them. */
  parseJson?: boolean;
  /** The service's registry (runService makes one per service); a bare app gets a registry of its own. */
  metrics?: ServiceMetrics;
  /** Who may read GET /metrics: "network" (default, internal services) or "edge" (the public gateway). */
  metricsExposure?: MetricsExposure;
}

/** The operational endpoints: answered before any route, and left out of the request log. */
const QUIET_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The express app every service starts from: request id (from the gateway, else a fresh one), request
 * logging, HTTP metrics, JSON bodies, /healthz, /readyz and /metrics. Routes are mounted by the caller, who
 * then calls `finishServiceApp` to add the JSON 404 and the error middleware.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback, uniquelocal");
  const metrics = options.metrics ?? new ServiceMetrics({ service: serviceNameOf(options.log) });
  app.use(requestLifecycle(options, httpMetricsRecorder(app, metrics)));
  app.use(operationalEndpoints(options, metrics));
  if (options.parseJson !== false) app.use(express.json({ limit: options.jsonLimit ?? "256kb" }));
  return app;
}

declare module "http" {
  interface IncomingMessage {
    /** The request id (`x-request-id`): assigned by the gateway, kept by the services behind it. */
    id: string;
    /** The service's logger; lines written while handling the request carry its `reqId` (log context). */
    log: Logger;
  }
}

/** What the request middleware keeps on a response until it closes. */
interface RequestRecord {
  startedAt: number;
  context: LogContext;
  /** Whether this request gets a "request completed" line (not for health checks and scrapes, not below info). */
  logged: boolean;
}
const RECORD = Symbol("service-app.request");
type RecordedResponse = Response & { [RECORD]?: RequestRecord };

/**
 * Request id, log context, metrics and the one "request completed" line per request, in one middleware
 * with one listener for the end of the response. Built by hand rather than with pino-http: no child logger
 * and no serializer run per request; the line is assembled only when info is on. The listener is a single
 * function shared by every request (its state sits on the response), so a request adds no closures.
 * Everything the request does (routes, Prisma, events it emits) runs inside `withLogContext({ reqId })`, and
 * inside its server span when tracing is on.
 */
function requestLifecycle(
  options: ServiceAppOptions,
  recordMetrics: (req: Request, statusCode: number, seconds: number) => void,
): RequestHandler {
  const log = options.log;
  const trustIncoming = options.trustIncomingRequestId !== false;
  function onClose(this: RecordedResponse) {
    const record = this[RECORD]!;
    const elapsedMs = performance.now() - record.startedAt;
    const finished = this.writableFinished;
    // An aborted response has no status the client saw; it is logged, not counted.
    if (finished) recordMetrics(this.req, this.statusCode, elapsedMs / 1000);
    if (!record.logged) return;
    const req = this.req;
    log.info(
      {
        ...record.context,
        req: { method: req.method, url: redactUrl(req.originalUrl ?? req.url) },
        res: { statusCode: this.statusCode },
        responseTime: Math.round(elapsedMs),
      },
      finished ? "request completed" : "request aborted",
    );
  }
  return (req, res, next) => {
    const incoming = trustIncoming ? req.headers[REQUEST_ID_HEADER] : undefined;
    const id = typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    req.id = id;
    req.log = log;
    const context: LogContext = { reqId: id };
    (res as RecordedResponse)[RECORD] = {
      startedAt: performance.now(),
      context,
      logged: !QUIET_PATHS.has(req.url) && log.isLevelEnabled("info"),
    };
    res.on("close", onClose);
    const trace = traceIncomingRequest(req, res, trustIncoming);
    runInLogContext(context, trace ? () => trace(next) : next);
  };
}

/**
 * GET /healthz, /readyz and /metrics, answered by one middleware that looks the path up once (three express
 * routes would each match their pattern against every request the service gets).
 */
function operationalEndpoints(options: ServiceAppOptions, metrics: ServiceMetrics): RequestHandler {
  const endpoints: Record<string, RequestHandler> = {
    "/healthz": (_req, res) => {
      res.json({ status: "ok" });
    },
    "/readyz": async (_req, res) => {
      if (options.isDraining?.()) {
        res.status(503).json({ status: "draining" });
        return;
      }
      const report = await checkReadiness(options.readiness ?? {});
      res.status(report.ready ? 200 : 503).json({ status: report.ready ? "ready" : "unavailable", checks: report.checks });
    },
    "/metrics": metricsEndpoint(metrics, options.metricsExposure ?? "network"),
  };
  return (req, res, next) => {
    const endpoint = QUIET_PATHS.has(req.path) && (req.method === "GET" || req.method === "HEAD") ? endpoints[req.path] : undefined;
    if (!endpoint) return next();
    labelRoute(req, req.path);
    return endpoint(req, res, next);
  };
}

function serviceNameOf(log: Logger): string {
  const service = (log.bindings?.() as { service?: unknown } | undefined)?.service;
  return typeof service === "string" ? service : "unknown";
}

export function finishServiceApp(app: Express): Express {
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}

const READINESS_TIMEOUT_MS = 2000;

export async function checkReadiness(checks: Record<string, ReadinessCheck>) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), READINESS_TIMEOUT_MS, `${name} did not answer`);
        return [name, "ok"] as const;
      } catch (err) {
        return [name, err instanceof Error ? err.message : "failed"] as const;
      }
    }),
  );
  return { ready: entries.every(([, state]) => state === "ok"), checks: Object.fromEntries(entries) };
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
