import { parse } from "csv-parse/sync";
import Redis from "ioredis";
import { MESSAGES } from "@shopscript/contracts";
import { eventually, sleep } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import {
  shopifyExport,
  SHOPIFY_HEADERS,
  wooExport,
  WOO_HEADERS,
} from "../../../infra/test-support/catalog-exports";
import { BillingRelay } from "../../../infra/test-support/billing-relay";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

// Catalog mode end to end on real PostgreSQL, RabbitMQ and Redis: the whole system as `npm start` runs it
// (the generator consuming generator.jobs in-process), driven over HTTP through the gateway.

// The tests poll progress far more often than a browser; the per-address API limit is not what they test.
const LIMITS = {
  BATCH_MAX_UPLOAD_BYTES: "300000",
  BATCH_MAX_ROWS: "400",
  BATCH_MAX_ACTIVE_JOBS: "2",
  API_RATE_LIMIT_PER_MINUTE: "1000000",
  // Jobs paused for a billing outage ask billing again this often (15 s in production).
  BATCH_BILLING_RECHECK_MS: "300",
};
let t: TestSystem;
// The catalog and the generator ask billing's entitlement check through this relay; a test turns it into an outage.
let billing: BillingRelay;
// Every listing the generator wrote for a row, straight from the broker: a row written twice shows up here.
const completedRows: string[] = [];
beforeAll(async () => {
  billing = await new BillingRelay().start();
  t = await startTestSystem(LIMITS, { billingUrlFor: billing.in });
  await t.watch(["generation.completed"], async (event) => {
    completedRows.push((event.payload as { rowId: string }).rowId);
  });
}, 60_000);
afterAll(async () => {
  await t?.stop();
  await billing?.stop();
}, 60_000);

/** Billing's answer is cached for 30 s; dropping it stands for those 30 s passing (the test clock does not move Redis's expiry). */
async function forgetCachedEntitlement(userId: string) {
  const redis = new Redis(t.env.REDIS_URL!, { keyPrefix: t.env.REDIS_KEY_PREFIX, lazyConnect: true });
  try {
    await redis.connect();
    await redis.del(`entitlement:${userId}`);
  } finally {
    redis.disconnect();
  }
}

/** Waits until the job is paused and nothing of it is in the work queue any more. */
async function untilPausedAndDrained(client: ApiClient, id: string, timeoutMs = 120_000) {
  return eventually(
    async () => {
      const current = await job(client, id);
      if (current.progress.status !== "paused") return undefined;
      const rows = await allRows(client, id);
      return rows.some((r) => r.status === "queued") ? undefined : { job: current, rows };
    },
    `job ${id} paused and drained`,
    timeoutMs,
  );
}

