import { gunzipSync } from "node:zlib";
import { shopifyExport } from "../../../../infra/test-support/catalog-exports";
import {
  MAX_HEADER_BYTES,
  MAX_PRODUCT_BYTES,
  ROW_BATCH_BYTES,
  ROW_BATCH_ROWS,
  prepareUpload,
  type UploadPreparation,
} from "../../src/batches/prepare-upload";
import { readCatalogUpload } from "../../src/batches/formats";

// What the upload thread hands the database: every usable product once, in file order, cut into batches no
// statement of which is long (issue 26: one statement holding the whole file froze the one-process start).

const limits = { maxFileBytes: 20 * 1024 * 1024, maxRowsPerJob: 5000 };
const task = (file: Buffer) => ({
  file,
  filename: "products.csv",
  limits,
  platform: "shopify" as const,
  tone: "professional" as const,
});

/** A Shopify export of `products` one-row products with these descriptions (and titles). */
const shopifyFile = (products: number, description: (i: number) => string, name?: (i: number) => string) =>
  Buffer.from(shopifyExport(products, { variants: () => 1, description, name }));

function prepared(result: UploadPreparation) {
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`);
  return result;
}

/** The products of each batch, parsed back from the bytes the database is given. */
function batchesOf(result: Extract<UploadPreparation, { ok: true }>) {
  return result.upload.batches.map((batch) => {
    const bytes = Buffer.from(result.rows.subarray(batch.start, batch.end));
    return { batch, bytes: bytes.length, products: JSON.parse(bytes.toString("utf8")) as { key: string }[] };
  });
}

it("cuts 250 products with ~4 KB descriptions into batches of at most 128 KB, every product once, in file order", async () => {
  const file = shopifyFile(
    250,
    (i) => `<p>${`Product ${i}: solid oak, hand finished, 40 x 25 cm. `.repeat(80)}</p>`,
  );
  const result = prepared(await prepareUpload(task(file)));
  const batches = batchesOf(result);
  expect(batches.length).toBeGreaterThan(5);
  for (const { batch, bytes, products } of batches) {
    expect(bytes).toBeLessThanOrEqual(ROW_BATCH_BYTES);
    expect(products).toHaveLength(batch.count);
  }
  const expected = (await readCatalogUpload(file, { limits })).products;
  expect(batches.flatMap((b) => b.products)).toEqual(expected);
  // `first` numbers the rows: batch after batch with no gap.
  expect(batches.map((b) => b.batch.first)).toEqual(
    batches.map((_, i) => batches.slice(0, i).reduce((n, b) => n + b.batch.count, 0)),
  );
  expect(result.upload.products).toBe(250);
  expect(result.upload.firstRows.map((row) => row.key)).toEqual(expected.slice(0, 10).map((p) => p.key));
  // The file itself comes back whole from its gzipped form.
  expect(gunzipSync(result.gzipped).equals(file)).toBe(true);
});

it("puts at most ROW_BATCH_ROWS small products in one batch", async () => {
  const result = prepared(await prepareUpload(task(shopifyFile(700, () => "<p>Oak.</p>"))));
  const batches = batchesOf(result);
  expect(batches.map((b) => b.batch.count)).toEqual([
    ROW_BATCH_ROWS,
    ROW_BATCH_ROWS,
    700 - 2 * ROW_BATCH_ROWS,
  ]);
});

it("skips a product too large to store in one short statement, naming its row; the others are kept", async () => {
  const huge = "<p>" + "A very long description. ".repeat(Math.ceil(MAX_PRODUCT_BYTES / 25)) + "</p>";
  const result = prepared(await prepareUpload(task(shopifyFile(3, (i) => (i === 1 ? huge : "<p>Oak.</p>")))));
  expect(result.upload.products).toBe(2);
  expect(result.upload.skipped).toEqual([{ row: 3, reason: expect.stringContaining("more than 256 KB") }]);
  expect(batchesOf(result).flatMap((b) => b.products.map((p) => p.key))).toEqual(["item-1", "item-3"]);
});

it("refuses a header row longer than 64 KB, and a file with no usable product, as 400s naming the file", async () => {
  const wide = Buffer.from(`Product,${"x".repeat(MAX_HEADER_BYTES)}\nLamp,oak\n`);
  const refusedWide = await prepareUpload({ ...task(wide), mapping: { name: "Product", keywords: [] } });
  expect(refusedWide).toEqual({
    ok: false,
    refusal: {
      status: 400,
      message: expect.stringContaining("header row"),
      fields: { file: expect.stringContaining("64 KB") },
    },
  });

  const nameless = await prepareUpload(
    task(
      shopifyFile(
        2,
        () => "<p>Oak.</p>",
        () => "",
      ),
    ),
  );
  expect(nameless).toMatchObject({
    ok: false,
    refusal: { status: 400, fields: { file: "No usable product rows" } },
  });
  if (!nameless.ok) expect(nameless.refusal.skipped).toHaveLength(2);
});

it("passes the formats module's refusals on as plain data: a file over the limit is a 413 naming the file", async () => {
  const file = shopifyFile(5, () => "<p>Oak.</p>");
  const result = await prepareUpload({ ...task(file), limits: { ...limits, maxFileBytes: file.length - 1 } });
  expect(result).toMatchObject({
    ok: false,
    refusal: { status: 413, fields: { file: expect.stringContaining("larger than") } },
  });
});
