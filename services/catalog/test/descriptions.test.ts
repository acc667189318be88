import { parse } from "csv-parse/sync";
import { createEvent, DESCRIPTION_COUNT_CAP } from "@shopscript/contracts";
import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { descriptionBody as body, useDescriptionsSystem } from "./support/descriptions-system";

const system = useDescriptionsSystem("catalog");
const { events, seller, catalogService } = system;

describe("saving and reading descriptions", () => {
  it("saves with the spec's body plus the listing, emits description.saved, and reads it back", async () => {
    const { client, userId } = await seller();
    const listing = { title: "Brass Desk Lamp, Dimmable", bullets: ["Dimmable 10 W LED"], description: "…", searchTerms: "lamp" };
    const saved = await client.post("/api/descriptions", body({ listing }));
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ productName: "Brass Desk Lamp", platform: "amazon", tone: "professional", productUrl: null, listing });
    const view = await client.get(`/api/descriptions/${saved.json.id}`);
    expect(view.json).toEqual(saved.json);
    await eventually(
      () => events.find((e) => e.type === "description.saved" && e.payload.descriptionId === saved.json.id && e.payload.userId === userId),
      "description.saved",
    );
  });

  it("lists newest first with the spec's fields when asked without parameters", async () => {
    const { client } = await seller();
    for (const name of ["First", "Second", "Third"]) await client.post("/api/descriptions", body({ productName: name }));
    const list = await client.get("/api/descriptions");
    expect(list.status).toBe(200);
    expect(list.json.map((d: { productName: string }) => d.productName)).toEqual(["Third", "Second", "First"]);
    expect(Object.keys(list.json[0]).sort()).toEqual(["createdAt", "description", "id", "platform", "productName"]);
  });

  it("refuses bad bodies with a message per field and writes nothing", async () => {
    const { client } = await seller();
    const bad = await client.post("/api/descriptions", { productName: "", platform: "myspace", tone: "shouty", description: "" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      productName: "Product name is required",
      description: "Description is required",
    });
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(["platform", "tone"]));
    const tooLong = await client.post("/api/descriptions", body({ description: "x".repeat(50_001) }));
    expect(tooLong).toMatchObject({ status: 400, json: { fields: { description: "Description must be at most 50000 characters" } } });
    const huge = await client.post("/api/descriptions", body({ description: "x".repeat(1_200_000) }));
    expect(huge.status).toBe(413);
    expect((await client.get("/api/descriptions")).json).toEqual([]);
  });

  it("refuses NUL and broken Unicode in any text, and a cursor outside any creation time, with a 400 naming the field", async () => {
    const { client } = await seller();
    const nul = await client.post("/api/descriptions", body({ productName: "Lamp\u0000", listing: { title: "T", bullets: ["ok", "bad\u0000"] } }));
    expect(nul).toMatchObject({ status: 400, json: { code: "VALIDATION_FAILED" } });
    expect(Object.keys(nul.json.fields).sort()).toEqual(["listing.bullets.1", "productName"]);
    // A lone surrogate arrives through JSON's \u escape, exactly as a client could send it.
    const loneSurrogate = await fetch(`${system.t.url}/api/descriptions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "shopscript", cookie: client.cookieHeader },
      body: JSON.stringify(body()).replace('"Brass Desk Lamp"', '"Brass \\ud800 Lamp"'),
    });
    expect(loneSurrogate.status).toBe(400);
    expect(((await loneSurrogate.json()) as { fields: object }).fields).toEqual({ productName: expect.any(String) });
    const search = await client.get(`/api/descriptions?q=${encodeURIComponent("oak\u0000")}`);
    expect(search).toMatchObject({ status: 400, json: { fields: { q: expect.any(String) } } });
    const exported = await client.get(`/api/descriptions/export?q=%00`);
    expect(exported).toMatchObject({ status: 400, json: { fields: { q: expect.any(String) } } });
    for (const createdAt of ["+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00.000Z", "+010000-01-01T00:00:00.000Z"]) {
      const cursor = Buffer.from(JSON.stringify([createdAt, "00000000-0000-4000-8000-000000000000"])).toString("base64url");
      const page = await client.get(`/api/descriptions?cursor=${cursor}`);
      expect({ createdAt, status: page.status, fields: page.json.fields }).toEqual({ createdAt, status: 400, fields: { cursor: "Invalid cursor" } });
    }
    expect((await client.get("/api/descriptions")).json).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await system.t.client().get("/api/descriptions")).status).toBe(401);
    expect((await system.t.client().post("/api/descriptions", body())).status).toBe(401);
  });
});

describe("search, filter and pages", () => {
  let client: ApiClient;
  beforeAll(async () => {
    ({ client } = await seller());
    const items = [
      body({ productName: "Merino Wool Sweater", platform: "etsy", description: "Soft knit for cold days." }),
      body({ productName: "Oak Cutting Board", platform: "shopify", description: "End-grain OAK, oiled." }),
      body({ productName: "Steel Bottle", platform: "amazon", description: "Keeps drinks cold; 100% leak-proof lid." }),
      body({ productName: "Discount_Code Mug", platform: "amazon", description: "A mug with an underscore in its name." }),
      body({ productName: "Candle", platform: "ETSY".toLowerCase(), description: "Smells of oak and amber." }),
    ];
    for (const item of items) await client.post("/api/descriptions", item);
  });
  const names = (page: { items: Array<{ productName: string }> }) => page.items.map((i) => i.productName);

  it("finds a case-insensitive substring in the name or the text", async () => {
    const oak = await client.get("/api/descriptions?q=oAk");
    expect(names(oak.json)).toEqual(["Candle", "Oak Cutting Board"]);
    expect(oak.json.total).toBe(2);
  });

  it("tells a search with no match apart from an empty catalogue: the unfiltered count comes with every page", async () => {
    expect((await client.get("/api/descriptions?q=zzz-no-such-thing")).json).toMatchObject({ items: [], total: 0, unfilteredTotal: 5 });
    expect((await client.get("/api/descriptions?platform=ebay")).json).toMatchObject({ total: 0, unfilteredTotal: 5 });
    expect((await client.get("/api/descriptions?limit=2")).json).toMatchObject({ total: 5, unfilteredTotal: 5 });
    const stranger = await seller();
    expect((await stranger.client.get("/api/descriptions?q=oak")).json).toMatchObject({ total: 0, unfilteredTotal: 0 });
  });

  it("treats % and _ in the query literally", async () => {
    expect(names((await client.get(`/api/descriptions?q=${encodeURIComponent("100%")}`)).json)).toEqual(["Steel Bottle"]);
    expect(names((await client.get(`/api/descriptions?q=${encodeURIComponent("%")}`)).json)).toEqual(["Steel Bottle"]);
    expect(names((await client.get("/api/descriptions?q=t_c")).json)).toEqual(["Discount_Code Mug"]);
    expect((await client.get("/api/descriptions?q=_")).json.total).toBe(1);
  });

  it("filters by platform exactly and case-insensitively, combined with search", async () => {
    expect(names((await client.get("/api/descriptions?platform=ETSY")).json)).toEqual(["Candle", "Merino Wool Sweater"]);
    expect(names((await client.get("/api/descriptions?platform=etsy&q=oak")).json)).toEqual(["Candle"]);
    expect((await client.get("/api/descriptions?platform=all")).json.total).toBe(5);
    expect((await client.get("/api/descriptions?platform=myspace")).status).toBe(400);
  });

  it("pages with a cursor, with the total on every page", async () => {
    const first = await client.get("/api/descriptions?limit=2");
    expect(first.json.items).toHaveLength(2);
    expect(first.json.total).toBe(5);
    const second = await client.get(`/api/descriptions?limit=2&cursor=${first.json.nextCursor}`);
    const third = await client.get(`/api/descriptions?limit=2&cursor=${second.json.nextCursor}`);
    expect(third.json.nextCursor).toBeNull();
    const all = [...names(first.json), ...names(second.json), ...names(third.json)];
    expect(all).toEqual(["Candle", "Discount_Code Mug", "Steel Bottle", "Oak Cutting Board", "Merino Wool Sweater"]);
    expect((await client.get("/api/descriptions?cursor=garbage")).json.fields).toEqual({ cursor: "Invalid cursor" });
    expect((await client.get("/api/descriptions?limit=500")).status).toBe(400);
  });
});

describe("counting a frequent search", () => {
  it("counts matches up to the cap: beyond it the total is the cap and says it is not exact; below it, exact", async () => {
    const { client, userId } = await seller();
    const catalog = catalogService();
    // One more "Walnut" than the cap, and exactly the cap of "Oak" (seeded in SQL: 2,001 API calls would
    // only slow the test).
    await catalog.db!.client.$executeRawUnsafe(
      `INSERT INTO "catalog"."Description" (id, "userId", "productName", keywords, platform, tone, description, "createdAt")
       SELECT gen_random_uuid(), $1::uuid, CASE WHEN n <= $2 + 1 THEN 'Walnut Tray ' ELSE 'Oak Board ' END || n, 'k',
              CASE WHEN n % 2 = 0 THEN 'etsy' ELSE 'amazon' END, 'casual', 'Text ' || n, now() - (n || ' seconds')::interval
       FROM generate_series(1, 2 * $2 + 1) AS n`,
      userId,
      DESCRIPTION_COUNT_CAP,
    );
    const all = 2 * DESCRIPTION_COUNT_CAP + 1;
    const walnut = (await client.get("/api/descriptions?q=WALNUT&limit=3")).json;
    expect(walnut).toMatchObject({ total: DESCRIPTION_COUNT_CAP, totalIsExact: false, unfilteredTotal: all });
    expect(walnut.items.map((i: { productName: string }) => i.productName)).toEqual(["Walnut Tray 1", "Walnut Tray 2", "Walnut Tray 3"]);
    expect((await client.get("/api/descriptions?q=oak")).json).toMatchObject({ total: DESCRIPTION_COUNT_CAP, totalIsExact: true });
    // A platform filter alone is capped the same way; the unfiltered list keeps its exact count.
    expect((await client.get("/api/descriptions?platform=amazon")).json).toMatchObject({ total: DESCRIPTION_COUNT_CAP, totalIsExact: false });
    expect((await client.get("/api/descriptions?q=walnut&platform=etsy")).json).toMatchObject({ total: 500, totalIsExact: true });
    expect((await client.get("/api/descriptions?limit=1")).json).toMatchObject({ total: all, totalIsExact: true, unfilteredTotal: all });
  });
});

describe("searching a large catalogue", () => {
  it("pages a term that fills pages from recent rows and one found only beyond them the same as a plain scan would", async () => {
    const { client, userId } = await seller();
    const catalog = catalogService();
    // 2,600 rows, newest first by n: "Maple" in every 3rd row (a page fills from the newest rows), "Quartz"
    // in four rows, three of them older than the first 2,000 (found through the trigram index).
    const rows = 2600;
    const quartz = [7, 2300, 2450, 2599];
    await catalog.db!.client.$executeRawUnsafe(
      `INSERT INTO "catalog"."Description" (id, "userId", "productName", keywords, platform, tone, description, "createdAt")
       SELECT gen_random_uuid(), $1::uuid, 'Item ' || n, 'k', CASE WHEN n % 2 = 0 THEN 'etsy' ELSE 'amazon' END, 'casual',
              CASE WHEN n = ANY($3::int[]) THEN 'Polished quartz coaster' WHEN n % 3 = 0 THEN 'A maple board' ELSE 'Plain text' END,
              now() - (n || ' seconds')::interval
       FROM generate_series(1, $2) AS n`,
      userId,
      rows,
      quartz,
    );
    const names = (page: { items: { productName: string }[] }) => page.items.map((i) => i.productName);
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const page: { items: { productName: string }[]; nextCursor: string | null } = (
          await client.get(`/api/descriptions?${query}&limit=24${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)
        ).json;
        seen.push(...names(page));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      return seen;
    };
    const expected = (match: (n: number) => boolean) =>
      Array.from({ length: rows }, (_, i) => i + 1)
        .filter(match)
        .map((n) => `Item ${n}`);
    expect(await walk("q=QUARTZ")).toEqual(expected((n) => quartz.includes(n)));
    expect(await walk("q=maple")).toEqual(expected((n) => n % 3 === 0 && !quartz.includes(n)));
    expect(await walk("q=maple&platform=etsy")).toEqual(expected((n) => n % 3 === 0 && n % 2 === 0 && !quartz.includes(n)));
    expect(await walk("q=quartz&platform=amazon")).toEqual(expected((n) => quartz.includes(n) && n % 2 === 1));
  });
});

