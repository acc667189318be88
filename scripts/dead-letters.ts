// Operates a service's dead-letter queue (`<prefix><service>.events.dead`) on RabbitMQ:
//   npx tsx scripts/dead-letters.ts list <service>     prints each dead letter (event, routing key, why, when)
//   npx tsx scripts/dead-letters.ts replay <service>   moves them back to the service's queue, fresh retries
// It reads AMQP_URL, EVENT_EXCHANGE and EVENT_QUEUE_PREFIX as the services do (README.md, "Configuration").
// Replay after fixing what made the handler fail: consumers are idempotent, so a replayed event that had in
// fact been handled is skipped.
import { createLogger, loadConfig, RabbitMqBus, sharedEnvSchema } from "@shopscript/kit";

const SERVICES = ["auth", "generator", "catalog", "billing", "notifier"];

async function main(): Promise<number> {
  const [command, service] = process.argv.slice(2);
  if ((command !== "list" && command !== "replay") || !service || !SERVICES.includes(service)) {
    console.error(`usage: npx tsx scripts/dead-letters.ts list|replay <${SERVICES.join("|")}>`);
    return 2;
  }
  const config = loadConfig(sharedEnvSchema, process.env);
  if (!config.AMQP_URL) {
    console.error(
      "AMQP_URL is not set: dead letters live in RabbitMQ (the in-process bus keeps them in memory only)",
    );
    return 2;
  }
  const log = createLogger("dead-letters", process.env.LOG_LEVEL ?? "warn");
  const bus = await new RabbitMqBus({ url: config.AMQP_URL, exchange: config.EVENT_EXCHANGE, log }).start();
  try {
    await bus.waitUntilConnected();
    const queue = `${config.EVENT_QUEUE_PREFIX}${service}`;
    if (command === "list") {
      const letters = await bus.deadLetters(queue);
      for (const letter of letters) console.log(JSON.stringify(letter));
      console.error(`${letters.length} dead letter(s) in ${queue}.events.dead`);
    } else {
      const replayed = await bus.replayDeadLetters(queue);
      console.error(`replayed ${replayed} dead letter(s) to ${queue}.events`);
    }
    return 0;
  } finally {
    await bus.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
