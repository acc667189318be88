import { createEvent } from "@shopscript/contracts";
import { RedisCache, systemClock, withLogContext } from "@shopscript/kit";
import { quietLogger, testRedisUrl, uniqueSuffix } from "@shopscript/kit/testing";
import { createRecipientCap } from "../src/data/recipient-cap";
import { NOTIFIER_EVENT_TYPES, notify, type NotifyDeps } from "../src/domain/notify";
import type { OutgoingMail } from "../src/mail/mailer";
import { captureLog } from "./test-helpers";

/** In-memory stand-ins for the ports, to pin the use case's decisions without servers. */
function fakes(overrides: Partial<NotifyDeps> = {}) {
  const sent: OutgoingMail[] = [];
  const book = new Map<string, string>();
  const recorded = new Set<string>();
  const deps: NotifyDeps = {
    recipients: {
      remember: async (userId, email) => book.get(userId) !== "deleted" && Boolean(book.set(userId, email)),
      lookup: async (userId) => book.get(userId) as string | "deleted" | undefined,
      forget: async (userId) => void book.set(userId, "deleted"),
    },
    sentLog: {
      once: async (key, send) => {
        const id = `${key.eventId}/${key.kind}`;
        if (recorded.has(id)) return false;
        await send();
        recorded.add(id);
        return true;
      },
    },
    recipientCap: { take: async () => true },
    mailer: { kind: "file", send: async (mail) => void sent.push(mail), close: async () => undefined },
    site: { publicUrl: "https://shop.example.test" },
    clock: systemClock,
    log: quietLogger(),
    ...overrides,
  };
  return { deps, sent, book };
}

const userId = "6f1c1d3e-2a4b-4c5d-8e9f-0a1b2c3d4e5f";

describe("notify", () => {
  it("listens to exactly the events it mails for, plus user.deleted", () => {
    expect([...NOTIFIER_EVENT_TYPES].sort()).toEqual(
      [
        "email.verification.requested",
        "password.changed",
        "password.reset.completed",
        "password.reset.requested",
        "subscription.activated",
        "subscription.canceled",
        "subscription.payment_failed",
        "user.deleted",
        "user.registered",
        "user.registration_attempted",
      ].sort(),
    );
  });

  it("acknowledges an event it has no mail for without doing anything", async () => {
    const { deps, sent } = fakes();
    const event = createEvent(
      "description.saved",
      { userId, descriptionId: userId, platform: "amazon" },
      { correlationId: "c" },
    );
    await expect(notify(event, deps)).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });

  it("fails the event (so the bus retries) while the address has not arrived yet", async () => {
    const { deps, sent } = fakes();
    const event = createEvent("subscription.payment_failed", { userId }, { correlationId: "c" });
    await expect(notify(event, deps)).rejects.toThrow(/no address known/);
    expect(sent).toEqual([]);
  });

  it("skips with a warning, and without failing the event, once the account was deleted", async () => {
    const captured = captureLog();
    const { deps, sent } = fakes({ log: captured.log });
    await notify(createEvent("user.deleted", { userId, email: "gone@example.com" }, { correlationId: "c" }), deps);
    const event = createEvent("subscription.payment_failed", { userId }, { correlationId: "c" });
    // The bus runs every handler inside the delivery's log context (eventId, reqId); so does this test.
    await expect(withLogContext({ eventId: event.id, reqId: event.correlationId }, () => notify(event, deps))).resolves.toBeUndefined();
    expect(sent).toEqual([]);
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ level: 40, eventId: event.id, reqId: "c", userId, msg: "the account was deleted; mail skipped" }),
    );
  });

  it("fails the event when the mail could not be sent, so the bus retries it", async () => {
    const { deps } = fakes({
      mailer: {
        kind: "smtp",
        send: async () => Promise.reject(new Error("421 try later")),
        close: async () => undefined,
      },
    });
    const event = createEvent(
      "user.registration_attempted",
      { email: "a@example.com" },
      { correlationId: "c" },
    );
    await expect(notify(event, deps)).rejects.toThrow("421 try later");
  });
});

describe("the daily cap per recipient (real Redis)", () => {
  let cache: RedisCache;
  beforeAll(() => {
    cache = new RedisCache(testRedisUrl(), `test:${uniqueSuffix()}:`);
  });
  afterAll(async () => {
    await cache.close();
  });

  const resetAsked = (email: string) =>
    createEvent("password.reset.requested", { userId, email, token: "t0k3n", expiresAt: new Date(Date.now() + 3600_000).toISOString() }, { correlationId: "c" });

  it("mails one address at most MAIL_DAILY_CAP_PER_RECIPIENT unsolicited mails, all kinds together; others and account mail are not held back", async () => {
    const { deps, sent } = fakes({ recipientCap: createRecipientCap(cache, 3) });
    const victim = `victim-${uniqueSuffix()}@example.com`;
    // 20 reset requests in a row (what a script posting forgot-password every minute does) and a sign-up attempt.
    for (let i = 0; i < 20; i++) await notify(resetAsked(victim), deps);
    await notify(createEvent("user.registration_attempted", { email: victim.toUpperCase() }, { correlationId: "c" }), deps);
    expect(sent.filter((m) => m.to === victim || m.to === victim.toUpperCase())).toHaveLength(3);
    // Someone else still gets theirs, and a mail the owner caused (password changed) is not capped.
    await notify(resetAsked(`other-${uniqueSuffix()}@example.com`), deps);
    await notify(createEvent("password.reset.completed", { userId, email: victim }, { correlationId: "c" }), deps);
    expect(sent.map((m) => m.kind).slice(-2)).toEqual(["password-reset", "password-changed"]);
  });
});