const countBy = <T,>(items: T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

let counter = 0;
async function seller(): Promise<ApiClient> {
  const client = t.client();
  const res = await client.post("/api/auth/register", {
    email: `batch${Date.now()}${counter++}@example.com`,
    password: "batch pass 12",
  });
  expect(res.status).toBe(201);
  return client;
}

async function upload(client: ApiClient, csv: string | Buffer, query: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/api/batches?${new URLSearchParams(query)}`, {
    method: "POST",
    headers: { "x-requested-with": "shopscript", "content-type": "text/csv", cookie: client.cookieHeader },
    body: csv,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

async function download(client: ApiClient, jobId: string, kind: string, rows?: string) {
  const response = await fetch(`${t.url}/api/batches/${jobId}/download?kind=${kind}${rows ? `&rows=${rows}` : ""}`, {
    headers: { cookie: client.cookieHeader },
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

async function post(client: ApiClient, path: string, body: unknown) {
  const response = await fetch(`${t.url}${path}`, {
    method: "POST",
    headers: { "x-requested-with": "shopscript", "content-type": "application/json", cookie: client.cookieHeader },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const job = async (client: ApiClient, id: string) => (await client.get(`/api/batches/${id}`)).json;

async function untilStatus(client: ApiClient, id: string, status: string, timeoutMs = 180_000) {
  return eventually(
    async () => {
      const current = await job(client, id);
      return current.progress.status === status && current.progress.remaining === 0 ? current : undefined;
    },
    `job ${id} ${status}`,
    timeoutMs,
  );
}

async function allRows(client: ApiClient, id: string) {
  const rows: any[] = [];
  let cursor: string | null = "0";
  for (let page = 0; cursor !== null && page < 100; page++) {
    const res = await client.get(`/api/batches/${id}/rows?limit=200&cursor=${cursor}`);
    expect(res.status).toBe(200);
    rows.push(...res.json.items);
    cursor = res.json.nextCursor;
  }
  return rows;
}

const records = (csv: Buffer | string): string[][] => parse(csv, { relax_column_count: true, bom: true });

describe("a Shopify export of 200 products with variants: upload → preview → job → review → download", () => {
  it("previews, writes every product once, saves what is approved and gives back a file Shopify re-imports", async () => {
    const client = await seller();
    const file = shopifyExport(200);
    const preview = await upload(client, file, {
      filename: "products_export.csv",
      platform: "shopify",
      tone: "professional",
    });
    expect(preview.status).toBe(201);
    expect(preview.json).toMatchObject({
      format: "shopify",
      rowCount: 200,
      skipped: [],
      progress: { status: "draft", total: 200, remaining: 200 },
    });
    expect(preview.json.firstRows).toHaveLength(10);
    // Variants sharing a Handle are one product, with every row it came from.
    expect(preview.json.firstRows[0]).toMatchObject({
      key: "item-1",
      name: "Oak Desk Lamp No. 1",
      sku: "SKU-1-0",
      sourceRows: [2, 3, 4],
    });
    expect(preview.json.estimate).toMatchObject({ products: 200, modelRequests: 200 });
    expect(preview.json.estimate.modelTokens).toBeGreaterThan(200 * 1000);
    const id = preview.json.id;

    // Someone else's job answers like a missing one.
    expect((await (await seller()).get(`/api/batches/${id}`)).status).toBe(404);

    const started = await client.post(`/api/batches/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.json.progress.status).toMatch(/running|completed/);
    const done = await untilStatus(client, id, "completed");
    expect(done.progress).toMatchObject({ total: 200, done: 200, failed: 0, remaining: 0 });

    const rows = await allRows(client, id);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.id)).size).toBe(200);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "done", review: "unreviewed" });
      expect(row.title).toEqual(expect.any(String));
      expect(row.listing.bodyHtml).toEqual(expect.any(String));
      expect(row.checks.length).toBeGreaterThan(0);
      expect(row.oldDescription).toContain("Old copy for");
    }

    // Review: edit a title inline, ask for another wording of one row, reject one, approve all that pass.
    const edited = await client.request("PATCH", `/api/batches/${id}/rows/${rows[0].id}`, {
      listing: { title: "Oak Desk Lamp, Hand-Finished" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ title: "Oak Desk Lamp, Hand-Finished", edited: true });
    const badEdit = await client.request("PATCH", `/api/batches/${id}/rows/${rows[0].id}`, {
      listing: { nonsense: "x" },
    });
    expect(badEdit).toMatchObject({
      status: 400,
      json: { fields: { "listing.nonsense": "Not a field of this listing" } },
    });

    const before = rows[1].description;
    const regenerated = await client.post(`/api/batches/${id}/rows/${rows[1].id}/regenerate`);
    expect(regenerated.json).toMatchObject({ status: "queued", variant: 1 });
    const again = await eventually(async () => {
      const [row] = (await client.get(`/api/batches/${id}/rows?cursor=1&limit=1`)).json.items;
      return row.status === "done" ? row : undefined;
    }, "regenerated row");
    expect(again.variant).toBe(1);
    expect(again.description).not.toEqual(before);

    const rejected = await client.post(`/api/batches/${id}/review`, {
      action: "reject",
      rowIds: [rows[2].id],
    });
    expect(rejected.json).toEqual({ changed: 1 });
    // Approving 200 rows saves 200 descriptions (a row each, with its event): longer than the client's 15 s
    // default on a loaded machine, so this one request gets a minute.
    const approved = await post(client, `/api/batches/${id}/review`, { action: "approve-passing" });
    const passing = rows.filter((r) => r.passing && r.id !== rows[2].id).length;
    expect(approved.json.changed).toBeGreaterThanOrEqual(passing - 1);
    // Approving again saves nothing twice.
    expect((await client.post(`/api/batches/${id}/review`, { action: "approve-passing" })).json).toEqual({
      changed: 0,
    });
    const reviewed = await allRows(client, id);
    const approvedRows = reviewed.filter((r) => r.review === "approved");
    expect(approvedRows.length).toBe(approved.json.changed);
    const saved = (await client.get("/api/descriptions")).json;
    expect(saved).toHaveLength(approvedRows.length);
    const savedEdited = saved.find((d: { id: string }) => d.id === reviewed[0].descriptionId);
    if (reviewed[0].review === "approved") expect(savedEdited).toBeDefined();

    // The download: the same file, with Body (HTML), SEO Title and SEO Description filled; all else identical.
    const original = await download(client, id, "original");
    expect(original.status).toBe(200);
    expect(original.headers.get("content-disposition")).toContain("products_export-shopscript.csv");
    const before2 = records(file);
    const after = records(original.body);
    expect(after).toHaveLength(before2.length);
    expect(after[0]).toEqual(SHOPIFY_HEADERS);
    const filled = new Set(
      ["Title", "Body (HTML)", "SEO Title", "SEO Description"].map((h) => SHOPIFY_HEADERS.indexOf(h)),
    );
    const byKey = new Map(reviewed.map((r) => [r.key, r]));
    for (let i = 1; i < before2.length; i++) {
      for (let c = 0; c < SHOPIFY_HEADERS.length; c++) {
        if (!filled.has(c)) expect([i, c, after[i]![c]]).toEqual([i, c, before2[i]![c]]);
      }
      const handle = before2[i]![0]!;
      const isFirstRow = before2[i]![1] !== "";
      const row = byKey.get(handle)!;
      // Only approved rows are written; rejected and unreviewed ones keep their text.
      if (isFirstRow && row.review === "approved") {
        expect(after[i]![1]).toBe(row.listing.title);
        expect(after[i]![2]).toBe(row.listing.bodyHtml);
        expect(after[i]![13]).toBe(row.listing.seoTitle);
        expect(after[i]![14]).toBe(row.listing.metaDescription);
      } else {
        for (const c of filled) expect(after[i]![c]).toBe(before2[i]![c]);
      }
    }
    // Rows the job did not touch (variant rows) come back byte for byte.
    const lines = file.split("\r\n");
    const outLines = original.body.toString("utf8").split("\r\n");
    const variantLines = lines.filter((line) => /^item-\d+,,/.test(line));
    expect(variantLines.length).toBeGreaterThan(100);
    for (const line of variantLines) expect(outLines).toContain(line);

    for (const kind of ["generic-csv", "json", "amazon"]) {
      const file2 = await download(client, id, kind);
      expect([kind, file2.status]).toEqual([kind, 200]);
      expect(file2.body.length).toBeGreaterThan(1000);
    }
    const json = JSON.parse((await download(client, id, "json")).body.toString("utf8"));
    expect(JSON.stringify(json)).toContain(approvedRows[5].title);
    expect((await download(client, id, "excel")).status).toBe(400);
  }, 300_000);
});

