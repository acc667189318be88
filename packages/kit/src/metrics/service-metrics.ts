import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { z } from "zod";
import type { ConsumeObserver, ConsumeOutcome } from "../bus/event-bus";
import type { Logger } from "../log/logger";
import type { OutboxRelay } from "../outbox/outbox-relay";

/** Every metric name starts with this, Node's default metrics included. */
export const METRIC_PREFIX = "shopscript_";

export const metricsEnvSchema = z.object({
  /** Bearer token every /metrics requires when set (see README "Metrics"). */
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
});

/** A collect() callback must not hold a scrape for longer than this. */
const COLLECT_TIMEOUT_MS = 2000;
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;

interface HttpSeries {
  requests: Counter.Internal;
  duration: Histogram.Internal<string>;
  /** Only on the 5xx series. */
  errors?: Counter.Internal;
}

let processRegistry: Registry | undefined;

/**
 * Node's default metrics (CPU, memory, event-loop lag, GC) describe the process, not a service, so they
 * are collected once per process however many services it runs, and appended to every service's output.
 */
function sharedProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
  }
  return processRegistry;
}

export interface ServiceMetricsOptions {
  /** The `service` label on every series of this registry. */
  service: string;
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  token?: string;
  /** Append the process-wide Node metrics to /metrics (runService does; unit tests need not). */
  processMetrics?: boolean;
}

/**
 * One Prometheus registry per running service. In the standalone mode six services share one Node process,
 * so prom-client's global registry would merge their series (and refuse the second registration of each
 * name); a registry per service, with a `service` default label, keeps each service's /metrics its own
 * in both modes. Only the process metrics are shared, because there is only one process to describe.
 */
export class ServiceMetrics {
  readonly service: string;
  readonly registry = new Registry();
  readonly token?: string;
  private readonly processMetrics: boolean;
  private readonly httpRequests: Counter;
  private readonly httpDuration: Histogram;
  private readonly httpErrors: Counter;
  /** method → route → series per status class; filled on first use so a request allocates no label objects. */
  private readonly httpSeries = new Map<string, Map<string, Array<HttpSeries | undefined>>>();
  private readonly published: Counter;
  private readonly publishFailed: Counter;
  private readonly consumed: Counter;
  /** Handed to the bus adapters with each subscription of this service. */
  readonly consumeObserver: ConsumeObserver;

