import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** RCPT TO addresses, as the server saw them. */
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback that keeps what it receives. Tests can make it refuse recipients for a
 * while (a temporary 451, as a busy or greylisting server answers) and answer DATA slowly.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** RCPT TO commands seen per address, refused or not. */
  readonly rcptAttempts = new Map<string, number>();
  /** address → how many more RCPTs for it to refuse. */
  readonly refuse = new Map<string, number>();
  /** Delay before answering DATA, to keep a send in flight. */
  dataDelayMs = 0;
  port = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onRcptTo: (address, _session, callback) => {
      const name = address.address;
      this.rcptAttempts.set(name, (this.rcptAttempts.get(name) ?? 0) + 1);
      const left = this.refuse.get(name) ?? 0;
      if (left > 0) {
        this.refuse.set(name, left - 1);
        return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(raw)
          .then((parsed) => {
            setTimeout(() => {
              this.received.push({ to, raw, parsed });
              callback();
            }, this.dataDelayMs);
          })
          .catch((err: Error) => callback(err));
      });
    },
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  /** Mails whose envelope goes to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
