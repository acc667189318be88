import path from "node:path";
import type { ServiceDefinition } from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";
import { loadNotifierConfig } from "./config";
import { notificationConsumer } from "./consumers/notification-consumer";
import { createRecipientBook } from "./data/recipient-book";
import { createRecipientCap } from "./data/recipient-cap";
import { createSentLog } from "./data/sent-log";
import { createMailer } from "./mail/create-mailer";

/** Composition root of the notifier service: its database, its mailer, its app and its consumer. */
export const notifierService: ServiceDefinition<PrismaClient> = {
  name: "notifier",
  defaultPort: 3005,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ env, db, cache, log, clock, dataDir, readiness, isDraining, metrics }) => {
    const config = loadNotifierConfig(env);
    const mailer = createMailer(config, { dataDir, log, clock });
    log.info({ mailer: mailer.kind, publicUrl: config.PUBLIC_URL }, "notifier mail adapter chosen");
    const consumer = notificationConsumer({
      recipients: createRecipientBook(db),
      sentLog: createSentLog(db),
      recipientCap: createRecipientCap(cache, config.MAIL_DAILY_CAP_PER_RECIPIENT),
      mailer,
      site: { publicUrl: config.PUBLIC_URL },
      clock,
      log,
    });
    return { app: createApp({ db, log, readiness, isDraining, metrics }), consumer, onStop: () => mailer.close() };
  },
};
