/**
 * The seller's path through the deployed system, only through the gateway's published port (and the mail
 * catcher's API for the mail): sign up, read the verification mail, verify, sign in, generate, save,
 * list, subscribe through the sandbox checkout, check the subscription status. Every request is logged
 * with the status it got.
 */
import { ApiClient } from "../test-support/api-client";
import { linkIn } from "../test-support/mailbox";
import type { MailpitClient } from "./mailpit-client";
import { check } from "./step-log";

type Note = (text: string) => void;

/** An ApiClient that notes every request and the status it got. */
export class LoggedClient extends ApiClient {
  constructor(
    baseUrl: string,
    private readonly note: Note,
  ) {
    super(baseUrl);
  }

  override async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const begin = Date.now();
    const response = await super.request(method, path, body, headers);
    this.note(
      `${method} ${path.replace(/token=[^&]+/, "token=…")} → ${response.status} (${Date.now() - begin} ms)`,
    );
    return response;
  }
}

export const PASSWORD = "deploy smoke 7";
export const newEmail = (label: string) => `${label}-${Date.now()}@example.com`;

/** Registers `email` and checks the answer; the mail it triggers is read separately. */
export async function signUp(client: ApiClient, email: string) {
  const registered = await client.post("/api/auth/register", { email, password: PASSWORD });
  check(registered.status === 201, `register answered ${registered.status}: ${registered.text}`);
  check(registered.json.user.emailVerified === false, "a new account starts unverified");
}

export async function smokeTest(gatewayUrl: string, mailpit: MailpitClient, note: Note) {
  const seller = new LoggedClient(gatewayUrl, note);

  const home = await seller.get("/");
  check(home.status === 200 && home.text.includes('<div id="root">'), "the gateway serves the web app");
  const health = await seller.get("/healthz");
  check(health.status === 200, "the gateway's /healthz answers 200");

  const email = newEmail("smoke");
  await signUp(seller, email);

  const mail = await mailpit.waitFor(email, /confirm your email/i, 60_000);
  note(`mail "${mail.subject}" to ${email} read from the mail catcher's API`);
  const link = linkIn(mail, "/verify-email");
  check(link.origin === new URL(gatewayUrl).origin, `the link points at PUBLIC_URL (${link.origin})`);
  const verified = await seller.post("/api/auth/verify-email", { token: link.searchParams.get("token") });
  check(verified.status === 200, `verify-email answered ${verified.status}: ${verified.text}`);

  // A fresh browser: sign in with the password.
  const signedIn = new LoggedClient(gatewayUrl, note);
  const login = await signedIn.post("/api/auth/login", { email, password: PASSWORD });
  check(login.status === 200, `login answered ${login.status}: ${login.text}`);
  const me = await signedIn.get("/api/auth/me");
  check(me.status === 200 && me.json.email === email && me.json.emailVerified === true, `me: ${me.text}`);

  const request = {
    productName: "Brass Desk Lamp",
    keywords: "brass, dimmable, 10 W LED, warm white",
    platform: "amazon",
    tone: "professional",
    productUrl: "",
  };
  const generated = await signedIn.post("/api/generate-description", request);
  check(generated.status === 200, `generate answered ${generated.status}: ${generated.text}`);
  check(
    typeof generated.json.description === "string" && generated.json.description.length > 40,
    "a description came back",
  );
  note(`generated ${generated.json.description.length} characters with the ${generated.json.writer} writer`);

  const saved = await signedIn.post("/api/descriptions", {
    ...request,
    description: generated.json.description,
    listing: generated.json.listing,
  });
  check(saved.status === 201, `save answered ${saved.status}: ${saved.text}`);
  const list = await signedIn.get("/api/descriptions");
  check(list.status === 200, `list answered ${list.status}`);
  check(
    Array.isArray(list.json) && list.json.some((item: { id: string }) => item.id === saved.json.id),
    `the saved description is in the list: ${list.text.slice(0, 200)}`,
  );
  note(`the list holds the saved description (${list.json.length} in all)`);

  const before = await signedIn.get("/api/subscription-status");
  check(
    before.status === 200 &&
      before.json.isTrialActive === true &&
      before.json.hasActiveSubscription === false,
    `status: ${before.text}`,
  );
  const created = await signedIn.request("POST", "/api/create-subscription");
  check(
    created.status === 200 && /^\/api\/billing\/sandbox\/checkout\//.test(created.json.url),
    `create-subscription: ${created.text}`,
  );
  const checkout = await signedIn.get(created.json.url);
  check(
    checkout.status === 200 && checkout.text.includes("no real payment"),
    "the sandbox checkout page is served",
  );
  const paid = await signedIn.request("POST", `${created.json.url}/pay`);
  check(paid.status === 200, `pay answered ${paid.status}: ${paid.text}`);
  const after = await signedIn.get("/api/subscription-status");
  check(
    after.status === 200 && after.json.hasActiveSubscription === true && after.json.canGenerate === true,
    `status: ${after.text}`,
  );
  note(`subscription status: ${JSON.stringify(after.json)}`);
  const activated = await mailpit.waitFor(email, /subscription is active/i, 60_000);
  note(`mail "${activated.subject}" to ${email}`);
}
