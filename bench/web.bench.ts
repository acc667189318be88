import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "../packages/kit/testing/raw-http";
import { CHROMIUM_ARGS } from "../services/generator/src/page-reader/chromium-renderer";
import { baselineCheckout } from "./baseline-build";
import { waitUntilReady } from "./bench-system";
import type { BenchResult } from "./run";

const ROOT = path.resolve(__dirname, "..");
const DIST = path.join(ROOT, "web", "dist");
const LANDING_JS_TARGET_KB = 150;
const CHROMIUM_PATH = "/usr/bin/chromium";
/** Lighthouse pages (issue 16) and how often each is measured; the median run by performance is reported. */
const PAGES = ["/", "/pricing", "/generator", "/login"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (file: string) => kb(gzipSync(fs.readFileSync(file), { level: 9 }).length);
/** The compressed copy the build made (what the gateway sends), or the file itself when there is none. */
const builtKb = (file: string, ext: "br" | "gz") =>
  kb(fs.statSync(fs.existsSync(`${file}.${ext}`) ? `${file}.${ext}` : file).size);

/**
 * The JavaScript a prerendered page's HTML loads: its scripts and modulepreloads, and the entry and chunks
 * it hands to /load-after-paint.js (data-entry, data-preload).
 */
function scriptsOf(htmlFile: string): string[] {
  const html = fs.readFileSync(htmlFile, "utf8");
  const urls = [
    ...[...html.matchAll(/(?:src|href|data-entry)="\/([^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/data-preload="([^"]*)"/g)].flatMap((m) => m[1]!.split(" ").filter(Boolean).map((u) => u.slice(1))),
  ];
  return [...new Set(urls)].map((url) => path.join(DIST, url));
}

/** From a fresh build (web/scripts/build.mjs): the landing page's JavaScript and each route chunk. */
function buildReport() {
  execFileSync(process.execPath, [path.join(ROOT, "web", "scripts", "build.mjs"), "--quiet"], {
    cwd: path.join(ROOT, "web"),
    stdio: "inherit",
  });
  const landing = scriptsOf(path.join(DIST, "pages", "index.html"));
  const sum = (files: string[], size: (f: string) => number) => files.reduce((total, f) => total + size(f), 0);
  const assets = fs.readdirSync(path.join(DIST, "assets")).filter((f) => f.endsWith(".js"));
  const routeChunks = assets
    .filter((f) => /-page-/.test(f))
    .map((f) => ({ name: f.replace(/-[\w-]{8}\.js$/, ""), kb: gzipKb(path.join(DIST, "assets", f)) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    landingGzipKb: sum(landing, gzipKb),
    landingBrKb: sum(landing, (f) => builtKb(f, "br")),
    landingRawKb: sum(landing, (f) => kb(fs.statSync(f).size)),
    landingFiles: landing.length,
    routeChunks,
    totalGzipKb: sum(
      assets.map((f) => path.join(DIST, "assets", f)),
      gzipKb,
    ),
    assetCount: assets.length,
  };
}

interface PageResult {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  transferBytes: number;
  scriptTransferBytes: number;
  requests: number;
  failing: string[];
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      title: string;
      details?: { items?: Array<{ transferSize?: number; resourceType?: string }> };
    }
  >;
}

function summarise(page: string, lhr: LighthouseResult): PageResult {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const failing = Object.entries(lhr.audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && !["metrics", "screenshot-thumbnails"].includes(a.title))
    .map(([id, a]) => `${id} (${a.score})`);
  return {
    page,
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    transferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptTransferBytes: items.filter((i) => i.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: items.length,
    failing,
  };
}

/** A web build Lighthouse visits: this checkout's, or a baseline commit's (BENCH_WEB_BASELINE). */
interface WebBuild {
  label: string;
  distDir: string;
}

/**
 * Another commit's web build, for a before/after in one run: its checkout (baseline-build.ts), then its own
 * web/scripts/build.mjs. Only the
 * web build differs; both are served by this checkout's server, so the comparison is of what the browser runs.
 */
function buildBaselineWeb(ref: string): { build: WebBuild; remove(): void } {
  const { dir, remove } = baselineCheckout(ref);
  execFileSync(process.execPath, [path.join(dir, "web", "scripts", "build.mjs"), "--quiet"], { cwd: path.join(dir, "web"), stdio: "inherit" });
  return {
    build: { label: `baseline (${ref})`, distDir: path.join(dir, "web", "dist") },
    remove,
  };
}

/**
 * Lighthouse (npm, mobile preset: simulated slow 4G and a 4x slower CPU) with Debian's Chromium against the
 * standalone system started as `npm start` starts it, as a first-time anonymous visitor: each page RUNS
 * times in a fresh profile, the median run by performance kept. With several builds (a baseline beside this
 * checkout) their runs alternate, so a busy machine slows both alike: Lighthouse scales the main-thread time
 * it observes, and on a shared machine that time, not the code, moves TBT and the score by many points.
 */
async function lighthouseReport(builds: WebBuild[]): Promise<Map<string, PageResult[]>> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`the web bench needs Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const servers = [];
  try {
    for (const build of builds) {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-bench-web-"));
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", WEB_DIST_DIR: build.distDir };
      for (const key of ["DATABASE_URL", "AMQP_URL", "REDIS_URL", "PUBLIC_URL"]) delete env[key];
      const server = spawn(process.execPath, ["dist/standalone.cjs"], { cwd: ROOT, env, stdio: "ignore" });
      servers.push({ build, server, dataDir, base: `http://localhost:${port}` });
      await waitUntilReady(`http://127.0.0.1:${port}`, server);
    }
    const results = new Map<string, PageResult[]>(builds.map((b) => [b.label, []]));
    for (const page of PAGES) {
      const runs = new Map<string, PageResult[]>(builds.map((b) => [b.label, []]));
      for (let run = 0; run < RUNS; run++) {
        for (const { build, base } of servers) {
          // A fresh browser each run: an empty cache and no cookies, as a first visit.
          const chrome = await chromeLauncher.launch({
            chromePath: CHROMIUM_PATH,
            chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== "--headless"), "--headless=new"],
            logLevel: "silent",
          });
          try {
            const answer = await lighthouse(`${base}${page}`, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: Object.keys(TARGETS),
            });
            if (!answer) throw new Error(`lighthouse gave no result for ${page}`);
            runs.get(build.label)!.push(summarise(page, answer.lhr as unknown as LighthouseResult));
          } finally {
            await chrome.kill();
          }
        }
      }
      for (const [label, pageRuns] of runs) {
        pageRuns.sort((a, b) => a.scores.performance - b.scores.performance);
        results.get(label)!.push(pageRuns[Math.floor(pageRuns.length / 2)]!);
      }
    }
    return results;
  } finally {
    for (const { server, dataDir } of servers) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const pageLine = (p: PageResult) =>
  `  ${p.page.padEnd(10)} ${p.scores.performance}/${p.scores.accessibility}/${p.scores["best-practices"]}/${p.scores.seo}` +
  `  LCP ${(p.lcpMs / 1000).toFixed(2)} s, TBT ${p.tbtMs.toFixed(0)} ms, FCP ${(p.fcpMs / 1000).toFixed(2)} s, CLS ${p.cls.toFixed(3)}` +
  `  transferred ${kb(p.transferBytes).toFixed(1)} KB in ${p.requests} requests (JavaScript ${kb(p.scriptTransferBytes).toFixed(1)} KB)` +
  (p.failing.length ? `\n             not at 100%: ${p.failing.join(", ")}` : "");

/**
 * `npm run bench web`: the build (the landing page's JavaScript, gzip and the brotli the gateway sends) and
 * Lighthouse on the public pages: scores, LCP/TBT, and the bytes the browser actually received.
 */
export async function webBench(): Promise<BenchResult> {
  const build = buildReport();
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "prepare.mjs")], { cwd: ROOT, stdio: "inherit" });
  const current: WebBuild = { label: "this checkout", distDir: DIST };
  const baselineRef = process.env.BENCH_WEB_BASELINE;
  const baseline = baselineRef ? buildBaselineWeb(baselineRef) : undefined;
  let byBuild: Map<string, PageResult[]>;
  try {
    byBuild = await lighthouseReport(baseline ? [baseline.build, current] : [current]);
  } finally {
    baseline?.remove();
  }
  const pages = byBuild.get(current.label)!;
  const lines = [
    `landing page JavaScript (${build.landingFiles} files): ${build.landingRawKb.toFixed(1)} KB raw, ${build.landingGzipKb.toFixed(1)} KB gzip, ${build.landingBrKb.toFixed(1)} KB brotli (what the gateway sends)`,
    ...build.routeChunks.map((chunk) => `route chunk ${chunk.name}: ${chunk.kb.toFixed(1)} KB gzip`),
    `all JavaScript: ${build.totalGzipKb.toFixed(1)} KB gzip in ${build.assetCount} files`,
    `load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} (${os.cpus().length} cores)`,
  ];
  for (const [label, results] of byBuild) {
    lines.push(`Lighthouse, ${label} (mobile preset, median of ${RUNS} runs${baseline ? ", runs alternating with the other build" : ""}), scores perf/a11y/best practices/SEO, LCP, TBT, and what the browser received:`);
    lines.push(...results.map(pageLine));
  }
  if (baseline) {
    const before = byBuild.get(baseline.build.label)!;
    lines.push(
      `this checkout − baseline, performance points: ${pages.map((p, i) => `${p.page} ${p.scores.performance - before[i]!.scores.performance >= 0 ? "+" : ""}${p.scores.performance - before[i]!.scores.performance}`).join(", ")}`,
    );
  }
  // Scores are "higher is better": each budget is the shortfall from 100, at most 100 - target.
  const budgets: BenchResult["budgets"] = [
    { what: "landing page JavaScript", measured: build.landingGzipKb, target: LANDING_JS_TARGET_KB, unit: "KB" },
  ];
  for (const p of pages) {
    for (const category of Object.keys(TARGETS) as Category[]) {
      budgets.push({ what: `${p.page} ${category} shortfall from 100`, measured: 100 - p.scores[category], target: 100 - TARGETS[category], unit: "points" });
    }
  }
  return { name: "web: build and Lighthouse", lines, budgets };
}
