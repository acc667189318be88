import { createEvent } from "@shopscript/contracts";
import { systemClock } from "@shopscript/kit";
import { quietLogger } from "@shopscript/kit/testing";
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
      remember: async (userId, email) => void book.set(userId, email),
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
    await expect(notify(event, deps)).resolves.toBeUndefined();
    expect(sent).toEqual([]);
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ level: 40, eventId: event.id, userId, msg: "the account was deleted; mail skipped" }),
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
