/** @jest-environment ./web/test/e2e/environment.ts */
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import Redis from "ioredis";
import { MESSAGES } from "@shopscript/contracts";
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

  // The review table opens with its first page (50 rows), not the whole job.
  const review = page.getByRole("region", { name: "Review" });
  await review.waitFor();
  await until(async () => (await review.getByRole("row").count()) === 51, "the first fifty rows to review");
  expect(await review.getByTestId("rows-shown").textContent()).toBe("Showing 50 of 60 rows");
  // "Approve all that pass" approves every passing row of the job, not only the page loaded.
  await review.getByRole("button", { name: "Approve all that pass the checks" }).click();
  await until(
    async () => (await review.getByTestId("review-state").filter({ hasText: "approved" }).count()) > 0,
    "approved rows",
    60_000,
  );
  const jobId = page.url().split("/").pop()!;
  const everyRow = (await (await page.request.get(`/api/batches/${jobId}/rows?limit=200`)).json()).items as {
    passing: boolean;
    review: string;
  }[];
  expect(everyRow).toHaveLength(60);
  expect(everyRow.slice(50).some((row) => row.passing)).toBe(true);
  for (const row of everyRow) expect(row.review).toBe(row.passing ? "approved" : "unreviewed");
  // Load more: the next page, already approved where it passes.
  await review.getByRole("button", { name: "Load more" }).click();
  await until(async () => (await review.getByRole("row").count()) === 61, "all sixty rows");
  expect(await review.getByTestId("rows-shown").textContent()).toBe("Showing 60 of 60 rows");
  expect(await review.getByRole("button", { name: "Load more" }).count()).toBe(0);
  expect(await review.getByTestId("review-state").filter({ hasText: "approved" }).count()).toBe(
    everyRow.filter((row) => row.passing).length,
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

it("a job whose trial ends mid-job shows it paused with the reason; after subscribing, Resume finishes it", async () => {
  const DAY = 24 * 3600_000;
  const t = e2e.t;
  const realNow = t.clock.now();
  const page = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
  await signUp(page, uniqueEmail("batches-access"));
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: string; trialStartDate: string };
  const trialStart = Date.parse(me.trialStartDate);
  const headers = { "x-requested-with": "shopscript" };
  // Billing's answer is cached for 30 s; dropping it stands for those 30 s passing.
  const forgetCachedEntitlement = async () => {
    const redis = new Redis(t.env.REDIS_URL!, { keyPrefix: t.env.REDIS_KEY_PREFIX, lazyConnect: true });
    try {
      await redis.connect();
      await redis.del(`entitlement:${me.id}`);
    } finally {
      redis.disconnect();
    }
  };
  try {
    const uploaded = await page.request.post("/api/batches?platform=shopify", {
      headers: { ...headers, "content-type": "text/csv" },
      data: shopifyExport(300, { variants: () => 1 }),
    });
    expect(uploaded.status()).toBe(201);
    const id = ((await uploaded.json()) as { id: string }).id;
    // Started on the trial's last minute; the trial ends while the job runs.
    t.clock.set(new Date(trialStart + 7 * DAY - 60_000));
    expect((await page.request.post(`/api/batches/${id}/start`, { headers })).status()).toBe(200);
    t.clock.set(new Date(trialStart + 8 * DAY));
    await forgetCachedEntitlement();

    await page.goto(`/batches/${id}`);
    await page.getByRole("heading", { name: "Progress: paused" }).waitFor({ timeout: 60_000 });
    const reason = page.getByTestId("pause-reason");
    await until(async () => (await reason.textContent())?.startsWith(MESSAGES.BATCH_PAUSED_NOT_ENTITLED) ?? false, "the pause reason");
    await reason.getByRole("link", { name: "Subscribe" }).waitFor();
    // Nothing failed; what was not written is still to do.
    await until(
      async () => /^\d+ done · 0 failed · [1-9]\d* remaining/.test((await page.getByTestId("progress-text").textContent()) ?? ""),
      "rows still remaining, none failed",
    );
    await screenshot(page, "catalog-batches-paused-for-access");

    // Resume before subscribing: refused with the reason, still paused.
    await page.getByRole("button", { name: "Resume" }).click();
    await page.getByText(MESSAGES.SUBSCRIBE_TO_CONTINUE).first().waitFor();
    await page.getByRole("heading", { name: "Progress: paused" }).waitFor();

    // The seller subscribes (the sandbox checkout) and comes back to the job.
    const checkout = (await (await page.request.post("/api/create-subscription", { headers })).json()) as { url: string };
    expect((await page.request.post(`${checkout.url}/pay`, { headers })).status()).toBe(200);
    await until(
      async () => ((await (await page.request.get("/api/subscription-status")).json()) as { canGenerate: boolean }).canGenerate,
      "the subscription to count",
    );
    await forgetCachedEntitlement();
    await page.reload();
    await page.getByRole("button", { name: "Resume" }).click();
    await page.getByRole("heading", { name: "Progress: completed" }).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId("progress-text").textContent()).toMatch(/^300 done · 0 failed · 0 remaining/);
    expect(await page.getByTestId("pause-reason").count()).toBe(0);
  } finally {
    t.clock.set(realNow);
  }
}, 240_000);