/** Each record of a CSV as its exact text (raw) and its cells, in file order. */
const rawRecords = (csv: Buffer | string): { raw: string; cells: string[] }[] =>
  (parse(csv, { relax_column_count: true, bom: true, raw: true }) as unknown as { raw: string; record: string[] }[]).map(
    (r) => ({ raw: r.raw, cells: r.record }),
  );

describe("the download holds only what was approved", () => {
  it("writes approved rows only (with edits made after approval), every other row byte for byte as uploaded", async () => {
    const client = await seller();
    const file = shopifyExport(9, { variants: (i) => (i % 3 === 0 ? 2 : 1) });
    const preview = await upload(client, file, { filename: "shop.csv", platform: "shopify" });
    expect(preview.status).toBe(201);
    const id = preview.json.id;
    await client.post(`/api/batches/${id}/start`);
    await untilStatus(client, id, "completed");
    const rows = await allRows(client, id);
    expect(rows.map((r) => r.status)).toEqual(Array(9).fill("done"));

    // A fresh job, nothing reviewed: the "original" file is the upload itself, and no other file has new copy.
    expect((await job(client, id)).reviewCounts).toEqual({ approved: 0, rejected: 0, unreviewed: 9, notWritten: 0 });
    expect((await download(client, id, "original")).body.equals(Buffer.from(file))).toBe(true);
    expect((await download(client, id, "amazon")).body.toString().trimEnd().split("\r\n")).toHaveLength(1);

    const approve = [rows[0], rows[3], rows[6]];
    const reject = [rows[1], rows[4], rows[7]];
    expect((await post(client, `/api/batches/${id}/review`, { action: "approve", rowIds: approve.map((r) => r.id) })).json).toEqual({ changed: 3 });
    expect((await post(client, `/api/batches/${id}/review`, { action: "reject", rowIds: reject.map((r) => r.id) })).json).toEqual({ changed: 3 });
    expect((await job(client, id)).reviewCounts).toEqual({ approved: 3, rejected: 3, unreviewed: 3, notWritten: 0 });

    // An approved row stays editable, every field, and stays approved; its saved copy follows the edit.
    const edit = {
      title: "=Oak Desk Lamp, Hand-Finished",
      bodyHtml: "<p>Edited after approval: solid oak.</p>",
      seoTitle: "Edited SEO title",
      metaDescription: "Edited meta description.",
    };
    const edited = await client.request("PATCH", `/api/batches/${id}/rows/${rows[0].id}`, { listing: edit });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ review: "approved", edited: true, title: edit.title, listing: edit });
    expect(edited.json.descriptionId).not.toBe(rows[0].descriptionId);
    const saved = (await client.get("/api/descriptions")).json as { id: string; description: string }[];
    expect(saved).toHaveLength(3);
    expect(saved.find((d) => d.id === edited.json.descriptionId)?.description).toBe(edit.bodyHtml);
    // A rejected row's edit stays out of the file; a list given for a text field is refused, naming it.
    expect((await client.request("PATCH", `/api/batches/${id}/rows/${rows[1].id}`, { listing: { title: "Not written" } })).status).toBe(200);
    expect(await client.request("PATCH", `/api/batches/${id}/rows/${rows[3].id}`, { listing: { title: ["a"] } })).toMatchObject({
      status: 400,
      json: { fields: { "listing.title": "Must be text" } },
    });

    const reviewed = new Map((await allRows(client, id)).map((r) => [r.key, r]));
    expect(reviewed.get(rows[0].key)).toMatchObject({ review: "approved", listing: edit });

    // "original": only the approved products' first rows change, and only in their copy cells.
    const before = rawRecords(file);
    const after = rawRecords((await download(client, id, "original")).body);
    expect(after).toHaveLength(before.length);
    const copyColumns = ["Title", "Body (HTML)", "SEO Title", "SEO Description"].map((h) => SHOPIFY_HEADERS.indexOf(h));
    let changedRecords = 0;
    for (let i = 0; i < before.length; i++) {
      const row = reviewed.get(before[i]!.cells[0]!);
      const firstRow = i > 0 && before[i]!.cells[1] !== "";
      if (!firstRow || row?.review !== "approved") {
        expect([i, after[i]!.raw]).toEqual([i, before[i]!.raw]);
        continue;
      }
      changedRecords++;
      const cells = after[i]!.cells;
      for (let c = 0; c < SHOPIFY_HEADERS.length; c++)
        if (!copyColumns.includes(c)) expect([i, c, cells[c]]).toEqual([i, c, before[i]!.cells[c]]);
      // Store copy cells go in as written: no formula apostrophe (Shopify would keep it in the title).
      expect(copyColumns.map((c) => cells[c])).toEqual([
        row.listing.title,
        row.listing.bodyHtml,
        row.listing.seoTitle,
        row.listing.metaDescription,
      ]);
    }
    expect(changedRecords).toBe(3);

    // The other downloads carry the approved rows (the edit included) and nothing of the others.
    const generic = parse((await download(client, id, "generic-csv")).body, { bom: true, columns: true }) as Record<string, string>[];
    for (const record of generic) {
      const row = reviewed.get(record.Key!)!;
      expect([record.Key, record["New title"]]).toEqual([
        record.Key,
        row.review === "approved" ? (row.key === rows[0].key ? `'${edit.title}` : row.listing.title) : "",
      ]);
    }
    const amazon = (await download(client, id, "amazon")).body.toString().trimEnd().split("\r\n").slice(1);
    expect(amazon).toHaveLength(3);
    expect(amazon[0]!.split("\t")[1]).toBe(`'${edit.title}`);
    expect(amazon[0]!.split("\t")[8]).toBe("Edited after approval: solid oak.");
    const json = JSON.parse((await download(client, id, "json")).body.toString("utf8"));
    expect(json.products.map((p: { listing: unknown }) => p.listing !== null)).toEqual(
      rows.map((r) => reviewed.get(r.key)!.review === "approved"),
    );

    // rows=written: every written row not rejected (the public API's default, where there is no review).
    const written = rawRecords((await download(client, id, "original", "written")).body);
    const bodyColumn = SHOPIFY_HEADERS.indexOf("Body (HTML)");
    const bodyChanged = written.flatMap((r, i) =>
      i > 0 && before[i]!.cells[1] !== "" ? [r.cells[bodyColumn] !== before[i]!.cells[bodyColumn]] : [],
    );
    expect(bodyChanged).toEqual(rows.map((r) => reviewed.get(r.key)!.review !== "rejected"));
    expect((await download(client, id, "original", "everything")).status).toBe(400);
  }, 180_000);
});

