import nodemailer from "nodemailer";
import type { Logger } from "@shopscript/kit";
import { composeMessage } from "./compose-message";
import type { Mailer } from "./mailer";

// nodemailer's defaults (2 min to connect, 10 min of socket silence) would hold an event, and the database
// transaction around its send, far too long: a slow server should fail fast and the bus retry. The sent
// log also bounds a whole send (data/sent-log.ts), for a server that answers, but slowly.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

export interface SmtpMailerOptions {
  url: string;
  from: string;
  log: Logger;
}

/** Real mail: a pooled SMTP transport, so a burst of events reuses a few connections. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    kind: "smtp",
    async send(mail) {
      const sending = transport.sendMail(composeMessage(mail, options.from));
      inFlight.add(sending);
      const info = await sending.finally(() => inFlight.delete(sending));
      // No address here: the sent-message log holds who got what, and logs travel further than the database.
      options.log.debug(
        { kind: mail.kind, messageId: info.messageId, response: info.response },
        "mail handed to SMTP",
      );
    },
    // Lets sends in flight finish first: cutting one off after the server took the message would fail the
    // event and mail it twice on retry. A send that starts after this fails, and the bus retries it.
    async close() {
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}