describe("ownership", () => {
  it("another user's description answers exactly like a missing one", async () => {
    const alice = await seller();
    const bob = await seller();
    const saved = await alice.client.post("/api/descriptions", body());
    const missing = await bob.client.get(`/api/descriptions/${crypto.randomUUID()}`);
    const foreign = await bob.client.get(`/api/descriptions/${saved.json.id}`);
    expect({ status: foreign.status, body: foreign.text }).toEqual({ status: missing.status, body: missing.text });
    expect(foreign.status).toBe(404);
    const foreignDelete = await bob.client.delete(`/api/descriptions/${saved.json.id}`);
    expect(foreignDelete.status).toBe(404);
    expect((await bob.client.get("/api/descriptions")).json).toEqual([]);
    expect((await bob.client.get("/api/descriptions?q=brass")).json.total).toBe(0);
    expect((await alice.client.get(`/api/descriptions/${saved.json.id}`)).status).toBe(200);
    expect((await bob.client.get("/api/descriptions/not-a-uuid")).status).toBe(404);
  });

  it("deletes the owner's description and emits description.deleted", async () => {
    const { client } = await seller();
    const saved = await client.post("/api/descriptions", body());
    await client.post("/api/descriptions", body());
    expect((await client.get("/api/descriptions?q=brass")).json).toMatchObject({ total: 2, unfilteredTotal: 2 });
    const deleted = await client.delete(`/api/descriptions/${saved.json.id}`);
    expect(deleted).toMatchObject({ status: 200, json: { message: "Description deleted successfully." } });
    // The seller's count (kept by triggers, not counted per page) follows the delete.
    expect((await client.get("/api/descriptions?q=brass")).json).toMatchObject({ total: 1, unfilteredTotal: 1 });
    expect((await client.get(`/api/descriptions/${saved.json.id}`)).status).toBe(404);
    expect((await client.delete(`/api/descriptions/${saved.json.id}`)).status).toBe(404);
    await eventually(() => events.find((e) => e.type === "description.deleted" && e.payload.descriptionId === saved.json.id), "description.deleted");
  });
});

