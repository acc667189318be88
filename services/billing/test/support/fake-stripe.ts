import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local server that speaks Stripe's REST wire format for the calls billing makes, so the tests run the
 * real stripe SDK: form-encoded requests in bracket notation (`line_items[0][price]=…`), Bearer auth,
 * Idempotency-Key replay, JSON objects with their `object` field, and errors in Stripe's shape
 * (`{error: {type, code, message, param}}`). The test plays Stripe's side with the methods below
 * (a customer pays, cancels, a renewal fails, …); each returns the event Stripe would send then, with the
 * object's snapshot at that moment, ready to be signed with the SDK's own generateTestHeaderString.
 */
export class FakeStripe {
  readonly secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  readonly webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  readonly prices = { starter: "price_starter_monthly", pro: "price_pro_yearly" } as const;
  readonly customers = new Map<string, any>();
  readonly checkoutSessions = new Map<string, any>();
  readonly subscriptions = new Map<string, any>();
  readonly portalSessions: any[] = [];
  /** Every API call, parsed, in arrival order. */
  readonly requests: Array<{
    method: string;
    path: string;
    params: Record<string, any>;
    idempotencyKey?: string;
  }> = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private failures: Array<{ method: string; path: RegExp; status: number; error: Record<string, unknown> }> =
    [];
  private delays: Array<{ method: string; path: RegExp; ms: number }> = [];
  private server?: http.Server;
  private readonly sdk = new Stripe("sk_test_signing_only");
  url = "";

