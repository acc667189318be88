// What a failed browser test leaves behind: CI keeps only what it prints, a developer wants the rest.
// Every page's API calls (status, x-request-id, timing), console errors and failed answers are recorded as
// they happen (cheap: a few listeners); the expensive parts (the Playwright trace file, screenshots, the
// services' log) are written only for a failed test, under artifacts/e2e/, and a short summary is printed.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Request } from "playwright-core";
import type { CapturedLine } from "../../../infra/test-support/capturing-logger";

/**
 * Set on the test's global by environment.ts: `false` when a test starts, `true` once it (or one of its
 * beforeEach hooks) has failed.
 */
export const TEST_FAILED = Symbol.for("shopscript.e2e.testFailed");

const KEEP_CALLS = 300;
const KEEP_PROBLEMS = 100;
/** How many of a page's last API calls the printed summary shows (the file has them all). */
const SUMMARY_CALLS = 10;
const SUMMARY_PROBLEMS = 10;

export interface ApiCall {
  /** Seconds since the test started, when the browser sent it. */
  at: number;
  method: string;
  path: string;
  status?: number;
  requestId?: string;
  /** Milliseconds until the answer's headers came. */
  ms?: number;
  /** Why it never got an answer (net::ERR_ABORTED for a cancelled fetch). */
  failure?: string;
}

export interface Problem {
  at: number;
  text: string;
}

function keep<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** One page's API calls and problems (console errors, page errors, failed or 4xx/5xx answers), as they happen. */
export class PageRecord {
  readonly calls: ApiCall[] = [];
  readonly problems: Problem[] = [];
  private readonly pending = new WeakMap<Request, ApiCall>();

  constructor(
    readonly page: Page,
    private readonly testStartedAt: number,
  ) {
    page.on("request", (request) => {
      const url = request.url();
      if (!url.includes("/api/")) return;
      const call: ApiCall = { at: this.now(), method: request.method(), path: pathOf(url) };
      this.pending.set(request, call);
      keep(this.calls, call, KEEP_CALLS);
    });
    page.on("response", (response) => {
      const request = response.request();
      const requestId = response.headers()["x-request-id"];
      const call = this.pending.get(request);
      if (call) {
        call.status = response.status();
        call.requestId = requestId;
        call.ms = Math.round((this.now() - call.at) * 1000);
      }
      if (response.status() >= 400) {
        const id = requestId ? ` x-request-id=${requestId}` : "";
        this.problem(`${response.status()} ${request.method()} ${pathOf(response.url())}${id}`);
      }
    });
    page.on("requestfailed", (request) => {
      const failure = request.failure()?.errorText ?? "failed";
      const call = this.pending.get(request);
      if (call) call.failure = failure;
      this.problem(`${failure} ${request.method()} ${pathOf(request.url())}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error") this.problem(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.problem(`page error: ${error.message}`));
  }

  private now(): number {
    return Math.round((Date.now() - this.testStartedAt) / 10) / 100;
  }

  private problem(text: string): void {
    keep(this.problems, { at: this.now(), text }, KEEP_PROBLEMS);
  }
}

export interface FailureInput {
  /** The test's name made safe for a file name. */
  name: string;
  dir: string;
  testStartedAt: number;
  contexts: BrowserContext[];
  pages: PageRecord[];
  /** The services' log lines (the whole test file's; the ones since the test started are kept). */
  serverLines: CapturedLine[];
}

const callLine = (call: ApiCall) => {
  const answer = call.failure ?? (call.status === undefined ? "no answer yet" : `${call.status} in ${call.ms} ms`);
  const id = call.requestId ? ` x-request-id=${call.requestId}` : "";
  return `    +${call.at.toFixed(2)}s ${call.method} ${call.path} → ${answer}${id}`;
};

const serverLine = (line: CapturedLine) => {
  const { time, level, service, reqId, msg, req, res, responseTime, err } = line as Record<string, any>;
  const levelName = ({ 30: "info", 40: "WARN", 50: "ERROR", 60: "FATAL" } as Record<number, string>)[level] ?? level;
  const request = req ? ` ${req.method} ${req.url} → ${res?.statusCode} in ${responseTime} ms` : "";
  const error = err?.message ? ` (${err.message})` : "";
  return `    ${String(time).slice(11, 23)} ${levelName} ${service ?? "?"} ${msg}${request}${error}${reqId ? ` reqId=${reqId}` : ""}`;
};

/**
 * Writes a failed test's artifacts (a Playwright trace per browser context, a screenshot per open page, the
 * pages' records and the services' log since the test began) and returns the summary to print: each page's
 * URL, its last API calls with status and x-request-id, its console errors and failed answers, and the
 * services' lines for those requests plus their warnings and errors.
 */
export async function keepFailure(input: FailureInput): Promise<string> {
  const { name, dir } = input;
  const file = (suffix: string) => path.join(dir, `${name}${suffix}`);
  const written: string[] = [];

  const lines = [`E2E FAILURE: ${name}`];
  const shownIds = new Set<string>();
  for (const [index, record] of input.pages.entries()) {
    const open = !record.page.isClosed();
    lines.push(`  page ${index + 1}: ${open ? record.page.url() : "(closed)"}`);
    if (open) {
      const shot = file(`.page${index + 1}.failed.png`);
      const taken = await record.page.screenshot({ path: shot, timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (taken) written.push(shot);
    }
    const lastCalls = record.calls.slice(-SUMMARY_CALLS);
    if (lastCalls.length) lines.push(`   last API calls (of ${record.calls.length}):`, ...lastCalls.map(callLine));
    for (const call of lastCalls) if (call.requestId) shownIds.add(call.requestId);
    const problems = record.problems.slice(-SUMMARY_PROBLEMS);
    if (problems.length)
      lines.push(
        `   console errors and failed answers (of ${record.problems.length}):`,
        ...problems.map((p) => `    +${p.at.toFixed(2)}s ${p.text}`),
      );
  }

  // After the screenshots: they show the page as the test left it, the trace's end comes later.
  for (const [index, context] of input.contexts.entries()) {
    const trace = file(input.contexts.length > 1 ? `.context${index + 1}.trace.zip` : ".trace.zip");
    const saved = await context.tracing.stop({ path: trace }).then(
      () => true,
      () => false,
    );
    if (saved) written.push(trace);
  }

  const since = input.testStartedAt;
  const serverLines = input.serverLines.filter((line) => Date.parse(String(line.time)) >= since);
  const relevant = serverLines.filter(
    (line) => (line.reqId !== undefined && shownIds.has(line.reqId)) || Number(line.level) >= 40,
  );
  if (relevant.length)
    lines.push("  services' lines for those requests, and their warnings and errors:", ...relevant.slice(-30).map(serverLine));

  const serverLog = file(".server.log");
  fs.writeFileSync(serverLog, serverLines.map((line) => JSON.stringify(line)).join("\n") + "\n");
  const record = file(".failure.json");
  const pages = input.pages.map((p) => ({
    url: p.page.isClosed() ? null : p.page.url(),
    calls: p.calls,
    problems: p.problems,
  }));
  fs.writeFileSync(record, JSON.stringify({ test: name, pages }, null, 2));
  written.push(record, serverLog);
  lines.push(`  kept: ${written.map((f) => path.relative(process.cwd(), f)).join(", ")}`);
  if (written.some((f) => f.endsWith(".trace.zip")))
    lines.push("  open a trace with: npx playwright-core show-trace <file> (or trace.playwright.dev)");
  return lines.join("\n");
}
