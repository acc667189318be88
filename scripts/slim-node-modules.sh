#!/bin/sh
# Run in an image's deps stage after `npm ci`: deletes what a service's node_modules never reads at run
# time, which keeps each service image under 300 MB. Source maps and type declarations of dependencies;
# Prisma's query compilers for the databases ShopScript does not use (every schema's provider is
# postgresql, and the generated clients load the "fast" build). The deploy test (npm run test:deploy)
# runs every service from these images against PostgreSQL, so a file deleted here that is needed fails it.
set -eu
find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete
# Dependencies' Markdown (READMEs, changelogs, docs): read by people, never by the code. Licence and notice
# files stay, whatever their extension.
find node_modules -type f \( -iname '*.md' -o -iname '*.markdown' \) ! -iname 'licen[cs]e*' ! -iname 'notice*' -delete
if [ -d node_modules/@prisma/client/runtime ]; then
  find node_modules/@prisma/client/runtime -name 'query_compiler_*' ! -name 'query_compiler_fast_bg.postgresql*' -delete
fi
# OpenTelemetry packages ship three builds (build/src CommonJS, build/esm, build/esnext); Node loads `main`,
# build/src (where a package has an exports map, its `module`/`esnext` conditions are for bundlers only).
if [ -d node_modules/@opentelemetry ]; then
  find node_modules/@opentelemetry -type d \( -path '*/build/esm' -o -path '*/build/esnext' \) -prune -exec rm -rf {} +
fi
