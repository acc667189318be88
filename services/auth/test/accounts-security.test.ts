import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import jwt from "jsonwebtoken";
import { SESSION_AUDIENCE, SESSION_COOKIE, SESSION_ISSUER } from "@shopscript/kit";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import type { ApiClient } from "../../../infra/test-support/api-client";

let t: TestSystem;
beforeAll(async () => {
  // The tests' own requests come from loopback, so the gateway believes the client address they forward:
  // that is how many clients (and IPv6 ones) are played from one process.
  t = await startTestSystem({ TRUST_PROXY: "loopback" });
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

let counter = 0;
const freshEmail = () => `seller${Date.now()}${counter++}@example.com`;

async function signedInClient(email = freshEmail(), password = "correct horse 1") {
  const client = t.client();
  const res = await client.post("/api/auth/register", { email, password });
  expect(res.status).toBe(201);
  return { client, email, password, userId: res.json.user.id as string };
}

const sessionKeys = () => JSON.parse(fs.readFileSync(path.join(t.dataDir, "session-keys.json"), "utf8")) as { privateKey: string; publicKey: string };
const meWith = (token: string) => {
  const client = t.client();
  client.setCookie(SESSION_COOKIE, token);
  return client.get("/api/auth/me");
};

describe("forged session tokens are refused", () => {
  let real: { client: ApiClient; userId: string; email: string };
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    real = await signedInClient();
    const token = real.client.getCookie(SESSION_COOKIE)!;
    claims = jwt.decode(token) as Record<string, unknown>;
    expect((await meWith(token)).status).toBe(200); // the genuine token works, so refusals below mean something
  });

  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

  it("alg none", async () => {
    const token = `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`;
    expect((await meWith(token)).status).toBe(204);
  });

  it("signed with another key", async () => {
    const other = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const { iat, exp, ...rest } = claims;
    void iat;
    void exp;
    const token = jwt.sign(rest, other, { algorithm: "ES256", expiresIn: 3600 });
    expect((await meWith(token)).status).toBe(204);
  });

  it("HS256 signed with the public key as the secret (algorithm confusion)", async () => {
    const header = b64({ alg: "HS256", typ: "JWT" });
    const body = b64(claims);
    const { createHmac } = await import("node:crypto");
    const signature = createHmac("sha256", sessionKeys().publicKey).update(`${header}.${body}`).digest("base64url");
    expect((await meWith(`${header}.${body}.${signature}`)).status).toBe(204);
  });

  it("expired", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = jwt.sign({ ...claims, iat: now - 7200, exp: now - 60 }, sessionKeys().privateKey, { algorithm: "ES256" });
    expect((await meWith(token)).status).toBe(204);
  });

  it("wrong audience or issuer", async () => {
    const { privateKey } = sessionKeys();
    const base = { ...claims };
    delete base.aud;
    delete base.iss;
    delete base.exp;
    delete base.iat;
    const wrongAud = jwt.sign(base, privateKey, { algorithm: "ES256", audience: "someone-else", issuer: SESSION_ISSUER, expiresIn: 3600 });
    const wrongIss = jwt.sign(base, privateKey, { algorithm: "ES256", audience: SESSION_AUDIENCE, issuer: "evil", expiresIn: 3600 });
    expect((await meWith(wrongAud)).status).toBe(204);
    expect((await meWith(wrongIss)).status).toBe(204);
  });

  it("payload tampered after signing (another user's id)", async () => {
    const victim = await signedInClient();
    const [header, , signature] = real.client.getCookie(SESSION_COOKIE)!.split(".");
    const token = `${header}.${b64({ ...claims, sub: victim.userId })}.${signature}`;
    expect((await meWith(token)).status).toBe(204);
  });

  it("a validly signed token for a session that was never created (the decoy a taken email gets)", async () => {
    const intruder = t.client();
    const res = await intruder.post("/api/auth/register", { email: real.email, password: "whatever123" });
    expect(res.status).toBe(201);
    expect(intruder.getCookie(SESSION_COOKIE)).toBeTruthy();
    expect((await intruder.get("/api/auth/me")).status).toBe(204);
  });
});

