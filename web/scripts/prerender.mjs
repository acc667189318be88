import fs from "node:fs";
import path from "node:path";

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** The chunk files a page module needs beyond the entry: its own chunk and its static imports, once each. */
function pageChunks(manifest, page, alreadyLoaded) {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${page}.tsx`));
  if (!key) throw new Error(`prerender: no chunk for page "${page}" in the build manifest`);
  const files = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || chunk.isEntry || files.has(chunk.file) || alreadyLoaded.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's scripts, taken out of the head and handed to /load-after-paint.js, which fetches them once the
 * first frame is painted: the page paints from HTML and CSS alone, and on a slow connection those get the
 * bandwidth first.
 */
function loadScriptsAfterPaint(html, pageChunks) {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("prerender: index.html has no module script");
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const all = [...new Set([...preload, ...pageChunks.map((file) => `/${file}`)])];
  const loader = `<script defer src="/load-after-paint.js" data-entry="${entry}" data-preload="${all.join(" ")}"></script>`;
  return html.replace(MODULE_SCRIPT, "").replace(MODULE_PRELOAD, "").replace("</head>", `  ${loader}\n  </head>`);
}

/**
 * Renders each public page (PRERENDERED_PAGES of src/entry-server.tsx) to dist/pages/<name>.html: the app's
 * HTML inside #root, the page's own <title> and meta description, and its scripts (the entry and the page's
 * own chunks) loaded after the first paint. dist/pages/routes.json
 * maps each path to its file for the gateway. dist/index.html stays the empty shell of the other routes.
 */
export async function prerender({ dist, entry }) {
  const { renderPage, PRERENDERED_PAGES } = await import(entry);
  const template = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const manifestFile = path.join(dist, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  if (!template.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty <div id="root">');
  // What index.html already loads or preloads (the entry and its imports).
  const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));
  const outDir = path.join(dist, "pages");
  fs.mkdirSync(outDir, { recursive: true });
  const routes = {};
  for (const { path: route, page, sitemap } of PRERENDERED_PAGES) {
    const { html, meta } = await renderPage(route);
    const document = loadScriptsAfterPaint(template, pageChunks(manifest, page, inTemplate))
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    const name = route === "/" ? "index" : route.slice(1).replace(/\//g, "-");
    fs.writeFileSync(path.join(outDir, `${name}.html`), document);
    routes[route] = { file: `pages/${name}.html`, sitemap };
  }
  fs.writeFileSync(path.join(outDir, "routes.json"), JSON.stringify(routes, null, 2) + "\n");
  fs.rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
  return Object.keys(routes);
}