  constructor(options: ServiceMetricsOptions) {
    this.service = options.service;
    this.token = options.token;
    this.processMetrics = options.processMetrics ?? false;
    this.registry.setDefaultLabels({ service: options.service });
    if (this.processMetrics) sharedProcessRegistry(); // event-loop lag is measured from now, not the first scrape
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: "HTTP requests answered, by method, route template and status class.",
      labelNames: ["method", "route", "status_class"],
      registers,
    });
    this.httpDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: "Time from receiving an HTTP request to the end of its response.",
      labelNames: ["method", "route", "status_class"],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.httpErrors = new Counter({
      name: `${METRIC_PREFIX}http_request_errors_total`,
      help: "HTTP requests answered with a 5xx status, by method and route template.",
      labelNames: ["method", "route"],
      registers,
    });
    this.published = new Counter({
      name: `${METRIC_PREFIX}events_published_total`,
      help: "Events the broker confirmed, by event type.",
      labelNames: ["type"],
      registers,
    });
    this.publishFailed = new Counter({
      name: `${METRIC_PREFIX}events_publish_failed_total`,
      help: "Publishes the broker refused or did not confirm in time (the outbox retries them), by event type.",
      labelNames: ["type"],
      registers,
    });
    this.consumed = new Counter({
      name: `${METRIC_PREFIX}events_consumed_total`,
      help: "Deliveries to this service's consumer, by event type and outcome (ok, retried, dead_lettered).",
      labelNames: ["type", "outcome"],
      registers,
    });
    const publishedSeries = new Map<string, Counter.Internal>();
    const failedSeries = new Map<string, Counter.Internal>();
    this.observePublish = (type, ok) => {
      const cache = ok ? publishedSeries : failedSeries;
      let series = cache.get(type);
      if (!series) cache.set(type, (series = (ok ? this.published : this.publishFailed).labels(type)));
      series.inc();
    };
    const consumedSeries = new Map<string, Counter.Internal>();
    this.consumeObserver = {
      consumed: (type: string, outcome: ConsumeOutcome) => {
        const key = `${type} ${outcome}`;
        let series = consumedSeries.get(key);
        if (!series) consumedSeries.set(key, (series = this.consumed.labels(type, outcome)));
        series.inc();
      },
    };
  }

  /** Records one answered request; `route` must be a template or a fixed label, never a raw URL. */
  observeHttp(method: string, route: string, status: number, seconds: number): void {
    const classIndex = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
    let byRoute = this.httpSeries.get(method);
    if (!byRoute) this.httpSeries.set(method, (byRoute = new Map()));
    let byClass = byRoute.get(route);
    if (!byClass) byRoute.set(route, (byClass = new Array<HttpSeries | undefined>(STATUS_CLASSES.length)));
    let series = byClass[classIndex];
    if (!series) {
      const statusClass = STATUS_CLASSES[classIndex]!;
      series = byClass[classIndex] = {
        requests: this.httpRequests.labels(method, route, statusClass),
        duration: this.httpDuration.labels(method, route, statusClass),
        errors: statusClass === "5xx" ? this.httpErrors.labels(method, route) : undefined,
      };
    }
    series.requests.inc();
    series.duration.observe(seconds);
    series.errors?.inc();
  }

  /** Counts a publish attempt of this service (the wrapper from `observeBus` calls it). */
  readonly observePublish: (type: string, ok: boolean) => void;

  /**
   * A gauge read at scrape time (a collect() callback), so it costs nothing between scrapes. When `read`
   * fails the gauge reports NaN rather than failing the whole scrape or repeating a stale value.
   */
  gaugeAtScrape(name: string, help: string, read: () => Promise<number>, log?: Logger): Gauge {
    return new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      registers: [this.registry],
      async collect() {
        let timer: NodeJS.Timeout | undefined;
        try {
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer within ${COLLECT_TIMEOUT_MS} ms`)),
              COLLECT_TIMEOUT_MS,
            );
          });
          this.set(await Promise.race([read(), timeout]));
        } catch (err) {
          log?.warn(
            { err: err instanceof Error ? err.message : String(err), metric: name },
            "could not read a metric",
          );
          this.set(Number.NaN);
        } finally {
          clearTimeout(timer);
        }
      },
    });
  }

  /**
   * A counter kept by someone else (a count since start) and copied at scrape time, so it costs nothing
   * between scrapes; `_total` is appended as Prometheus names counters.
   */
  counterAtScrape(name: string, help: string, read: () => number): Counter {
    return new Counter({
      name: `${METRIC_PREFIX}${name}_total`,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  /** `outbox_backlog`: events committed but not yet confirmed by the broker (a cheap COUNT on a partial index). */
  watchOutbox(relay: Pick<OutboxRelay, "pendingCount">, log?: Logger): void {
    this.gaugeAtScrape(
      "outbox_backlog",
      "Outbox events not yet published, counted at scrape time.",
      () => relay.pendingCount(),
      log,
    );
  }

  /**
   * A histogram over two labels whose children are cached, so observing allocates no label object.
   * Both labels must come from bounded sets (enums), never from user input.
   */
  histogram2<A extends string, B extends string>(
    name: string,
    help: string,
    labelNames: [A, B],
    buckets: number[],
  ): (a: string, b: string, value: number) => void {
    const histogram = new Histogram({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      buckets,
      registers: [this.registry],
    });
    const children = new Map<string, Map<string, Histogram.Internal<A | B>>>();
    return (a, b, value) => {
      let byB = children.get(a);
      if (!byB) children.set(a, (byB = new Map()));
      let child = byB.get(b);
      if (!child) byB.set(b, (child = histogram.labels(a, b)));
      child.observe(value);
    };
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text for /metrics: this service's series, then the process's. */
  async render(): Promise<string> {
    const own = await this.registry.metrics();
    if (!this.processMetrics) return own;
    return `${own}${own.endsWith("\n") ? "" : "\n"}${await sharedProcessRegistry().metrics()}`;
  }
}
