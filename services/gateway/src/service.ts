import fs from "node:fs";
import path from "node:path";
import { loadSessionKeys, SessionStore, type ServiceDefinition } from "@shopscript/kit";
import { createApp } from "./app";
import { loadGatewayConfig } from "./config";

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
    const store = new SessionStore(cache, { localCopy: true });
    const session = { publicKey, store, clock };
    return {
      app: createApp({ config, log, cache, session, readiness, isDraining, metrics }),
      onStop: () => store.close(),
    };
  },
};