describe("a WooCommerce export", () => {
  it("goes through the job and comes back with Description and Short description filled, every other cell as it was", async () => {
    const client = await seller();
    const file = wooExport(24);
    const preview = await upload(client, file, { filename: "wc-product-export.csv" });
    expect(preview.status).toBe(201);
    expect(preview.json).toMatchObject({ format: "woocommerce", rowCount: 24, skipped: [] });
    const id = preview.json.id;
    await client.post(`/api/batches/${id}/start`);
    const done = await untilStatus(client, id, "completed");
    expect(done.progress).toMatchObject({ done: 24, failed: 0 });
    const approved = await client.post(`/api/batches/${id}/review`, {
      action: "approve",
      rowIds: (await allRows(client, id)).map((r) => r.id),
    });
    expect(approved.json.changed).toBe(24);

    const out = await download(client, id, "original");
    const before = records(file);
    const after = records(out.body);
    expect(after).toHaveLength(before.length);
    expect(after[0]).toEqual(WOO_HEADERS);
    const description = WOO_HEADERS.indexOf("Description");
    const short = WOO_HEADERS.indexOf("Short description");
    for (let i = 1; i < before.length; i++) {
      const isParent = before[i]![1] !== "variation";
      for (let c = 0; c < WOO_HEADERS.length; c++) {
        if (isParent && (c === description || c === short)) continue;
        expect([i, c, after[i]![c]]).toEqual([i, c, before[i]![c]]);
      }
      if (isParent) {
        expect(after[i]![description]).not.toBe(before[i]![description]);
        expect(after[i]![description]!.length).toBeGreaterThan(50);
        expect(after[i]![short]).not.toBe("");
        expect(after[i]![short]).not.toBe(before[i]![short]);
      }
    }
  }, 180_000);
});

