import os from "node:os";
import { Router } from "express";
import {
  AppError,
  ConfigError,
  createServiceApp,
  finishServiceApp,
  loadConfig,
  metricsEnvSchema,
  ServiceMetrics,
  startHttpServer,
  type RunningHttpServer,
  type ServiceAppOptions,
} from "../src";
import { quietLogger } from "../testing";
import { metricValue } from "../testing/metrics-text";
import { rawRequest } from "../testing/raw-http";

const TOKEN = "a-metrics-token-for-tests-0123456789";

/** A service shaped like the real ones: a router mounted under /api with a parameterised route. */
function buildApp(options: Partial<ServiceAppOptions> = {}) {
  const metrics = options.metrics ?? new ServiceMetrics({ service: "widgets" });
  const app = createServiceApp({ log: quietLogger(), ...options, metrics });
  const widgets = Router();
  widgets.get("/:id", (req, res) => {
    res.json({ id: req.params.id });
  });
  widgets.delete("/:id", () => {
    throw new Error("storage is down");
  });
  widgets.post("/:id/parts/:part", () => {
    throw AppError.notFound("No such part");
  });
  app.use("/api/widgets", widgets);
  finishServiceApp(app);
  return { app, metrics };
}

async function start(options: Partial<ServiceAppOptions> = {}, host = "127.0.0.1") {
  const { app, metrics } = buildApp(options);
  return { server: await startHttpServer(app, 0, host), metrics };
}

/** A raw request: fetch would refuse some headers and normalise paths. */

