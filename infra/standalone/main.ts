import { createLogger, exitOnUncaughtErrors, flushLogs, startTracing, stopOnSignals } from "@shopscript/kit";
import { prepareEmbeddedTemplate, startSystem } from "./start-system";

/**
 * `npm start`: the whole of ShopScript in one process, embedded adapters unless env vars name real ones.
 *
 * package.json starts it with `--liftoff-only`: the embedded database (PGlite) and Prisma's query compiler are
 * WebAssembly, and V8's optimizing tier (TurboFan) recompiles their hot functions on background threads whose
 * working memory the C allocator keeps afterwards: ~85 MB resident for good, more as use makes more functions
 * hot. V8's baseline compiler (Liftoff) alone costs 10–17% more CPU in the embedded database (a 20,000-description
 * search with its count: 35 → 48 ms at p95), which a one-process start on a small machine can spare better than
 * the memory (budget 450 MB, `npm run bench startup`). Remove the flag to trade the other way.
 */
async function main() {
  const templateAt = process.argv.indexOf("--prepare-db-template");
  if (templateAt > 0) {
    // The initdb of a template is its own (never copied from an older template).
    process.env.EMBEDDED_PG_TEMPLATE = "off";
    await prepareEmbeddedTemplate(process.argv[templateAt + 1]!, createLogger("prepare", process.env.LOG_LEVEL ?? "warn"));
    return;
  }
  const startedAt = performance.now();
  const log = createLogger("shopscript", process.env.LOG_LEVEL);
  exitOnUncaughtErrors(log);
  // Off (and the SDK never loaded) unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const tracing = startTracing({ serviceName: "shopscript" });
  // Each service logs under its own name (`service`); `log` is the process's own.
  const system = await startSystem();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  flushLogs(); // the start-up lines first, then the banner
  const { bus, cache, database } = system.adapters;
  console.log(
    `\n  ShopScript is ready at ${system.url}  (started in ${seconds} s, ${rssMb} MB)\n` +
      `  database: ${database} · events: ${bus} · cache: ${cache} · data in ${process.env.DATA_DIR ?? ".data"}/\n` +
      `  Press Ctrl+C to stop.\n`,
  );
  stopOnSignals(async () => {
    await system.stop();
    await tracing?.stop();
  }, log);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
