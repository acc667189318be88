import { eventually } from "@shopscript/kit/testing";
import { startBilling, type BillingHarness, type TestUser } from "./support/billing-harness";

// No STRIPE_* variables: the sandbox provider, as in `npm start` on a fresh machine.
let b: BillingHarness;
beforeAll(async () => {
  b = await startBilling();
}, 60_000);
afterAll(async () => {
  await b?.stop();
});

const DAY = 24 * 3600_000;
/** A signed-in user whose trial ended yesterday: paying starts a paid period at once (no trial days to keep). */
const trialOver = () => b.user({ trialStartDate: new Date(b.clock.now().getTime() - 8 * DAY) });

async function startCheckout(user: TestUser, plan?: "starter" | "pro") {
  const response = await user.request("POST", "/api/create-subscription", plan ? { plan } : undefined);
  expect(response.status).toBe(200);
  expect(response.json.url).toMatch(/^\/api\/billing\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{32}$/);
  return response.json.url as string;
}

function nonceOf(csp: string | null): string {
  const match = csp?.match(/script-src 'nonce-([^']+)'/);
  if (!match) throw new Error(`no script nonce in CSP: ${csp}`);
  return match[1]!;
}

describe("the sandbox checkout page", () => {
  it("shows the plan and price, says plainly it is a sandbox, and allows only its own inline script", async () => {
    const user = b.user();
    const url = await startCheckout(user);
    const page = await user.request("GET", url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = page.headers.get("content-security-policy");
    const nonce = nonceOf(csp);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).not.toContain("unsafe-inline");
    expect(page.text.match(/<script/g)).toHaveLength(1);
    expect(page.text).toContain(`<script nonce="${nonce}">`);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toMatch(/Sandbox:.*no real payment/);
    expect(page.text).toContain("Starter");
    expect(page.text).toContain("$4.99<span>/month</span>");
    expect(page.text).toContain(`data-action="${url}/pay"`);
    expect(page.text).toContain('href="/pricing?canceled=1">Cancel</a>');
    // The buttons send the app's header, which the gateway requires for a POST.
    expect(page.text).toContain('"X-Requested-With": "shopscript"');

    const pro = await user.request("GET", await startCheckout(user, "pro"));
    expect(pro.text).toContain("$49.99<span>/year</span>");
  });

  it("belongs to the user who started it", async () => {
    const url = await startCheckout(b.user());
    const other = b.user();
    expect((await other.request("GET", url)).status).toBe(404);
    expect((await other.request("POST", `${url}/pay`)).status).toBe(404);
    const anonymous = await fetch(`${b.url}${url}`, { signal: AbortSignal.timeout(5000) });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain("Please sign in");
    expect((await other.request("GET", "/api/billing/sandbox/checkout/cs_sandbox_made_up")).status).toBe(404);
  });
});

