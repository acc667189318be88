import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached, so a deploy
 * shows at once) for every other GET that is not an API path, so client-side routes survive a reload.
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, "index.html");
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: "1h",
      // index.html names the current hashed assets: never cache it, or a deploy would not show.
      setHeaders: (res, file) => {
        if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  const spaFallback: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/api/") || req.path === "/api") {
      next();
      return;
    }
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text/plain").send("The web app is not built yet: run `npm run build:web`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  };
  router.use(spaFallback);
  return router;
}
