import path from "node:path";
import type { Clock, Logger } from "@shopscript/kit";
import type { NotifierConfig } from "../config";
import { createFileMailer } from "./file-mailer";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** SMTP when SMTP_URL is set; otherwise files under DATA_DIR/mail (ARCHITECTURE section 4). */
export function createMailer(
  config: NotifierConfig,
  deps: { dataDir: string; log: Logger; clock: Clock },
): Mailer {
  if (config.SMTP_URL) {
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, log: deps.log });
  }
  return createFileMailer({
    dir: path.join(deps.dataDir, "mail"),
    from: config.MAIL_FROM,
    log: deps.log,
    clock: deps.clock,
  });
}