describe("sandbox Pay runs the same activation as a Stripe webhook", () => {
  it("pay → subscribed → back to the app; paying twice changes nothing", async () => {
    const user = trialOver();
    const url = await startCheckout(user);
    const paid = await user.request("POST", `${url}/pay`);
    expect(paid).toMatchObject({ status: 200, json: { url: "/subscribed" } });
    expect((await user.request("GET", "/api/subscription-status")).json).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
      plan: "starter",
    });
    const account = await b.prisma.billingAccount.findUnique({ where: { userId: user.id } });
    const monthLater = new Date(b.clock.now());
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(account).toMatchObject({
      provider: "sandbox",
      status: "active",
      plan: "starter",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: monthLater,
    });
    expect(await b.outbox(user.id)).toEqual([
      {
        type: "subscription.activated",
        payload: { userId: user.id, plan: "starter", currentPeriodEnd: monthLater.toISOString() },
      },
    ]);

    expect((await user.request("POST", `${url}/pay`)).json).toEqual({ url: "/subscribed" });
    expect(await b.outbox(user.id)).toHaveLength(1);
    expect((await user.request("GET", url)).text).toContain("Already paid");
    // Subscribed: asking to subscribe again opens the portal, never a second checkout.
    expect((await user.request("POST", "/api/create-subscription")).json).toEqual({ url: "/api/billing/sandbox/portal" });
  });

  it("one open checkout per user: asked for twice at once, both get the same one, and paying makes one subscription", async () => {
    const user = b.user();
    const [first, second] = await Promise.all([
      user.request("POST", "/api/create-subscription"),
      user.request("POST", "/api/create-subscription"),
    ]);
    expect(first.json.url).toBe(second.json.url);
    expect(await startCheckout(user)).toBe(first.json.url);
    await Promise.all([user.request("POST", `${first.json.url}/pay`), user.request("POST", `${second.json.url}/pay`)]);
    expect(await b.prisma.sandboxSubscription.count({ where: { userId: user.id } })).toBe(1);
  });

  it("choosing another plan closes the open checkout: paying both makes one subscription, of the plan chosen last", async () => {
    const user = trialOver();
    const starter = await startCheckout(user, "starter");
    const pro = await startCheckout(user, "pro");
    expect(pro).not.toBe(starter);
    expect(await user.request("POST", `${starter}/pay`)).toMatchObject({ status: 410, json: { code: "CHECKOUT_EXPIRED" } });
    expect((await user.request("POST", `${pro}/pay`)).status).toBe(200);
    expect(await b.prisma.sandboxSubscription.findMany({ where: { userId: user.id }, select: { plan: true, status: true } })).toEqual([
      { plan: "pro", status: "active" },
    ]);
    expect((await b.outbox(user.id)).filter((e) => e.type === "subscription.activated")).toHaveLength(1);
  });

  it("two clicks at once make one subscription", async () => {
    const user = b.user();
    const url = await startCheckout(user);
    const clicks = await Promise.all([
      user.request("POST", `${url}/pay`),
      user.request("POST", `${url}/pay`),
    ]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200]);
    expect(await b.prisma.sandboxSubscription.count({ where: { userId: user.id } })).toBe(1);
    expect((await b.outbox(user.id)).filter((e) => e.type === "subscription.activated")).toHaveLength(1);
  });

  it("the portal cancels to the period end (access stays until then) and resumes", async () => {
    const user = trialOver();
    await user.request("POST", `${await startCheckout(user, "pro")}/pay`);
    const portal = await user.request("POST", "/api/billing/portal");
    expect(portal.json).toEqual({ url: "/api/billing/sandbox/portal" });
    const page = await user.request("GET", portal.json.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Renews on");
    expect(page.text).toContain('data-action="/api/billing/sandbox/portal/cancel"');
    expect(page.text).toContain('href="/dashboard">Back to ShopScript</a>');

    const cancel = await user.request("POST", "/api/billing/sandbox/portal/cancel");
    expect(cancel.json).toEqual({ url: "/api/billing/sandbox/portal" });
    expect((await user.request("GET", "/api/subscription-status")).json).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
    });
    const account = await b.prisma.billingAccount.findUnique({ where: { userId: user.id } });
    expect(account).toMatchObject({ cancelAtPeriodEnd: true, plan: "pro" });
    const accessUntil = account!.currentPeriodEnd!.toISOString();
    expect((await user.request("GET", portal.json.url)).text).toContain("You keep full access until");

    const resume = await user.request("POST", "/api/billing/sandbox/portal/resume");
    expect(resume.status).toBe(200);
    expect(await b.prisma.billingAccount.findUnique({ where: { userId: user.id } })).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    expect((await b.outbox(user.id)).map((e) => [e.type, e.payload.accessUntil ?? null])).toEqual([
      ["subscription.activated", null],
      ["subscription.canceled", accessUntil],
      ["subscription.activated", null],
    ]);

    // Cancelled again and the year passes: access ends with the period, also without an event.
    await user.request("POST", "/api/billing/sandbox/portal/cancel");
    const now = b.clock.now();
    try {
      b.clock.set(new Date(Date.parse(accessUntil) + 1000));
      expect((await user.request("GET", "/api/subscription-status")).json).toMatchObject({
        hasActiveSubscription: false,
        canGenerate: false,
      });
      expect((await user.request("GET", portal.json.url)).text).toContain("Your paid access has ended");
      // Now a new checkout is allowed again.
      expect((await user.request("POST", "/api/create-subscription")).status).toBe(200);
    } finally {
      b.clock.set(now);
    }
  });

  it("a checkout left open for a day expires", async () => {
    const user = b.user();
    const url = await startCheckout(user);
    const now = b.clock.now();
    try {
      b.clock.set(new Date(now.getTime() + DAY + 1000));
      expect((await user.request("GET", url)).status).toBe(410);
      expect(await user.request("POST", `${url}/pay`)).toMatchObject({
        status: 410,
        json: { code: "CHECKOUT_EXPIRED" },
      });
    } finally {
      b.clock.set(now);
    }
  });

  it("user.deleted cancels the sandbox subscription and removes the billing data", async () => {
    const user = b.user();
    await user.request("POST", `${await startCheckout(user)}/pay`);
    await b.publish("user.deleted", { userId: user.id, email: user.email });
    await eventually(
      async () => (await b.prisma.billingAccount.findUnique({ where: { userId: user.id } })) === null,
      "account removed",
    );
    expect(await b.prisma.sandboxSubscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await b.prisma.sandboxCheckout.count({ where: { userId: user.id } })).toBe(0);
  });

  it("has no Stripe webhook", async () => {
    expect((await b.webhook("{}", "t=1,v1=x")).status).toBe(404);
  });
});
