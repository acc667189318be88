import { spawn } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { GenerationRequest, GenerationResult, Listing } from "@shopscript/contracts";
import { settle } from "../services/generator/src/generation/listing-work";
import { factsFromSellerInput } from "../services/generator/src/domain/product-facts";
import type { BenchResult } from "./run";
import { signUp, startBenchSystem } from "./bench-system";
import { summarise } from "./stats";

const TTFT_MS = 300;
const TOKEN_MS = 10;
const GENERATIONS = Number(process.env.BENCH_MODEL_PATH_GENERATIONS ?? 12);
const FIRST_BYTE_TARGET_MS = 20;

/** What the model writes: a listing the checker accepts for the request below (the writer's own tests use it). */
const LISTING = {
  title: "Kupfer & Co Copper Moscow Mule Mug, 16 oz, Solid Copper with Brass Handle",
  bullets: [
    "Solid copper body: the moscow mule mug is made of copper with a hammered finish",
    "Brass handle fixed to the copper body",
    "16 oz capacity",
    "A gift for him who mixes cold drinks",
  ],
  description: "The Kupfer & Co moscow mule mug is solid copper with a hammered finish.\nIts brass handle suits cold drinks.",
  searchTerms: "copper cup mule mug cocktail mug hammered",
};
const REQUEST: GenerationRequest = {
  productName: "Kupfer & Co Copper Moscow Mule Mug",
  keywords: "moscow mule mug, solid copper, gift for him, hammered finish, brass handle, 16 oz",
  platform: "amazon",
  tone: "technical",
  productUrl: "",
};

const nowNs = () => process.hrtime.bigint();
const msBetween = (from: bigint, to: bigint) => Number(to - from) / 1e6;

async function startModelServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [path.join(__dirname, "model-server.cjs")], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, MODEL_TTFT_MS: String(TTFT_MS), MODEL_TOKEN_MS: String(TOKEN_MS), MODEL_CONTENT: JSON.stringify(LISTING) },
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`model server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

interface StreamTimes {
  headers: bigint;
  firstText?: bigint;
  result?: bigint;
  end: bigint;
  textEvents: number;
  result_?: GenerationResult;
  contentEncoding?: string;
}

/** One streamed generation as a browser makes it (it accepts compression), with when each part arrived. */
function streamOnce(base: string, cookie: string): Promise<StreamTimes> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(REQUEST);
    const req = http.request(`${base}/api/generate-description/stream`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "x-requested-with": "shopscript",
        "accept-encoding": "gzip, deflate, br",
        cookie,
      },
      timeout: 60_000,
    });
    req.on("timeout", () => req.destroy(new Error("stream did not finish in 60 s")));
    req.on("error", reject);
    req.on("response", (res) => {
      const times: StreamTimes = { headers: nowNs(), end: 0n, textEvents: 0, contentEncoding: res.headers["content-encoding"] };
      if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const at = nowNs();
        const events = chunk.match(/^event: text$/gm)?.length ?? 0;
        if (events && times.firstText === undefined) times.firstText = at;
        times.textEvents += events;
        if (/^event: result$/m.test(chunk)) times.result = at;
        text += chunk;
      });
      res.on("end", () => {
        times.end = nowNs();
        const result = /event: result\ndata: (.*)\n/.exec(text)?.[1];
        if (result) times.result_ = JSON.parse(result) as GenerationResult;
        resolve(times);
      });
    });
    req.end(body);
  });
}

/** CPU the generator spends after the model's last token on this answer: the checker and its repairs (settle). */
function checkerCpuMs(): number {
  const input = { facts: factsFromSellerInput({ productName: REQUEST.productName, keywords: REQUEST.keywords }), platform: REQUEST.platform, tone: REQUEST.tone, variant: 0 };
  for (let i = 0; i < 20; i++) settle(LISTING as Listing, input); // warm up the JIT
  const rounds = 50;
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) settle(LISTING as Listing, input);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / rounds;
}

/**
 * The model path as a seller feels it: a model server (its own process) streams with a fixed time to first
 * token and token rate; the generator is configured to use it (OPENAI_BASE_URL); the browser reads the
 * server-sent events through the real gateway, accepting compression as browsers do. Measured: from the
 * model's first token to the first text event at the client, and from its last token to the checked result.
 */
export async function modelPathBench(): Promise<BenchResult> {
  const model = await startModelServer();
  const bench = await startBenchSystem({
    OPENAI_API_KEY: "bench-key",
    OPENAI_BASE_URL: `${model.url}/v1`,
    OPENAI_MODEL: "bench-model",
    GENERATIONS_PER_USER_PER_MINUTE: "1000",
    GENERATIONS_PER_ADDRESS_PER_MINUTE: "1000",
    // From the sources a fresh worker thread compiles the checker first (seconds on a loaded machine); the
    // bench warms the pool up, and a cold thread must not be cut off and replaced by another cold one.
    GENERATION_TIME_LIMIT_MS: "120000",
  });
  try {
    const base = bench.system.url;
    const cookie = await signUp(base);
    const runs: Array<{ times: StreamTimes; first: bigint; last: bigint }> = [];
    for (let i = 0; i < 3; i++) await streamOnce(base, cookie); // warm up (the worker threads load the checker)
    await fetch(`${model.url}/timings`).then((r) => r.json());
    for (let i = 0; i < GENERATIONS; i++) {
      const times = await streamOnce(base, cookie);
      const [timing] = (await fetch(`${model.url}/timings`).then((r) => r.json())) as Array<{ first: string; last: string }>;
      if (!timing) throw new Error("the model server saw no stream");
      runs.push({ times, first: BigInt(timing.first), last: BigInt(timing.last) });
    }
    const writers = new Set(runs.map((r) => r.times.result_?.writer ?? "none"));
    const firstByte = summarise(runs.map((r) => msBetween(r.first, r.times.firstText ?? r.times.end)));
    const endAdded = summarise(runs.map((r) => msBetween(r.last, r.times.result ?? r.times.end)));
    const total = summarise(runs.map((r) => msBetween(r.first, r.times.end)));
    const checker = checkerCpuMs();
    const streamMs = (JSON.stringify(LISTING).length / 4) * TOKEN_MS;
    const encodings = new Set(runs.map((r) => r.times.contentEncoding ?? "identity"));
    const events = Math.min(...runs.map((r) => r.times.textEvents));
    const fmt = (s: ReturnType<typeof summarise>) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
    return {
      name: `model path: a streaming model server (first token ${TTFT_MS} ms, a token every ${TOKEN_MS} ms) through the gateway, ${GENERATIONS} generations`,
      lines: [
        `writer: ${[...writers].join(", ")}; content-encoding at the client: ${[...encodings].join(", ")}; at least ${events} text events per stream`,
        `model's first token → first text event at the client: ${fmt(firstByte)}`,
        `model's last token → checked result at the client: ${fmt(endAdded)} (the checker's CPU on this answer: ${checker.toFixed(1)} ms)`,
        `model's first token → end of the stream: ${fmt(total)} (the model alone streams for about ${streamMs.toFixed(0)} ms)`,
        `load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} at the end`,
      ],
      budgets: [
        { what: "model's first token to first byte at the client, p95", measured: firstByte.p95, target: FIRST_BYTE_TARGET_MS, unit: "ms" },
        {
          what: "time added after the model's last token beyond the checker's CPU, p50",
          measured: Math.max(0, endAdded.p50 - checker),
          target: FIRST_BYTE_TARGET_MS,
          unit: "ms",
        },
      ],
    };
  } finally {
    await bench.stop();
    model.stop();
  }
}
