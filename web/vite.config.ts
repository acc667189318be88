import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// Pin the root to this folder so the build lands in web/dist whatever the working directory.
const root = fileURLToPath(new URL(".", import.meta.url));

// In development the gateway (npm start, port 3000) serves the API; the browser talks to Vite
// on its own origin and /api is forwarded, so cookies stay first-party. `vite preview` reuses it.
const api = { "/api": { target: "http://localhost:3000", changeOrigin: false } };

/**
 * Bundles one copy of each identical package version.
 *
 * npm cannot always hoist a package: the root node_modules slot of @radix-ui/react-slot, for one,
 * holds the version Prisma Studio needs, so every Radix package gets its own nested copy of the
 * version the web app uses. The bundler sees those as different modules and ships each of them
 * (about 15 KB gzip on the landing page). This plugin resolves every import of a package file to
 * the first copy seen of that same name, version and file, so identical copies collapse to one.
 * Different versions are left alone.
 */
function dedupePackages(): Plugin {
  const versions = new Map<string, string | null>();
  const canonical = new Map<string, string>();

  function packageRoot(file: string): { root: string; name: string } | null {
    const marker = `${path.sep}node_modules${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return null;
    const rest = file.slice(at + marker.length).split(path.sep);
    const nameParts = rest[0]?.startsWith("@") ? rest.slice(0, 2) : rest.slice(0, 1);
    if (nameParts.length === 0 || nameParts.some((p) => !p)) return null;
    return { root: file.slice(0, at + marker.length) + nameParts.join(path.sep), name: nameParts.join("/") };
  }

  function versionOf(root: string): string | null {
    if (!versions.has(root)) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
          version?: string;
        };
        versions.set(root, pkg.version ?? null);
      } catch {
        versions.set(root, null);
      }
    }
    return versions.get(root) ?? null;
  }

  return {
    name: "shopscript:dedupe-packages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source.startsWith("\0") || source.startsWith(".") || path.isAbsolute(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query = ""] = resolved.id.split("?");
      if (!file) return resolved;
      const pkg = packageRoot(file);
      const version = pkg ? versionOf(pkg.root) : null;
      if (!pkg || !version) return resolved;
      const key = `${pkg.name}@${version}:${path.relative(pkg.root, file)}`;
      const first = canonical.get(key);
      if (!first) {
        canonical.set(key, file);
        return resolved;
      }
      return { ...resolved, id: query ? `${first}?${query}` : first };
    },
  };
}

export default defineConfig({
  root,
  plugins: [dedupePackages(), react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to preload each prerendered page's own chunk.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @shopscript/contracts has no side effects (plain constants and zod schemas), but the
        // bundler cannot know that: without these two hints importing PLANS or PLATFORM_LABELS
        // into the landing page would drag every zod schema (and zod itself, ~30 KB gzip) into
        // the entry chunk. Screens that validate with the schemas still get them, in their chunk.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
    },
  },
  // The prerender bundle (src/entry-server.tsx) runs once at build time in Node: bundle everything, the
  // workspace's TypeScript packages included, so it needs nothing resolved at run time.
  ssr: { noExternal: true },
  server: { proxy: api },
  preview: { proxy: api },
});
