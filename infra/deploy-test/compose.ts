/**
 * The committed docker-compose.yml, run on the private engine with one override file
 * (compose.stand-ins.yml: image names and build settings only) and the run's ports and addresses.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import type { Engine } from "./engine";
import { tail } from "./shell";

export interface ContainerState {
  service: string;
  id: string;
  name: string;
  state: string;
  health: string;
  exitCode: number;
}

export interface ComposeService {
  image?: string;
  user?: string;
  read_only?: boolean;
  restart?: string;
  build?: { target?: string };
}

export class ComposeProject {
  private readonly emptyEnvFile: string;

  constructor(
    private readonly engine: Engine,
    readonly root: string,
    readonly files: string[],
    /** Compose variables of this run (ports, PUBLIC_URL, the build proxy); nothing is read from a .env file. */
    readonly variables: Record<string, string>,
    private readonly logFile: string,
  ) {
    this.emptyEnvFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-compose-")), "empty.env");
    fs.writeFileSync(this.emptyEnvFile, "");
  }

  /** The committed compose file as compose reads it (anchors merged), without the override. */
  committedServices(): Record<string, ComposeService> {
    return (
      parse(fs.readFileSync(path.join(this.root, this.files[0]!), "utf8"), { merge: true }) as {
        services: Record<string, ComposeService>;
      }
    ).services;
  }

  run(args: string[], timeoutMs: number, options: { allowFailure?: boolean; quiet?: boolean } = {}) {
    return this.engine.docker(
      [
        "compose",
        "--project-directory",
        this.root,
        "--env-file",
        this.emptyEnvFile,
        ...this.files.flatMap((file) => ["-f", file]),
        ...args,
      ],
      {
        env: this.variables,
        timeoutMs,
        allowFailure: options.allowFailure,
        logFile: options.quiet ? undefined : this.logFile,
      },
    );
  }

  /** Every container of the project, one-shots that have exited included. */
  async containers(): Promise<ContainerState[]> {
    const { stdout } = await this.run(["ps", "--all", "--format", "json"], 30_000, { quiet: true });
    const text = stdout.trim();
    const rows: any[] = !text
      ? []
      : text.startsWith("[")
        ? JSON.parse(text)
        : text.split("\n").map((line) => JSON.parse(line));
    return rows.map((row) => ({
      service: row.Service,
      id: row.ID,
      name: row.Name,
      state: row.State,
      health: row.Health ?? "",
      exitCode: Number(row.ExitCode ?? 0),
    }));
  }

  async container(service: string): Promise<ContainerState> {
    const found = (await this.containers()).find((c) => c.service === service);
    if (!found) throw new Error(`no container for ${service}`);
    return found;
  }

  /** The last log lines of every container that is not where it should be (all of them if none stands out). */
  async failingLogs(lines = 40): Promise<string> {
    const containers = await this.containers().catch(() => []);
    const services = this.committedServices();
    const oneShot = (name: string) => services[name]?.restart === "no";
    const failing = containers.filter((c) =>
      oneShot(c.service)
        ? c.state === "exited" && c.exitCode !== 0
        : c.state !== "running" || (c.health && c.health !== "healthy"),
    );
    const shown = failing.length ? failing : containers;
    const parts = [
      `containers: ${containers.map((c) => `${c.service}=${c.state}${c.health ? `/${c.health}` : ""}${c.state === "exited" ? `(${c.exitCode})` : ""}`).join(" ")}`,
    ];
    for (const c of shown) {
      const logs = await this.engine.docker(["logs", "--tail", String(lines), c.id], {
        timeoutMs: 30_000,
        allowFailure: true,
      });
      parts.push(
        `--- ${c.service} (${c.state}${c.health ? `, ${c.health}` : ""}), last ${lines} lines ---\n${tail(logs.stdout + logs.stderr, lines)}`,
      );
    }
    return parts.join("\n");
  }
}
