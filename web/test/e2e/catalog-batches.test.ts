import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { shopifyExport, SHOPIFY_HEADERS } from "../../../infra/test-support/catalog-exports";
import { screenshot, signUp, uniqueEmail, until, useE2E } from "./helpers";

// Catalog mode in the browser (issue 17): upload a Shopify export, see the preview, start, watch the progress
// bar move (server-sent events), review, approve what passes, download the file to re-import.
const e2e = useE2E();

it("upload → preview → start → progress moves → review → approve → download", async () => {
  const page = await e2e.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await signUp(page, uniqueEmail("batches"));
  await page.getByRole("link", { name: "Catalog upload" }).click();
  await page.getByRole("heading", { name: "Catalog upload", level: 1 }).waitFor();

  const csv = shopifyExport(60);
  await page
    .locator("#batch-file")
    .setInputFiles({ name: "products_export.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.selectOption("#batch-platform", "shopify");
  await page.getByRole("button", { name: "Upload and preview" }).click();

  const preview = page.getByRole("region", { name: /Preview: products_export.csv \(shopify\)/ });
  await preview.waitFor();
  await until(async () => (await preview.getByRole("row").count()) === 11, "ten preview rows and a header");
  expect(await page.getByTestId("estimate").textContent()).toMatch(
    /^60 products: about \d+ s with the built-in writer; with a model, 60 requests/,
  );
  await screenshot(page, "catalog-batches-preview");

  await page.getByRole("button", { name: "Start writing (60)" }).click();
  await page.waitForURL(/\/batches\/[0-9a-f-]{36}$/);
  const bar = page.getByRole("progressbar", { name: "Rows finished" });
  await bar.waitFor();
  // The bar moves as rows finish: several different values, ending at every row.
  const seen = new Set<number>();
  await until(
    async () => {
      seen.add(Number(await bar.getAttribute("aria-valuenow")));
      return seen.has(60);
    },
    "every row finished",
    120_000,
  );
  expect(seen.size).toBeGreaterThanOrEqual(2);
  expect(await page.getByTestId("progress-text").textContent()).toMatch(/^60 done · 0 failed · 0 remaining/);

  // It survives a reload: the page opens the stream again and shows where the job is.
  await page.reload();
  await page.getByRole("heading", { name: "Progress: completed" }).waitFor();

  const review = page.getByRole("region", { name: "Review" });
  await review.waitFor();
  await until(async () => (await review.getByRole("row").count()) === 61, "sixty rows to review");
  await review.getByRole("button", { name: "Approve all that pass the checks" }).click();
  await until(
    async () => (await review.getByTestId("review-state").filter({ hasText: "approved" }).count()) > 0,
    "approved rows",
    60_000,
  );
  await screenshot(page, "catalog-batches-review");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Same format as uploaded" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("products_export-shopscript.csv");
  const file = fs.readFileSync((await download.path())!);
  const rows: string[][] = parse(file, { relax_column_count: true });
  const before: string[][] = parse(csv, { relax_column_count: true });
  expect(rows[0]).toEqual(SHOPIFY_HEADERS);
  expect(rows).toHaveLength(before.length);
  const body = SHOPIFY_HEADERS.indexOf("Body (HTML)");
  const price = SHOPIFY_HEADERS.indexOf("Variant Price");
  expect(rows[1]![body]).not.toBe(before[1]![body]);
  expect(rows[1]![body]!.length).toBeGreaterThan(50);
  for (let i = 1; i < rows.length; i++) expect(rows[i]![price]).toBe(before[i]![price]);
}, 240_000);
