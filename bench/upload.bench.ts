import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createLogger } from "@shopscript/kit";
import { startSystem } from "../infra/standalone/start-system";
import { signUpSeller, uploadExport, worstExport } from "../infra/test-support/worst-upload";
import type { BenchResult } from "./run";
import { formatSummary, summarise } from "./stats";

/** Issue 26: another client's /healthz while the worst upload is stored, at worst. */
const HEALTHZ_MAX_TARGET_MS = 250;
const PROBE_EVERY_MS = 50;
/** /healthz at rest, before the upload, in the same run: the baseline the upload's figures sit beside. */
const REST_MS = 3_000;

/** /healthz probed every `everyMs` from a process of its own (bench/healthz-prober.mjs) until `stop()`. */
function probeFromAnotherProcess(url: string, everyMs: number): { stop(): Promise<number[]> } {
  const child = spawn(process.execPath, [path.join(__dirname, "healthz-prober.mjs"), url, String(everyMs)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (output += text));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    async stop() {
      child.stdin.write("stop\n");
      await exited;
      return JSON.parse(output) as number[];
    },
  };
}

/**
 * The worst catalog upload inside both limits (5,000 products, ~19.8 MiB) against `npm start`'s shape on a bare
 * machine: every service in one process on the embedded PGlite, whose statements run on the event loop all
 * services share. Reports another client's /healthz during the upload beside the same probe at rest.
 */
export async function uploadBench(): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-bench-upload-"));
  const system = await startSystem({
    env: { DATA_DIR: dataDir, COOKIE_SECURE: "false", UPSTREAM_TIMEOUT_MS: "300000" },
    port: 0,
    log: createLogger("bench", "warn"),
    generator: false,
  });
  try {
    const file = worstExport();
    const cookie = await signUpSeller(system.url, `bench-upload${Date.now()}@example.com`);
    const healthz = `${system.url}/healthz`;
    for (let i = 0; i < 20; i++) await (await fetch(healthz)).arrayBuffer(); // warm-up

    const resting = probeFromAnotherProcess(healthz, PROBE_EVERY_MS);
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const atRest = summarise(await resting.stop());

    const during = probeFromAnotherProcess(healthz, PROBE_EVERY_MS);
    const upload = await uploadExport(system.url, cookie, file);
    const whileUploading = summarise(await during.stop());
    if (upload.status !== 201) throw new Error(`the upload answered ${upload.status}`);
    return {
      name: `upload: the worst catalog upload (${upload.body.rowCount.toLocaleString("en")} products, ${(file.length / 2 ** 20).toFixed(1)} MiB), embedded PGlite, one process`,
      lines: [
        `upload answered in ${(upload.ms / 1000).toFixed(1)} s`,
        `/healthz at rest (baseline): ${formatSummary(atRest)}`,
        `/healthz while the upload is stored: ${formatSummary(whileUploading)}`,
        `load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} at the end`,
      ],
      budgets: [{ what: "/healthz max while uploading", measured: whileUploading.max, target: HEALTHZ_MAX_TARGET_MS, unit: "ms" }],
    };
  } finally {
    await system.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
