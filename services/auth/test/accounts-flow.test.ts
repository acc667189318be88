import { createHash } from "node:crypto";
import { createEvent, type DomainEvent } from "@shopscript/contracts";
import { SESSION_COOKIE } from "@shopscript/kit";
import { eventually, sleep } from "@shopscript/kit/testing";
import { linkIn } from "../../../infra/test-support/mailbox";
import { PUBLIC_URL, startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

let t: TestSystem;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await startTestSystem();
  await t.watch(["user.*", "password.*", "email.*"], async (event) => void events.push(event));
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

let counter = 0;
const freshEmail = () => `flow${Date.now()}${counter++}@example.com`;
const HOUR = 3600_000;

describe("sign-up and email verification", () => {
  it("register → verification mail → follow its link → verified", async () => {
    const email = freshEmail();
    const client = t.client();
    const registered = await client.post("/api/auth/register", { email, password: "sunflower seeds 7" });
    expect(registered.status).toBe(201);
    expect(registered.json.user).toMatchObject({ email, emailVerified: false });
    expect(registered.headers.getSetCookie()[0]).toMatch(/^shopscript_session=.+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);

    const mail = await t.mailbox.waitFor(email, /^confirm your email/i);
    const link = linkIn(mail, "/verify-email");
    expect(link.origin).toBe(PUBLIC_URL);
    expect(mail.html).toContain(link.search.replace(/&/g, "&amp;"));

    const verified = await client.post("/api/auth/verify-email", { token: link.searchParams.get("token") });
    expect(verified).toMatchObject({ status: 200, json: { message: "Your email has been verified successfully!" } });
    expect((await client.get("/api/auth/me")).json).toMatchObject({ email, emailVerified: true });
    await eventually(() => events.some((e) => e.type === "user.email_verified" && e.payload.userId === registered.json.user.id), "user.email_verified");
  });

  it("a verification link works once, not after 24 hours, and not when altered", async () => {
    const reused = await registerAndGetLink();
    expect((await reused.client.post("/api/auth/verify-email", { token: reused.token })).status).toBe(200);
    // The same link again: the account is verified, and the answer says so (not "may have expired").
    const again = await reused.client.post("/api/auth/verify-email", { token: reused.token });
    expect(again).toMatchObject({ status: 200, json: { message: "Your email is already verified.", alreadyVerified: true } });
    // A link superseded by a newer one, of an account not yet verified, still fails as before.
    const superseded = await registerAndGetLink();
    expect((await superseded.client.post("/api/auth/resend-verification")).status).toBe(200);
    const stale = await superseded.client.post("/api/auth/verify-email", { token: superseded.token });
    expect(stale).toMatchObject({ status: 400, json: { message: "Verification failed. The link may have expired." } });

    const altered = await registerAndGetLink();
    const flipped = altered.token.slice(0, -1) + (altered.token.endsWith("A") ? "B" : "A");
    expect((await altered.client.post("/api/auth/verify-email", { token: flipped })).status).toBe(400);

    const late = await registerAndGetLink();
    t.clock.advance(24 * HOUR + 1000);
    try {
      expect((await late.client.post("/api/auth/verify-email", { token: late.token })).status).toBe(400);
    } finally {
      t.clock.advance(-(24 * HOUR + 1000));
    }
    // Within its time the same (untouched) link still works: the refusals above were about the token.
    expect((await altered.client.post("/api/auth/verify-email", { token: altered.token })).status).toBe(200);
  });

  it("a signed-in unverified user can ask for a new link; the old one stops working", async () => {
    const { client, token: firstToken, email } = await registerAndGetLink();
    const resend = await client.post("/api/auth/resend-verification");
    expect(resend).toMatchObject({ status: 200, json: { message: "We've sent you a new verification link." } });
    const second = await t.mailbox.waitFor(email, /new confirmation link/i);
    const secondToken = linkIn(second, "/verify-email").searchParams.get("token")!;
    expect(secondToken).not.toBe(firstToken);
    expect((await client.post("/api/auth/verify-email", { token: firstToken })).status).toBe(400);
    expect((await client.post("/api/auth/verify-email", { token: secondToken })).status).toBe(200);
    // Signed out, nobody can ask.
    expect((await t.client().post("/api/auth/resend-verification")).status).toBe(401);
  });

  it("the owner of a taken address gets a mail instead of the caller learning it exists", async () => {
    const email = freshEmail();
    await t.client().post("/api/auth/register", { email, password: "first password 1" });
    await t.client().post("/api/auth/register", { email, password: "someone else 2" });
    const notice = await t.mailbox.waitFor(email, /tried to sign up/i);
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);
  });
});

