import fs from "node:fs";

interface Timing {
  name: string;
  seconds: number;
  ok: boolean;
}

/**
 * What the deploy test did, in order: each step with what it saw (statuses, counts) and how long it
 * took, printed as it goes and kept in a file (the record an operator or the issue note reads).
 */
export class StepLog {
  private readonly started = Date.now();
  readonly timings: Timing[] = [];

  constructor(readonly file: string) {
    fs.writeFileSync(file, "");
  }

  private clock(): string {
    const seconds = Math.floor((Date.now() - this.started) / 1000);
    return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
  }

  line(text: string) {
    const stamped = `[${this.clock()}] ${text}`;
    console.log(stamped);
    fs.appendFileSync(this.file, `${stamped}\n`);
  }

  /** Runs one named step; `note` records what it saw. A failure is logged and rethrown. */
  async step<T>(name: string, body: (note: (text: string) => void) => Promise<T>): Promise<T> {
    const begin = Date.now();
    this.line(`▶ ${name}`);
    const note = (text: string) => this.line(`    ${text}`);
    try {
      const result = await body(note);
      const seconds = (Date.now() - begin) / 1000;
      this.timings.push({ name, seconds, ok: true });
      this.line(`✔ ${name} (${seconds.toFixed(1)} s)`);
      return result;
    } catch (err) {
      const seconds = (Date.now() - begin) / 1000;
      this.timings.push({ name, seconds, ok: false });
      this.line(`✘ ${name} (${seconds.toFixed(1)} s): ${(err as Error).message}`);
      throw err;
    }
  }

  get elapsedSeconds(): number {
    return (Date.now() - this.started) / 1000;
  }

  summary() {
    this.line("durations:");
    for (const timing of this.timings) {
      this.line(
        `  ${timing.ok ? "ok  " : "FAIL"} ${timing.seconds.toFixed(1).padStart(7)} s  ${timing.name}`,
      );
    }
    this.line(`  total ${this.elapsedSeconds.toFixed(1)} s`);
  }
}

/** Throws with `message` unless `condition` holds: the deploy test's assertions, named for the log. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