describe("a generic CSV", () => {
  const generic = [
    "Item label,Selling points,Ref,Notes",
    'Linen Apron,"washed linen, two pockets, adjustable strap",AP-1,keep',
    ",no name here,AP-2,skip me",
    'Wool Beanie,"merino wool, ribbed cuff",AP-3,keep',
  ].join("\n");

  it("asks for a column mapping, then reads it; a row without a name is skipped and reported by its row number", async () => {
    const client = await seller();
    const unmapped = await upload(client, generic, { filename: "mine.csv" });
    expect(unmapped.status).toBe(400);
    expect(unmapped.json.headers).toEqual(["Item label", "Selling points", "Ref", "Notes"]);
    expect(Object.keys(unmapped.json.fields)).toEqual(["mapping.name"]);

    const badMapping = await upload(client, generic, { mapping: "{not json" });
    expect(badMapping).toMatchObject({ status: 400, json: { fields: { mapping: "Mapping must be JSON" } } });

    const mapping = JSON.stringify({
      name: "Item label",
      keywords: ["Selling points"],
      sku: "Ref",
      platform: "etsy",
      tone: "casual",
    });
    const preview = await upload(client, generic, { filename: "mine.csv", mapping });
    expect(preview.status).toBe(201);
    expect(preview.json).toMatchObject({ format: "generic", rowCount: 2 });
    expect(preview.json.skipped).toEqual([{ row: 3, reason: expect.any(String) }]);
    expect(preview.json.firstRows.map((r: { name: string }) => r.name)).toEqual([
      "Linen Apron",
      "Wool Beanie",
    ]);
    const id = preview.json.id;
    await client.post(`/api/batches/${id}/start`);
    await untilStatus(client, id, "completed");
    const rows = await allRows(client, id);
    expect(rows.map((r) => [r.name, r.sku, r.status])).toEqual([
      ["Linen Apron", "AP-1", "done"],
      ["Wool Beanie", "AP-3", "done"],
    ]);
    // Etsy's fields, because the mapping said etsy for the whole job.
    expect(rows[0].listing.tags).toEqual(expect.any(Array));
    const out = await download(client, id, "generic-csv");
    expect(out.status).toBe(200);
    const table = records(out.body);
    expect(table.length).toBe(3);
    expect(table.map((r) => r.join(" ")).join("\n")).toContain("Linen Apron");
  }, 120_000);

  it("reports malformed rows by number and never fails the job for them", async () => {
    const client = await seller();
    const file = [
      "Product,Features",
      "Oak Spoon,hand carved",
      '"Broken,"quote" here',
      "Steel Whisk,balloon whisk",
      "x,y,z,too,many",
    ].join("\n");
    const preview = await upload(client, file, {
      mapping: JSON.stringify({ name: "Product", keywords: ["Features"] }),
    });
    expect(preview.status).toBe(201);
    expect(preview.json.rowCount).toBeGreaterThanOrEqual(2);
    expect(preview.json.skipped.length).toBeGreaterThanOrEqual(1);
    for (const skipped of preview.json.skipped)
      expect(skipped).toEqual({ row: expect.any(Number), reason: expect.any(String) });
    await client.post(`/api/batches/${preview.json.id}/start`);
    const done = await untilStatus(client, preview.json.id, "completed");
    expect(done.progress.done).toBe(preview.json.rowCount);
  }, 120_000);
});

describe("limits", () => {
  it("refuses a file too large, too many products, a body that is not a file, and a third job at once, naming each", async () => {
    const client = await seller();
    const bigCell = "large ".repeat(1000);
    const big = await upload(client, "Product,Features\n" + `Big Thing,${bigCell}\n`.repeat(60), {
      mapping: JSON.stringify({ name: "Product", keywords: ["Features"] }),
    });
    expect(big.status).toBe(413);
    expect(Object.keys(big.json.fields)).toEqual(["file"]);
    const many = shopifyExport(401, { variants: () => 1 });
    const tooMany = await upload(client, many);
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.json.fields)).toEqual(["rows"]);
    expect((await client.get("/api/batches")).json).toEqual([]);

    const asJson = await client.post("/api/batches", { file: "x" });
    expect(asJson.status).toBe(400);
    expect(asJson.json.fields.file).toContain("text/csv");
    expect(
      (await client.post("/api/batches?platform=myspace", {}, { "content-type": "text/csv" })).status,
    ).toBe(400);

    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await upload(client, shopifyExport(300, { variants: () => 1 }))).json.id);
    expect((await client.post(`/api/batches/${ids[0]}/start`)).status).toBe(200);
    expect((await client.post(`/api/batches/${ids[0]}/pause`)).status).toBe(200);
    expect((await client.post(`/api/batches/${ids[1]}/start`)).status).toBe(200);
    const third = await client.post(`/api/batches/${ids[2]}/start`);
    expect(third.status).toBe(429);
    expect(Object.keys(third.json.fields)).toEqual(["jobs"]);
    for (const id of ids.slice(0, 2))
      expect((await client.post(`/api/batches/${id}/cancel`)).status).toBe(200);
    expect((await client.post(`/api/batches/${ids[2]}/start`)).status).toBe(200);
    await client.post(`/api/batches/${ids[2]}/cancel`);
  }, 120_000);
});