  /** Stripe's clock: seconds since the epoch. */
  now = () => Math.floor(Date.now() / 1000);

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  /** The billing service's environment for this server. */
  env(): NodeJS.ProcessEnv {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_STARTER: this.prices.starter,
      STRIPE_PRICE_PRO: this.prices.pro,
      STRIPE_API_BASE: this.url,
    };
  }

  /** Until cleared, calls matching `method` and `path` get this Stripe error. */
  fail(method: string, path: RegExp, status: number, error: Record<string, unknown>): void {
    this.failures.push({ method, path, status, error });
  }

  /**
   * The next call matching `method` and `path` is answered `ms` late, with the state as it was when the
   * call arrived: a slow network between a read and its answer.
   */
  delayNext(method: string, path: RegExp, ms: number): void {
    this.delays.push({ method, path, ms });
  }

  clearFailures(): void {
    this.failures = [];
  }

  calls(method: string, path: RegExp) {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  // ---- Stripe's side, played by the test ----

  /** The customer pays on Checkout: the subscription starts, and the session completes. */
  completeCheckout(sessionId: string): {
    subscription: any;
    events: { sessionCompleted: any; subscriptionCreated: any };
  } {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== "open") throw new Error(`checkout session ${sessionId} is ${session.status}: it cannot be paid`);
    const price = session.line_items[0].price as string;
    const trialEnd = session.subscription_data?.trial_end;
    const subscription = this.createSubscription({
      customer: session.customer,
      price,
      metadata: { ...(session.subscription_data?.metadata ?? {}) },
      ...(trialEnd ? { trialEnd: Number(trialEnd) } : {}),
    });
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
    return {
      subscription,
      events: {
        subscriptionCreated: this.event("customer.subscription.created", subscription),
        sessionCompleted: this.event("checkout.session.completed", session),
      },
    };
  }

  createSubscription(input: {
    customer: string;
    price: string;
    metadata?: Record<string, string>;
    status?: string;
    /** Checkout's subscription_data.trial_end: "trialing" until then, and the first period ends there. */
    trialEnd?: number;
  }): any {
    const id = this.id("sub");
    const start = this.now();
    const interval = input.price === this.prices.pro ? "year" : "month";
    const end = input.trialEnd ?? start + (interval === "year" ? 365 : 30) * 86_400;
    const subscription = {
      id,
      object: "subscription",
      customer: input.customer,
      status: input.status ?? (input.trialEnd ? "trialing" : "active"),
      trial_start: input.trialEnd ? start : null,
      trial_end: input.trialEnd ?? null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: "usd",
      livemode: false,
      collection_method: "charge_automatically",
      latest_invoice: null,
      metadata: input.metadata ?? {},
      // Since API 2025-03-31 the period is on the items, not the subscription.
      items: {
        object: "list",
        data: [
          {
            id: this.id("si"),
            object: "subscription_item",
            subscription: id,
            created: start,
            quantity: 1,
            current_period_start: start,
            current_period_end: end,
            price: {
              id: input.price,
              object: "price",
              currency: "usd",
              recurring: { interval, interval_count: 1 },
              type: "recurring",
            },
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** The seller (or an operator) changes the subscription, e.g. `{cancel_at_period_end: true}`. */
  updateSubscription(id: string, patch: Record<string, unknown>): any {
    const subscription = this.mustGet(id);
    Object.assign(subscription, patch);
    return this.event("customer.subscription.updated", subscription);
  }

  /** A renewal cannot be charged: the invoice fails and the subscription goes past_due. */
  failInvoice(subscriptionId: string): any {
    const subscription = this.mustGet(subscriptionId);
    subscription.status = "past_due";
    const invoice = {
      id: this.id("in"),
      object: "invoice",
      customer: subscription.customer,
      status: "open",
      attempt_count: 1,
      amount_due: 499,
      currency: "usd",
      // Since API 2025-03-31 the subscription is named here, not at invoice.subscription.
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
      },
    };
    return this.event("invoice.payment_failed", invoice);
  }

  /** The subscription ends now (period over after a cancel, or cancelled at once). */
  endSubscription(id: string): any {
    const subscription = this.mustGet(id);
    Object.assign(subscription, {
      status: "canceled",
      canceled_at: subscription.canceled_at ?? this.now(),
      ended_at: this.now(),
    });
    return this.event("customer.subscription.deleted", subscription);
  }

  event(type: string, object: unknown): any {
    return {
      id: this.id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: this.now(),
      // A snapshot: later changes to the object must not show up in an event already "sent".
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** The Stripe-Signature header for `payload`, made by the SDK itself. */
  sign(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
    return this.sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
  }

  private mustGet(id: string) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    return subscription;
  }

  private id(prefix: string) {
    return `${prefix}_test_${randomBytes(10).toString("hex")}`;
  }

  // ---- the wire ----

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stripe.local");
    const method = req.method ?? "GET";
    const body = Buffer.concat(chunks).toString("utf8");
    const params = parseForm(method === "GET" || method === "DELETE" ? url.search.slice(1) : body);
    const idempotencyKey = header(req, "idempotency-key");
    this.requests.push({ method, path: url.pathname, params, idempotencyKey });

    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": this.id("req"),
        "stripe-version": header(req, "stripe-version") ?? Stripe.API_VERSION,
        ...(status >= 500 ? { "stripe-should-retry": "false" } : {}),
      });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) =>
      send(status, { error: { type, message, ...extra } });

    if (header(req, "authorization") !== `Bearer ${this.secretKey}`) {
      return error(401, "invalid_request_error", "Invalid API Key provided: sk_test_****");
    }
    if (
      !/^application\/x-www-form-urlencoded/.test(
        header(req, "content-type") ?? "application/x-www-form-urlencoded",
      )
    ) {
      return error(400, "invalid_request_error", "Invalid request: expected form-encoded parameters");
    }
    const failure = this.failures.find((f) => f.method === method && f.path.test(url.pathname));
    if (failure) return send(failure.status, { error: failure.error });
    const replayKey = method === "POST" && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : undefined;
    if (replayKey && this.idempotent.has(replayKey)) {
      const replay = this.idempotent.get(replayKey)!;
      return send(replay.status, replay.body);
    }
    const answer = this.route(method, url.pathname, params);
    if (replayKey) this.idempotent.set(replayKey, answer);
    const delay = this.delays.findIndex((d) => d.method === method && d.path.test(url.pathname));
    if (delay >= 0) {
      const { ms } = this.delays.splice(delay, 1)[0]!;
      const snapshot = JSON.parse(JSON.stringify(answer.body));
      await new Promise((resolve) => setTimeout(resolve, ms));
      return send(answer.status, snapshot);
    }
    send(answer.status, answer.body);
  }

  private route(
    method: string,
    path: string,
    params: Record<string, any>,
  ): { status: number; body: unknown } {
    const ok = (body: unknown) => ({ status: 200, body });
    const missing = (kind: string, id: string, param = "id") => ({
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such ${kind}: '${id}'`,
          param,
        },
      },
    });
    const invalid = (message: string, param: string) => ({
      status: 400,
      body: { error: { type: "invalid_request_error", code: "parameter_missing", message, param } },
    });
    let match: RegExpMatchArray | null;

    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: this.id("cus"),
        object: "customer",
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        created: this.now(),
        livemode: false,
      };
      this.customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.mode !== "subscription") return invalid("Missing or invalid mode", "mode");
      if (!params.customer || !this.customers.has(params.customer))
        return missing("customer", String(params.customer), "customer");
      const price = params.line_items?.[0]?.price;
      if (!Object.values(this.prices).includes(price))
        return missing("price", String(price), "line_items[0][price]");
      for (const name of ["success_url", "cancel_url"])
        if (!params[name]) return invalid(`Missing required param: ${name}.`, name);
      // Stripe: "Unix timestamp ... Has to be at least 48 hours in the future."
      const trialEnd = params.subscription_data?.trial_end;
      if (trialEnd !== undefined && !(/^\d+$/.test(trialEnd) && Number(trialEnd) >= this.now() + 48 * 3600))
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              code: "parameter_invalid_integer",
              message: "subscription_data.trial_end has to be at least 48 hours in the future.",
              param: "subscription_data[trial_end]",
            },
          },
        };
      const id = `cs_test_${randomBytes(16).toString("hex")}`;
      const session = {
        id,
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        subscription_data: params.subscription_data ?? {},
        line_items: params.line_items,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        // Stripe's default: a session can be paid for 24 hours.
        expires_at: this.now() + 24 * 3600,
        livemode: false,
      };
      this.checkoutSessions.set(id, session);
      const { subscription_data: _data, line_items: _items, ...visible } = session;
      return ok(visible);
    }
    if ((match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/))) {
      const session = this.checkoutSessions.get(match[1]!);
      if (!session) return missing("checkout.session", match[1]!);
      const { subscription_data: _data, line_items: _items, ...visible } = session;
      if (method === "GET" && !match[2]) return ok(visible);
      if (method === "POST" && match[2]) {
        // Stripe: "Only Checkout Sessions with a status of open can be expired."
        if (session.status !== "open") return invalid("Only Checkout Sessions with a status of `open` can be expired.", "session");
        Object.assign(session, { status: "expired", url: null });
        return ok({ ...visible, status: "expired", url: null });
      }
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(match[1]!);
      if (!subscription) return missing("subscription", match[1]!);
      if (method === "GET") return ok(subscription);
      if (method === "DELETE") {
        if (subscription.status !== "canceled") this.endSubscription(subscription.id);
        return ok(subscription);
      }
      if (method === "POST") {
        Object.assign(subscription, params);
        return ok(subscription);
      }
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!params.customer || !this.customers.has(params.customer))
        return missing("customer", String(params.customer), "customer");
      const session = {
        id: this.id("bps"),
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${randomBytes(8).toString("hex")}`,
        livemode: false,
      };
      this.portalSessions.push(session);
      return ok(session);
    }
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Stripe's form encoding: `a[b][0][c]=v` → `{a: {b: [{c: "v"}]}}`. Numeric segments make arrays; an
 * empty value is how the SDK sends null (it unsets the field).
 */
export function parseForm(encoded: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = key.split("[");
    const path = [head!, ...rest.map((segment) => segment.replace(/]$/, ""))];
    let node: any = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      if (last) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      node[segment] ??= nextIsIndex ? [] : {};
      node = node[segment];
    });
  }
  return root;
}
