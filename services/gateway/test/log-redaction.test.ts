import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "@shopscript/kit";
import { eventually } from "@shopscript/kit/testing";
import { capturingLogger } from "../../../infra/test-support/capturing-logger";
import { linkIn } from "../../../infra/test-support/mailbox";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { createKey, seller } from "./support/public-api";

// Secrets sent where they do not belong (a URL, a header), through the gateway, with every service logging into
// memory through the real kit logger: whatever the answer, no log line may keep the secret.
const captured = capturingLogger();
let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem({}, { log: captured.log });
}, 60_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

describe("no secret in any log line", () => {
  it("API keys, session tokens, link tokens and Stripe-like secrets in query names of any case, values, path segments and headers", async () => {
    const { client, email } = await seller(t, "pro");
    const apiKey = (await createKey(client)).secret;
    const sessionJwt = client.getCookie(SESSION_COOKIE)!;
    const verifyToken = linkIn(await t.mailbox.waitFor(email, /confirm your email/i), "/verify-email").searchParams.get("token")!;
    expect((await client.post("/api/auth/forgot-password", { email })).status).toBe(200);
    const resetToken = linkIn(await t.mailbox.waitFor(email, /reset your password/i), "/reset-password").searchParams.get("token")!;
    const stripeKey = `sk_live_${randomBytes(24).toString("base64url")}`;
    const webhookSecret = `whsec_${randomBytes(24).toString("base64url")}`;
    const secrets = { apiKey, sessionJwt, verifyToken, resetToken, stripeKey, webhookSecret };
    expect(apiKey).toMatch(/^ss_live_/);
    expect(sessionJwt).toMatch(/^eyJ/);

    const sent: { path: string; headers?: Record<string, string> }[] = [];
    for (const secret of Object.values(secrets)) {
      for (const name of ["apiKey", "apikey", "APIKEY", "x-api-key", "access-token", "Access_Token", "q", "t"])
        sent.push({ path: `/api/v1/descriptions?${name}=${encodeURIComponent(secret)}` });
      sent.push({ path: `/api/v1/${encodeURIComponent(secret)}` });
      sent.push({ path: `/api/descriptions/${encodeURIComponent(secret)}?limit=1` });
      sent.push({ path: `/verify-email?token=${encodeURIComponent(secret)}` });
      sent.push({ path: `/api/v1/descriptions`, headers: { "x-api-key": secret, referer: `https://elsewhere.test/?k=${secret}` } });
      sent.push({ path: `/api/descriptions`, headers: { authorization: `Bearer ${secret}` } });
    }
    const requestIds: string[] = [];
    for (const request of sent) {
      const response = await fetch(`${t.url}${request.path}`, { headers: request.headers, signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      requestIds.push(response.headers.get("x-request-id")!);
    }
    // Every request's line is in before the check, so a line written late cannot slip past it.
    await eventually(
      () => requestIds.every((id) => captured.lines.some((line) => line.reqId === id && line.service === "gateway" && line.msg === "request completed")),
      "the gateway's line for every request",
      20_000,
    );
    const logged = captured.lines.map((line) => JSON.stringify(line)).join("\n");
    for (const [name, secret] of Object.entries(secrets)) {
      expect({ name, found: logged.includes(secret) }).toEqual({ name, found: false });
      expect({ name, found: logged.includes(encodeURIComponent(secret)) }).toEqual({ name, found: false });
    }
    // The lines are still there and say what happened: the refused key call is a 401 on its path.
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ service: "gateway", msg: "request completed", req: { method: "GET", url: "/api/v1/descriptions?apiKey=[redacted]" }, res: { statusCode: 401 } }),
    );
  }, 120_000);
});
