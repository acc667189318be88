// `npm run build -w web`: the browser bundle, then the public pages prerendered to HTML, then every text
// file precompressed (brotli and gzip) for the gateway to serve as is. One command for npm start (via
// scripts/prepare.mjs), the Docker image and `npm run bench web`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { compressDir } from "./compress.mjs";
import { prerender } from "./prerender.mjs";

const web = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const dist = path.join(web, "dist");
const ssrOut = path.join(web, "dist-ssr");
const logLevel = process.argv.includes("--quiet") ? "warn" : "info";
const configFile = path.join(web, "vite.config.ts");

await build({ root: web, configFile, logLevel });
await build({
  root: web,
  configFile,
  logLevel,
  build: {
    ssr: "src/entry-server.tsx",
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
const pages = await prerender({ dist, entry: pathToFileURL(path.join(ssrOut, "entry-server.js")).href });
fs.rmSync(ssrOut, { recursive: true, force: true });
const compressed = compressDir(dist);
console.log(`[web] prerendered ${pages.length} pages; precompressed ${compressed} files (br + gzip)`);