describe("sign-in and sign-out", () => {
  it("logout revokes the session server-side: the old cookie stops working at once", async () => {
    const email = freshEmail();
    const client = t.client();
    await client.post("/api/auth/register", { email, password: "pepper mill 42" });
    const stolenCookie = client.getCookie(SESSION_COOKIE)!;
    const logout = await client.post("/api/auth/logout");
    expect(logout.json).toEqual({ message: "You have been successfully logged out." });
    expect(logout.headers.getSetCookie()[0]).toMatch(/shopscript_session=;.*Expires=Thu, 01 Jan 1970/);
    const replay = t.client();
    replay.setCookie(SESSION_COOKIE, stolenCookie);
    expect((await replay.get("/api/auth/me")).status).toBe(204);
    // Signing in again gives a new, working session.
    const again = t.client();
    expect((await again.post("/api/auth/login", { email, password: "pepper mill 42" })).status).toBe(200);
    expect((await again.get("/api/auth/me")).json.email).toBe(email);
  });

  it("the gateway still knows a session after the shared store forgot it (falls back to auth)", async () => {
    const client = t.client();
    await client.post("/api/auth/register", { email: freshEmail(), password: "pepper mill 43" });
    const { Redis } = await import("ioredis");
    const redis = new Redis(t.env.REDIS_URL!);
    const keys = await redis.keys(`${t.env.REDIS_KEY_PREFIX}session:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });
});

describe("password reset", () => {
  it("forgot → mail → reset: every old session dies, the old password is refused, the new one works", async () => {
    const email = freshEmail();
    const laptop = t.client();
    await laptop.post("/api/auth/register", { email, password: "old password 1" });
    const phone = t.client();
    expect((await phone.post("/api/auth/login", { email, password: "old password 1" })).status).toBe(200);

    const forgot = await t.client().post("/api/auth/forgot-password", { email });
    expect(forgot.status).toBe(200);
    const mail = await t.mailbox.waitFor(email, /reset/i);
    const link = linkIn(mail, "/reset-password");
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get("token")!;

    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "new password 2" });
    expect(reset).toMatchObject({ status: 200, json: { message: "Your password has been reset successfully." } });
    expect((await laptop.get("/api/auth/me")).status).toBe(204);
    expect((await phone.get("/api/auth/me")).status).toBe(204);
    expect((await t.client().post("/api/auth/login", { email, password: "old password 1" })).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email, password: "new password 2" })).status).toBe(200);
    await t.mailbox.waitFor(email, /password was changed|password has been changed/i);
    // The link is spent.
    expect((await t.client().post("/api/auth/reset-password", { token, newPassword: "third password 3" })).status).toBe(400);
  });

  it("a reset link expires after 1 hour and is refused when altered; one mail per address per minute", async () => {
    const email = freshEmail();
    await t.client().post("/api/auth/register", { email, password: "old password 1" });
    await t.client().post("/api/auth/forgot-password", { email });
    await t.client().post("/api/auth/forgot-password", { email }); // within the minute: no second mail
    const mail = await t.mailbox.waitFor(email, /reset/i);
    const token = linkIn(mail, "/reset-password").searchParams.get("token")!;
    await sleep(1000);
    expect(t.mailbox.for(email).filter((m) => /reset/i.test(m.subject))).toHaveLength(1);

    expect((await t.client().post("/api/auth/reset-password", { token: token + "x", newPassword: "new password 2" })).status).toBe(400);
    t.clock.advance(HOUR + 1000);
    try {
      const late = await t.client().post("/api/auth/reset-password", { token, newPassword: "new password 2" });
      expect(late.status).toBe(400);
      expect(late.json.message).toMatch(/invalid or has expired/);
    } finally {
      t.clock.advance(-(HOUR + 1000));
    }
    expect((await t.client().post("/api/auth/reset-password", { token, newPassword: "new password 2" })).status).toBe(200);
  });

  it("refuses a weak new password with the spec's message, naming the field", async () => {
    const res = await t.client().post("/api/auth/reset-password", { token: "abc", newPassword: "short" });
    expect(res).toMatchObject({ status: 400, json: { code: "VALIDATION_FAILED", fields: { newPassword: "Password must be at least 8 characters" } } });
  });
});

describe("who is signed in", () => {
  it("answers a visitor with no session 204 and no body (current user or nothing), a signed-in one with the user", async () => {
    const anonymous = await t.client().get("/api/auth/me");
    expect(anonymous.status).toBe(204);
    expect(anonymous.text).toBe("");
    const email = freshEmail();
    const client = t.client();
    await client.post("/api/auth/register", { email, password: "who am i 1234" });
    expect(await client.get("/api/auth/me")).toMatchObject({ status: 200, json: { email } });
    // Calls that need a user still refuse a visitor.
    expect((await t.client().delete("/api/auth/me", { password: "who am i 1234" })).status).toBe(401);
    expect((await t.client().post("/api/auth/change-password", { currentPassword: "a", newPassword: "b long enough" })).status).toBe(401);
  });
});

describe("changing the password while signed in", () => {
  it("needs the current password, keeps this session, signs out the others and mails the owner", async () => {
    const email = freshEmail();
    const laptop = t.client();
    const userId = (await laptop.post("/api/auth/register", { email, password: "first password 1" })).json.user.id;
    const phone = t.client();
    expect((await phone.post("/api/auth/login", { email, password: "first password 1" })).status).toBe(200);

    const wrong = await laptop.post("/api/auth/change-password", { currentPassword: "not it", newPassword: "second password 2" });
    expect(wrong).toMatchObject({ status: 403, json: { code: "INCORRECT_PASSWORD", fields: { currentPassword: "Your password is incorrect." } } });
    const weak = await laptop.post("/api/auth/change-password", { currentPassword: "first password 1", newPassword: "short" });
    expect(weak).toMatchObject({ status: 400, json: { fields: { newPassword: "Password must be at least 8 characters" } } });
    // Neither refusal changed anything: both devices are still signed in with the old password.
    expect((await phone.get("/api/auth/me")).status).toBe(200);

    const changed = await laptop.post("/api/auth/change-password", { currentPassword: "first password 1", newPassword: "second password 2" });
    expect(changed).toMatchObject({ status: 200, json: { message: "Your password has been changed. Other devices have been signed out." } });
    expect((await laptop.get("/api/auth/me")).status).toBe(200);
    expect((await phone.get("/api/auth/me")).status).toBe(204);
    expect((await t.client().post("/api/auth/login", { email, password: "first password 1" })).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email, password: "second password 2" })).status).toBe(200);
    await eventually(() => events.some((e) => e.type === "password.changed" && e.payload.userId === userId), "password.changed");
    await t.mailbox.waitFor(email, /password was changed/i);
  });

  it("stops checking passwords after 10 wrong ones for the user, even with the right one", async () => {
    const email = freshEmail();
    const client = t.client();
    await client.post("/api/auth/register", { email, password: "right password 1" });
    for (let i = 0; i < 10; i++) {
      expect((await client.post("/api/auth/change-password", { currentPassword: `guess ${i}`, newPassword: "new password 22" })).status).toBe(403);
    }
    const locked = await client.post("/api/auth/change-password", { currentPassword: "right password 1", newPassword: "new password 22" });
    expect(locked.status).toBe(429);
    expect((await t.client().post("/api/auth/login", { email, password: "right password 1" })).status).toBe(200);
  });
});

describe("account deletion", () => {
  it("needs the password, emits user.deleted, and the user can no longer sign in", async () => {
    const email = freshEmail();
    const client = t.client();
    const registered = await client.post("/api/auth/register", { email, password: "delete me please" });
    const userId = registered.json.user.id;
    const wrong = await client.delete("/api/auth/me", { password: "not it" });
    expect(wrong).toMatchObject({ status: 403, json: { fields: { password: "Your password is incorrect." } } });
    expect((await client.delete("/api/auth/me", { password: "delete me please" })).status).toBe(200);
    await eventually(() => events.find((e) => e.type === "user.deleted" && e.payload.userId === userId), "user.deleted event");
    expect((await client.get("/api/auth/me")).status).toBe(204);
    expect((await t.client().post("/api/auth/login", { email, password: "delete me please" })).status).toBe(401);
  });
});

describe("mail is sent once per event", () => {
  it("the same user.registered event delivered three times sends exactly one mail", async () => {
    const email = freshEmail();
    const event = createEvent(
      "user.registered",
      {
        userId: crypto.randomUUID(),
        email,
        trialStartDate: new Date().toISOString(),
        verification: { token: "redelivered-token", expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      },
      { correlationId: "redelivery-test" },
    );
    const bus = await t.bus();
    await Promise.all([bus.publish(event), bus.publish(event), bus.publish(event)]);
    await t.mailbox.waitFor(email, /^confirm your email/i);
    await sleep(1500);
    expect(t.mailbox.for(email)).toHaveLength(1);
  });
});

async function registerAndGetLink() {
  const email = freshEmail();
  const client = t.client();
  await client.post("/api/auth/register", { email, password: "sunflower seeds 7" });
  const mail = await t.mailbox.waitFor(email, /^confirm your email/i);
  return { client, email, token: linkIn(mail, "/verify-email").searchParams.get("token")! };
}

describe("what auth stores", () => {
  it("keeps passwords only as argon2id hashes with the OWASP baseline, and mailed link tokens only as their SHA-256", async () => {
    const { token, email } = await registerAndGetLink();
    const auth = t.system.services.find((s) => s.name === "auth")!;
    const prisma = auth.db!.client as unknown as {
      user: { findUniqueOrThrow(args: unknown): Promise<{ id: string; passwordHash: string }> };
      emailVerificationToken: { findMany(args: unknown): Promise<Array<{ tokenHash: string }>> };
    };
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(user.passwordHash).not.toContain("sunflower");
    const stored = await prisma.emailVerificationToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash("sha256").update(token, "utf8").digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    // The event that carried the link to the notifier is published (the mail came), and its outbox row
    // kept no copy of the token (the relay marks it published right after the broker confirmed it).
    const outbox = await eventually(async () => {
      const rows = await auth.db!.client.$queryRawUnsafe<{ envelope: unknown; published_at: Date | null }[]>(
        `SELECT "envelope", "published_at" FROM "auth"."outbox_event" WHERE "type" = 'user.registered'`,
      );
      return rows.length > 0 && rows.every((row) => row.published_at) && rows;
    }, "user.registered marked published");
    expect(JSON.stringify(outbox)).not.toContain(token);
  });
});
