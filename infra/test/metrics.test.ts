import { eventually } from "@shopscript/kit/testing";
import { metricValue } from "@shopscript/kit/testing/metrics-text";
import { rawRequest } from "@shopscript/kit/testing/raw-http";
import { startTestSystem, type TestSystem } from "../test-support/test-system";

const TOKEN = "system-test-metrics-token-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };

/** A raw GET: fetch would normalise "/../" away before sending, which is exactly what must be tried here. */

describe("metrics of the running system", () => {
  let t: TestSystem;
  const urlOf = (name: string) => t.system.services.find((s) => s.name === name)!.url;
  const scrape = async (name: string) => {
    const res = await rawRequest(urlOf(name), { path: "/metrics", headers: bearer });
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestSystem({ METRICS_TOKEN: TOKEN });
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("times a generation in the generator's histogram by writer and platform, and counts the route by template", async () => {
    const client = t.client();
    const registered = await client.post("/api/auth/register", {
      email: `metrics${Date.now()}@example.com`,
      password: "metrics pass 1",
    });
    expect(registered.status).toBe(201);
    const generated = await client.post("/api/generate-description", {
      productName: "Insulated Steel Water Bottle",
      keywords: "stainless steel, 750 ml, leak-proof lid",
      platform: "etsy",
      tone: "casual",
      productUrl: "",
    });
    expect(generated.status).toBe(200);
    expect(generated.json.writer).toBe("builtin");

    const text = await scrape("generator");
    const labels = { writer: "builtin", platform: "etsy", service: "generator" };
    expect(metricValue(text, "shopscript_generation_duration_seconds_count", labels)).toBe(1);
    expect(
      metricValue(text, "shopscript_generation_duration_seconds_bucket", { ...labels, le: "+Inf" }),
    ).toBe(1);
    expect(metricValue(text, "shopscript_generation_duration_seconds_sum", labels)).toBeGreaterThan(0);
    expect(
      metricValue(text, "shopscript_http_requests_total", {
        method: "POST",
        route: "/api/generate-description",
        status_class: "2xx",
      }),
    ).toBe(1);
    // The usage record went onto the bus, counted by the service that published it. The generator publishes it
    // without holding the answer (service.ts: a statistic, not a seller's data) and counts it once the broker
    // confirms, which under load comes after the answer (a fresh-clone CI run scraped it undefined): the scrape
    // is repeated until it is counted, for up to 10 s.
    await eventually(
      async () =>
        metricValue(await scrape("generator"), "shopscript_events_published_total", {
          type: "description.generated",
          service: "generator",
        }) === 1 || undefined,
      "the generator counted the description.generated it published",
    );
    expect(metricValue(text, "shopscript_process_resident_memory_bytes")).toBeGreaterThan(0);

    // Sign-up went through auth's outbox to billing's consumer: each side counts its half.
    await eventually(
      async () =>
        metricValue(await scrape("billing"), "shopscript_events_consumed_total", {
          type: "user.registered",
          outcome: "ok",
        }) === 1,
      "billing counted the user.registered it handled",
    );
    const auth = await scrape("auth");
    expect(
      metricValue(auth, "shopscript_events_published_total", { type: "user.registered", service: "auth" }),
    ).toBe(1);
    expect(metricValue(auth, "shopscript_outbox_backlog", { service: "auth" })).toBe(0);
  });

  it("serves the gateway's /metrics only with the token, with proxied routes labelled by their route-table prefix", async () => {
    const without = await rawRequest(t.url, { path: "/metrics" });
    expect(without.status).toBe(404);
    expect(JSON.parse(without.body)).toEqual({ message: "No route for GET /metrics", code: "NOT_FOUND" });
    expect(
      (
        await rawRequest(t.url, {
          path: "/metrics",
          headers: { authorization: "Bearer not-the-token-at-all-000" },
        })
      ).status,
    ).toBe(404);
    // The token is required on the internal services too once it is set.
    expect((await rawRequest(urlOf("generator"), { path: "/metrics" })).status).toBe(404);

    const served = await rawRequest(t.url, { path: "/metrics", headers: bearer });
    expect(served.status).toBe(200);
    const count = (labels: Record<string, string>) =>
      metricValue(served.body, "shopscript_http_requests_total", { service: "gateway", ...labels });
    expect(
      count({ method: "POST", route: "/api/generate-description", status_class: "2xx" }),
    ).toBeGreaterThanOrEqual(1);
    expect(count({ method: "POST", route: "/api/auth", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(count({ method: "GET", route: "/metrics", status_class: "4xx" })).toBe(2);
    expect(served.body).not.toMatch(/route="\/api\/auth\/register"/);
  });

  it("shows the gateway reading session states from its local copy (live, and a signed-in request's second read is a hit)", async () => {
    const client = t.client();
    const registered = await client.post("/api/auth/register", { email: `copy${Date.now()}@example.com`, password: "pepper mill 42" });
    expect(registered.status).toBe(201);
    const before = await scrape("gateway");
    expect(metricValue(before, "shopscript_gateway_session_copy_live", { service: "gateway" })).toBe(1);
    const hits = metricValue(before, "shopscript_gateway_session_copy_hits_total", { service: "gateway" }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await client.get("/api/auth/me")).status).toBe(200);
    const after = await scrape("gateway");
    expect(metricValue(after, "shopscript_gateway_session_copy_hits_total", { service: "gateway" })).toBeGreaterThanOrEqual(hits + 2);
    expect(metricValue(after, "shopscript_gateway_session_copy_misses_total", { service: "gateway" })).toBeGreaterThanOrEqual(1);
  });

  it("never hands out a service's own /metrics through the gateway", async () => {
    for (const path of [
      "/api/auth/../../metrics",
      "/api/generate-description/..%2F..%2Fmetrics",
      "/api/descriptions/%2e%2e/%2e%2e/metrics",
      "/api/billing/../../metrics",
    ]) {
      // Proxied as-is, the path reaches the service unresolved and matches none of its routes (404, or the
      // catalog's 401 for a signed-out /:id); no "/../" ever resolves to the service's /metrics.
      const res = await rawRequest(t.url, { path: path, headers: bearer });
      expect({ path, refused: res.status === 404 || res.status === 401 }).toEqual({ path, refused: true });
      expect(JSON.parse(res.body)).toHaveProperty("code");
      expect(res.body).not.toContain("shopscript_");
    }
  });
});