describe("export", () => {
  const tricky = [
    body({ productName: "=HYPERLINK(\"http://evil\")", description: "Line one\nLine \"two\", with comma" }),
    body({ productName: "Café ☕ Mug", platform: "etsy", description: "+1 reasons; @home; -minus" }),
    body({ productName: "Plain", platform: "shopify", description: "Simple." }),
  ];

  it("CSV parses back to what was saved, with formulas neutralised", async () => {
    const { client } = await seller();
    const saved = [];
    for (const item of tricky) saved.push((await client.post("/api/descriptions", item)).json);
    const res = await client.get("/api/descriptions/export?format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="shopscript-descriptions-\d{4}-\d{2}-\d{2}\.csv"/);
    // fetch's text() drops a byte-order mark, so look at the bytes: Excel needs it to read UTF-8.
    const raw = new Uint8Array(await (await fetch(`${system.t.url}/api/descriptions/export`, { headers: { cookie: client.cookieHeader } })).arrayBuffer());
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(res.text, { columns: true }) as Array<Record<string, string>>;
    const unneutralise = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);
    expect(rows).toHaveLength(3);
    for (const original of saved) {
      const row = rows.find((r) => r.id === original.id)!;
      expect({
        productName: unneutralise(row.productName!),
        description: unneutralise(row.description!),
        platform: row.platform,
        tone: row.tone,
        keywords: row.keywords,
        createdAt: row.createdAt,
      }).toEqual({
        productName: original.productName,
        description: original.description,
        platform: original.platform,
        tone: original.tone,
        keywords: original.keywords,
        createdAt: original.createdAt,
      });
    }
    const evil = rows.find((r) => r.productName!.includes("HYPERLINK"))!;
    expect(evil.productName!.startsWith("'=")).toBe(true);
    expect(rows.find((r) => r.productName === "Café ☕ Mug")!.description!.startsWith("'+1")).toBe(true);
  });

  it("JSON export round-trips exactly and honours the filters", async () => {
    const { client } = await seller();
    const saved = [];
    for (const item of tricky) saved.push((await client.post("/api/descriptions", item)).json);
    const all = await client.get("/api/descriptions/export?format=json");
    expect(all.headers.get("content-disposition")).toContain(".json");
    expect(JSON.parse(all.text)).toEqual([...saved].reverse());
    const etsy = JSON.parse((await client.get("/api/descriptions/export?format=json&platform=etsy")).text);
    expect(etsy.map((d: { productName: string }) => d.productName)).toEqual(["Café ☕ Mug"]);
    expect((await client.get("/api/descriptions/export?format=xml")).status).toBe(400);
  });

  it("streams a catalogue larger than one batch", async () => {
    const { client } = await seller();
    const total = 1203;
    // Seed directly through the service's database: a thousand API calls would only slow the test.
    const catalog = catalogService();
    const userId = (await client.get("/api/auth/me")).json.id;
    await catalog.db!.client.$executeRawUnsafe(
      `INSERT INTO "catalog"."Description" (id, "userId", "productName", keywords, platform, tone, description, "createdAt")
       SELECT gen_random_uuid(), $1::uuid, 'Item ' || n, 'k', 'amazon', 'casual', 'Text ' || n, now() - (n || ' seconds')::interval
       FROM generate_series(1, ${total}) AS n`,
      userId,
    );
    const rows = parse((await client.get("/api/descriptions/export")).text, { columns: true }) as unknown[];
    expect(rows).toHaveLength(total);
  });
});

