import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { quietLogger } from "@shopscript/kit/testing";
import {
  probeEvery,
  signUpSeller,
  uploadExport,
  worstExport,
  WORST_UPLOAD_PRODUCTS as PRODUCTS,
} from "../../../infra/test-support/worst-upload";
import { startSystem, type RunningSystem } from "../../../infra/standalone/start-system";

// The worst upload inside both limits (issue 26, item 2), against the system as `npm start` runs it: every
// service in this one process on the embedded database (PGlite), whose queries run on the event loop every
// service shares. While the upload is stored, another client's /healthz must keep being answered.
//
// What is asserted is a share, not milliseconds: the longest stretch with no /healthz answer is a small part of
// the upload's own time. The old code stored the file in one statement and held the loop for most of the upload
// (5-12 s); the new one stores 128 KB at a time. A bound in milliseconds failed in a full CI run (1.2 s at worst
// while two test files shared the two cores, 51 ms on a quiet machine): load stretches the upload and its pauses
// alike, so their ratio holds where a wall-clock bound cannot. The milliseconds themselves are measured by
// `npm run bench upload` (bench/upload.bench.ts), beside /healthz at rest in the same run.

/** The longest stretch without an answer, as a share of the upload's time (measured: 1.6% quiet, 6.1% loaded). */
const LONGEST_SILENCE_SHARE = 0.25;
const PROBE_EVERY_MS = 50;

/** The longest time between consecutive /healthz answers (and from the start / to the end) within [0, endMs]. */
function longestSilenceMs(answeredAt: number[], endMs: number): number {
  const times = [0, ...answeredAt.filter((t) => t < endMs).sort((a, b) => a - b), endMs];
  let longest = 0;
  for (let i = 1; i < times.length; i++) longest = Math.max(longest, times[i]! - times[i - 1]!);
  return longest;
}

let system: RunningSystem;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-upload-"));
  // Embedded adapters alone, as on a bare machine: no DATABASE_URL, AMQP_URL or REDIS_URL.
  system = await startSystem({
    env: {
      DATA_DIR: dataDir,
      COOKIE_SECURE: "false",
      // Not what is measured: on this shared test machine (two cores, often a load of 20 and more) storing
      // 5,000 rows can take longer than the gateway's 60 s default; on a quiet machine it takes seconds.
      UPSTREAM_TIMEOUT_MS: "300000",
    },
    port: 0,
    log: quietLogger(),
    generator: false,
  });
}, 120_000);
afterAll(async () => {
  await system?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it("while the worst upload (5,000 products, ~19.8 MiB) is stored, another client's /healthz keeps being answered (no silence over a quarter of the upload), and every row is stored", async () => {
  expect(system.adapters.database).toBe("embedded PGlite");
  const file = worstExport();
  expect(file.length).toBeGreaterThan(18.5 * 1024 * 1024);
  expect(file.length).toBeLessThan(20 * 1024 * 1024); // inside BATCH_MAX_UPLOAD_BYTES

  const cookie = await signUpSeller(system.url, `upload${Date.now()}@example.com`);
  // The probing client's connection and the system's first answers are warm before the clock starts.
  for (let i = 0; i < 5; i++) expect((await fetch(`${system.url}/healthz`)).status).toBe(200);

  const prober = probeEvery(`${system.url}/healthz`, PROBE_EVERY_MS);
  const upload = await uploadExport(system.url, cookie, file);
  const probes = await prober.stop();
  const answeredAt = probes.map((p) => p.at + p.ms);
  const silence = longestSilenceMs(answeredAt, upload.ms);
  // The figures, for the record.
  console.log(
    `upload ${Math.round(upload.ms)} ms; ${probes.length} /healthz probes, slowest ${Math.round(Math.max(...probes.map((p) => p.ms)))} ms; ` +
      `longest silence ${Math.round(silence)} ms (${((100 * silence) / upload.ms).toFixed(1)}% of the upload)`,
  );
  expect(upload.status).toBe(201);
  expect(upload.body.rowCount).toBe(PRODUCTS);
  expect(upload.body.progress).toMatchObject({ status: "draft", total: PRODUCTS });
  expect(probes.every((p) => p.status === 200)).toBe(true);
  // Probes covered the whole upload, not a moment of it.
  expect(probes.length).toBeGreaterThan(20);
  expect(Math.max(...probes.map((p) => p.at))).toBeGreaterThan(upload.ms * 0.9);
  expect(silence / upload.ms).toBeLessThan(LONGEST_SILENCE_SHARE);

  // Every product is stored, in file order, and the file comes back byte for byte.
  const catalog = system.services.find((s) => s.name === "catalog")!;
  const [stored] = await catalog.db!.client.$queryRawUnsafe<{ count: bigint; first: string; last: string }[]>(
    `SELECT count(*) AS count, min("index") AS first, max("index") AS last FROM "catalog"."BatchRow" WHERE "jobId" = $1::uuid`,
    upload.body.id,
  );
  expect({ count: Number(stored!.count), first: Number(stored!.first), last: Number(stored!.last) }).toEqual({
    count: PRODUCTS,
    first: 0,
    last: PRODUCTS - 1,
  });
  const download = await fetch(`${system.url}/api/batches/${upload.body.id}/download?kind=original`, {
    headers: { cookie },
    signal: AbortSignal.timeout(120_000),
  });
  expect(download.status).toBe(200);
  const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
  expect(sha(Buffer.from(await download.arrayBuffer()))).toBe(sha(file));
}, 420_000);
