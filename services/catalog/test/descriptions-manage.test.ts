import { parse } from "csv-parse/sync";
import {
  DESCRIPTION_RESTORE_HOURS,
  FIELD_EXPORT_COLUMNS,
  type CheckResult,
  type Description,
  type Listing,
} from "@shopscript/contracts";
import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { AMAZON_HEADERS, readCatalogUpload } from "../src/batches/formats";
import { createCatalog } from "../src/domain/catalog";
import { ETSY_LISTING_HEADERS, SHOPIFY_PRODUCT_HEADERS } from "../src/domain/marketplace-files";
import { descriptionBody as body, useDescriptionsSystem } from "./support/descriptions-system";

// Issue 29: a dashboard that manages a catalogue. A saved listing's fields edited and checked again by the
// generator's checker; the list sorted on the server; a selection deleted (softly, with Undo), restored,
// purged after its window, and exported with one column per field. The whole system on real PostgreSQL,
// RabbitMQ and Redis, through the gateway.

const { events, seller, catalogService: catalogDb } = useDescriptionsSystem("manage");
const patch = (client: ApiClient, id: string, listing: Record<string, unknown>) =>
  client.request("PATCH", `/api/descriptions/${id}`, { listing });

/** Generates a listing the way the generator page does, and saves it as its Save button does. */
async function generatedAndSaved(client: ApiClient, input: { productName: string; keywords: string; platform: string }) {
  const generated = await client.post("/api/generate-description", { ...input, tone: "professional" });
  expect(generated.status).toBe(200);
  const saved = await client.post("/api/descriptions", {
    ...input,
    tone: "professional",
    productUrl: "",
    description: generated.json.description,
    listing: generated.json.listing,
  });
  expect(saved.status).toBe(201);
  return saved.json as Description;
}

