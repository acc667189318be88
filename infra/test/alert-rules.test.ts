import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { rawRequest } from "@shopscript/kit/testing/raw-http";
import { startTestSystem, type TestSystem } from "../test-support/test-system";

const RULES_DIR = path.join(__dirname, "..", "prometheus");
const RULES = path.join(RULES_DIR, "alerts.yml");
const TOKEN = "alert-rules-test-metrics-token-0123";

/**
 * Series the rules read from RabbitMQ's own exporter (rabbitmq_prometheus, /metrics/per-object), not from a
 * ShopScript service; `up` is Prometheus's own per target. Names as RabbitMQ documents them
 * (https://www.rabbitmq.com/docs/prometheus, "queue_coarse_metrics").
 */
const EXTERNAL_SERIES = new Set([
  "rabbitmq_queue_messages",
  "rabbitmq_queue_messages_ready",
  "rabbitmq_queue_consumers",
  "up",
]);

interface Rule {
  alert: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rules = (): Rule[] =>
  (parse(fs.readFileSync(RULES, "utf8")) as { groups: { rules: Rule[] }[] }).groups.flatMap(
    (group) => group.rules,
  );

/** Metric names an expression reads: identifiers that are neither functions, keywords, nor label names. */
function metricNames(expr: string): string[] {
  const withoutStrings = expr
    .replace(/"[^"]*"/g, '""')
    .replace(/\{[^}]*\}/g, "{}")
    .replace(/\[[^\]]*\]/g, "[]");
  const keywords = new Set([
    "sum",
    "by",
    "rate",
    "increase",
    "and",
    "or",
    "unless",
    "max",
    "histogram_quantile",
    "le",
    "service",
    "queue",
    "without",
    "on",
  ]);
  const names = [...withoutStrings.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)].map((m) => m[0]);
  const grouped = new Set(
    [...expr.matchAll(/by \(([^)]*)\)/g)].flatMap((m) => m[1]!.split(",").map((s) => s.trim())),
  );
  return [...new Set(names.filter((n) => !keywords.has(n) && !grouped.has(n) && !/^\d/.test(n)))];
}

describe("the Prometheus alert rules (infra/prometheus/alerts.yml)", () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ METRICS_TOKEN: TOKEN });
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("pass promtool's check, and its unit tests fire each alert on its series and no other", () => {
    const check = execFileSync("promtool", ["check", "rules", RULES], { encoding: "utf8" });
    expect(check).toContain(`SUCCESS: ${rules().length} rules found`);
    const unit = execFileSync("promtool", ["test", "rules", "alerts.test.yml"], {
      cwd: RULES_DIR,
      encoding: "utf8",
    });
    expect(unit).toContain("SUCCESS");
  });

  it("read only series the services export at /metrics (or RabbitMQ's exporter and Prometheus's `up`)", async () => {
    const exported = new Set<string>();
    for (const service of t.system.services) {
      const res = await rawRequest(service.url, {
        path: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(200);
      for (const match of res.body.matchAll(/^# TYPE (\S+) (\w+)$/gm)) {
        exported.add(match[1]!);
        if (match[2] === "histogram")
          for (const suffix of ["_bucket", "_sum", "_count"]) exported.add(`${match[1]}${suffix}`);
      }
    }
    expect(exported.has("shopscript_http_requests_total")).toBe(true);
    const read = rules().flatMap((rule) =>
      metricNames(rule.expr).map((name) => ({ alert: rule.alert, name })),
    );
    expect(read.length).toBeGreaterThan(10);
    const unknown = read.filter(({ name }) => !exported.has(name) && !EXTERNAL_SERIES.has(name));
    expect(unknown).toEqual([]);
    // Each ShopScript series the rules lean on is one the services export.
    expect(read.filter(({ name }) => name.startsWith("shopscript_")).length).toBeGreaterThanOrEqual(8);
  });

  it("give every alert a severity and a summary an operator can act on", () => {
    for (const rule of rules()) {
      expect({ alert: rule.alert, severity: rule.labels?.severity }).toEqual({
        alert: rule.alert,
        severity: expect.stringMatching(/^(page|ticket)$/),
      });
      expect(rule.annotations?.summary?.length ?? 0).toBeGreaterThan(10);
    }
  });
});
