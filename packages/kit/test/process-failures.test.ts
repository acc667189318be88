import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runNode } from "../testing/processes";

const runFaulty = (fault: string) =>
  runNode(["--import", "tsx", path.join(__dirname, "fixture", "faulty-main.ts")], {
    env: { FAULT: fault, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "faulty-")) },
  });

const fatalLines = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; service: string; err?: { message: string } })
    .filter((record) => record.level === 60);

describe("a service process after an error nothing handled", () => {
  it.each([
    ["rejection", "unhandled promise rejection", "a promise nobody awaited failed"],
    ["exception", "uncaught exception", "a callback threw"],
  ])("%s: logs one fatal JSON line with the error, then exits non-zero for its supervisor", async (fault, kind, message) => {
    const { code, output } = await runFaulty(fault);
    expect(code).toBe(1);
    const fatal = fatalLines(output);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({ service: "faulty", err: { message } });
    expect(fatal[0]!.msg).toContain(kind);
  });
});