describe("HTTP metrics of the service app", () => {
  let server: RunningHttpServer | undefined;
  afterEach(async () => {
    await server?.close(200);
    server = undefined;
  });

  it("counts and times requests by route template, never by raw URL, and counts 5xx as errors", async () => {
    ({ server } = await start());
    const call = (method: string, path: string) =>
      fetch(`${server!.url}${path}`, { method, signal: AbortSignal.timeout(5000) });
    for (const id of ["w-1", "w-2", "w-3"])
      expect((await call("GET", `/api/widgets/${id}`)).status).toBe(200);
    expect((await call("DELETE", "/api/widgets/w-9")).status).toBe(500);
    expect((await call("POST", "/api/widgets/w-9/parts/p-1")).status).toBe(404);
    expect((await call("GET", "/no/such/path/123")).status).toBe(404);
    expect((await call("GET", "/another/unknown/456")).status).toBe(404);

    const res = await call("GET", "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const requests = (labels: Record<string, string>) =>
      metricValue(text, "shopscript_http_requests_total", labels);

    expect(
      requests({ method: "GET", route: "/api/widgets/:id", status_class: "2xx", service: "widgets" }),
    ).toBe(3);
    // The error left its router through next(err): the template still has the router's mount path.
    expect(requests({ method: "DELETE", route: "/api/widgets/:id", status_class: "5xx" })).toBe(1);
    expect(requests({ method: "POST", route: "/api/widgets/:id/parts/:part", status_class: "4xx" })).toBe(1);
    expect(requests({ method: "GET", route: "unmatched", status_class: "4xx" })).toBe(2);
    expect(text).not.toMatch(/w-1|w-9|p-1|\/no\/such|456/);

    const histogram = { method: "GET", route: "/api/widgets/:id", status_class: "2xx" };
    expect(metricValue(text, "shopscript_http_request_duration_seconds_count", histogram)).toBe(3);
    expect(
      metricValue(text, "shopscript_http_request_duration_seconds_bucket", { ...histogram, le: "+Inf" }),
    ).toBe(3);
    expect(metricValue(text, "shopscript_http_request_duration_seconds_sum", histogram)).toBeGreaterThan(0);

    expect(
      metricValue(text, "shopscript_http_request_errors_total", {
        method: "DELETE",
        route: "/api/widgets/:id",
      }),
    ).toBe(1);
    expect(metricValue(text, "shopscript_http_request_errors_total", { method: "GET" })).toBeUndefined();
  });

  it("keeps each service's series in its own registry (six services share one process in standalone)", async () => {
    const a = buildApp({ metrics: new ServiceMetrics({ service: "alpha" }) });
    const b = buildApp({ metrics: new ServiceMetrics({ service: "beta" }) });
    const serverA = await startHttpServer(a.app, 0, "127.0.0.1");
    const serverB = await startHttpServer(b.app, 0, "127.0.0.1");
    try {
      await fetch(`${serverA.url}/api/widgets/1`);
      await fetch(`${serverA.url}/api/widgets/2`);
      await fetch(`${serverB.url}/api/widgets/3`);
      const textA = await (await fetch(`${serverA.url}/metrics`)).text();
      const textB = await (await fetch(`${serverB.url}/metrics`)).text();
      const widgetGets = (text: string) =>
        metricValue(text, "shopscript_http_requests_total", { route: "/api/widgets/:id" });
      expect(widgetGets(textA)).toBe(2);
      expect(widgetGets(textB)).toBe(1);
      expect(textA).toContain('service="alpha"');
      expect(textA).not.toContain('service="beta"');
    } finally {
      await serverA.close(200);
      await serverB.close(200);
    }
  });

  it("appends the process's Node metrics under the shopscript_ prefix when asked", async () => {
    ({ server } = await start({ metrics: new ServiceMetrics({ service: "widgets", processMetrics: true }) }));
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(metricValue(text, "shopscript_process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(metricValue(text, "shopscript_process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(metricValue(text, "shopscript_nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("with a token, serves /metrics only to a matching bearer and answers everyone else like an unknown path", async () => {
    ({ server } = await start({ metrics: new ServiceMetrics({ service: "widgets", token: TOKEN }) }));
    const none = await rawRequest(server.url, { path: "/metrics" });
    expect(none.status).toBe(404);
    expect(JSON.parse(none.body)).toMatchObject({ code: "NOT_FOUND" });
    expect(
      (await rawRequest(server.url, { path: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } }))
        .status,
    ).toBe(404);
    expect(
      (await rawRequest(server.url, { path: "/metrics", headers: { authorization: `Basic ${TOKEN}` } }))
        .status,
    ).toBe(404);
    const ok = await rawRequest(server.url, {
      path: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.status).toBe(200);
    expect(
      metricValue(ok.body, "shopscript_http_requests_total", { route: "/metrics", status_class: "4xx" }),
    ).toBe(3);
  });

  it("at the edge without a token, serves only a direct loopback caller, not one relayed by a proxy", async () => {
    ({ server } = await start({ metricsExposure: "edge" }));
    expect((await rawRequest(server.url, { path: "/metrics" })).status).toBe(200);
    expect(
      (await rawRequest(server.url, { path: "/metrics", headers: { "x-forwarded-for": "203.0.113.7" } }))
        .status,
    ).toBe(404);
    expect(
      (await rawRequest(server.url, { path: "/metrics", headers: { forwarded: "for=203.0.113.7" } })).status,
    ).toBe(404);
    expect(
      (await rawRequest(server.url, { path: "/metrics", headers: { "x-real-ip": "203.0.113.7" } })).status,
    ).toBe(404);
  });

  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
  (external ? it : it.skip)(
    "at the edge without a token, refuses a caller from another address",
    async () => {
      ({ server } = await start({ metricsExposure: "edge" }, "0.0.0.0"));
      const viaInterface = `http://${external}:${server.port}`;
      expect((await rawRequest(viaInterface, { path: "/healthz" })).status).toBe(200);
      expect((await rawRequest(viaInterface, { path: "/metrics" })).status).toBe(404);
      // An internal service ("network") trusts its network policy instead.
      await server.close(200);
      ({ server } = await start({}, "0.0.0.0"));
      expect((await rawRequest(`http://${external}:${server.port}`, { path: "/metrics" })).status).toBe(200);
    },
  );

  it("refuses a METRICS_TOKEN too short to be a secret", () => {
    expect(() => loadConfig(metricsEnvSchema, { METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(loadConfig(metricsEnvSchema, { METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(loadConfig(metricsEnvSchema, {}).METRICS_TOKEN).toBeUndefined();
  });
});
