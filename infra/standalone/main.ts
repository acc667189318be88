import { createLogger, exitOnUncaughtErrors, stopOnSignals } from "@shopscript/kit";
import { prepareEmbeddedTemplate, startSystem } from "./start-system";

/** `npm start`: the whole of ShopScript in one process, embedded adapters unless env vars name real ones. */
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
  const system = await startSystem({ log });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const { bus, cache, database } = system.adapters;
  console.log(
    `\n  ShopScript is ready at ${system.url}  (started in ${seconds} s, ${rssMb} MB)\n` +
      `  database: ${database} · events: ${bus} · cache: ${cache} · data in ${process.env.DATA_DIR ?? ".data"}/\n` +
      `  Press Ctrl+C to stop.\n`,
  );
  stopOnSignals(system.stop, log);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
