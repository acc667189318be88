/** One rendered mail to one recipient. `kind` names the template (files, logs, the sent-message log). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
}

/**
 * The mail port. Two adapters: SMTP when SMTP_URL is set, files under DATA_DIR/mail otherwise
 * (ARCHITECTURE section 4). `send` resolves once the message was handed over; it throws when it was not,
 * so the event is retried.
 */
export interface Mailer {
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
