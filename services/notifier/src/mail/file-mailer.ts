import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { loggerShowingSecrets, type Clock, type Logger } from "@shopscript/kit";
import { composeMessage } from "./compose-message";
import { findLinks } from "./find-links";
import type { Mailer } from "./mailer";

export interface FileMailerOptions {
  /** DATA_DIR/mail */
  dir: string;
  from: string;
  log: Logger;
  clock: Clock;
}

/**
 * Standalone mail: nodemailer renders the real RFC 822 message and it lands in `dir` as an .eml file any
 * mail client opens. The log line carries the links, so a local user can verify or reset from the console;
 * that is the one place a token-bearing link is logged, on purpose (every other line has tokens redacted by
 * their shape, see kit's secret-shapes.ts).
 */
export function createFileMailer(options: FileMailerOptions): Mailer {
  const linksLog = loggerShowingSecrets(options.log);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail) {
      const info = await transport.sendMail(composeMessage(mail, options.from));
      await fs.mkdir(options.dir, { recursive: true });
      // ISO time with ":" swapped for "-": Windows refuses colons in file names. Files sort by time.
      const stamp = options.clock.now().toISOString().replace(/:/g, "-");
      const file = path.join(options.dir, `${stamp}-${mail.kind}-${randomBytes(3).toString("hex")}.eml`);
      // Written under a temporary name and renamed, so nobody ever opens half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      linksLog.info(
        { to: mail.to, subject: mail.subject, file, links: findLinks(mail.text) },
        "mail written to a file (no SMTP_URL set); open a link to continue",
      );
    },
    async close() {
      transport.close();
    },
  };
}
