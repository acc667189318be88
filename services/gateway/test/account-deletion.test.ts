import { createEvent, type DomainEvent } from "@shopscript/contracts";
import { apiKeyRevokedCacheKey, hashApiKey, RedisCache, type RunningService } from "@shopscript/kit";
import { eventually, sleep } from "@shopscript/kit/testing";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { call, createKey, PASSWORD, seller } from "./support/public-api";

// Issue 26, item 1: a deleted account leaves nothing behind, whatever was in flight when it was deleted.
// The whole system on real PostgreSQL, RabbitMQ and Redis; the key's verification is cached for the
// default 5 s, the window the assessment's key kept writing in.
const CACHE_SECONDS = 5;
/** Pause between one client's calls: still dozens of calls each within the key cache's 5 s after the delete. */
const PACE_MS = 10;

let t: TestSystem;
const events: DomainEvent[] = [];

beforeAll(async () => {
  // Rate limits are not what this file tests: after the delete the five clients are refused at once and call
  // again, and at 600 a minute per address (the default) a fresh-clone CI run's loops met 429s there, which the
  // test read as writes not refused (issue 25). Both limits are lifted; the loops are also paced (PACE_MS).
  t = await startTestSystem({
    API_KEY_CACHE_SECONDS: String(CACHE_SECONDS),
    API_KEY_RATE_LIMIT_PER_MINUTE: "100000",
    API_RATE_LIMIT_PER_MINUTE: "1000000",
  });
  await t.watch(["description.*", "user.deleted"], async (event) => void events.push(event));
}, 90_000);
afterAll(async () => {
  await t?.stop();
});

const service = (name: string): RunningService => t.system.services.find((s) => s.name === name)!;
/** Rows of `table` in `name`'s schema whose `column` is the user. */
async function rowsOf(name: string, table: string, userId: string, column = "userId"): Promise<number> {
  const db = service(name).db!;
  const [row] = await db.client.$queryRawUnsafe<{ n: bigint }[]>(
    `SELECT count(*) AS n FROM "${db.schema}"."${table}" WHERE "${column}" = $1::uuid`,
    userId,
  );
  return Number(row!.n);
}
async function processedBy(name: string, eventIds: string[]): Promise<boolean> {
  const db = service(name).db!;
  const rows = await db.client.$queryRawUnsafe<{ event_id: string }[]>(
    `SELECT event_id::text FROM "${db.schema}"."processed_event" WHERE event_id = ANY($1::uuid[])`,
    eventIds,
  );
  return new Set(rows.map((r) => r.event_id)).size === new Set(eventIds).size;
}
/** Everything the system keeps of a user, by service and table. */
async function leftOf(userId: string) {
  return {
    auth: {
      user: await rowsOf("auth", "User", userId, "id"),
      sessions: await rowsOf("auth", "Session", userId),
      apiKeys: await rowsOf("auth", "ApiKey", userId),
    },
    catalog: {
      descriptions: await rowsOf("catalog", "Description", userId),
      descriptionCount: await rowsOf("catalog", "DescriptionCount", userId),
      usageCounts: await rowsOf("catalog", "UsageCount", userId),
      batchJobs: await rowsOf("catalog", "BatchJob", userId),
      batchRows: await rowsOf("catalog", "BatchRow", userId),
    },
    billing: {
      accounts: await rowsOf("billing", "BillingAccount", userId),
      checkouts: await rowsOf("billing", "SandboxCheckout", userId),
      subscriptions: await rowsOf("billing", "SandboxSubscription", userId),
    },
  };
}
const NOTHING = {
  auth: { user: 0, sessions: 0, apiKeys: 0 },
  catalog: { descriptions: 0, descriptionCount: 0, usageCounts: 0, batchJobs: 0, batchRows: 0 },
  billing: { accounts: 0, checkouts: 0, subscriptions: 0 },
};

const product = { productName: "Linen apron", keywords: "100% linen, two pockets", platform: "etsy", tone: "professional" };
const saved = (n: string) => ({ ...product, productName: `Linen apron ${n}`, description: "A linen apron with two deep pockets." });

interface Outcome {
  via: "key: generate" | "key: save" | "session: save";
  startedAt: number;
  endedAt: number;
  /** 0: no answer (the error is in `error`). */
  status: number;
  error?: string;
}

