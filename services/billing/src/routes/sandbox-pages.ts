import { randomBytes } from "node:crypto";
import type { Response } from "express";
import { getPlan, type PaidPlanId } from "@shopscript/contracts";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Tags the template's ${} values as HTML-escaped; `raw()` marks markup built here. */
class Html {
  constructor(readonly value: string) {}
}
const raw = (value: string) => new Html(value);
function html(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[]>): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map((v) => v.value).join("")
      : value instanceof Html
        ? value.value
        : escapeHtml(String(value));
    out += part + strings[i + 1]!;
  });
  return new Html(out);
}

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111827; background: #f3f4f6; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box; }
main { background: #fff; max-width: 28rem; width: 100%; border-radius: 0.75rem; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 2rem; }
.sandbox { background: #fef3c7; color: #78350f; border: 1px solid #f59e0b; border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 0 0 1.5rem; font-size: 0.95rem; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
.price { font-size: 2rem; font-weight: 700; margin: 0.25rem 0; }
.price span { font-size: 1rem; font-weight: 400; color: #4b5563; }
p { line-height: 1.5; }
.muted { color: #4b5563; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; align-items: center; }
button, .link-button { font: inherit; font-weight: 600; border-radius: 0.5rem; padding: 0.7rem 1.2rem; cursor: pointer; text-decoration: none; display: inline-block; }
button { background: #4f46e5; color: #fff; border: 0; }
button:disabled { opacity: 0.6; cursor: progress; }
.link-button { color: #374151; border: 1px solid #d1d5db; background: #fff; }
button:focus-visible, .link-button:focus-visible { outline: 3px solid #111827; outline-offset: 2px; }
#status { min-height: 1.5rem; margin-top: 1rem; color: #b91c1c; }
`;

// Buttons post with the app's X-Requested-With header (the gateway refuses state-changing calls without
// it), then go where the answer says.
const SCRIPT = `
document.querySelectorAll("button[data-action]").forEach(function (button) {
  button.addEventListener("click", function () {
    var buttons = document.querySelectorAll("button[data-action]");
    var status = document.getElementById("status");
    buttons.forEach(function (b) { b.disabled = true; });
    status.textContent = button.getAttribute("data-busy") || "";
    fetch(button.getAttribute("data-action"), {
      method: "POST",
      headers: { "X-Requested-With": "shopscript", "Accept": "application/json" },
      credentials: "same-origin"
    })
      .then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) {
          if (!res.ok || !body.url) throw new Error(body.message || "Something went wrong. Please try again.");
          location.assign(body.url);
        });
      })
      .catch(function (err) {
        status.textContent = err.message;
        buttons.forEach(function (b) { b.disabled = false; });
      });
  });
});
`;

const SANDBOX_NOTE = html`<p class="sandbox" role="note">
  <strong>Sandbox:</strong> no real payment. ShopScript runs without a payment provider, so nothing is charged
  and no card is needed.
</p>`;

function send(res: Response, status: number, title: string, body: Html) {
  // A fresh nonce per page: the only script and style this page may run are the ones written here.
  const nonce = randomBytes(16).toString("base64");
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    })
    .send(
      "<!doctype html>\n" +
        html`<html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>${title} · ShopScript</title>
            <style nonce="${nonce}">
              ${raw(STYLE)}
            </style>
          </head>
          <body>
            <main>
              ${SANDBOX_NOTE} ${body}
              <p id="status" role="status" aria-live="polite"></p>
            </main>
            <script nonce="${nonce}">
              ${raw(SCRIPT)};
            </script>
          </body>
        </html>`.value,
    );
}

function planSummary(planId: PaidPlanId) {
  const plan = getPlan(planId);
  return html`<p class="muted">ShopScript ${plan.name}</p>
    <p class="price">${plan.price}<span>${plan.period}</span></p>
    <p>${plan.description}</p>`;
}

export const sandboxPages = {
  /** `firstChargeDate`: the checkout keeps the seller's trial days, so nothing is due today (as Stripe's trial_end). */
  checkout(
    res: Response,
    input: { plan: PaidPlanId; payAction: string; cancelUrl: string; firstChargeDate: Date | null },
  ) {
    const price = getPlan(input.plan).price;
    send(
      res,
      200,
      "Checkout",
      html`<h1>Subscribe to ShopScript</h1>
        ${planSummary(input.plan)}
        ${
          input.firstChargeDate
            ? html`<p>
                <strong>Due today: $0.</strong> Your trial days are kept: the first charge of ${price} is on
                ${formatDate(input.firstChargeDate)}.
              </p>`
            : html``
        }
        <div class="actions">
          <button type="button" data-action="${input.payAction}" data-busy="Activating your subscription...">
            ${input.firstChargeDate ? "Start subscription" : `Pay ${price}`}
          </button>
          <a class="link-button" href="${input.cancelUrl}">Cancel</a>
        </div>`,
    );
  },

  checkoutClosed(res: Response, input: { paid: boolean; nextUrl: string }) {
    send(
      res,
      input.paid ? 200 : 410,
      "Checkout",
      input.paid
        ? html`<h1>Already paid</h1>
            <p>This checkout is complete and your subscription is active.</p>
            <div class="actions">
              <a class="link-button" href="${input.nextUrl}">Continue to ShopScript</a>
            </div>`
        : html`<h1>Checkout expired</h1>
            <p>This checkout link has expired. Please start again from the pricing page.</p>
            <div class="actions"><a class="link-button" href="${input.nextUrl}">See plans</a></div>`,
    );
  },

  portal(
    res: Response,
    input: {
      subscription: {
        plan: PaidPlanId;
        status: string;
        currentPeriodEnd: Date | null;
        cancelAtPeriodEnd: boolean;
      } | null;
      cancelAction: string;
      resumeAction: string;
      returnUrl: string;
    },
  ) {
    const sub = input.subscription;
    const trialing = sub?.status === "trialing";
    const running = sub?.status === "active" || trialing;
    const date = sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : "";
    const state = !sub
      ? html`<p>You have no subscription yet.</p>`
      : !running
        ? html`${planSummary(sub.plan)}
            <p><strong>Canceled.</strong> Your paid access has ended.</p>`
        : sub.cancelAtPeriodEnd
          ? html`${planSummary(sub.plan)}
              <p><strong>Canceled.</strong> You keep full access until ${date}; it will not renew.</p>`
          : trialing
            ? html`${planSummary(sub.plan)}
                <p>
                  <strong>Active, in your trial.</strong> The first charge is on ${date}. Cancel before then
                  and you are never charged.
                </p>`
            : html`${planSummary(sub.plan)}
                <p>
                  <strong>Active.</strong> Renews on ${date}. Cancel anytime; access lasts to the end of the
                  billing period.
                </p>`;
    const action = !running
      ? html``
      : sub!.cancelAtPeriodEnd
        ? html`<button type="button" data-action="${input.resumeAction}" data-busy="Resuming...">
            Resume subscription
          </button>`
        : html`<button type="button" data-action="${input.cancelAction}" data-busy="Canceling...">
            Cancel subscription
          </button>`;
    send(
      res,
      200,
      "Billing",
      html`<h1>Your subscription</h1>
        ${state}
        <div class="actions">
          ${action}
          <a class="link-button" href="${input.returnUrl}">Back to ShopScript</a>
        </div>`,
    );
  },

  message(res: Response, status: number, title: string, text: string, link: { href: string; label: string }) {
    send(
      res,
      status,
      title,
      html`<h1>${title}</h1>
        <p>${text}</p>
        <div class="actions"><a class="link-button" href="${link.href}">${link.label}</a></div>`,
    );
  },
};
