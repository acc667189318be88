import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import express, { type RequestHandler, type Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { robotsTxt, sitemapXml } from "./crawler-files";

/** dist/pages/routes.json, written by the web build's prerender: each public path and its HTML file. */
export interface PrerenderedPage {
  file: string;
  sitemap: boolean;
}
export type PrerenderedPages = Record<string, PrerenderedPage>;

export function readPrerenderedPages(distDir: string): PrerenderedPages {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(distDir, "pages", "routes.json"), "utf8"),
    ) as PrerenderedPages;
  } catch {
    return {}; // an older or partial build: every route gets the shell
  }
}

const HTML = /\.html(?:\.br|\.gz)?$/;

/**
 * Static files with the brotli or gzip copy the build made beside them (web/scripts/compress.mjs), chosen by
 * the request's Accept-Encoding (brotli first), with `Vary: Accept-Encoding` (express-static-gzip); a client
 * that accepts neither gets the file as it is.
 */
function precompressed(
  root: string,
  options: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"],
): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: options,
  }) as RequestHandler;
}

/**
 * Serves the built web app: hashed assets cached for a year (immutable); each prerendered public page as its
 * own HTML; index.html (the shell) for every other GET that is not an API path, so client-side routes
 * survive a reload. HTML is never cached, so a deploy shows at once. Also /robots.txt and /sitemap.xml.
 */
export function webApp(distDir: string, publicUrl: string): Router {
  const router = express.Router();
  const pages = readPrerenderedPages(distDir);
  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(robotsTxt(publicUrl));
  });
  router.get("/sitemap.xml", (_req, res) => {
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(sitemapXml(publicUrl, pages));
  });
  router.use(
    "/assets",
    precompressed(path.join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }),
  );
  const files = precompressed(distDir, {
    index: false,
    maxAge: "1h",
    // HTML names the current hashed assets: never cache it, or a deploy would not show.
    setHeaders: (res: ServerResponse, file: string) => {
      if (HTML.test(file)) res.setHeader("Cache-Control", "no-cache");
    },
  });
  const isPageRequest: (method: string, urlPath: string) => boolean = (method, urlPath) =>
    (method === "GET" || method === "HEAD") && !urlPath.startsWith("/api/") && urlPath !== "/api";
  router.use((req, res, next) => {
    const page = isPageRequest(req.method, req.path) ? pages[req.path] : undefined;
    if (!page) return files(req, res, next);
    const search = req.url.slice(req.path.length);
    req.url = `/${page.file}${search}`;
    files(req, res, next);
  });
  const spaFallback: RequestHandler = (req, res, next) => {
    if (!isPageRequest(req.method, req.path)) return next();
    if (!fs.existsSync(path.join(distDir, "index.html"))) {
      res.status(503).type("text/plain").send("The web app is not built yet: run `npm run build:web`.");
      return;
    }
    req.url = "/index.html";
    files(req, res, next);
  };
  router.use(spaFallback);
  return router;
}