describe("editing a saved listing", () => {
  it("stores the seller's fields with the checker's results: a failed check is shown, never a refusal", async () => {
    const { client } = await seller();
    const saved = await generatedAndSaved(client, { productName: "Brass Desk Lamp", keywords: "brass, dimmable, 10 W LED, matte black base", platform: "amazon" });
    expect(saved.checks).toBeNull();
    const writtenTitle = saved.listing!.title as string;

    // A title Amazon refuses ("!" and a promotional phrase), and bullets of the seller's own.
    const bullets = ["Brass shade with a matte black base", "Dimmable 10 W LED"];
    const edited = await patch(client, saved.id, { title: "Brass Desk Lamp - Free Shipping!", bullets });
    expect(edited.status).toBe(200);
    expect(edited.json.listing).toMatchObject({ title: "Brass Desk Lamp - Free Shipping!", bullets });
    // Untouched fields stay as written.
    expect(edited.json.listing.description).toBe(saved.listing!.description);
    const failed = (edited.json.checks as CheckResult[]).filter((check) => !check.passed);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.some((check) => check.field === "title" || /title/i.test(check.id))).toBe(true);
    // The text to copy follows the fields (the generator renders it as it renders a generation).
    expect(edited.json.description.startsWith("Brass Desk Lamp - Free Shipping!")).toBe(true);
    expect(edited.json.description).toContain("• Brass shade with a matte black base");
    // Read back as stored; the listing as written is the service's own, never shown.
    const read = await client.get(`/api/descriptions/${saved.id}`);
    expect(read.json).toEqual(edited.json);
    expect(read.json).not.toHaveProperty("writtenListing");

    // Back to the written title: every check passes again. The words the writer used (kept at the first
    // edit) are facts the listing may state, whatever the seller edited in between.
    const fixed = await patch(client, saved.id, { title: writtenTitle });
    expect(fixed.status).toBe(200);
    expect((fixed.json.checks as CheckResult[]).filter((check) => !check.passed)).toEqual([]);

    // A fact nobody gave (a material the seller never typed) is caught, as in a generation.
    const invented = await patch(client, saved.id, { bullets: ["Solid titanium frame, 40 W bulb included"] });
    expect(invented.status).toBe(200);
    expect((invented.json.checks as CheckResult[]).some((check) => !check.passed)).toBe(true);
  });

  it("edits an Etsy listing's tags and a store's HTML body and SEO fields", async () => {
    const { client } = await seller();
    const etsy = await generatedAndSaved(client, { productName: "Linen Apron", keywords: "linen, two pockets, adjustable strap", platform: "etsy" });
    const tags = ["linen apron", "kitchen apron", "gift for cook"];
    const taggedEdit = await patch(client, etsy.id, { tags });
    expect(taggedEdit).toMatchObject({ status: 200, json: { listing: { tags } } });
    expect(taggedEdit.json.description).toContain("linen apron, kitchen apron, gift for cook");

    const shop = await generatedAndSaved(client, { productName: "Oak Cutting Board", keywords: "oak, end grain, oiled", platform: "shopify" });
    const listing = { bodyHtml: "<p>End-grain oak, oiled by hand.</p>", seoTitle: "Oak Cutting Board", metaDescription: "An end-grain oak board, oiled." };
    const storeEdit = await patch(client, shop.id, listing);
    expect(storeEdit).toMatchObject({ status: 200, json: { listing } });
    expect(storeEdit.json.checks.length).toBeGreaterThan(0);
  });

  it("refuses what is not a field of the listing, or the wrong kind, naming it; another seller's or a deleted one is 404", async () => {
    const alice = await seller();
    const bob = await seller();
    const saved = await generatedAndSaved(alice.client, { productName: "Steel Bottle", keywords: "steel, 750 ml", platform: "amazon" });
    const unknown = await patch(alice.client, saved.id, { tags: ["x"], bogus: "y" });
    expect(unknown).toMatchObject({ status: 400, json: { fields: { "listing.tags": expect.any(String), "listing.bogus": expect.any(String) } } });
    const kind = await patch(alice.client, saved.id, { bullets: "one string", title: ["a", "list"] });
    expect(kind).toMatchObject({ status: 400, json: { fields: { "listing.bullets": "Must be a list", "listing.title": "Must be text" } } });
    expect(await patch(alice.client, saved.id, {})).toMatchObject({ status: 400, json: { fields: { listing: "Change at least one field" } } });
    const tooLong = await patch(alice.client, saved.id, { description: "x".repeat(50_001) });
    expect(tooLong).toMatchObject({ status: 400, json: { fields: { listing: expect.stringContaining("at most 50000") } } });
    expect((await patch(bob.client, saved.id, { title: "Mine now" })).status).toBe(404);
    // Nothing of the refused edits was stored.
    expect((await alice.client.get(`/api/descriptions/${saved.id}`)).json.listing).toEqual(saved.listing);

    const noFields = await alice.client.post("/api/descriptions", body());
    expect(await patch(alice.client, noFields.json.id, { title: "New" })).toMatchObject({ status: 409 });
    await alice.client.post("/api/descriptions/delete", { ids: [saved.id] });
    expect((await patch(alice.client, saved.id, { title: "Too late" })).status).toBe(404);
  });
});

