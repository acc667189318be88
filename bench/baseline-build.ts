import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/**
 * Another commit's files (`ref`, git archive) in a folder of their own, with this checkout's installed packages
 * and generated Prisma clients linked in and its own workspace packages linked to its own sources, so a bench
 * can build that commit's code as it was. `remove()` deletes the folder.
 */
export function baselineCheckout(ref: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-baseline-"));
  execFileSync("sh", ["-c", `git -C "${ROOT}" archive "${ref}" | tar -x -C "${dir}"`], { stdio: "inherit" });
  const link = (from: string, to: string) => {
    if (fs.existsSync(from) && !fs.existsSync(to)) fs.symlinkSync(from, to);
  };
  const modules = path.join(dir, "node_modules");
  fs.mkdirSync(path.join(modules, "@shopscript"), { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, "node_modules"))) {
    if (entry !== "@shopscript") link(path.join(ROOT, "node_modules", entry), path.join(modules, entry));
  }
  for (const group of ["packages", "services"]) {
    for (const name of fs.readdirSync(path.join(dir, group))) {
      link(path.join(dir, group, name), path.join(modules, "@shopscript", name));
      link(path.join(ROOT, group, name, "node_modules"), path.join(dir, group, name, "node_modules"));
      link(path.join(ROOT, group, name, "src", "generated"), path.join(dir, group, name, "src", "generated"));
    }
  }
  link(path.join(ROOT, "web", "node_modules"), path.join(dir, "web", "node_modules"));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The server bundle of another commit (`ref`), for a bench that sets the old code beside the new in the same
 * run: its checkout (above), the web build and the prepared database template taken from here (both must not
 * differ between the two), then the bundle built there. Returns the folder (the server's working directory)
 * and its bundle; `remove()` deletes it.
 */
export function buildBaseline(ref: string): { dir: string; script: string; remove(): void } {
  const { dir, remove } = baselineCheckout(ref);
  fs.symlinkSync(path.join(ROOT, "web", "dist"), path.join(dir, "web", "dist"));
  fs.mkdirSync(path.join(dir, "dist"), { recursive: true });
  // Copied, not linked: a first start copies the template folder, and a link would be copied as a link.
  fs.cpSync(path.join(ROOT, "dist", "pg-template"), path.join(dir, "dist", "pg-template"), { recursive: true });
  execFileSync(process.execPath, [path.join(dir, "scripts", "build-server.mjs")], { cwd: dir, stdio: "inherit" });
  return { dir, script: path.join(dir, "dist", "standalone.cjs"), remove };
}
