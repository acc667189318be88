import { PUBLIC_API_ROUTES } from "../src/route-table";
import { eventually, sleep } from "@shopscript/kit/testing";
import type { DomainEvent } from "@shopscript/contracts";
import { linkIn } from "../../../infra/test-support/mailbox";
import { PUBLIC_URL, startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import { call, createKey, OpenApiValidator, PASSWORD, seller } from "./support/public-api";

// The public API end to end: the whole system on real PostgreSQL, RabbitMQ and Redis, called the way a
// seller's script calls it. Every JSON answer is validated against the served OpenAPI document.
const CACHE_SECONDS = 2;
const PER_MINUTE = 12;

let t: TestSystem;
let openApi: OpenApiValidator;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await startTestSystem({ API_KEY_CACHE_SECONDS: String(CACHE_SECONDS), API_KEY_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
  await t.watch(["description.*"], async (event) => void events.push(event));
  const doc = await call(t, null, "GET", "/api/v1/openapi.json");
  expect(doc.status).toBe(200);
  openApi = new OpenApiValidator(doc.json);
}, 90_000);
afterAll(async () => {
  await t?.stop();
});

const product = { productName: "Linen apron", keywords: "100% linen, adjustable neck strap, two pockets", platform: "etsy", tone: "professional" };
const saved = (overrides: Record<string, unknown> = {}) => ({ ...product, description: "A linen apron with two deep pockets.", ...overrides });

/** Polls until the call is refused, and says how long that took. */
async function refusedWithin(probe: () => Promise<{ status: number }>, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await probe();
    if (res.status === 401 || res.status === 403) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`still accepted after ${limitMs} ms (last status ${res.status})`);
    await sleep(400);
  }
}

describe("the OpenAPI document", () => {
  it("describes every /api/v1 route of the gateway's table, with its scope", async () => {
    for (const route of PUBLIC_API_ROUTES) {
      const operation = openApi.doc.paths[route.path]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, described: Boolean(operation) }).toEqual({ route: `${route.method} ${route.path}`, described: true });
      expect(operation["x-scope"]).toBe(route.scope);
      expect(operation["x-codeSamples"].map((s: { lang: string }) => s.lang)).toEqual(["curl", "javascript"]);
    }
    // And nothing the gateway would refuse: every documented operation is routed.
    const documented = Object.entries(openApi.doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(PUBLIC_API_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
    expect(openApi.doc.openapi).toBe("3.1.0");
  });
});

