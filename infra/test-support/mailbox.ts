import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { eventually } from "@shopscript/kit/testing";

export interface ReceivedMail {
  to: string;
  /** The bare addresses of every To recipient. */
  recipients: string[];
  receivedAt: Date;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives: the notifier talks real SMTP to it. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  /** Loopback on a free port unless told otherwise (the Mailpit stand-in listens on 0.0.0.0:1025). */
  async start(listen: { host?: string; port?: number } = {}): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const toList = parsed.to === undefined ? [] : [parsed.to].flat();
            this.mails.push({
              to: toList.map((a) => a.text).join(", "),
              recipients: toList.flatMap((a) => a.value.map((v) => v.address ?? "")).filter(Boolean),
              receivedAt: new Date(),
              from: parsed.from?.text ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
            });
            callback();
          })
          .catch((err) => callback(err));
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(listen.port ?? 0, listen.host ?? "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  for(address: string) {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  /** Waits (bounded) for the `count`th mail to `address` whose subject matches. */
  async waitFor(address: string, subject: RegExp, count = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
    const matching = () => this.for(address).filter((mail) => subject.test(mail.subject));
    await eventually(() => matching().length >= count, `mail "${subject}" #${count} to ${address}`, timeoutMs);
    return matching()[count - 1]!;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The first link in a mail's text whose path is `path`, as a URL. */
export function linkIn(mail: Pick<ReceivedMail, "subject" | "text">, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://[^\\s<>"]+${path.replace(/[/]/g, "\\/")}\\?[^\\s<>"]+`));
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}
