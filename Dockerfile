# syntax=docker/dockerfile:1
# One image per service, each a target of this file:
#   docker build --target auth -t shopscript/auth:local .
# Targets: gateway (serves the web app too), auth, generator (with Chromium), catalog, billing, notifier,
# integrations.
# Each image keeps the repository layout under /app: the bundle dist/services/<name>.cjs finds the kit's
# and its own migrations (and, for the gateway, web/dist) at their repository paths.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

# Just the manifests, so dependency layers are rebuilt only when a package.json or the lock changes.
FROM base AS manifests
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/kit/package.json packages/kit/
COPY services/auth/package.json services/auth/
COPY services/billing/package.json services/billing/
COPY services/catalog/package.json services/catalog/
COPY services/gateway/package.json services/gateway/
COPY services/generator/package.json services/generator/
COPY services/integrations/package.json services/integrations/
COPY services/notifier/package.json services/notifier/
COPY web/package.json web/
COPY scripts/slim-node-modules.sh scripts/

# Build: every dependency, then Prisma clients + web app + bundles (scripts/prepare.mjs), then one
# bundle per service. Install scripts are skipped: nothing built here needs them (the root postinstall is
# the prepare step below, and the Prisma CLI runs offline through tools/prisma-offline).
FROM manifests AS build
RUN npm ci --ignore-scripts
COPY . .
# No embedded database template: the images run against a real PostgreSQL.
RUN EMBEDDED_PG_TEMPLATE=off node scripts/prepare.mjs --force && node scripts/build-server.mjs --services

# Production dependencies of one service (and the workspace packages it uses), nothing else.
# --omit=optional drops the Prisma CLI, which npm would otherwise install as @prisma/client's optional peer.
# Install scripts stay off; the one native module, argon2 (auth), is then compiled below.
# slim-node-modules.sh deletes what no service reads at run time (source maps, types, unused Prisma engines).
FROM manifests AS deps-gateway
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace services/gateway \
 && sh scripts/slim-node-modules.sh
# argon2 is compiled from source, as a dev install does: its prebuilt linux-x64 binary segfaults when
# Node 20 loads it (issue 13). The compiler stays in this stage; node-gyp uses the image's own Node headers
# (nodedir), so nothing is downloaded from nodejs.org. infra/test/image-native-modules.test.ts replays this.
FROM manifests AS deps-auth
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace services/auth \
 && npm_config_build_from_source=true npm rebuild argon2 --nodedir="$(dirname "$(dirname "$(command -v node)")")" \
 && sh scripts/slim-node-modules.sh
FROM manifests AS deps-generator
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace services/generator \
 && sh scripts/slim-node-modules.sh
FROM manifests AS deps-catalog
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace services/catalog \
 && sh scripts/slim-node-modules.sh
FROM manifests AS deps-billing
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace services/billing \
 && sh scripts/slim-node-modules.sh
FROM manifests AS deps-notifier
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace services/notifier \
 && sh scripts/slim-node-modules.sh
FROM manifests AS deps-integrations
RUN npm ci --omit=dev --omit=optional --ignore-scripts --workspace services/integrations \
 && sh scripts/slim-node-modules.sh

# What every service image shares. Code is owned by root and read-only to the service's user (uid 1000,
# the image's `node`, numeric so Kubernetes can verify runAsNonRoot); only DATA_DIR is writable.
FROM base AS runtime
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    DATA_DIR=/var/lib/shopscript
RUN mkdir -p /var/lib/shopscript && chown 1000:1000 /var/lib/shopscript
COPY --from=build /app/packages/kit/migrations packages/kit/migrations

FROM runtime AS gateway
COPY --from=deps-gateway /app/node_modules node_modules
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/dist/services/gateway.cjs /app/dist/services/gateway.cjs.map dist/services/
ENV PORT=3000
EXPOSE 3000
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/services/gateway.cjs"]

FROM runtime AS auth
COPY --from=deps-auth /app/node_modules node_modules
COPY --from=build /app/services/auth/prisma/migrations services/auth/prisma/migrations
COPY --from=build /app/dist/services/auth.cjs /app/dist/services/auth.cjs.map dist/services/
ENV PORT=3001
EXPOSE 3001
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/services/auth.cjs"]

# The page reader renders JavaScript pages with Debian's Chromium (CHROMIUM_PATH), always behind its guard proxy.
FROM runtime AS generator
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
COPY --from=deps-generator /app/node_modules node_modules
# Brand voices (issue 31) are kept in the generator's own database.
COPY --from=build /app/services/generator/prisma/migrations services/generator/prisma/migrations
COPY --from=build /app/dist/services/generator.cjs /app/dist/services/generator.cjs.map dist/services/
# The writer's data files (taxonomy, word lists, phrasebook, clichés, the voices' spelling, person and
# learning lists) are read at start from beside their source.
COPY --from=build /app/services/generator/src/facts/taxonomy services/generator/src/facts/taxonomy
COPY --from=build /app/services/generator/src/facts/vocabulary services/generator/src/facts/vocabulary
COPY --from=build /app/services/generator/src/domain/cliches.yaml services/generator/src/domain/
COPY --from=build /app/services/generator/src/writers/builtin/phrasebook services/generator/src/writers/builtin/phrasebook
COPY --from=build /app/services/generator/src/voices/data services/generator/src/voices/data
# The built-in writer and the checker run in worker threads, whose entry is a bundle of its own.
COPY --from=build /app/dist/services/listing-worker.cjs /app/dist/services/listing-worker.cjs.map dist/services/
# Chromium writes its profile and crash data under HOME: /tmp stays writable with a read-only root.
ENV PORT=3002 CHROMIUM_PATH=/usr/bin/chromium HOME=/tmp
EXPOSE 3002
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/services/generator.cjs"]

FROM runtime AS catalog
COPY --from=deps-catalog /app/node_modules node_modules
COPY --from=build /app/services/catalog/prisma/migrations services/catalog/prisma/migrations
COPY --from=build /app/dist/services/catalog.cjs /app/dist/services/catalog.cjs.map dist/services/
# Uploads are read in a worker thread, whose entry is a bundle of its own.
COPY --from=build /app/dist/services/upload-worker.cjs /app/dist/services/upload-worker.cjs.map dist/services/
ENV PORT=3003
EXPOSE 3003
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/services/catalog.cjs"]

FROM runtime AS billing
COPY --from=deps-billing /app/node_modules node_modules
COPY --from=build /app/services/billing/prisma/migrations services/billing/prisma/migrations
COPY --from=build /app/dist/services/billing.cjs /app/dist/services/billing.cjs.map dist/services/
ENV PORT=3004
EXPOSE 3004
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/services/billing.cjs"]

FROM runtime AS notifier
COPY --from=deps-notifier /app/node_modules node_modules
COPY --from=build /app/services/notifier/prisma/migrations services/notifier/prisma/migrations
COPY --from=build /app/dist/services/notifier.cjs /app/dist/services/notifier.cjs.map dist/services/
ENV PORT=3005
EXPOSE 3005
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/services/notifier.cjs"]

FROM runtime AS integrations
COPY --from=deps-integrations /app/node_modules node_modules
COPY --from=build /app/services/integrations/prisma/migrations services/integrations/prisma/migrations
COPY --from=build /app/dist/services/integrations.cjs /app/dist/services/integrations.cjs.map dist/services/
ENV PORT=3006
EXPOSE 3006
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/services/integrations.cjs"]
