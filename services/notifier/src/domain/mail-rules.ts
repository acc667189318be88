import type { DomainEvent, EventType } from "@shopscript/contracts";
import type { Site } from "../templates/app-url";
import type { RenderedMail } from "../templates/layout";
import { confirmEmail } from "../templates/confirm-email";
import { verificationLink } from "../templates/verification-link";
import { registrationAttempt } from "../templates/registration-attempt";
import { passwordReset } from "../templates/password-reset";
import { passwordChanged } from "../templates/password-changed";
import { subscriptionActivated } from "../templates/subscription-activated";
import { subscriptionCanceled } from "../templates/subscription-canceled";
import { paymentFailed } from "../templates/payment-failed";
import { describeValidity } from "../templates/wording";

/** An address in the payload, or a user whose address the notifier must look up. */
export type Addressee = { email: string } | { userId: string };

export interface RenderContext {
  site: Site;
  /** When the mail is written: a link's validity is counted from here, as the reader sees it. */
  now: Date;
}

export interface MailRule<T extends EventType> {
  /** Names the mail in the sent-message log, in file names and in logs. */
  kind: string;
  /** Someone other than the addressee can cause it (by typing the address): it counts against the daily cap. */
  unsolicited?: boolean;
  to(event: DomainEvent<T>): Addressee;
  render(event: DomainEvent<T>, context: RenderContext): RenderedMail;
}

/** Which mail each event sends, and to whom. One event, one mail. */
export const MAIL_RULES = {
  "user.registered": {
    kind: "confirm-email",
    unsolicited: true,
    to: (event) => ({ email: event.payload.email }),
    render: ({ payload }, { site, now }) =>
      confirmEmail(
        {
          email: payload.email,
          token: payload.verification.token,
          validFor: describeValidity(now, payload.verification.expiresAt, "24 hours"),
        },
        site,
      ),
  },
  "email.verification.requested": {
    kind: "verification-link",
    unsolicited: true,
    to: (event) => ({ email: event.payload.email }),
    render: ({ payload }, { site, now }) =>
      verificationLink(
        {
          email: payload.email,
          token: payload.token,
          validFor: describeValidity(now, payload.expiresAt, "24 hours"),
        },
        site,
      ),
  },
  "user.registration_attempted": {
    kind: "registration-attempt",
    unsolicited: true,
    to: (event) => ({ email: event.payload.email }),
    render: ({ payload }, { site }) => registrationAttempt({ email: payload.email }, site),
  },
  "password.reset.requested": {
    kind: "password-reset",
    unsolicited: true,
    to: (event) => ({ email: event.payload.email }),
    render: ({ payload }, { site, now }) =>
      passwordReset(
        {
          email: payload.email,
          token: payload.token,
          validFor: describeValidity(now, payload.expiresAt, "1 hour"),
        },
        site,
      ),
  },
  "password.reset.completed": {
    kind: "password-changed",
    to: (event) => ({ email: event.payload.email }),
    render: ({ payload }, { site }) => passwordChanged({ email: payload.email, apiKeysRevoked: payload.apiKeysRevoked }, site),
  },
  "password.changed": {
    kind: "password-changed",
    to: (event) => ({ email: event.payload.email }),
    render: ({ payload }, { site }) => passwordChanged({ email: payload.email, apiKeysRevoked: payload.apiKeysRevoked }, site),
  },
  // Billing's events name only the user: the address comes from the recipient book.
  "subscription.activated": {
    kind: "subscription-activated",
    to: (event) => ({ userId: event.payload.userId }),
    render: ({ payload }, { site }) =>
      subscriptionActivated({ plan: payload.plan, currentPeriodEnd: payload.currentPeriodEnd, firstChargeAt: payload.firstChargeAt }, site),
  },
  "subscription.canceled": {
    kind: "subscription-canceled",
    to: (event) => ({ userId: event.payload.userId }),
    render: ({ payload }, { site }) => subscriptionCanceled({ accessUntil: payload.accessUntil }, site),
  },
  "subscription.payment_failed": {
    kind: "payment-failed",
    to: (event) => ({ userId: event.payload.userId }),
    render: (_event, { site }) => paymentFailed(site),
  },
} satisfies { [T in EventType]?: MailRule<T> };

export type MailedEventType = keyof typeof MAIL_RULES;

export function mailRuleFor<T extends EventType>(event: DomainEvent<T>): MailRule<T> | undefined {
  return (MAIL_RULES as { [K in EventType]?: MailRule<K> })[event.type as T];
}
