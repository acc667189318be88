import { createEvent, EVENT_TYPES, type DomainEvent } from "@shopscript/contracts";
import { ConfigError } from "@shopscript/kit";
import { loadNotifierConfig } from "../src/config";
import { MAIL_RULES, mailRuleFor } from "../src/domain/mail-rules";
import { appUrl } from "../src/templates/app-url";
import { describeValidity, formatDate } from "../src/templates/wording";
import { registrationAttempt } from "../src/templates/registration-attempt";
import { confirmEmail } from "../src/templates/confirm-email";

const site = { publicUrl: "https://shop.example.test" };
const now = "2026-03-01T10:00:00.000Z";
const userId = "6f1c1d3e-2a4b-4c5d-8e9f-0a1b2c3d4e5f";
const email = "seller@example.com";

const sample: { [T in keyof typeof MAIL_RULES]: DomainEvent<T>["payload"] } = {
  "user.registered": {
    userId,
    email,
    trialStartDate: now,
    verification: { token: "t", expiresAt: "2026-03-02T10:00:00.000Z" },
  },
  "email.verification.requested": { userId, email, token: "t", expiresAt: "2026-03-02T10:00:00.000Z" },
  "user.registration_attempted": { email },
  "password.reset.requested": { userId, email, token: "t", expiresAt: "2026-03-01T11:00:00.000Z" },
  "password.reset.completed": { userId, email },
  "password.changed": { userId, email },
  "subscription.activated": { userId, plan: "starter", currentPeriodEnd: "2026-04-01T10:00:00.000Z" },
  "subscription.canceled": { userId, accessUntil: null },
  "subscription.payment_failed": { userId },
};

describe("mail templates", () => {
  it.each(Object.keys(sample) as Array<keyof typeof sample>)(
    "%s renders one layout, in HTML and plain text",
    (type) => {
      const event = createEvent(type, sample[type] as never, {
        correlationId: "c",
        occurredAt: now,
      }) as DomainEvent;
      const rule = mailRuleFor(event)!;
      const mail = rule.render(event as never, { site, now: new Date(now) });
      expect(mail.subject).toMatch(/\S/);
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(mail.html).toContain(`<title>${mail.subject.replace(/'/g, "&#39;")}</title>`);
      expect(mail.html.match(/<h1 /g)).toHaveLength(1);
      expect(mail.html).toContain('role="presentation"');
      expect(mail.text).not.toMatch(/<[a-z]/i);
      // Same footer everywhere, with the way to reach a person.
      expect(mail.text).toContain("Questions? https://shop.example.test/contact");
      expect(mail.html).toContain('href="https://shop.example.test/contact"');
    },
  );

  it("covers every event that should mail, and nothing else", () => {
    expect(EVENT_TYPES.filter((type) => type in MAIL_RULES).sort()).toEqual(Object.keys(sample).sort());
  });

  it("escapes what the payload brings, in text and attributes alike", () => {
    const hostile = `<script>alert("x")</script>'@evil.test`;
    const mail = registrationAttempt({ email: hostile }, site);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;@evil.test");
    expect(mail.text).toContain(hostile);
  });

  it("URL-encodes the token and escapes the link in the href", () => {
    const mail = confirmEmail({ email, token: 'a&b"c <d>', validFor: "24 hours" }, site);
    const link = "https://shop.example.test/verify-email?token=a%26b%22c%20%3Cd%3E";
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("words durations and dates", () => {
    const at = new Date(now);
    expect(describeValidity(at, "2026-03-02T10:00:00.000Z", "x")).toBe("24 hours");
    expect(describeValidity(at, "2026-03-01T11:00:00.000Z", "x")).toBe("1 hour");
    // The mail is written a few milliseconds after the token was made.
    expect(describeValidity(new Date("2026-03-01T10:00:00.004Z"), "2026-03-01T11:00:00.000Z", "x")).toBe(
      "1 hour",
    );
    expect(describeValidity(new Date("2026-03-01T10:00:00.004Z"), "2026-03-02T10:00:00.000Z", "x")).toBe(
      "24 hours",
    );
    expect(describeValidity(at, "2026-03-01T10:30:00.000Z", "x")).toBe("30 minutes");
    expect(describeValidity(at, "2026-03-04T10:00:00.000Z", "x")).toBe("3 days");
    // Expired before the mail was written (a long outage): the usual wording rather than nonsense.
    expect(describeValidity(at, now, "24 hours")).toBe("24 hours");
    expect(describeValidity(at, "not a date", "1 hour")).toBe("1 hour");
    expect(formatDate("2027-03-05T23:30:00.000Z")).toBe("March 5, 2027");
    expect(appUrl(site, "/login")).toBe("https://shop.example.test/login");
  });
});

describe("notifier config", () => {
  it("defaults to files, the standalone address and the no-reply sender", () => {
    expect(loadNotifierConfig({})).toEqual({
      MAIL_FROM: "ShopScript <no-reply@shopscript.app>",
      PUBLIC_URL: "http://localhost:3000",
      MAIL_DAILY_CAP_PER_RECIPIENT: 10,
    });
  });

  it("drops a trailing slash from PUBLIC_URL and takes smtp:// and smtps:// URLs", () => {
    expect(loadNotifierConfig({ PUBLIC_URL: "https://shopscript.app/" }).PUBLIC_URL).toBe(
      "https://shopscript.app",
    );
    expect(loadNotifierConfig({ SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example.com:465",
    );
  });

  it("names every bad variable at once, without echoing the SMTP password", () => {
    let error: unknown;
    try {
      loadNotifierConfig({
        SMTP_URL: "http://user:s3cret@mail.example.com",
        MAIL_FROM: "nobody",
        PUBLIC_URL: "ftp://x",
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(problems).toMatch(/MAIL_FROM: must be an address/);
    expect(problems).toMatch(/PUBLIC_URL: /);
    expect(problems).not.toContain("s3cret");
  });
});

describe("the activation mail of a subscription taken during the trial (issue 29, trial days kept)", () => {
  /** The mail's plain text, as the notifier renders it for the event. */
  const textOf = (payload: DomainEvent<"subscription.activated">["payload"]) => {
    const event = createEvent("subscription.activated", payload, { correlationId: "c" });
    return mailRuleFor(event)!.render(event, { site, now: new Date(now) }).text;
  };

  it("says when the first charge is and that cancelling before it costs nothing, never a renewal or a refund", () => {
    const kept = textOf({ userId, plan: "pro", currentPeriodEnd: "2026-03-08T10:00:00.000Z", firstChargeAt: "2026-03-08T10:00:00.000Z" });
    expect(kept).toContain("Your trial days are kept: nothing is charged until March 8, 2026, the day of your first payment.");
    expect(kept).toContain("Cancel before March 8, 2026 and you are not charged at all.");
    expect(kept).not.toMatch(/renews on|refund/);
  });

  it("keeps the renewal and the refund lines for a subscription charged at checkout", () => {
    for (const firstChargeAt of [null, undefined]) {
      const charged = textOf({ userId, plan: "pro", currentPeriodEnd: "2026-04-01T10:00:00.000Z", ...(firstChargeAt === null ? { firstChargeAt } : {}) });
      expect(charged).toContain("Your subscription renews on April 1, 2026.");
      expect(charged).toMatch(/within 7 days of subscribing for a refund/);
    }
  });
});