describe("account deletion", () => {
  it("user.deleted removes every description of that user, and only theirs", async () => {
    const doomed = await seller();
    const other = await seller();
    await doomed.client.post("/api/descriptions", body());
    await doomed.client.post("/api/descriptions", body());
    await other.client.post("/api/descriptions", body());
    expect((await doomed.client.delete("/api/auth/me", { password: "catalog pass 1" })).status).toBe(200);
    const catalog = catalogService();
    await eventually(async () => {
      const [row] = await catalog.db!.client.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM "catalog"."Description" WHERE "userId" = $1::uuid`,
        doomed.userId,
      );
      return Number(row!.n) === 0;
    }, "descriptions purged");
    expect((await other.client.get("/api/descriptions")).json).toHaveLength(1);
    expect((await other.client.get("/api/descriptions?q=zzz")).json).toMatchObject({ total: 0, unfilteredTotal: 1 });
    // The kept per-seller count goes with the descriptions: no row names the deleted user.
    const counts = await catalog.db!.client.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM "catalog"."DescriptionCount" WHERE "userId" = $1::uuid`,
      doomed.userId,
    );
    expect(counts).toEqual([]);
    // A redelivered user.deleted is harmless.
    const bus = await system.t.bus();
    await bus.publish(createEvent("user.deleted", { userId: doomed.userId, email: "gone@example.com" }, { correlationId: "again" }));
  });
});
