import fs from "node:fs";
import path from "node:path";
import { loadSessionKeys, SessionStore, type ServiceDefinition, type ServiceMetrics } from "@shopscript/kit";
import { createApp } from "./app";
import { loadGatewayConfig } from "./config";

/** Whether the local copy of session states is in use, and how often it answered (read at scrape time). */
function watchSessionCopy(store: SessionStore, metrics: ServiceMetrics | undefined): void {
  if (!metrics) return;
  const stats = () => store.localCopyStats() ?? { live: false, hits: 0, misses: 0 };
  metrics.gaugeAtScrape("gateway_session_copy_live", "1 while session states are read from the local copy Redis keeps true.", async () => (stats().live ? 1 : 0));
  metrics.counterAtScrape("gateway_session_copy_hits", "Session-state reads answered from the local copy.", () => stats().hits);
  metrics.counterAtScrape("gateway_session_copy_misses", "Session-state reads that went to Redis.", () => stats().misses);
}

/**
 * Composition root of the gateway. It keeps no state; it is ready when it can serve the web app.
 * Upstream health is each service's own readiness: tying it to the gateway's would take the whole site
 * (landing page included) out of rotation whenever one service restarts.
 */
export const gatewayService: ServiceDefinition = {
  name: "gateway",
  defaultPort: 3000,
  build: ({ env, log, isDraining, cache, clock, dataDir, metrics }) => {
    const config = loadGatewayConfig(env);
    const indexFile = path.join(config.WEB_DIST_DIR, "index.html");
    const readiness = {
      web: async () => {
        if (!fs.existsSync(indexFile)) throw new Error(`web app not built (${indexFile} missing)`);
      },
    };
    const { publicKey } = loadSessionKeys(env, dataDir);
    // Session states from a local copy Redis keeps true: no Redis round trip per signed-in request.
    const store = new SessionStore(cache, { localCopy: { log } });
    watchSessionCopy(store, metrics);
    const session = { publicKey, store, clock };
    return {
      app: createApp({ config, log, cache, session, readiness, isDraining, metrics }),
      onStop: () => store.close(),
    };
  },
};