describe("pause, resume and cancel", () => {
  const file = () => shopifyExport(300, { variants: () => 1 });

  it("a paused job finishes what is in the queue and releases no more until resumed, then completes", async () => {
    const client = await seller();
    const id = (await upload(client, file())).json.id;
    await client.post(`/api/batches/${id}/start`);
    await eventually(
      async () => ((await job(client, id)).progress.done >= 5 ? true : undefined),
      "first rows done",
      60_000,
    );
    const paused = await client.post(`/api/batches/${id}/pause`);
    expect(paused.json.progress.status).toBe("paused");
    // What was in the queue drains; then nothing moves.
    const settled = await eventually(
      async () => {
        const rows = await allRows(client, id);
        return rows.some((r) => r.status === "queued") ? undefined : rows;
      },
      "queue drained",
      60_000,
    );
    const doneAtPause = settled.filter((r) => r.status === "done").length;
    expect(doneAtPause).toBeLessThan(300);
    await sleep(2000);
    expect((await job(client, id)).progress).toMatchObject({
      status: "paused",
      done: doneAtPause,
      remaining: 300 - doneAtPause,
    });
    expect((await client.post(`/api/batches/${id}/pause`)).status).toBe(409);

    expect((await client.post(`/api/batches/${id}/resume`)).json.progress.status).toMatch(
      /running|completed/,
    );
    const done = await untilStatus(client, id, "completed");
    expect(done.progress).toMatchObject({ done: 300, failed: 0, remaining: 0 });
  }, 240_000);

  it("a canceled job stops: its rows not yet written are canceled, and a late answer changes nothing", async () => {
    const client = await seller();
    const id = (await upload(client, file())).json.id;
    await client.post(`/api/batches/${id}/start`);
    const canceled = await client.post(`/api/batches/${id}/cancel`);
    expect(canceled.json.progress.status).toBe("canceled");
    await sleep(2000);
    const rows = await allRows(client, id);
    const done = rows.filter((r) => r.status === "done").length;
    const cancelledRows = rows.filter((r) => r.status === "canceled").length;
    expect(done + cancelledRows).toBe(300);
    expect(cancelledRows).toBeGreaterThan(250);
    expect((await job(client, id)).progress).toMatchObject({
      status: "canceled",
      remaining: 0,
      done,
      canceled: cancelledRows,
    });
    expect((await client.post(`/api/batches/${id}/resume`)).status).toBe(409);
    expect((await client.post(`/api/batches/${id}/cancel`)).status).toBe(409);
  }, 120_000);

  it("streams progress as server-sent events that a reloaded page can open again", async () => {
    const client = await seller();
    const id = (await upload(client, file())).json.id;
    await client.post(`/api/batches/${id}/start`);
    const read = async () => {
      const response = await fetch(`${t.url}/api/batches/${id}/progress`, {
        headers: { cookie: client.cookieHeader },
      });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const reader = response.body!.getReader();
      const events: any[] = [];
      let buffer = "";
      const deadline = Date.now() + 60_000;
      while (events.length < 3 && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += Buffer.from(value).toString("utf8");
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = chunk.split("\n").find((line) => line.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
      await reader.cancel();
      return events;
    };
    const first = await read();
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(first[0]).toMatchObject({ total: 300, status: expect.stringMatching(/running|completed/) });
    const finished = (e: any) => e.done + e.failed;
    expect(finished(first.at(-1))).toBeGreaterThan(finished(first[0]));
    // "Reload": a new stream starts where the job is, not from zero.
    const second = await read();
    expect(finished(second[0])).toBeGreaterThanOrEqual(finished(first.at(-1)));
    const last = await untilStatus(client, id, "completed");
    expect(last.progress.done).toBe(300);
  }, 180_000);
});

describe("the plan gate: only a seller who may generate runs a job", () => {
  const DAY = 24 * 3600_000;
  // A seller with the id and trial start billing knows, and the shared clock set relative to that start.
  async function trialSeller() {
    const client = t.client();
    const registered = await client.post("/api/auth/register", {
      email: `batch-plan${Date.now()}${counter++}@example.com`,
      password: "batch pass 12",
    });
    expect(registered.status).toBe(201);
    const trialStart = Date.parse(registered.json.user.trialStartDate);
    return { client, userId: registered.json.user.id as string, at: (offset: number) => t.clock.set(new Date(trialStart + offset)) };
  }
  let realNow: Date;
  beforeEach(() => {
    realNow = t.clock.now();
  });
  afterEach(() => t.clock.set(realNow));

  it("a seller whose trial ended (no subscription) can preview a file but starting or resuming the job is 402 with the spec's message", async () => {
    const { client, at } = await trialSeller();
    const id = (await upload(client, shopifyExport(5, { variants: () => 1 }))).json.id;
    at(8 * DAY);
    const refused = await client.post(`/api/batches/${id}/start`);
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ code: "SUBSCRIPTION_REQUIRED", message: MESSAGES.SUBSCRIBE_TO_CONTINUE });
    const resumed = await client.post(`/api/batches/${id}/resume`);
    expect(resumed.status).toBe(402);
    // Nothing was sent to the generator.
    await sleep(1000);
    expect((await job(client, id)).progress).toMatchObject({ status: "draft", done: 0, failed: 0 });
  });

  it("a job whose trial ends mid-job pauses with the reason, keeps its unanswered rows pending, and after subscribing Resume finishes it, each row written once", async () => {
    const { client, userId, at } = await trialSeller();
    const id = (await upload(client, shopifyExport(300, { variants: () => 1 }))).json.id;
    at(7 * DAY - 60_000);
    expect((await client.post(`/api/batches/${id}/start`)).status).toBe(200);
    at(8 * DAY);
    await forgetCachedEntitlement(userId);

    const { job: paused, rows } = await untilPausedAndDrained(client, id);
    expect(paused.progress).toMatchObject({
      status: "paused",
      pauseReason: "not_entitled",
      pauseMessage: MESSAGES.BATCH_PAUSED_NOT_ENTITLED,
      failed: 0,
      secondsLeft: null,
    });
    // Nothing failed and nothing was lost: what was not written waits as pending.
    const done = rows.filter((r) => r.status === "done").length;
    const pending = rows.filter((r) => r.status === "pending").length;
    expect(rows.filter((r) => r.status === "failed")).toEqual([]);
    expect(done + pending).toBe(300);
    expect(pending).toBeGreaterThan(150);
    expect(paused.progress.remaining).toBe(pending);
    // It stays paused: nothing more is released while the seller may not generate.
    await sleep(1500);
    expect((await job(client, id)).progress).toMatchObject({ status: "paused", done, remaining: pending });

    // Resume without access is refused up front with the reason; the job stays paused for access.
    const refused = await client.post(`/api/batches/${id}/resume`);
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ code: "SUBSCRIPTION_REQUIRED", message: MESSAGES.SUBSCRIBE_TO_CONTINUE });
    expect((await job(client, id)).progress).toMatchObject({ status: "paused", pauseReason: "not_entitled" });

    // The seller subscribes (the sandbox checkout), then presses Resume: the job continues where it stopped.
    const checkout = await client.request("POST", "/api/create-subscription");
    expect((await client.request("POST", `${checkout.json.url}/pay`)).status).toBe(200);
    const resumed = await eventually(async () => {
      const res = await client.post(`/api/batches/${id}/resume`);
      return res.status === 200 ? res : undefined;
    }, "resume after subscribing");
    expect(resumed.json.progress.status).toMatch(/running|completed/);
    expect(resumed.json.progress.pauseReason).toBeNull();
    const finished = await untilStatus(client, id, "completed");
    expect(finished.progress).toMatchObject({ done: 300, failed: 0, remaining: 0, pauseReason: null });
    // Each row written exactly once: the rows done before the pause were not sent again.
    const all = await allRows(client, id);
    const written = countBy(completedRows.filter((rowId) => all.some((r) => r.id === rowId)));
    expect(written.size).toBe(300);
    expect([...written.values()].every((n) => n === 1)).toBe(true);
  }, 240_000);

  it("a job paused for access pauses again if the seller resumes while billing still says no", async () => {
    const { client, userId, at } = await trialSeller();
    const id = (await upload(client, shopifyExport(200, { variants: () => 1 }))).json.id;
    at(7 * DAY - 60_000);
    expect((await client.post(`/api/batches/${id}/start`)).status).toBe(200);
    at(8 * DAY);
    await forgetCachedEntitlement(userId);
    await untilPausedAndDrained(client, id);
    // The catalog's cached answer still says yes (a stale cache): Resume is let through, and the generator's
    // own check, once the cached answer is gone, sends the job back to paused with the reason instead of
    // failing its rows.
    const redis = new Redis(t.env.REDIS_URL!, { keyPrefix: t.env.REDIS_KEY_PREFIX, lazyConnect: true });
    try {
      await redis.connect();
      await redis.set(`entitlement:${userId}`, "1", "EX", 30);
    } finally {
      redis.disconnect();
    }
    expect((await client.post(`/api/batches/${id}/resume`)).status).toBe(200);
    await forgetCachedEntitlement(userId);
    const { job: again, rows } = await untilPausedAndDrained(client, id);
    expect(again.progress).toMatchObject({ status: "paused", pauseReason: "not_entitled", failed: 0 });
    expect(rows.filter((r) => r.status === "failed")).toEqual([]);
  }, 240_000);
});

