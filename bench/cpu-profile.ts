import fs from "node:fs";
import path from "node:path";
import { SourceMap } from "node:module";

// Reads the .cpuprofile files `node --cpu-prof` writes (one per thread), keeps the samples taken in a window
// of the monotonic clock, maps each bundled frame back to its source file through the bundle's source map,
// and sums self time by step of a generation (gateway, auth/session, entitlement, worker hand-off, writer,
// checker, event write, relay, consumer, database) and, within a step, by file or package.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export type StepTotals = Map<string, { ms: number; top: Array<[string, number]> }>;

/** The step a source file's self time belongs to (paths as the source map names them, or node:/wasm urls). */
export function stepOf(source: string): string {
  const rules: Array<[RegExp, string]> = [
    [/^\(garbage collector\)$/, "garbage collection"],
    [/^\(program\)$/, "native, unattributed"],
    [/services\/gateway\/|http-proxy/, "gateway"],
    [/kit\/src\/session|services\/auth\/|jsonwebtoken|jose|jwa|jws|ecdsa-sig/, "auth/session"],
    [/kit\/src\/access|services\/billing\/|entitlement/, "entitlement"],
    [/generation\/listing-work|piscina|node:internal\/worker|node:worker_threads/, "worker hand-off"],
    [/generator\/src\/domain\/checker/, "checker"],
    [/generator\/src\/(writers|facts|domain)|wink|compromise|en-pos|pos-tagger/, "writer"],
    [/kit\/src\/outbox/, "relay"],
    [/\/consumers\/|kit\/src\/bus\/.*consum|analytics/, "consumer"],
    [/kit\/src\/bus|createEvent|contracts\/src\/events/, "event write"],
    [/pglite|prisma|adapter-pg|\/pg\/|pg-protocol|kit\/src\/db|^wasm:/, "database"],
    [/kit\/src\/cache|rate-limiter-flexible|ioredis/, "cache/rate limits"],
    [/express|router|body-parser|raw-body|finalhandler|send\/|qs\/|cookie|kit\/src\/http|zod|node:_http|node:http|llhttp|undici|node:internal\/http/, "http + validation (every service)"],
    [/pino|kit\/src\/log|sonic-boom/, "logging"],
    [/kit\/src\/metrics|prom-client/, "metrics"],
    [/^node:|^internal\//, "node runtime (other)"],
  ];
  for (const [pattern, step] of rules) if (pattern.test(source)) return step;
  return "other";
}

/** A short name for a source file: a package for node_modules, else the path from the repository's root. */
function shortName(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1]!;
  return source.replace(/^(\.\.\/)+/, "").replace(/^file:\/\//, "");
}

const maps = new Map<string, SourceMap | null>();
function sourceMapFor(url: string): SourceMap | null {
  if (!maps.has(url)) {
    const file = url.replace(/^file:\/\//, "");
    const mapFile = `${file}.map`;
    maps.set(url, file.endsWith(".cjs") && fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : null);
  }
  return maps.get(url)!;
}

const WAITING = "(waiting)";

function sourceOf(node: ProfileNode): string {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (functionName === "atomicsWaitLoop" && url.includes("piscina")) return WAITING;
  if (!url) return functionName.startsWith("(") ? functionName : `(native) ${functionName}`;
  const map = sourceMapFor(url);
  if (!map) return url;
  const entry = map.findEntry(lineNumber, columnNumber) as { originalSource?: string };
  // A package's own bundle (PGlite's dist/index.cjs) names its sources relative to the package's build: keep
  // the package it was loaded from in front, so its files are told from the application's.
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage && entry.originalSource) return `node_modules/${inPackage[1]}/${entry.originalSource.replace(/^(\.\.\/)+/, "")}`;
  return entry.originalSource ?? url;
}

/**
 * Self time (ms) by step, in the window, over every profile in `dir`; and by thread (the main thread is
 * thread 0 in the file's name, CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile; the others are workers).
 */
export function summariseProfiles(
  dir: string,
  window: { start: number; end: number },
  step: (source: string) => string,
): { steps: StepTotals; threads: Array<[string, number]> } {
  const bySource = new Map<string, number>();
  const threads: Array<[string, number]> = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))) {
    const thread = file.split(".").at(-3) === "0" ? "main thread" : `worker thread ${file.split(".").at(-3)}`;
    let threadMs = 0;
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Profile;
    const sources = new Map(profile.nodes.map((node) => [node.id, node]));
    const resolved = new Map<number, string>();
    let at = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i]!;
      // A sample stands for the time until the next one.
      const weight = profile.timeDeltas[i + 1] ?? 0;
      if (at < window.start || at > window.end) continue;
      const id = profile.samples[i]!;
      let source = resolved.get(id);
      if (source === undefined) {
        source = sourceOf(sources.get(id)!);
        resolved.set(id, source);
      }
      // Waiting is not work: the main thread's idle, and piscina's threads blocked in Atomics.wait between tasks.
      if (source === "(idle)" || source === WAITING) continue;
      bySource.set(source, (bySource.get(source) ?? 0) + weight / 1000);
      threadMs += weight / 1000;
    }
    threads.push([thread, threadMs]);
  }
  const steps: StepTotals = new Map();
  const tops = new Map<string, Map<string, number>>();
  for (const [source, ms] of bySource) {
    const name = step(source);
    const entry = steps.get(name) ?? { ms: 0, top: [] };
    entry.ms += ms;
    steps.set(name, entry);
    const top = tops.get(name) ?? new Map<string, number>();
    top.set(shortName(source), (top.get(shortName(source)) ?? 0) + ms);
    tops.set(name, top);
  }
  for (const [name, entry] of steps) entry.top = [...tops.get(name)!].sort((a, b) => b[1] - a[1]);
  return { steps, threads: threads.sort((a, b) => b[1] - a[1]) };
}
