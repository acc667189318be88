import { spawn, spawnSync } from "node:child_process";

// A rough grammar signal: the share of sentences that Debian's link-grammar parser (`link-parser`,
// package link-grammar) links completely. One process for the whole batch, settings as in
// shared/notes/grammar-check.md. It has blind spots of its own (listing jargon such as "machine
// washable"), so it is only ever read beside the same figure for hand-written reference copy.

export function linkParserAvailable(): boolean {
  return spawnSync("link-parser", ["--version"], { stdio: "ignore" }).status === 0;
}

const SETTINGS = ["!null=0", "!panic=0", "!graphics=0", "!limit=100", "!timeout=10", "!spell=0", "!echo=1"];
/** Generous: a few thousand short sentences take well under a minute on one core. */
const TIMEOUT_MS = 10 * 60_000;

/** For each sentence, whether link-parser found a complete linkage with no post-processing violation. */
export async function parses(sentences: readonly string[]): Promise<boolean[]> {
  // One sentence per line: a sentence with a line break in it would be read as two.
  const lines = sentences.map((s) => s.replace(/\s+/g, " ").trim());
  const child = spawn("link-parser", ["en"], { env: { ...process.env, LANG: "C.UTF-8", LC_ALL: "C.UTF-8" }, stdio: ["pipe", "pipe", "ignore"] });
  const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
  let out = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => (out += chunk));
  child.stdin.end([...SETTINGS, ...lines, "!exit", ""].join("\n"));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  clearTimeout(timer);
  if (code !== 0) throw new Error(`link-parser exited with ${code}`);
  // After each echoed sentence come its result lines, up to the next echo.
  const results = new Array<boolean>(lines.length).fill(false);
  let current = -1;
  for (const line of out.split("\n")) {
    if (current + 1 < lines.length && line === lines[current + 1]) {
      current++;
      continue;
    }
    if (current < 0) continue;
    const found = /^Found \d+ linkages? \((\d+)(?: of \d+ random linkages)? had no P\.P\. violations\)/.exec(line);
    if (found && Number(found[1]) > 0) results[current] = true;
  }
  if (current !== lines.length - 1) throw new Error(`link-parser answered ${current + 1} of ${lines.length} sentences`);
  return results;
}
