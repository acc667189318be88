// Type-checks every workspace (and infra/) with its own tsconfig; fails on the first error.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const projects = ["packages", "services"]
  .flatMap((group) => fs.readdirSync(group).map((name) => path.join(group, name)))
  .concat(["web", "infra", "bench"])
  .filter((dir) => fs.existsSync(path.join(dir, "tsconfig.json")));
for (const project of projects) {
  process.stdout.write(`typecheck ${project}\n`);
  execFileSync(path.resolve("node_modules/.bin/tsc"), ["-p", project, "--noEmit"], { stdio: "inherit" });
}