describe("API keys", () => {
  it("are created once with a recognisable prefix, listed without the secret, used, and refused once revoked", async () => {
    const { client } = await seller(t);
    const key = await createKey(client, ["generate", "descriptions:read"], "Spreadsheet script");
    expect(key.secret).toMatch(/^ss_live_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    const list = await client.get("/api/auth/api-keys");
    expect(list.text).not.toContain(key.secret);
    expect(list.json.items).toEqual([
      expect.objectContaining({ id: key.id, name: "Spreadsheet script", prefix: key.prefix, scopes: ["generate", "descriptions:read"], lastUsedAt: null, revokedAt: null }),
    ]);

    const generated = await call(t, key.secret, "POST", "/api/v1/generate", product);
    expect(generated.status).toBe(200);
    openApi.validate("POST", "/api/v1/generate", 200, generated.json);
    expect(generated.json.platform).toBe("etsy");
    expect(generated.headers.get("x-request-id")).toBeTruthy();
    const used = await client.get("/api/auth/api-keys");
    expect(used.json.items[0].lastUsedAt).not.toBeNull();

    const revoked = await client.delete(`/api/auth/api-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.revokedAt).not.toBeNull();
    // The gateway still holds the key's verification, but the revocation mark is read on every call: the very next
    // call is refused (auth writes the mark before it answers the revocation), whatever the clock says.
    const refused = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe("api_key_invalid");
    openApi.validate("GET", "/api/v1/descriptions", 401, refused.json);
  });

  it("refuses a route outside the key's scopes, and allows the ones inside", async () => {
    const { client } = await seller(t);
    const key = await createKey(client, ["descriptions:read"]);
    const generate = await call(t, key.secret, "POST", "/api/v1/generate", product);
    expect(generate.status).toBe(403);
    expect(generate.json.error).toMatchObject({ code: "api_key_scope" });
    openApi.validate("POST", "/api/v1/generate", 403, generate.json);
    const create = await call(t, key.secret, "POST", "/api/v1/descriptions", saved());
    expect(create.status).toBe(403);
    const list = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(list.status).toBe(200);
    openApi.validate("GET", "/api/v1/descriptions", 200, list.json);
  });

  it("refuses the key of a deleted account on the next call, though the gateway still holds its verification", async () => {
    const { client } = await seller(t);
    const key = await createKey(client);
    expect((await call(t, key.secret, "GET", "/api/v1/descriptions")).status).toBe(200);
    const deleted = await client.request("DELETE", "/api/auth/me", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    // Auth wrote the key's revocation mark before the deletion committed (issue 26: it used to wait out the cache).
    const refused = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe("api_key_invalid");
  });

  it("are a Pro feature: not created on a trial, and refused once the plan no longer includes them", async () => {
    const trial = await seller(t, null);
    const onTrial = await trial.client.post("/api/auth/api-keys", { name: "x", scopes: ["generate"] });
    expect(onTrial.status).toBe(403);
    expect(onTrial.json.code).toBe("PLAN_REQUIRED");

    const { client, userId } = await seller(t);
    const key = await createKey(client);
    expect((await call(t, key.secret, "GET", "/api/v1/descriptions")).status).toBe(200);
    const bus = await t.bus();
    const { createEvent } = await import("@shopscript/contracts");
    // Cancelled to the end of the paid period: the key keeps working until then.
    const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    await bus.publish(createEvent("subscription.canceled", { userId, accessUntil: periodEnd }, { correlationId: "test" }));
    // No answer changes when auth applies it, so give the event time to arrive, then let the cache window pass.
    await sleep(1500 + CACHE_SECONDS * 1000);
    expect((await client.get("/api/auth/api-keys")).json.apiAccess).toBe(true);
    expect((await call(t, key.secret, "GET", "/api/v1/descriptions")).status).toBe(200);
    // Billing reports the subscription ended at once (payment failed for good).
    await bus.publish(createEvent("subscription.canceled", { userId, accessUntil: null }, { correlationId: "test" }));
    await refusedWithin(() => call(t, key.secret, "GET", "/api/v1/descriptions"), CACHE_SECONDS * 1000 + 5000);
    const refused = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("api_key_plan");
  });

  it("stop working when a renewing Pro subscription is switched to Starter (no cancellation), and work again on Pro", async () => {
    const { client, userId } = await seller(t);
    const key = await createKey(client);
    expect((await call(t, key.secret, "GET", "/api/v1/descriptions")).status).toBe(200);
    const bus = await t.bus();
    const { createEvent } = await import("@shopscript/contracts");
    await bus.publish(createEvent("subscription.plan_changed", { userId, plan: "starter" }, { correlationId: "test" }));
    await refusedWithin(() => call(t, key.secret, "GET", "/api/v1/descriptions"), CACHE_SECONDS * 1000 + 5000);
    const refused = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("api_key_plan");
    expect((await client.get("/api/auth/api-keys")).json.apiAccess).toBe(false);

    await bus.publish(createEvent("subscription.plan_changed", { userId, plan: "pro" }, { correlationId: "test" }));
    await eventually(
      async () => (await call(t, key.secret, "GET", "/api/v1/descriptions")).status === 200,
      "the key to work again on Pro",
      CACHE_SECONDS * 1000 + 5000,
    );
  });

  it("rejects made-up and malformed keys alike", async () => {
    for (const key of ["ss_live_" + "A".repeat(43), "nonsense", "sk_live_123"]) {
      const res = await call(t, key, "GET", "/api/v1/descriptions");
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("api_key_invalid");
    }
  });
});

describe("API keys and the account's password (issue 26, item 7)", () => {
  it("a password reset revokes every key at once, and the mail says so and where to make new ones", async () => {
    const { client, email } = await seller(t);
    const keys = [await createKey(client, ["generate"], "Script one"), await createKey(client, ["descriptions:read"], "Script two")];
    for (const key of keys) expect((await call(t, key.secret, "GET", "/api/v1/descriptions")).status).not.toBe(401);

    expect((await t.client().post("/api/auth/forgot-password", { email })).status).toBe(200);
    const resetMail = await t.mailbox.waitFor(email, /reset/i);
    const token = linkIn(resetMail, "/reset-password").searchParams.get("token")!;
    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "taken back 9" });
    expect(reset.status).toBe(200);
    // The next call, while the gateway still holds each key's verification.
    for (const key of keys) {
      const refused = await call(t, key.secret, "GET", "/api/v1/descriptions");
      expect(refused.status).toBe(401);
      expect(refused.json.error.code).toBe("api_key_invalid");
    }
    const owner = t.client();
    expect((await owner.post("/api/auth/login", { email, password: "taken back 9" })).status).toBe(200);
    const listed = (await owner.get("/api/auth/api-keys")).json.items as { revokedAt: string | null }[];
    expect(listed.map((k) => k.revokedAt !== null)).toEqual([true, true]);

    const mail = await t.mailbox.waitFor(email, /^your password was changed/i);
    expect(mail.text).toContain("We also revoked the 2 API keys of your account");
    expect(mail.text).toContain("create new keys on the API keys page");
    expect(mail.text).toContain(`${PUBLIC_URL}/api-keys`);
    // A key made after the reset works.
    const fresh = await createKey(owner, ["descriptions:read"], "After the reset");
    expect((await call(t, fresh.secret, "GET", "/api/v1/descriptions")).status).toBe(200);
  });

  it("a password change keeps the keys unless the owner asks (revokeApiKeys), then revokes them at once", async () => {
    const { client, email } = await seller(t);
    const key = await createKey(client, ["descriptions:read"]);
    expect((await call(t, key.secret, "GET", "/api/v1/descriptions")).status).toBe(200);

    const bad = await client.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "second pass 2", revokeApiKeys: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ revokeApiKeys: "revokeApiKeys must be true or false" });

    const kept = await client.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "second pass 2" });
    expect(kept.json).toEqual({ message: "Your password has been changed. Other devices have been signed out." });
    expect((await call(t, key.secret, "GET", "/api/v1/descriptions")).status).toBe(200);
    const first = await t.mailbox.waitFor(email, /^your password was changed/i);
    expect(first.text).not.toContain("API key");

    const revoked = await client.post("/api/auth/change-password", { currentPassword: "second pass 2", newPassword: "third pass 3", revokeApiKeys: true });
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toMatch(/your API keys were revoked: create new ones on the API keys page/);
    const refused = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(refused.status).toBe(401);
    expect((await client.get("/api/auth/api-keys")).json.items[0].revokedAt).not.toBeNull();
    const second = await t.mailbox.waitFor(email, /^your password was changed/i, 2);
    expect(second.text).toContain("We also revoked the API key of your account");
  });
});

describe("cookies and keys stay on their own routes", () => {
  it("refuses the session cookie on /api/v1 and a bearer key on the browser routes", async () => {
    const { client } = await seller(t);
    const key = await createKey(client);
    const withCookie = await client.get("/api/v1/descriptions");
    expect(withCookie.status).toBe(401);
    expect(withCookie.json.error.code).toBe("api_key_required");
    expect(withCookie.json.error.message).toMatch(/session cookies/);

    const bearerOnBrowserRoute = await call(t, key.secret, "GET", "/api/descriptions");
    expect(bearerOnBrowserRoute.status).toBe(401);
    expect(bearerOnBrowserRoute.json.code).toBe("API_KEY_NOT_ACCEPTED");
    const bearerOnAuth = await call(t, key.secret, "GET", "/api/auth/api-keys");
    expect(bearerOnAuth.status).toBe(401);

    // No CSRF header or Origin is needed on /api/v1 (nothing there rides on a cookie).
    const created = await call(t, key.secret, "POST", "/api/v1/descriptions", saved(), { origin: "https://elsewhere.example" });
    expect(created.status).toBe(201);
  });
});

describe("descriptions over the API", () => {
  it("creates, lists with search and cursor paging, reads, exports and deletes, with v1 errors", async () => {
    const { client } = await seller(t);
    const key = await createKey(client);
    const ids: string[] = [];
    for (const name of ["Oak board", "Linen apron", "Linen napkins"]) {
      const res = await call(t, key.secret, "POST", "/api/v1/descriptions", saved({ productName: name, description: `All about the ${name.toLowerCase()}.` }));
      expect(res.status).toBe(201);
      openApi.validate("POST", "/api/v1/descriptions", 201, res.json);
      ids.push(res.json.id);
    }
    const first = await call(t, key.secret, "GET", "/api/v1/descriptions?q=linen&limit=1");
    expect(first.status).toBe(200);
    openApi.validate("GET", "/api/v1/descriptions", 200, first.json);
    expect(first.json.items.map((d: { productName: string }) => d.productName)).toEqual(["Linen napkins"]);
    expect(first.json.total).toBe(2);
    const second = await call(t, key.secret, "GET", `/api/v1/descriptions?q=linen&limit=1&cursor=${encodeURIComponent(first.json.nextCursor)}`);
    expect(second.json.items.map((d: { productName: string }) => d.productName)).toEqual(["Linen apron"]);
    expect(second.json.nextCursor).toBeNull();

    const one = await call(t, key.secret, "GET", `/api/v1/descriptions/${ids[0]}`);
    expect(one.status).toBe(200);
    openApi.validate("GET", "/api/v1/descriptions/{id}", 200, one.json);

    const exported = await call(t, key.secret, "GET", "/api/v1/descriptions/export?format=json");
    expect(exported.status).toBe(200);
    openApi.validate("GET", "/api/v1/descriptions/export", 200, exported.json);
    expect(exported.json).toHaveLength(3);

    const removed = await call(t, key.secret, "DELETE", `/api/v1/descriptions/${ids[0]}`);
    expect(removed.status).toBe(200);
    openApi.validate("DELETE", "/api/v1/descriptions/{id}", 200, removed.json);
    const gone = await call(t, key.secret, "GET", `/api/v1/descriptions/${ids[0]}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe("not_found");
    expect(gone.json.requestId).toBe(gone.headers.get("x-request-id"));
    openApi.validate("GET", "/api/v1/descriptions/{id}", 404, gone.json);

    const invalid = await call(t, key.secret, "POST", "/api/v1/descriptions", saved({ productName: "", platform: "myspace" }));
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toMatchObject({ code: "validation_failed", field: "productName" });
    expect(Object.keys(invalid.json.error.fields)).toEqual(expect.arrayContaining(["productName", "platform"]));
    openApi.validate("POST", "/api/v1/descriptions", 400, invalid.json);
  });

  it("keeps one seller's descriptions from another's key", async () => {
    const a = await seller(t);
    const b = await seller(t);
    const keyA = await createKey(a.client);
    const keyB = await createKey(b.client);
    const mine = await call(t, keyA.secret, "POST", "/api/v1/descriptions", saved());
    const theirs = await call(t, keyB.secret, "GET", `/api/v1/descriptions/${mine.json.id}`);
    expect(theirs.status).toBe(404);
    expect((await call(t, keyB.secret, "DELETE", `/api/v1/descriptions/${mine.json.id}`)).status).toBe(404);
    expect((await call(t, keyA.secret, "GET", `/api/v1/descriptions/${mine.json.id}`)).status).toBe(200);
  });
});

describe("generation over the API", () => {
  it("streams the same use case as server-sent events and records the key on description.generated", async () => {
    const { client } = await seller(t);
    const key = await createKey(client, ["generate"]);
    const res = await fetch(`${t.url}/api/v1/generate/stream`, {
      method: "POST",
      headers: { authorization: `Bearer ${key.secret}`, "content-type": "application/json" },
      body: JSON.stringify(product),
      signal: AbortSignal.timeout(30_000),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const text = await res.text();
    const result = /event: result\ndata: (.*)\n/.exec(text);
    expect(result).not.toBeNull();
    openApi.validate("POST", "/api/v1/generate", 200, JSON.parse(result![1]!));
    await eventually(
      () => events.find((e) => e.type === "description.generated" && e.payload.apiKeyId === key.id && typeof e.payload.checksPassed === "boolean"),
      "description.generated with the key",
    );
  });
});

describe("batches over the API", () => {
  /** A store export sent as a script sends it: the file as the body, the key in the header. */
  async function uploadCsv(key: string, csv: string, query = "filename=products_export.csv&platform=shopify", contentType = "text/csv") {
    const response = await fetch(`${t.url}/api/v1/batches?${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": contentType },
      body: csv,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, json: (await response.json()) as any };
  }

  it("uploads a store export, starts it, reads its status and rows and downloads the file, with v1 errors", async () => {
    const { client } = await seller(t);
    const key = await createKey(client, ["batches"]);
    const csv = shopifyExport(3, { variants: () => 1 });

    const notAFile = await uploadCsv(key.secret, JSON.stringify({ csv }), undefined, "application/json");
    expect(notAFile.status).toBe(400);
    expect(notAFile.json.error).toMatchObject({ code: "validation_failed", field: "file" });
    openApi.validate("POST", "/api/v1/batches", 400, notAFile.json);

    const uploaded = await uploadCsv(key.secret, csv);
    expect(uploaded.status).toBe(201);
    openApi.validate("POST", "/api/v1/batches", 201, uploaded.json);
    expect(uploaded.json).toMatchObject({ format: "shopify", rowCount: 3, progress: { status: "draft", total: 3 } });
    const id = uploaded.json.id as string;

    const started = await call(t, key.secret, "POST", `/api/v1/batches/${id}/start`);
    expect(started.status).toBe(200);
    openApi.validate("POST", "/api/v1/batches/{id}/start", 200, started.json);
    expect(started.json.progress.status).toMatch(/running|completed/);
    // Waiting on the seller's session (the key's budget is 12 calls a minute in this file).
    await eventually(
      async () => ((await client.get(`/api/batches/${id}`)).json.progress.status === "completed" ? true : undefined),
      "job completed",
      60_000,
    );

    const status = await call(t, key.secret, "GET", `/api/v1/batches/${id}`);
    expect(status.status).toBe(200);
    openApi.validate("GET", "/api/v1/batches/{id}", 200, status.json);
    expect(status.json.progress).toMatchObject({ status: "completed", done: 3, failed: 0, remaining: 0 });

    const rows = await call(t, key.secret, "GET", `/api/v1/batches/${id}/rows?limit=200`);
    expect(rows.status).toBe(200);
    openApi.validate("GET", "/api/v1/batches/{id}/rows", 200, rows.json);
    expect(rows.json.items).toHaveLength(3);
    for (const row of rows.json.items) expect(row).toMatchObject({ status: "done", failure: null, listing: expect.any(Object) });

    const download = await fetch(`${t.url}/api/v1/batches/${id}/download?kind=original`, { headers: { authorization: `Bearer ${key.secret}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^text\/csv/);
    // Nothing was reviewed (the API has no review): by default every written row is in the file.
    const written = await download.text();
    expect(written.split("\r\n")[0]).toBe(csv.split("\r\n")[0]);
    expect(written).not.toBe(csv);
    // rows=approved: only rows approved in the web app's review are written, so here the file comes back as uploaded.
    const approvedOnly = await fetch(`${t.url}/api/v1/batches/${id}/download?kind=original&rows=approved`, { headers: { authorization: `Bearer ${key.secret}` } });
    expect(await approvedOnly.text()).toBe(csv);

    // The review screen's routes are the web app's only.
    expect((await call(t, key.secret, "POST", `/api/v1/batches/${id}/cancel`)).status).toBe(404);
    const unknown = await call(t, key.secret, "GET", "/api/v1/batches/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("not_found");
    openApi.validate("GET", "/api/v1/batches/{id}", 404, unknown.json);
  }, 90_000);

  it("needs the batches scope, and keeps one seller's jobs from another's key", async () => {
    const a = await seller(t);
    const b = await seller(t);
    const withoutScope = await createKey(a.client, ["generate", "descriptions:read"]);
    const refused = await uploadCsv(withoutScope.secret, shopifyExport(1));
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("api_key_scope");
    openApi.validate("POST", "/api/v1/batches", 403, refused.json);

    const keyA = await createKey(a.client, ["batches"]);
    const keyB = await createKey(b.client, ["batches"]);
    const mine = await uploadCsv(keyA.secret, shopifyExport(1));
    expect(mine.status).toBe(201);
    expect((await call(t, keyB.secret, "GET", `/api/v1/batches/${mine.json.id}`)).status).toBe(404);
    expect((await call(t, keyB.secret, "POST", `/api/v1/batches/${mine.json.id}/start`)).status).toBe(404);
    expect((await call(t, keyA.secret, "GET", `/api/v1/batches/${mine.json.id}`)).status).toBe(200);
  });

  it("refuses to start a job with 402 once the account cannot generate (trial over, no subscription with billing)", async () => {
    const { client } = await seller(t);
    const key = await createKey(client, ["batches"]);
    const uploaded = await uploadCsv(key.secret, shopifyExport(2));
    expect(uploaded.status).toBe(201);
    const before = t.clock.now();
    t.clock.set(new Date(before.getTime() + 8 * 86_400_000));
    try {
      // The gateway reuses a key's verification (and the short session token it forwards) for CACHE_SECONDS.
      await sleep(CACHE_SECONDS * 1000 + 200);
      const refused = await call(t, key.secret, "POST", `/api/v1/batches/${uploaded.json.id}/start`);
      expect(refused.status).toBe(402);
      expect(refused.json.error).toMatchObject({ code: "subscription_required", message: "Please subscribe to continue generating descriptions." });
      openApi.validate("POST", "/api/v1/batches/{id}/start", 402, refused.json);
    } finally {
      t.clock.set(before);
    }
    expect((await call(t, key.secret, "GET", `/api/v1/batches/${uploaded.json.id}`)).json.progress.status).toBe("draft");
  });
});

describe("Idempotency-Key", () => {
  it("replays the first answer to a retry with the same key and body, and does the work once", async () => {
    const { client, userId } = await seller(t);
    const key = await createKey(client);
    const headers = { "idempotency-key": `retry-${Date.now()}` };
    const first = await call(t, key.secret, "POST", "/api/v1/descriptions", saved(), headers);
    const retry = await call(t, key.secret, "POST", "/api/v1/descriptions", saved(), headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const list = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(list.json.total).toBe(1);
    await sleep(500);
    expect(events.filter((e) => e.type === "description.saved" && e.payload.userId === userId)).toHaveLength(1);

    const other = await call(t, key.secret, "POST", "/api/v1/descriptions", saved({ productName: "Something else" }), headers);
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe("idempotency_key_reused");
    openApi.validate("POST", "/api/v1/descriptions", 422, other.json);

    // The same key on another seller's account is theirs to use.
    const someoneElse = await seller(t);
    const theirKey = await createKey(someoneElse.client);
    expect((await call(t, theirKey.secret, "POST", "/api/v1/descriptions", saved(), headers)).status).toBe(201);
  });

  it("replays a generation too: the retry is not a second generation", async () => {
    const { client, userId } = await seller(t);
    const key = await createKey(client, ["generate"]);
    const headers = { "idempotency-key": `gen-${Date.now()}` };
    const first = await call(t, key.secret, "POST", "/api/v1/generate", product, headers);
    const retry = await call(t, key.secret, "POST", "/api/v1/generate", product, headers);
    expect(retry.json).toEqual(first.json);
    await sleep(500);
    expect(events.filter((e) => e.type === "description.generated" && e.payload.userId === userId)).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("tells the client its budget in RateLimit headers and answers 429 with Retry-After once it is spent", async () => {
    const { client } = await seller(t);
    const key = await createKey(client);
    const first = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(first.headers.get("ratelimit-policy")).toBe(`"per-key";q=${PER_MINUTE};w=60`);
    expect(first.headers.get("ratelimit")).toMatch(new RegExp(`^"per-key";r=${PER_MINUTE - 1};t=\\d+$`));
    let last = first;
    for (let i = 1; i <= PER_MINUTE && last.status !== 429; i++) last = await call(t, key.secret, "GET", "/api/v1/descriptions");
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.headers.get("ratelimit")).toMatch(/^"per-key";r=0;t=\d+$/);
    expect(last.json.error.code).toBe("rate_limited");
    openApi.validate("GET", "/api/v1/descriptions", 429, last.json);
    // Another key of the same seller has its own budget.
    const other = await createKey(client);
    expect((await call(t, other.secret, "GET", "/api/v1/descriptions")).status).toBe(200);
  });
});
