/**
 * The root Dockerfile as data, for the tests that hold it to the code (deploy-manifests) and replay parts
 * of it (image-native-modules): stages, their instructions, base images and ENV through stage inheritance.
 */
import fs from "node:fs";
import path from "node:path";

export interface Stage {
  name: string;
  from: string;
  instructions: Array<{ op: string; args: string }>;
}

export interface Dockerfile {
  args: Record<string, string>;
  stages: Stage[];
  stage(name: string): Stage;
  /** The arguments of every `op` instruction of a stage, in order. */
  instructions(name: string, op: string): string[];
  /** The base image a stage finally rests on, through other stages and ARG defaults. */
  baseImageOf(name: string): string;
  /** ENV instructions of a stage and the stages it builds on, as one map (later wins). */
  envOf(name: string): Record<string, string>;
}

export function parseDockerfile(text: string): Dockerfile {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = op.toUpperCase();
    if (upper === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (!match) throw new Error(`unreadable FROM: ${line}`);
      stages.push({ from: match[1]!, name: match[2] ?? `#${stages.length}`, instructions: [] });
    } else if (!stages.length) {
      if (upper !== "ARG") throw new Error(`${upper} before the first FROM`);
      const [name, value = ""] = rest.split("=");
      args[name!] = value;
    } else {
      stages.at(-1)!.instructions.push({ op: upper, args: rest });
    }
  }

  const isStage = (name: string) => stages.some((s) => s.name === name);
  const stage = (name: string) => {
    const found = stages.find((s) => s.name === name);
    if (!found) throw new Error(`Dockerfile has no stage ${name}`);
    return found;
  };
  const instructions = (name: string, op: string) =>
    stage(name)
      .instructions.filter((i) => i.op === op)
      .map((i) => i.args);
  const baseImageOf = (name: string): string => {
    const from = stage(name).from.replace(/\$\{(\w+)\}/g, (_, arg: string) => args[arg] ?? "");
    return isStage(from) ? baseImageOf(from) : from;
  };
  const envOf = (name: string): Record<string, string> => {
    const from = stage(name).from;
    const inherited = isStage(from) ? envOf(from) : {};
    for (const line of instructions(name, "ENV")) {
      for (const [, key, value] of line.matchAll(/(\w+)=(\S+)/g)) inherited[key!] = value!;
    }
    return inherited;
  };
  return { args, stages, stage, instructions, baseImageOf, envOf };
}

export const ROOT = path.resolve(__dirname, "..", "..");
export const readDockerfile = () => parseDockerfile(fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