describe("no account enumeration", () => {
  it("register answers a taken and a free address with the same status and body shape", async () => {
    const { email } = await signedInClient();
    const taken = await t.client().post("/api/auth/register", { email, password: "another pass 9" });
    const free = await t.client().post("/api/auth/register", { email: freshEmail(), password: "another pass 9" });
    expect(taken.status).toBe(free.status);
    const shape = (body: any) => ({
      keys: Object.keys(body.user).sort(),
      id: typeof body.user.id,
      emailVerified: body.user.emailVerified,
      sameInstant: body.user.trialStartDate === body.user.createdAt,
    });
    expect(shape(taken.json)).toEqual(shape(free.json));
    expect(taken.json.user.email).toBe(email);
    expect(taken.headers.getSetCookie().length).toBe(free.headers.getSetCookie().length);
  });

  it("login answers an unknown email and a wrong password identically", async () => {
    const { email } = await signedInClient();
    const wrongPassword = await t.client().post("/api/auth/login", { email, password: "not the password" });
    const unknown = await t.client().post("/api/auth/login", { email: freshEmail(), password: "not the password" });
    expect(wrongPassword.status).toBe(401);
    expect({ status: unknown.status, body: unknown.text }).toEqual({ status: wrongPassword.status, body: wrongPassword.text });
  });

  it("forgot-password answers a known and an unknown email identically", async () => {
    const { email } = await signedInClient();
    const known = await t.client().post("/api/auth/forgot-password", { email });
    const unknown = await t.client().post("/api/auth/forgot-password", { email: freshEmail() });
    expect(known.status).toBe(200);
    expect({ status: unknown.status, body: unknown.text }).toEqual({ status: known.status, body: known.text });
    expect(known.json.message).toBe("If an account exists with that email, we've sent a password reset link.");
  });
});

describe("login throttling", () => {
  it("after 10 failures the account refuses even the right password, with the same answer", async () => {
    const { email, password } = await signedInClient();
    let lastFailure = "";
    for (let i = 0; i < 10; i++) {
      const res = await t.client().post("/api/auth/login", { email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
      lastFailure = res.text;
    }
    const right = await t.client().post("/api/auth/login", { email, password });
    expect({ status: right.status, body: right.text }).toEqual({ status: 401, body: lastFailure });
    // Another account is not affected.
    const other = await signedInClient();
    expect((await t.client().post("/api/auth/login", { email: other.email, password: other.password })).status).toBe(200);
    // The window passes (Redis TTL is real time, so clear it like 15 minutes would): signing in works again.
  });

  it("one address cannot try more than the per-IP cap across many accounts", async () => {
    const victim = await signedInClient();
    // 100 failures in total from this client address, spread over many accounts.
    for (let i = 0; i < 100; i++) {
      await t.client().post("/api/auth/login", { email: `nobody${i}-${Date.now()}@example.com`, password: "guess" });
    }
    const res = await t.client().post("/api/auth/login", { email: victim.email, password: victim.password });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("INVALID_CREDENTIALS");
  }, 60_000);
});

describe("login throttling per client address", () => {
  const guess = (email: string, password: string, from: string) =>
    t.client().post("/api/auth/login", { email, password }, { "x-forwarded-for": from });

  it("an IPv6 client counts as its /64: 100 failures from 100 addresses of one /64 spend the per-address cap", async () => {
    const victim = await signedInClient();
    const failures = await Promise.all(
      Array.from({ length: 100 }, (_, i) => guess(`nobody${i}-${Date.now()}@example.com`, "guess", `2001:db8:7:7::${(i + 1).toString(16)}`)),
    );
    expect(failures.every((a) => a.status === 401)).toBe(true);
    expect((await guess(victim.email, victim.password, "2001:db8:7:7:ffff:ffff:ffff:ffff")).status).toBe(401);
    // The next /64 is another client, and a successful sign-in there works.
    expect((await guess(victim.email, victim.password, "2001:db8:7:8::1")).status).toBe(200);
  }, 60_000);
});

describe("cross-site requests", () => {
  it("refuses a cross-site form post (no app header), a foreign Origin and Sec-Fetch-Site: cross-site", async () => {
    const { client } = await signedInClient();
    const form = await fetch(`${t.url}/api/auth/logout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: client.cookieHeader, origin: "https://evil.example" },
      body: "a=1",
    });
    expect(form.status).toBe(403);
    expect(((await form.json()) as { code: string }).code).toBe("CROSS_SITE_REQUEST");
    const foreignOrigin = await client.post("/api/auth/logout", {}, { origin: "https://evil.example" });
    expect(foreignOrigin.status).toBe(403);
    const crossSite = await client.post("/api/auth/logout", {}, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    // None of them logged the user out.
    expect((await client.get("/api/auth/me")).status).toBe(200);
    // The app's own request (same origin, custom header) works.
    expect((await client.post("/api/auth/logout", {}, { origin: t.url })).status).toBe(200);
    expect((await client.get("/api/auth/me")).status).toBe(204);
  });
});