describe("billing unreachable: rows wait out the outage", () => {
  afterEach(() => {
    billing.mode = "forward";
  });

  it("a job pauses itself while billing answers 503 or times out, fails no row, and resumes on its own when billing answers again", async () => {
    const client = await seller();
    const { json: me } = await client.get("/api/auth/me");
    const userId: string = me.id;
    const id = (await upload(client, shopifyExport(300, { variants: () => 1 }))).json.id;
    expect((await client.post(`/api/batches/${id}/start`)).status).toBe(200);
    billing.mode = "unavailable";
    await forgetCachedEntitlement(userId);

    const { job: paused, rows } = await untilPausedAndDrained(client, id);
    expect(paused.progress).toMatchObject({
      status: "paused",
      pauseReason: "billing_unavailable",
      pauseMessage: MESSAGES.BATCH_PAUSED_BILLING_UNAVAILABLE,
      failed: 0,
    });
    expect(rows.filter((r) => r.status === "failed")).toEqual([]);
    const done = rows.filter((r) => r.status === "done").length;
    expect(done).toBeLessThan(300);

    // A long outage (many recheck rounds, 503 then timeouts): still paused, still nothing failed or lost.
    await sleep(2000);
    billing.mode = "hang";
    await sleep(5000);
    expect((await job(client, id)).progress).toMatchObject({
      status: "paused",
      pauseReason: "billing_unavailable",
      done,
      failed: 0,
      remaining: 300 - done,
    });

    // Billing answers again: the job resumes by itself and finishes every row once.
    billing.mode = "forward";
    const finished = await untilStatus(client, id, "completed");
    expect(finished.progress).toMatchObject({ done: 300, failed: 0, remaining: 0 });
    const all = await allRows(client, id);
    const written = countBy(completedRows.filter((rowId) => all.some((r) => r.id === rowId)));
    expect(written.size).toBe(300);
    expect([...written.values()].every((n) => n === 1)).toBe(true);
  }, 240_000);
});

