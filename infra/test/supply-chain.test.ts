import fs from "node:fs";
import path from "node:path";

// Supply chain: npm 11 runs a dependency's install scripts only when package.json's `allowScripts` approves it.
// Every package of the lock that has one must be decided there (approved or denied), so a new dependency that
// brings a script fails here until someone has read that script, and `npm ci` never ends with a list of skipped
// scripts that nobody looked at.
const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { hasInstallScript?: boolean; link?: boolean }>;
};

/** "node_modules/a/node_modules/@b/c" → "@b/c". */
const packageNameOf = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);
/** "argon2" and "argon2@0.45.1" both decide argon2. */
const decidedNames = new Set(Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(?<=.)@.*$/, "")));

describe("dependency install scripts (npm allowScripts)", () => {
  it("every dependency with an install script is approved or denied in package.json", () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([lockPath, entry]) => lockPath.includes("node_modules/") && entry.hasInstallScript)
      .map(([lockPath]) => packageNameOf(lockPath));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !decidedNames.has(name))).toEqual([]);
  });

  it("approves only argon2, the one native module the services load (its script builds or picks its binary)", () => {
    const approved = Object.entries(manifest.allowScripts ?? {})
      .filter(([, allowed]) => allowed)
      .map(([key]) => key);
    expect(approved).toEqual(["argon2"]);
  });

  it("the images install with scripts off and compile argon2 themselves", () => {
    const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
    const installs = dockerfile.match(/npm ci[^\n]*/g) ?? [];
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toContain("--ignore-scripts");
    expect(dockerfile).toMatch(/npm rebuild argon2/);
  });
});