describe("deleting an account while its key and a session keep writing", () => {
  it("refuses every call made after the delete answered, and leaves nothing of the user anywhere once events settle", async () => {
    const { client, userId, email } = await seller(t);
    const key = await createKey(client);
    const laptop = t.client();
    expect((await laptop.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
    // The gateway now holds the key's verification (cached for CACHE_SECONDS). The first generation starts
    // the writer's threads (they compile their sources in tests: many seconds on a loaded machine), so it
    // runs before the race, not inside it.
    // Retried on 503 only: the gateway answers it when auth is slower than 2 s to verify the key (seen under load).
    const warmUp = async (send: () => Promise<{ status: number }>, wanted: number, what: string) => {
      for (;;) {
        const status = (await send()).status;
        if (status === wanted) return;
        expect({ what, status }).toEqual({ what, status: 503 });
      }
    };
    await warmUp(() => call(t, key.secret, "POST", "/api/v1/descriptions", saved("first")), 201, "first save");
    await warmUp(() => call(t, key.secret, "POST", "/api/v1/generate", product), 200, "first generation");

    const outcomes: Outcome[] = [];
    let stop = false;
    const record = async (via: Outcome["via"], send: () => Promise<{ status: number }>) => {
      const startedAt = performance.now();
      const answer = await send().then(
        (res) => ({ status: res.status }),
        (err: Error) => ({ status: 0, error: `${err.message} ${(err.cause as Error | undefined)?.message ?? ""}` }),
      );
      outcomes.push({ via, startedAt, endedAt: performance.now(), ...answer });
    };
    // Three scripts saving with the key, one generating with it (each generation saves nothing but counts
    // in the seller's usage), and the web app saving with a session on another device.
    // A refused call answers in a millisecond: unpaced, five loops spin a core the rest of the suite needs.
    const loop = async (step: (i: number) => Promise<void>) => {
      for (let i = 0; !stop; i++) {
        await step(i);
        await sleep(PACE_MS);
      }
    };
    const loops = [
      ...[0, 1, 2].map((worker) => loop((i) => record("key: save", () => call(t, key.secret, "POST", "/api/v1/descriptions", saved(`${worker}-${i}`))))),
      loop(() => record("key: generate", () => call(t, key.secret, "POST", "/api/v1/generate", product))),
      loop((i) => record("session: save", () => laptop.post("/api/descriptions", { ...saved(`laptop-${i}`), productUrl: "" }))),
    ];

    // Writes in flight before and during the delete; then calls for longer than the key cache lasts.
    let deleteStarted = 0;
    let deleteAnswered = 0;
    try {
      await eventually(() => outcomes.filter((o) => o.status === 201).length >= 8 || undefined, "writes before the delete", 20_000);
      deleteStarted = performance.now();
      const deleted = await client.request("DELETE", "/api/auth/me", { password: PASSWORD });
      deleteAnswered = performance.now();
      expect(deleted.status).toBe(200);
      await sleep(CACHE_SECONDS * 1000 + 1000);
    } finally {
      stop = true;
      await Promise.all(loops);
    }

    const before = outcomes.filter((o) => o.endedAt < deleteStarted);
    const after = outcomes.filter((o) => o.startedAt > deleteAnswered);
    const during = outcomes.filter((o) => !before.includes(o) && !after.includes(o));
    const tally = (list: Outcome[]) => list.reduce<Record<string, number>>((acc, o) => ({ ...acc, [`${o.via} ${o.status}`]: (acc[`${o.via} ${o.status}`] ?? 0) + 1 }), {});
    // Seen in a passing run (for the report): before {key 201/200, session 201}, after all 401.
    process.stdout.write(`deletion race: before ${JSON.stringify(tally(before))} during ${JSON.stringify(tally(during))} after ${JSON.stringify(tally(after))}\n`);
    expect(before.some((o) => o.status === 201)).toBe(true);
    // Every client called again after the 200, some of it while the gateway still held the key's verification.
    expect(new Set(after.map((o) => o.via))).toEqual(new Set(["key: save", "key: generate", "session: save"]));
    expect(after.some((o) => o.via !== "session: save" && o.startedAt - deleteAnswered < CACHE_SECONDS * 1000)).toBe(true);
    // From the 200 on, nothing gets through: the key (whose verification the gateway still holds) and the session.
    expect(after.filter((o) => ![401, 403, 410].includes(o.status))).toEqual([]);
    // What was in flight either finished before the deletion took hold or was refused; never a 500. (A 503 is
    // the gateway not hearing from auth within 2 s when the key's verification is renewed: seen under load.)
    expect(during.filter((o) => ![200, 201, 401, 403, 410, 503].includes(o.status))).toEqual([]);

    // Let the events settle: user.deleted in every service, and every description.* of the user in the catalog.
    const deletedEvent = await eventually(() => events.find((e) => e.type === "user.deleted" && e.payload.userId === userId), "user.deleted");
    await eventually(async () => (await processedBy("billing", [deletedEvent.id])) || undefined, "billing to forget the user", 30_000);
    await sleep(1000); // the relay publishes what the last writes committed
    const ofUser = events.filter((e) => e.type.startsWith("description.") && (e.payload as { userId?: string }).userId === userId).map((e) => e.id);
    await eventually(async () => (await processedBy("catalog", [deletedEvent.id, ...ofUser])) || undefined, "the catalog to take every event", 30_000);

    expect(await leftOf(userId)).toEqual(NOTHING);
    const notifier = service("notifier").db!;
    const [recipient] = await notifier.client.$queryRawUnsafe<{ email: string }[]>(`SELECT email FROM "${notifier.schema}"."Recipient" WHERE "userId" = $1::uuid`, userId);
    expect(recipient?.email ?? "(deleted user)").toBe("(deleted user)");
    // The key stays refused in the shared cache past the gateway's verification cache.
    const cache = new RedisCache(t.env.REDIS_URL!, t.env.REDIS_KEY_PREFIX);
    try {
      expect(await cache.get(apiKeyRevokedCacheKey(hashApiKey(key.secret)))).toBe("1");
    } finally {
      await cache.close();
    }
  }, 120_000);
});

describe("late writes for a deleted user, at each service", () => {
  it("a request that passed the gateway before the deletion and a late event store nothing (410 for the request)", async () => {
    const { client, userId, email } = await seller(t);
    // The services hear of the deletion, but auth has not revoked this session: it stands for a request that
    // was already past the gateway when the account was deleted.
    const bus = await t.bus();
    const gone = createEvent("user.deleted", { userId, email }, { correlationId: "late-writes" });
    await bus.publish(gone);
    await eventually(async () => ((await processedBy("catalog", [gone.id])) && (await processedBy("billing", [gone.id]))) || undefined, "the purge");

    const save = await client.post("/api/descriptions", { ...saved("late"), productUrl: "" });
    expect(save.status).toBe(410);
    expect(save.json.code).toBe("ACCOUNT_DELETED");
    const upload = await fetch(`${t.url}/api/batches`, {
      method: "POST",
      headers: { "x-requested-with": "shopscript", "content-type": "text/csv", cookie: client.cookieHeader },
      body: shopifyExport(2),
      signal: AbortSignal.timeout(30_000),
    });
    expect(upload.status).toBe(410);
    const checkout = await client.post("/api/create-subscription", { plan: "pro" });
    expect(checkout.status).toBe(410);

    // Events still queued when the account went: counted nowhere, the address not learned again, no retry loop.
    const late = [
      createEvent("description.saved", { userId, descriptionId: crypto.randomUUID(), platform: "etsy", apiKeyId: null }, { correlationId: "late" }),
      createEvent("user.registered", { userId, email, trialStartDate: new Date().toISOString(), verification: { token: "late-token", expiresAt: new Date(Date.now() + 3600_000).toISOString() } }, { correlationId: "late" }),
    ];
    for (const event of late) await bus.publish(event);
    await eventually(async () => (await processedBy("catalog", [late[0]!.id])) || undefined, "the catalog to take the late event");
    await eventually(async () => (await processedBy("billing", [late[1]!.id])) || undefined, "billing to take the late registration");
    const left = await leftOf(userId);
    expect({ catalog: left.catalog, billing: left.billing }).toEqual({ catalog: NOTHING.catalog, billing: NOTHING.billing });
  }, 60_000);
});
