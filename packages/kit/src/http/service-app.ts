import { randomUUID } from "node:crypto";
import express, { type Express } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "../log/logger";
import { installHttpMetrics, metricsEndpoint, type MetricsExposure } from "../metrics/http-metrics";
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
  installHttpMetrics(app, metrics);
  app.use(
    pinoHttp({
      logger: options.log,
      genReqId: (req, res) => {
        const incoming = options.trustIncomingRequestId === false ? undefined : req.headers[REQUEST_ID_HEADER];
        const id = typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        req.headers[REQUEST_ID_HEADER] = id;
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      customAttributeKeys: { reqId: "reqId" },
      autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? "") },
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    if (options.isDraining?.()) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const report = await checkReadiness(options.readiness ?? {});
    res.status(report.ready ? 200 : 503).json({ status: report.ready ? "ready" : "unavailable", checks: report.checks });
  });
  app.get("/metrics", metricsEndpoint(metrics, options.metricsExposure ?? "network"));
  if (options.parseJson !== false) app.use(express.json({ limit: options.jsonLimit ?? "256kb" }));
  return app;
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
