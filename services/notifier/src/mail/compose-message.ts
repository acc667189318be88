import type { SendMailOptions } from "nodemailer";
import type { OutgoingMail } from "./mailer";

/** The nodemailer message both adapters send, so a file on disk is exactly what SMTP would have carried. */
export function composeMessage(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    // An address object, not a string: nodemailer parses a string as a list, so "a@x.com, b@y.com"
    // from an event would mail two people.
    to: { name: "", address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // RFC 3834: tells vacation responders and the like not to answer a no-reply sender.
    headers: { "Auto-Submitted": "auto-generated" },
    // Content is always inline strings; nodemailer must never read a file or fetch a URL for it.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
