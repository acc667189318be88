import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchResult } from "./run";

const ROOT = path.resolve(__dirname, "..");
const DIST = path.join(ROOT, "web", "dist");
const LANDING_JS_TARGET_KB = 150;

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

/**
 * A build report: the JavaScript the landing page loads (index.html's entry script and its module
 * preloads, gzip) and each lazily loaded route chunk's size, from a fresh `vite build`.
 */
export async function webBench(): Promise<BenchResult> {
  execFileSync(path.join(ROOT, "node_modules", ".bin", "vite"), ["build", "--logLevel", "error"], { cwd: path.join(ROOT, "web"), stdio: "inherit" });
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const landing = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const landingKb = landing.reduce((sum, file) => sum + gzipKb(path.join(DIST, file)), 0);
  const assets = fs.readdirSync(path.join(DIST, "assets")).filter((f) => f.endsWith(".js"));
  const routeChunks = assets
    .filter((f) => /-page-/.test(f))
    .map((f) => ({ name: f.replace(/-[\w-]{8}\.js$/, ""), kb: gzipKb(path.join(DIST, "assets", f)) }))
    .sort((a, b) => b.kb - a.kb);
  const totalKb = assets.reduce((sum, f) => sum + gzipKb(path.join(DIST, "assets", f)), 0);
  return {
    name: "web build (gzip)",
    lines: [
      `landing page JavaScript: ${landingKb.toFixed(1)} KB (${landing.map((f) => path.basename(f)).join(", ")})`,
      ...routeChunks.map((chunk) => `route chunk ${chunk.name}: ${chunk.kb.toFixed(1)} KB (loaded on top of the landing JS)`),
      `all JavaScript: ${totalKb.toFixed(1)} KB in ${assets.length} files`,
    ],
    budgets: [{ what: "landing page JavaScript", measured: landingKb, target: LANDING_JS_TARGET_KB, unit: "KB" }],
  };
}
