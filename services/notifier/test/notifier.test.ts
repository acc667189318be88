import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import amqp from "amqplib";
import { createEvent, type DomainEvent, type EventPayload, type EventType } from "@shopscript/contracts";
import { queueNames, RabbitMqBus, runService, type RunningService } from "@shopscript/kit";
import {
  CuttableTcpProxy,
  eventually,
  quietLogger,
  sleep,
  testAmqpUrl,
  testDatabaseUrl,
  testExchange,
  testRedisUrl,
  uniqueSuffix,
} from "@shopscript/kit/testing";
import type { PrismaClient } from "../src/generated/prisma/client";
import { notifierService } from "../src/service";
import { SmtpSink, type ReceivedMail } from "./smtp-sink";
import { captureLog, expectLinkInBothParts, hoursFrom, type CapturedLog } from "./test-helpers";

// The trailing slash is deliberate: PUBLIC_URL may carry one, links must not double it.
const PUBLIC_URL = "https://shop.example.test/";
const BASE = "https://shop.example.test";

const suffix = uniqueSuffix();
const exchange = testExchange("notifier");
// The notifier's queue is `notifier.events` on every exchange of the broker; a prefix of our own keeps
// this file off the queue another test's notifier (the standalone system's, say) consumes from.
const queuePrefix = `test.${suffix}.`;
const queues = queueNames(`${queuePrefix}notifier`);

let sink: SmtpSink;
let smtpProxy: CuttableTcpProxy;
let notifier: RunningService;
let publisher: RabbitMqBus;
let broker: amqp.ChannelModel;
let captured: CapturedLog;
const tokens: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "notifier-smtp-"));

const address = (label: string) => `${label}.${suffix}@example.com`;
const token = (label: string) => {
  // Characters that must be URL-encoded in a query string, so a missing encodeURIComponent shows.
  const value = `${label}+/=?&#% ${suffix}`;
  tokens.push(value);
  return value;
};

async function publish<T extends EventType>(type: T, payload: EventPayload<T>): Promise<DomainEvent<T>> {
  const event = createEvent(type, payload, { correlationId: `test-${suffix}` });
  await publisher.publish(event as DomainEvent);
  return event;
}

const mailTo = (to: string, timeoutMs = 10_000): Promise<ReceivedMail> =>
  eventually(() => sink.to(to)[0], `a mail to ${to}`, timeoutMs);

const db = () => notifier.db!.client as unknown as PrismaClient;