describe("sorting on the server", () => {
  let client: ApiClient;
  beforeAll(async () => {
    ({ client } = await seller());
    // Created in this order (oldest first); names in mixed case; two share a platform.
    const items = [
      body({ productName: "cherry Wood Bowl", platform: "etsy", description: "A bowl of cherry wood." }),
      body({ productName: "Apple Crate", platform: "shopify", description: "A crate of oak." }),
      body({ productName: "banana Hook", platform: "amazon", description: "An oak hook." }),
      body({ productName: "Date Box", platform: "etsy", description: "An oak box." }),
      body({ productName: "Elder Spoon", platform: "ebay", description: "A spoon." }),
    ];
    for (const item of items) expect((await client.post("/api/descriptions", item)).status).toBe(201);
  });

  /** Every page of a query, limit 2, following nextCursor. */
  async function walk(query: string): Promise<string[]> {
    const names: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page = await client.get(`/api/descriptions?${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.status).toBe(200);
      names.push(...page.json.items.map((item: { productName: string }) => item.productName));
      cursor = page.json.nextCursor;
      if (!cursor) break;
    }
    return names;
  }

  it("orders newest or oldest first, by name A to Z whatever the case, and by platform (newest first within one)", async () => {
    const newest = ["Elder Spoon", "Date Box", "banana Hook", "Apple Crate", "cherry Wood Bowl"];
    expect(await walk("sort=newest")).toEqual(newest);
    expect(await walk("q=")).toEqual(newest);
    expect(await walk("sort=oldest")).toEqual([...newest].reverse());
    expect(await walk("sort=name")).toEqual(["Apple Crate", "banana Hook", "cherry Wood Bowl", "Date Box", "Elder Spoon"]);
    expect(await walk("sort=platform")).toEqual(["banana Hook", "Elder Spoon", "Date Box", "cherry Wood Bowl", "Apple Crate"]);
  });

  it("keeps the order with a search and a platform filter, and refuses an unknown sort naming it", async () => {
    expect(await walk("sort=name&q=oak")).toEqual(["Apple Crate", "banana Hook", "Date Box"]);
    expect(await walk("sort=oldest&q=oak")).toEqual(["Apple Crate", "banana Hook", "Date Box"]);
    expect(await walk("sort=name&platform=etsy")).toEqual(["cherry Wood Bowl", "Date Box"]);
    const bad = await client.get("/api/descriptions?sort=price");
    expect(bad).toMatchObject({ status: 400, json: { fields: { sort: "Sort must be newest, oldest, name or platform" } } });
    // A cursor of a name sort carries the name; one without it is refused, not read as another sort's.
    const plainCursor = Buffer.from(JSON.stringify([new Date().toISOString(), "00000000-0000-4000-8000-000000000000"])).toString("base64url");
    expect(await client.get(`/api/descriptions?sort=name&cursor=${plainCursor}`)).toMatchObject({ status: 400, json: { fields: { cursor: "Invalid cursor" } } });
  });

  it("pages a large catalogue in name and oldest order, searched, the same as a plain sort would", async () => {
    const big = await seller();
    const rows = 2600;
    // Names zero-padded so every collation sorts them alike; "Quartz" only in four rows, "Maple" in every third.
    const quartz = [7, 2300, 2450, 2599];
    await catalogDb().db!.client.$executeRawUnsafe(
      `INSERT INTO "catalog"."Description" (id, "userId", "productName", keywords, platform, tone, description, "createdAt")
       SELECT gen_random_uuid(), $1::uuid, 'Item ' || lpad(((n * 7919) % $2)::text, 4, '0'), 'k', 'amazon', 'casual',
              CASE WHEN n = ANY($3::int[]) THEN 'Polished quartz coaster' WHEN n % 3 = 0 THEN 'A maple board' ELSE 'Plain text' END,
              now() - (n || ' seconds')::interval
       FROM generate_series(1, $2) AS n`,
      big.userId,
      rows,
      quartz,
    );
    const all = Array.from({ length: rows }, (_, i) => i + 1).map((n) => ({ n, name: `Item ${String((n * 7919) % rows).padStart(4, "0")}` }));
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const walkAll = async (query: string) => {
      const names: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 200; pages++) {
        const page = await big.client.get(`/api/descriptions?${query}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
        names.push(...page.json.items.map((item: { productName: string }) => item.productName));
        cursor = page.json.nextCursor;
        if (!cursor) break;
      }
      return names;
    };
    expect(await walkAll("sort=name&q=quartz")).toEqual(all.filter((r) => quartz.includes(r.n)).sort(byName).map((r) => r.name));
    expect(await walkAll("sort=name&q=maple")).toEqual(all.filter((r) => r.n % 3 === 0 && !quartz.includes(r.n)).sort(byName).map((r) => r.name));
    // Oldest first: n counts back in time, so the largest n is the oldest.
    expect(await walkAll("sort=oldest&q=quartz")).toEqual(all.filter((r) => quartz.includes(r.n)).reverse().map((r) => r.name));
    expect((await walkAll("sort=name")).length).toBe(rows);
  }, 120_000);
});