describe("the review table's rows, a page at a time", () => {
  it("pages by cursor in file order without gaps or repeats, filters by status, names a bad field in a 400, and is the owner's only", async () => {
    const client = await seller();
    const id = (await upload(client, shopifyExport(30, { variants: () => 1 }))).json.id;
    await client.post(`/api/batches/${id}/start`);
    await untilStatus(client, id, "completed");

    const seen: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await client.get(`/api/batches/${id}/rows?limit=7${cursor === null ? "" : `&cursor=${cursor}`}`);
      expect(res.status).toBe(200);
      expect(res.json.items.length).toBeLessThanOrEqual(7);
      seen.push(...res.json.items);
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor !== null && pages < 20);
    expect(pages).toBe(5);
    expect(seen.map((r) => r.index)).toEqual([...Array(30).keys()]);
    expect(new Set(seen.map((r) => r.id)).size).toBe(30);
    // Without a limit, a page is 50 rows.
    expect((await client.get(`/api/batches/${id}/rows`)).json).toMatchObject({ nextCursor: null });
    expect((await client.get(`/api/batches/${id}/rows`)).json.items).toHaveLength(30);

    // A status filter keeps the same cursors.
    const done = await client.get(`/api/batches/${id}/rows?status=done&limit=20`);
    expect(done.json.items).toHaveLength(20);
    expect((await client.get(`/api/batches/${id}/rows?status=done&limit=20&cursor=${done.json.nextCursor}`)).json).toMatchObject({
      nextCursor: null,
      items: expect.arrayContaining([expect.objectContaining({ index: 29 })]),
    });
    expect((await client.get(`/api/batches/${id}/rows?status=failed`)).json).toEqual({ items: [], nextCursor: null });

    for (const [query, field, message] of [
      ["cursor=abc", "cursor", "Cursor must be the nextCursor of the page before"],
      ["cursor=-1", "cursor", "Cursor must be the nextCursor of the page before"],
      ["limit=0", "limit", "Limit must be a whole number from 1 to 200"],
      ["limit=ten", "limit", "Limit must be a whole number from 1 to 200"],
      ["limit=201", "limit", "Limit must be at most 200"],
      ["status=bogus", "status", "Status must be one of pending, queued, done, failed, canceled"],
    ]) {
      const bad = await client.get(`/api/batches/${id}/rows?${query}`);
      expect({ query, status: bad.status, fields: bad.json.fields }).toEqual({ query, status: 400, fields: { [field!]: message } });
    }

    // Another seller's job answers like a missing one, whatever the page.
    const other = await seller();
    expect((await other.get(`/api/batches/${id}/rows`)).status).toBe(404);
    expect((await other.get(`/api/batches/${id}/rows?cursor=7&limit=7`)).status).toBe(404);
  }, 120_000);
});

describe("operators", () => {
  it("see the work queue and the jobs' throughput in the catalog's /metrics", async () => {
    const catalog = t.system.services.find((s) => s.name === "catalog")!;
    const text = await (await fetch(`${catalog.url}/metrics`)).text();
    for (const name of ["batch_rows_queued", "batch_rows_pending", "batch_jobs_running", "batch_rows_finished_last_minute"]) {
      expect(text).toMatch(new RegExp(`^\\w*${name}(\\{[^}]*\\})? \\d+$`, "m"));
    }
  });
});