beforeAll(async () => {
  sink = await new SmtpSink().start();
  // SMTP goes through a relay the test can cut, to play a mail server outage.
  smtpProxy = await new CuttableTcpProxy("127.0.0.1", sink.port).start();
  captured = captureLog();
  notifier = await runService(notifierService, {
    env: {
      DATABASE_URL: testDatabaseUrl("notifier"),
      AMQP_URL: testAmqpUrl(),
      EVENT_EXCHANGE: exchange,
      EVENT_QUEUE_PREFIX: queuePrefix,
      REDIS_URL: testRedisUrl(),
      REDIS_KEY_PREFIX: `test:${suffix}:`,
      SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}`,
      PUBLIC_URL,
      DATA_DIR: dataDir,
    },
    port: 0,
    host: "127.0.0.1",
    log: captured.log,
  });
  publisher = await new RabbitMqBus({ url: testAmqpUrl(), exchange, log: quietLogger() }).start();
  await publisher.waitUntilConnected();
  broker = await amqp.connect(testAmqpUrl());
  // runService returns before the bus has declared and bound the queue; an event published earlier
  // would find no queue and be dropped by the exchange.
  await eventually(async () => {
    const channel = await broker.createChannel();
    try {
      return (await channel.checkQueue(queues.main)).consumerCount > 0;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }, "the notifier consuming its queue");
});

afterAll(async () => {
  await notifier?.stop();
  await publisher?.close();
  if (broker) {
    const channel = await broker.createChannel();
    for (const name of Object.values(queues)) await channel.deleteQueue(name).catch(() => undefined);
    await channel.deleteExchange(exchange).catch(() => undefined);
    await channel.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
    await broker.close();
  }
  await smtpProxy?.stop();
  await sink?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("notifier over RabbitMQ and SMTP", () => {
  it("user.registered: welcomes the new user, says the trial started and sends a working confirmation link", async () => {
    const email = address("new-seller");
    const verificationToken = token("verify");
    const occurredAt = new Date().toISOString();
    await publish("user.registered", {
      userId: crypto.randomUUID(),
      email,
      trialStartDate: occurredAt,
      verification: { token: verificationToken, expiresAt: hoursFrom(occurredAt, 24) },
    });

    const { parsed } = await mailTo(email);
    expect(parsed.subject).toBe("Confirm your email");
    expect(parsed.from?.value).toEqual([{ name: "ShopScript", address: "no-reply@shopscript.app" }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : []).toEqual([
      email,
    ]);
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
    const link = `${BASE}/verify-email?token=${encodeURIComponent(verificationToken)}`;
    expectLinkInBothParts(parsed, link);
    expect(new URL(link).searchParams.get("token")).toBe(verificationToken);
    for (const part of [parsed.text!, parsed.html as string]) {
      expect(part).toContain("7-day free trial has started");
      expect(part).toContain("works for 24 hours");
    }
  });

  it("email.verification.requested: a new confirmation link", async () => {
    const email = address("resend");
    const verificationToken = token("again");
    const occurredAt = new Date().toISOString();
    await publish("email.verification.requested", {
      userId: crypto.randomUUID(),
      email,
      token: verificationToken,
      expiresAt: hoursFrom(occurredAt, 24),
    });
    const { parsed } = await mailTo(email);
    expect(parsed.subject).toBe("Your new confirmation link");
    expectLinkInBothParts(parsed, `${BASE}/verify-email?token=${encodeURIComponent(verificationToken)}`);
  });

  it("user.registration_attempted: tells the owner, with sign-in and reset links", async () => {
    const email = address("owner");
    await publish("user.registration_attempted", { email });
    const { parsed } = await mailTo(email);
    expect(parsed.subject).toBe("Someone tried to sign up with your email");
    expectLinkInBothParts(parsed, `${BASE}/login`);
    expectLinkInBothParts(parsed, `${BASE}/forgot-password`);
    expect(parsed.text).toContain("If it wasn't you, there's nothing to do.");
  });

  it("password.reset.requested: a reset link valid for 1 hour", async () => {
    const email = address("forgetful");
    const resetToken = token("reset");
    const occurredAt = new Date().toISOString();
    await publish("password.reset.requested", {
      userId: crypto.randomUUID(),
      email,
      token: resetToken,
      expiresAt: hoursFrom(occurredAt, 1),
    });
    const { parsed } = await mailTo(email);
    expect(parsed.subject).toBe("Reset your password");
    expectLinkInBothParts(parsed, `${BASE}/reset-password?token=${encodeURIComponent(resetToken)}`);
    expect(parsed.text).toContain("works for 1 hour");
    expect(parsed.text).toContain("If you didn't ask to reset your password, you can ignore this email.");
  });

  it("password.reset.completed: says the password changed and what to do if it wasn't them", async () => {
    const email = address("changed");
    await publish("password.reset.completed", { userId: crypto.randomUUID(), email });
    const { parsed } = await mailTo(email);
    expect(parsed.subject).toBe("Your password was changed");
    expect(parsed.text).toContain("signed you out on all other devices");
    expectLinkInBothParts(parsed, `${BASE}/forgot-password`);
    expectLinkInBothParts(parsed, `${BASE}/contact`);
  });

  it("subscription mails go to the address learned from user.registered; user.deleted forgets it", async () => {
    const userId = crypto.randomUUID();
    const email = address("subscriber");
    const now = new Date().toISOString();
    await publish("user.registered", {
      userId,
      email,
      trialStartDate: now,
      verification: { token: token("sub"), expiresAt: hoursFrom(now, 24) },
    });
    await eventually(() => sink.to(email).length === 1, "the welcome mail");

    await publish("subscription.activated", {
      userId,
      plan: "pro",
      currentPeriodEnd: "2027-03-05T12:00:00.000Z",
    });
    await eventually(() => sink.to(email).length === 2, "the activation mail");
    await publish("subscription.payment_failed", { userId });
    await eventually(() => sink.to(email).length === 3, "the payment-failed mail");
    await publish("subscription.canceled", { userId, accessUntil: "2027-04-01T00:00:00.000Z" });
    await eventually(() => sink.to(email).length === 4, "the cancellation mail");

    const [, activated, failed, canceled] = sink.to(email).map((mail) => mail.parsed);
    expect(activated!.subject).toBe("Your ShopScript subscription is active");
    expect(activated!.text).toContain("Your Pro plan ($49.99/year) is now active");
    expect(activated!.text).toContain("renews on March 5, 2027");
    expectLinkInBothParts(activated!, `${BASE}/generator`);
    expect(failed!.subject).toBe("We couldn't process your payment");
    expectLinkInBothParts(failed!, `${BASE}/api/billing/portal`);
    expect(canceled!.subject).toBe("Your subscription was canceled");
    expect(canceled!.text).toContain("You keep full access until April 1, 2027.");

    await publish("user.deleted", { userId, email });
    await eventually(
      async () => (await db().recipient.findUnique({ where: { userId } }))?.email === "(deleted user)",
      "the address forgotten",
    );
    // The log of sent mails keeps its rows (they still stop redeliveries) but not the address.
    expect(await db().sentMessage.count({ where: { recipient: email } })).toBe(0);

    const late = await publish("subscription.payment_failed", { userId });
    await eventually(
      () =>
        captured.lines.find(
          (line) => line.eventId === late.id && line.msg === "the account was deleted; mail skipped",
        ),
      "the skip logged",
    );
    expect(sink.to(email)).toHaveLength(4);

    // A user.registered redelivered after the deletion stores the address again nowhere, and mails nothing.
    const lateRegistered = await publish("user.registered", {
      userId,
      email,
      trialStartDate: now,
      verification: { token: token("late"), expiresAt: hoursFrom(now, 24) },
    });
    await eventually(
      () => captured.lines.find((line) => line.eventId === lateRegistered.id && line.msg === "the account was deleted; mail skipped"),
      "the late registration skipped",
    );
    expect((await db().recipient.findUnique({ where: { userId } }))?.email).toBe("(deleted user)");
    expect(sink.to(email)).toHaveLength(4);
  });

  it("one event, one mail: the same user.registered three times at once, then once more, mails once", async () => {
    const email = address("twice");
    const now = new Date().toISOString();
    const event = createEvent(
      "user.registered",
      {
        userId: crypto.randomUUID(),
        email,
        trialStartDate: now,
        verification: { token: token("dup"), expiresAt: hoursFrom(now, 24) },
      },
      { correlationId: `test-${suffix}` },
    );
    // A slow DATA answer keeps the first send in flight while the copies arrive.
    sink.dataDelayMs = 300;
    try {
      await Promise.all([publisher.publish(event), publisher.publish(event), publisher.publish(event)]);
      await mailTo(email);
      await eventually(
        () =>
          captured.lines.filter((line) => line.eventId === event.id && /^mail/.test(line.msg ?? ""))
            .length === 3,
        "all three copies handled",
      );
      await publisher.publish(event);
      await eventually(
        () =>
          captured.lines.filter((line) => line.eventId === event.id && /^mail/.test(line.msg ?? ""))
            .length === 4,
        "the late redelivery handled",
      );
    } finally {
      sink.dataDelayMs = 0;
    }
    expect(sink.to(email)).toHaveLength(1);
    expect(sink.rcptAttempts.get(email)).toBe(1);
    expect(await db().sentMessage.count({ where: { eventId: event.id } })).toBe(1);
    // The copies were skipped cleanly (they waited on the first one's row), not failed and retried.
    expect(captured.lines.filter((line) => line.eventId === event.id && line.level >= 40)).toEqual([]);
  });

  it("an SMTP server refusing the recipient: the event is retried and the mail delivered once it accepts", async () => {
    const email = address("busy");
    sink.refuse.set(email, 1);
    const event = await publish("user.registration_attempted", { email });
    const { parsed } = await mailTo(email, 15_000);
    expect(parsed.subject).toBe("Someone tried to sign up with your email");
    expect(sink.rcptAttempts.get(email)).toBe(2);
    expect(
      captured.lines.some(
        (line) => line.eventId === event.id && line.msg === "event handler failed; will retry",
      ),
    ).toBe(true);
    await sleep(300);
    expect(sink.to(email)).toHaveLength(1);
    expect(await db().sentMessage.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("an SMTP server that is down: the event waits, retried with backoff, and the mail goes out when it is back", async () => {
    const email = address("outage");
    await smtpProxy.cut();
    let event: DomainEvent;
    try {
      event = await publish("password.reset.completed", { userId: crypto.randomUUID(), email });
      await eventually(
        () =>
          captured.lines.find(
            (line) => line.eventId === event.id && line.msg === "event handler failed; will retry",
          ),
        "a failed attempt while the server is down",
      );
      // Nothing recorded for a mail that did not go out, or the retry would skip it.
      expect(await db().sentMessage.count({ where: { eventId: event.id } })).toBe(0);
    } finally {
      await smtpProxy.restore();
    }
    await mailTo(email, 15_000);
    await sleep(300);
    expect(sink.to(email)).toHaveLength(1);
    expect(await db().sentMessage.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("escapes the address in the HTML part: quotes and ampersands are valid in an address", async () => {
    // Deliverable, and enough to break out of an attribute or start an entity if it went in raw.
    // (Markup like <script> is not a deliverable address; the template tests cover that.)
    const email = `o'brien&co+${suffix}@example.com`;
    await publish("user.registration_attempted", { email });
    const { parsed } = await mailTo(email);
    const html = parsed.html as string;
    expect(html).toContain(`o&#39;brien&amp;co+${suffix}@example.com`);
    expect(html).not.toContain(email);
    expect(parsed.text).toContain(email);
  });

  it("never logs a token: links are logged only by the file adapter", () => {
    const logged = JSON.stringify(captured.lines);
    expect(captured.lines.length).toBeGreaterThan(0);
    for (const value of tokens) {
      expect(logged).not.toContain(value);
      expect(logged).not.toContain(encodeURIComponent(value));
    }
  });
});