describe("deleting a selection, Undo and the purge", () => {
  it("hides the selection from every read at once; Undo brings it back; another seller's ids are untouched", async () => {
    const alice = await seller();
    const bob = await seller();
    const ids: string[] = [];
    for (const name of ["Oak Tray", "Oak Spoon", "Oak Board"]) ids.push((await alice.client.post("/api/descriptions", body({ productName: name }))).json.id);
    const bobs = (await bob.client.post("/api/descriptions", body({ productName: "Oak Chair" }))).json.id;

    const deleted = await alice.client.post("/api/descriptions/delete", { ids: [ids[0], ids[2], bobs] });
    expect(deleted.status).toBe(200);
    expect([...deleted.json.ids].sort()).toEqual([ids[0], ids[2]].sort());
    // Gone from the list, the search, the counts, a read and an export, at once.
    expect((await alice.client.get("/api/descriptions")).json.map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    expect((await alice.client.get("/api/descriptions?q=oak")).json).toMatchObject({ total: 1, unfilteredTotal: 1 });
    expect((await alice.client.get("/api/descriptions?limit=10")).json).toMatchObject({ total: 1, unfilteredTotal: 1 });
    expect((await alice.client.get(`/api/descriptions/${ids[0]}`)).status).toBe(404);
    expect(JSON.parse((await alice.client.get("/api/descriptions/export?format=json")).text)).toHaveLength(1);
    expect((await alice.client.delete(`/api/descriptions/${ids[0]}`)).status).toBe(404);
    // Bob's stays.
    expect((await bob.client.get(`/api/descriptions/${bobs}`)).status).toBe(200);
    for (const id of [ids[0], ids[2]]) {
      await eventually(() => events.find((e) => e.type === "description.deleted" && e.payload.descriptionId === id), "description.deleted");
    }

    // Undo: back, with their counts; Bob cannot restore Alice's.
    expect((await bob.client.post("/api/descriptions/restore", { ids: [ids[0]] })).json).toEqual({ ids: [] });
    const restored = await alice.client.post("/api/descriptions/restore", { ids: [ids[0], ids[2]] });
    expect([...restored.json.ids].sort()).toEqual([ids[0], ids[2]].sort());
    expect((await alice.client.get("/api/descriptions")).json.map((d: { productName: string }) => d.productName)).toEqual(["Oak Board", "Oak Spoon", "Oak Tray"]);
    expect((await alice.client.get("/api/descriptions?q=oak")).json).toMatchObject({ total: 3, unfilteredTotal: 3 });
    await eventually(() => events.find((e) => e.type === "description.restored" && e.payload.descriptionId === ids[0]), "description.restored");
    // Restoring again changes nothing; a live one is not "restored".
    expect((await alice.client.post("/api/descriptions/restore", { ids })).json).toEqual({ ids: [] });
  });

  it("the single delete is soft too; a selection is validated, naming the field", async () => {
    const { client } = await seller();
    const id = (await client.post("/api/descriptions", body())).json.id;
    expect((await client.delete(`/api/descriptions/${id}`)).json).toEqual({ message: "Description deleted successfully." });
    expect((await client.get("/api/descriptions?limit=5")).json).toMatchObject({ total: 0, unfilteredTotal: 0 });
    expect((await client.post("/api/descriptions/restore", { ids: [id] })).json).toEqual({ ids: [id] });
    expect((await client.get("/api/descriptions?limit=5")).json).toMatchObject({ total: 1, unfilteredTotal: 1 });
    expect(await client.post("/api/descriptions/delete", { ids: [] })).toMatchObject({ status: 400, json: { fields: { ids: expect.any(String) } } });
    expect(await client.post("/api/descriptions/delete", { ids: ["nope"] })).toMatchObject({ status: 400, json: { fields: { "ids.0": "Not a description id" } } });
    const tooMany = Array.from({ length: 1001 }, () => crypto.randomUUID());
    expect(await client.post("/api/descriptions/restore", { ids: tooMany })).toMatchObject({ status: 400, json: { fields: { ids: expect.any(String) } } });
  });

  it(`keeps a deleted description restorable for ${DESCRIPTION_RESTORE_HOURS} hours; the purge then deletes it for good, counting nothing twice`, async () => {
    const { client, userId } = await seller();
    const ids: string[] = [];
    for (const name of ["Old", "Young", "Kept"]) ids.push((await client.post("/api/descriptions", body({ productName: name }))).json.id);
    const [old, young] = ids as [string, string, string];
    await client.post("/api/descriptions/delete", { ids: [old, young] });
    const db = catalogDb().db!.client;
    const deletedHoursAgo = (id: string, hours: number) =>
      db.$executeRawUnsafe(`UPDATE "catalog"."Description" SET "deletedAt" = now() - make_interval(hours => $2::int) WHERE "id" = $1::uuid`, id, hours);
    await deletedHoursAgo(old, DESCRIPTION_RESTORE_HOURS + 1);
    await deletedHoursAgo(young, DESCRIPTION_RESTORE_HOURS - 1);
    // Past the window, Undo no longer reaches it.
    expect((await client.post("/api/descriptions/restore", { ids: [old] })).json).toEqual({ ids: [] });

    const service = catalogDb();
    const catalog = createCatalog({ db: service.db as never, relay: service.relay! });
    expect(await catalog.purgeDeleted()).toBeGreaterThanOrEqual(1);
    const stored = async (id: string) =>
      Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "catalog"."Description" WHERE "id" = $1::uuid`, id))[0]!.n);
    expect(await stored(old)).toBe(0);
    expect(await stored(young)).toBe(1);
    // The seller's count was taken off at the delete, not again at the purge.
    expect((await client.get("/api/descriptions?limit=5")).json).toMatchObject({ total: 1, unfilteredTotal: 1 });
    const [count] = await db.$queryRawUnsafe<{ count: number }[]>(`SELECT "count" FROM "catalog"."DescriptionCount" WHERE "userId" = $1::uuid`, userId);
    expect(Number(count!.count)).toBe(1);
    // The young one is still restorable.
    expect((await client.post("/api/descriptions/restore", { ids: [young] })).json).toEqual({ ids: [young] });
    expect((await client.get("/api/descriptions?limit=5")).json).toMatchObject({ total: 2, unfilteredTotal: 2 });
  });
});

describe("exporting a selection with one column per field", () => {
  const columns = FIELD_EXPORT_COLUMNS.map((column) => column.label);
  const unneutralise = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

  it("CSV and JSON hold the chosen descriptions only, a column per field, line breaks quoted and formulas neutralised", async () => {
    const alice = await seller();
    const bob = await seller();
    const amazon: Listing = {
      title: "=HYPERLINK(\"http://evil\") Lamp",
      bullets: ["Dimmable 10 W LED", "Brass shade, \"warm\" light"],
      description: "Line one.\n\nLine two, with a comma.",
      searchTerms: "desk lamp brass",
    };
    const etsy: Listing = { title: "Linen Apron", description: "+1 pocket", tags: ["linen apron", "kitchen"] };
    const shop: Listing = { title: "Oak Board", bodyHtml: "<p>End-grain <strong>oak</strong>.</p>", seoTitle: "Oak Board", metaDescription: "@home: oak." };
    const a = (await alice.client.post("/api/descriptions", body({ productName: "Lamp", listing: amazon }))).json as Description;
    const b = (await alice.client.post("/api/descriptions", body({ productName: "Apron", platform: "etsy", tone: "casual", listing: etsy }))).json as Description;
    const c = (await alice.client.post("/api/descriptions", body({ productName: "Board", platform: "shopify", listing: shop }))).json as Description;
    await alice.client.post("/api/descriptions", body({ productName: "Not chosen" }));
    const foreign = (await bob.client.post("/api/descriptions", body({ productName: "Bob's" }))).json.id;

    const csv = await alice.client.post("/api/descriptions/export", { ids: [a.id, b.id, c.id, foreign], format: "csv" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="shopscript-descriptions-\d{4}-\d{2}-\d{2}\.csv"/);
    const records = parse(csv.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(records[0]!)).toEqual(columns);
    // Newest first: the shop's, the Etsy one, the Amazon one; Bob's and the unchosen one are not there.
    expect(records.map((r) => unneutralise(r.Title!))).toEqual(["Oak Board", "Linen Apron", amazon.title]);
    const [board, apron, lamp] = records as [Record<string, string>, Record<string, string>, Record<string, string>];
    expect(lamp.Title!.startsWith("'=")).toBe(true);
    expect(lamp).toMatchObject({
      Bullets: "Dimmable 10 W LED\nBrass shade, \"warm\" light",
      "Body (HTML)": "<p>Line one.</p>\n<p>Line two, with a comma.</p>",
      "Search terms": "desk lamp brass",
      Platform: "amazon",
      Tone: "professional",
      Date: a.createdAt,
    });
    expect(apron).toMatchObject({ Tags: "linen apron, kitchen", "Body (HTML)": "<p>+1 pocket</p>", Platform: "etsy", Tone: "casual" });
    expect(board).toMatchObject({
      "Body (HTML)": shop.bodyHtml,
      "SEO title": "Oak Board",
      "SEO description": "'@home: oak.",
      Bullets: "",
      Tags: "",
    });

    const json = await alice.client.post("/api/descriptions/export", { ids: [a.id, b.id], format: "json" });
    expect(json.headers.get("content-disposition")).toContain(".json");
    const items = JSON.parse(json.text) as Array<Record<string, unknown>>;
    expect(items.map((item) => Object.keys(item))).toEqual([FIELD_EXPORT_COLUMNS.map((column) => column.key), FIELD_EXPORT_COLUMNS.map((column) => column.key)]);
    expect(items[1]).toMatchObject({ title: amazon.title, bullets: amazon.bullets, tags: [], searchTerms: "desk lamp brass", date: a.createdAt });
    expect(items[0]).toMatchObject({ title: "Linen Apron", tags: ["linen apron", "kitchen"], bullets: [] });

    expect(await alice.client.post("/api/descriptions/export", { ids: [a.id], format: "xml" })).toMatchObject({ status: 400, json: { fields: { format: expect.any(String) } } });
  });

  it("quotes a cell whose only special character is a line break: 3 saved items read back as 3 rows", async () => {
    const { client } = await seller();
    const ids: string[] = [];
    for (const name of ["Tray", "Stool", "Bowl"]) {
      const listing = { title: name, bullets: ["Solid ash", "Oiled by hand"], description: "First paragraph\n\nSecond paragraph" };
      ids.push((await client.post("/api/descriptions", body({ productName: name, listing }))).json.id);
    }
    const csv = await client.post("/api/descriptions/export", { ids, format: "csv" });
    const records = parse(csv.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(records.map((r) => r.Title)).toEqual(["Bowl", "Stool", "Tray"]);
    expect(records[0]!.Bullets).toBe("Solid ash\nOiled by hand");
    expect(csv.text).toContain('"Solid ash\nOiled by hand"');
  });

  it("the list's export takes the same layout, filter and sort; the record layout stays the default", async () => {
    const { client } = await seller();
    await client.post("/api/descriptions", body({ productName: "Zinc Tray", listing: { title: "Zinc Tray", description: "Zinc." } }));
    await client.post("/api/descriptions", body({ productName: "Ash Stool", listing: { title: "Ash Stool", description: "Ash." } }));
    const fields = parse((await client.get("/api/descriptions/export?format=csv&layout=fields&sort=name")).text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(fields.map((r) => r.Title)).toEqual(["Ash Stool", "Zinc Tray"]);
    const record = parse((await client.get("/api/descriptions/export?format=csv")).text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(record[0]!)).toEqual(["id", "productName", "platform", "tone", "keywords", "productUrl", "description", "createdAt"]);
    expect(record.map((r) => r.productName)).toEqual(["Ash Stool", "Zinc Tray"]);
    expect((await client.get("/api/descriptions/export?layout=columns")).status).toBe(400);
  });
});

describe("a selection as the file a store imports", () => {
  const limits = { maxFileBytes: 10 * 1024 * 1024, maxRowsPerJob: 5000 };
  const unneutralise = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

  async function selection() {
    const alice = await seller();
    const bob = await seller();
    const shop: Listing = {
      title: "Oak Cutting Board",
      bodyHtml: "<p>End-grain <strong>oak</strong>, oiled.</p>\n<ul><li>45 × 30 cm</li><li>Juice groove</li></ul>",
      seoTitle: "Oak Cutting Board | End Grain",
      metaDescription: "@home: an end-grain oak board.",
    };
    const etsy: Listing = {
      title: "=Linen Apron, Two Pockets",
      description: "A washed linen apron.\n\nTwo deep pockets.",
      tags: ["linen apron", "kitchen apron", "gift for cooks"],
    };
    const amazon: Listing = {
      title: "Steel Water Bottle, 750 ml",
      bullets: ["Double-walled steel", "Keeps cold 24 h", "Leak-proof lid"],
      description: "A steel bottle for the day.",
      searchTerms: "steel bottle insulated flask",
    };
    const board = (await alice.client.post("/api/descriptions", body({ productName: "Board", platform: "shopify", listing: shop }))).json as Description;
    const apron = (await alice.client.post("/api/descriptions", body({ productName: "Apron", platform: "etsy", listing: etsy }))).json as Description;
    const bottle = (await alice.client.post("/api/descriptions", body({ productName: "Bottle", listing: amazon }))).json as Description;
    // Saved without fields (a description from before listings): its name, its text and its keywords.
    const plain = (await alice.client.post("/api/descriptions", body({ productName: "Oak Cutting Board", keywords: "oak, a keyword far longer than twenty characters, gift" }))).json as Description;
    const foreign = (await bob.client.post("/api/descriptions", body({ productName: "Bob's" }))).json as Description;
    return { alice, ids: [board.id, apron.id, bottle.id, plain.id, foreign.id], shop, etsy, amazon };
  }

  it("Shopify: the current template's columns, one product per description, unique handles, drafts, HTML body and SEO fields; catalog mode reads it back", async () => {
    const { alice, ids, shop, etsy } = await selection();
    const res = await alice.client.post("/api/descriptions/export", { ids, format: "shopify" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="shopscript-shopify-products-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(res.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual([...SHOPIFY_PRODUCT_HEADERS]);
    // Newest first; Bob's is not there.
    expect(rows.map((r) => unneutralise(r.Title!))).toEqual(["Oak Cutting Board", "Steel Water Bottle, 750 ml", etsy.title, "Oak Cutting Board"]);
    expect(rows.map((r) => r["URL handle"])).toEqual(["oak-cutting-board", "steel-water-bottle-750-ml", "linen-apron-two-pockets", "oak-cutting-board-2"]);
    expect(rows.every((r) => r.Status === "draft")).toBe(true);
    const [plain, bottle, apron, board] = rows as [Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>];
    expect(board).toMatchObject({ Description: shop.bodyHtml, "SEO title": shop.seoTitle, "SEO description": "'@home: an end-grain oak board.", Tags: "brass, dimmable, 10 W LED" });
    // A spreadsheet opened before the import shows a title starting with "=" as text.
    expect(apron.Title).toBe(`'${etsy.title}`);
    expect(apron).toMatchObject({ Description: "<p>A washed linen apron.</p>\n<p>Two deep pockets.</p>", Tags: "linen apron, kitchen apron, gift for cooks" });
    // A marketplace's plain description and bullets become the store's HTML.
    expect(bottle.Description).toBe("<p>A steel bottle for the day.</p>\n<ul><li>Double-walled steel</li><li>Keeps cold 24 h</li><li>Leak-proof lid</li></ul>");
    expect(plain).toMatchObject({ Description: "<p>A brass desk lamp with a dimmable 10 W LED.</p>", Tags: "oak, a keyword far longer than twenty characters, gift" });

    const read = await readCatalogUpload(Buffer.from(res.text), { limits });
    expect(read.format).toBe("shopify");
    expect(read.products.map((p) => p.key)).toEqual(rows.map((r) => r["URL handle"]));
  });

  it("Etsy: TITLE, DESCRIPTION as plain text and at most 13 tags of up to 20 characters; catalog mode reads it back", async () => {
    const { alice, ids, etsy } = await selection();
    const res = await alice.client.post("/api/descriptions/export", { ids, format: "etsy" });
    expect(res.headers.get("content-disposition")).toMatch(/filename="shopscript-etsy-listings-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(res.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual([...ETSY_LISTING_HEADERS]);
    expect(rows).toHaveLength(4);
    const [plain, , apron, board] = rows as [Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>];
    expect(apron).toMatchObject({ TITLE: `'${etsy.title}`, DESCRIPTION: etsy.description, TAGS: "linen apron,kitchen apron,gift for cooks", PRICE: "" });
    // Etsy's description is text: a store's HTML body read as text.
    expect(board!.DESCRIPTION).toContain("End-grain oak, oiled.");
    expect(board!.DESCRIPTION).not.toContain("<");
    expect(plain!.TAGS).toBe("oak,gift");

    const read = await readCatalogUpload(Buffer.from(res.text), { limits });
    expect(read.format).toBe("etsy");
    expect(read.skipped).toEqual([]);
    expect(read.products).toHaveLength(4);
  });

  it("Amazon: catalog mode's tab-delimited flat file, bullets one to five, the search terms as generic keywords, item_sku left for the seller", async () => {
    const { alice, ids, amazon } = await selection();
    const res = await alice.client.post("/api/descriptions/export", { ids, format: "amazon" });
    expect(res.headers.get("content-type")).toContain("text/tab-separated-values");
    expect(res.headers.get("content-disposition")).toMatch(/filename="shopscript-amazon-flat-file-\d{4}-\d{2}-\d{2}\.txt"/);
    const lines = res.text.trimEnd().split("\r\n").map((line) => line.split("\t"));
    expect(lines[0]).toEqual(AMAZON_HEADERS);
    expect(lines).toHaveLength(5);
    const bottle = Object.fromEntries(AMAZON_HEADERS.map((header, i) => [header, lines[2]![i]]));
    expect(bottle).toMatchObject({
      item_sku: "",
      item_name: amazon.title,
      bullet_point1: "Double-walled steel",
      bullet_point3: "Leak-proof lid",
      bullet_point4: "",
      product_description: amazon.description,
      generic_keywords: amazon.searchTerms,
    });
    const apron = Object.fromEntries(AMAZON_HEADERS.map((header, i) => [header, lines[3]![i]]));
    expect(apron.item_name).toMatch(/^'=/);
  });

  it("is scoped to the seller and validated, naming the field", async () => {
    const { alice } = await selection();
    const bob = await seller();
    const bobs = (await bob.client.post("/api/descriptions", body({ productName: "Bob's lamp" }))).json as Description;
    const res = await alice.client.post("/api/descriptions/export", { ids: [bobs.id], format: "shopify" });
    expect(res.status).toBe(200);
    expect(parse(res.text, { columns: true, bom: true })).toEqual([]);
    expect(await alice.client.post("/api/descriptions/export", { ids: [bobs.id], format: "woocommerce" })).toMatchObject({ status: 400, json: { fields: { format: "Format must be csv, json, shopify, etsy or amazon" } } });
  });
});
