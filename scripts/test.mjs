// `npm test`: every workspace's tests in one jest run against real PostgreSQL, RabbitMQ and Redis, then a
// one-line summary ("N passed, N failed") that CI reads. Extra arguments go to jest.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The browser tests drive the built web app and the services need their Prisma clients: bring both up
// to date with the sources first (a no-op when nothing changed).
const prepared = spawnSync(process.execPath, [path.resolve("scripts", "prepare.mjs")], { stdio: "inherit" });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const resultsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-jest-")), "results.json");
const jest = path.resolve("node_modules", ".bin", "jest");
const run = spawnSync(jest, ["--json", `--outputFile=${resultsFile}`, ...process.argv.slice(2)], { stdio: "inherit" });
let status = run.status ?? 1;
if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, "utf8"));
  console.log(`\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
  if (results.numTotalTests === 0) {
    console.error("No test ran.");
    status = 1;
  }
}
process.exit(status);
