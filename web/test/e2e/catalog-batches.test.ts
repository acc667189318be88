/** @jest-environment ./web/test/e2e/environment.ts */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { parse } from "csv-parse/sync";
import Redis from "ioredis";
import type { Page } from "playwright-core";
import { BATCH_UPLOAD_LIMITS, MESSAGES, fileTooLargeMessage, notCsvMessage } from "@shopscript/contracts";
import { shopifyExport, SHOPIFY_HEADERS } from "../../../infra/test-support/catalog-exports";
import { BATCH_COPY } from "../../src/features/catalog-batches/copy";
import { screenshot, signUp, uniqueEmail, until, useE2E, VIEWPORTS } from "./helpers";

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

  // The review opens with its first page (50 products, a card each), not the whole job.
  const review = page.getByRole("region", { name: "Review" });
  await review.waitFor();
  const cards = review.getByRole("article");
  await until(async () => (await cards.count()) === 50, "the first fifty products to review");
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
  await until(async () => (await cards.count()) === 60, "all sixty products");
  expect(await review.getByTestId("rows-shown").textContent()).toBe("Showing 60 of 60 rows");
  expect(await review.getByRole("button", { name: "Load more" }).count()).toBe(0);
  expect(await review.getByTestId("review-state").filter({ hasText: "approved" }).count()).toBe(
    everyRow.filter((row) => row.passing).length,
  );
  await screenshot(page, "catalog-batches-review");

  // Reject the first two rows; next to Download, what the file will hold (only approved rows are written).
  for (const rejected of [1, 2]) {
    await cards.getByRole("button", { name: "Reject", exact: true }).first().click();
    await until(
      async () => (await review.getByTestId("review-state").filter({ hasText: "rejected" }).count()) === rejected,
      `${rejected} rejected`,
    );
  }
  const reviewed = (await (await page.request.get(`/api/batches/${jobId}/rows?limit=200`)).json()).items as {
    review: string;
  }[];
  const count = (state: string) => reviewed.filter((row) => row.review === state).length;
  expect(count("rejected")).toBe(2);
  await until(
    async () =>
      (await page.getByTestId("download-counts").textContent()) ===
      BATCH_COPY.downloadCounts({ approved: count("approved"), unreviewed: count("unreviewed"), rejected: 2, notWritten: 0 }),
    "the counts beside Download",
  );

  // An approved row's title stays editable; the row stays approved and the edit reaches the file.
  const firstApproved = reviewed.findIndex((row) => row.review === "approved");
  const titleBox = cards.nth(firstApproved).getByRole("textbox", { name: /^Title of / });
  await titleBox.fill("Edited After Approval Lamp");
  await titleBox.press("Tab");
  await until(
    async () => {
      const item = ((await (await page.request.get(`/api/batches/${jobId}/rows?limit=200`)).json()).items as { title: string; review: string }[])[firstApproved]!;
      return item.title === "Edited After Approval Lamp" && item.review === "approved";
    },
    "the edit saved, the row still approved",
  );

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
  // Product rows in file order: an approved product's body is new, every other keeps its text.
  const productRows = rows.flatMap((row, i) => (i > 0 && before[i]![1] !== "" ? [i] : []));
  expect(productRows).toHaveLength(60);
  productRows.forEach((i, product) => {
    if (reviewed[product]!.review === "approved") expect(rows[i]![body]).not.toBe(before[i]![body]);
    else expect(rows[i]![body]).toBe(before[i]![body]);
  });
  expect(rows[productRows[firstApproved]!]![1]).toBe("Edited After Approval Lamp");
  for (let i = 1; i < rows.length; i++) expect(rows[i]![price]).toBe(before[i]![price]);
}, 240_000);

/** Serious or critical axe findings on the page as it is now. */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
}

/** A CSV-looking body of `bytes` bytes: a header, then product rows. */
function bigCsv(bytes: number): Buffer {
  const line = "Oak Desk Lamp,solid oak with a brass switch and a linen shade\n";
  return Buffer.from(`Name,Features\n${line.repeat(Math.ceil(bytes / line.length))}`);
}

it("a preview can be discarded, and a draft deleted from the list (issue 28: a preview leaves nothing for good)", async () => {
  const page = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
  await signUp(page, uniqueEmail("batches-discard"));
  await page.goto("/batches");
  await page.getByRole("heading", { name: "Catalog upload", level: 1 }).waitFor();
  const previewOf = async (filename: string) => {
    await page.locator("#batch-file").setInputFiles({ name: filename, mimeType: "text/csv", buffer: Buffer.from(shopifyExport(5)) });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    const preview = page.getByRole("region", { name: new RegExp(`Preview: ${filename}`) });
    await preview.waitFor();
    return preview;
  };
  const jobFiles = async () =>
    ((await (await page.request.get("/api/batches")).json()) as { id: string; filename: string }[]).map((job) => job.filename);

  // Discard: the preview goes, and so does its draft.
  const first = await previewOf("first.csv");
  await page.getByText(BATCH_COPY.draftKept).waitFor();
  expect(await jobFiles()).toEqual(["first.csv"]);
  await first.getByRole("button", { name: BATCH_COPY.discardButton }).click();
  await first.waitFor({ state: "detached" });
  await until(async () => (await jobFiles()).length === 0, "the draft deleted");
  await page.getByText(BATCH_COPY.noJobs).waitFor();

  // A draft left in the list: deleted from there, after the seller confirms.
  await previewOf("second.csv");
  await page.reload();
  const remove = page.getByRole("button", { name: BATCH_COPY.deleteJob("second.csv") });
  page.once("dialog", (dialog) => void dialog.accept());
  await remove.click();
  await page.getByText(BATCH_COPY.deleted("second.csv")).first().waitFor();
  await page.getByText(BATCH_COPY.noJobs).waitFor();
  expect(await jobFiles()).toEqual([]);
});

describe.each(VIEWPORTS)("reviewing at $name width", ({ name, viewport }) => {
  it("shows each product as a card (before beside after, its facts kept), finds rows by state and name, acts on many, and answers the keyboard", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`batches-review-${name}`));
    await page.goto("/batches");
    const csv = shopifyExport(12, { variants: () => 1, description: (i) => `<p>Solid oak lamp ${i + 1}, 40 cm tall.</p><p>Not dishwasher safe.</p>` });
    await page.locator("#batch-file").setInputFiles({ name: "lamps.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await page.getByRole("button", { name: "Start writing (12)" }).click();
    await page.waitForURL(/\/batches\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Progress: completed" }).waitFor({ timeout: 60_000 });
    const jobId = page.url().split("/").pop()!;
    const review = page.getByRole("region", { name: "Review" });
    const cards = review.getByRole("article");
    await until(async () => (await cards.count()) === 12, "twelve cards");

    // Before beside after; the seller's own facts counted as kept.
    const first = cards.first();
    await first.getByRole("region", { name: "Before" }).getByText("Solid oak lamp 1, 40 cm tall.", { exact: false }).waitFor();
    expect(await first.getByTestId("seller-facts").textContent()).toMatch(/^The seller's own description: (\d+)\/\1 facts kept/);
    expect(await first.getByRole("region", { name: "After" }).textContent()).toMatch(/not dishwasher safe/i);

    // Search by name (on the server), then the review filter.
    const firstName = (await first.locator("header h3").textContent())!;
    await review.getByRole("searchbox", { name: "Search by name or SKU" }).fill(firstName.toUpperCase());
    await until(async () => (await cards.count()) === 1, "one card found");
    await review.getByRole("searchbox", { name: "Search by name or SKU" }).fill("");
    await until(async () => (await cards.count()) === 12, "all cards again");

    // Select two, approve them together.
    await cards.nth(1).getByRole("checkbox").check();
    await cards.nth(2).getByRole("checkbox").check();
    expect(await review.getByTestId("selected-count").textContent()).toBe("2 selected");
    await review.getByRole("button", { name: "Approve selected" }).click();
    await until(async () => (await review.getByTestId("review-state").filter({ hasText: "approved" }).count()) === 2, "two approved");
    await page.selectOption("#review-filter", "approved");
    await until(async () => (await cards.count()) === 2, "the approved two");
    await page.selectOption("#review-filter", "any");
    await until(async () => (await cards.count()) === 12, "all twelve");

    // The keyboard: r rejects the focused card, j moves to the next.
    await cards.nth(3).focus();
    await page.keyboard.press("r");
    await until(async () => (await cards.nth(3).getByTestId("review-state").textContent()) === "rejected", "rejected by keyboard");
    await page.keyboard.press("j");
    expect(await cards.nth(4).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("a");
    await until(async () => (await cards.nth(4).getByTestId("review-state").textContent()) === "approved", "approved by keyboard");

    // Every field editable: the meta description, saved to the row.
    const card = cards.nth(5);
    await card.getByText("Edit every field").click();
    const meta = card.getByRole("textbox", { name: /^SEO description|^Meta description/ });
    await meta.fill("Solid oak lamp, 40 cm tall.");
    await card.getByRole("button", { name: "Save changes" }).click();
    await until(async () => {
      const rows = (await (await page.request.get(`/api/batches/${jobId}/rows?limit=50`)).json()).items as { listing: Record<string, unknown> }[];
      return rows[5]!.listing.metaDescription === "Solid oak lamp, 40 cm tall.";
    }, "the field saved");

    // On a phone: cards, nothing wider than the screen, Approve and Reject within reach.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const approve = cards.nth(6).getByRole("button", { name: "Approve", exact: true });
    const box = (await approve.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, `catalog-review-cards-${name}`, true);
  });
});

describe.each(VIEWPORTS)("uploading at $name width", ({ name, viewport }) => {
  it("refuses a file over the limit and a file that is not CSV at once, shows progress, and shows the server's refusal", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`batches-upload-${name}`));
    await page.goto("/batches");
    await page.getByRole("heading", { name: "Catalog upload", level: 1 }).waitFor();
    const problem = page.getByTestId("upload-problem");
    expect(await problem.getAttribute("role")).toBe("alert");
    const button = page.getByRole("button", { name: "Upload and preview" });

    // 21 MB, over the 20 MB limit: said as soon as the file is chosen, nothing sent, the button not offered.
    const tooBig = bigCsv(21 * 1024 * 1024);
    expect(tooBig.length).toBeGreaterThan(BATCH_UPLOAD_LIMITS.maxFileBytes);
    // From a file on disk: a 21 MB buffer takes longer than the action timeout to pass to the browser.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "batches-upload-"));
    const tooBigPath = path.join(dir, "products_export.csv");
    fs.writeFileSync(tooBigPath, tooBig);
    await page.locator("#batch-file").setInputFiles(tooBigPath);
    await until(
      async () => (await problem.textContent().catch(() => "")) === fileTooLargeMessage("products_export.csv", BATCH_UPLOAD_LIMITS.maxFileBytes),
      "the size refusal",
    );
    expect(await button.isDisabled()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, `catalog-upload-too-large-${name}`);

    // A workbook picked instead of its CSV: said plainly, no mapping form of garbage.
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.alloc(2000, 7)]);
    await page.locator("#batch-file").setInputFiles({ name: "products.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: xlsx });
    const notCsv = notCsvMessage("products.xlsx", "a spreadsheet workbook or zip archive (.xlsx, .ods, .zip)");
    await until(async () => (await problem.textContent().catch(() => "")) === notCsv, "the not-a-CSV refusal");
    expect(await page.getByText("Which column is which?").count()).toBe(0);
    expect(await button.isDisabled()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    // The server says the same to a client that sends it anyway (415, naming the file).
    const sent = await page.request.post("/api/batches?filename=products.xlsx", {
      headers: { "x-requested-with": "shopscript", "content-type": "text/csv" },
      data: xlsx,
    });
    expect(sent.status()).toBe(415);
    expect(((await sent.json()) as { message: string }).message).toBe(notCsv);

    // A file the server refuses (a header, no products): its message is shown, whatever it is.
    await page.locator("#batch-file").setInputFiles({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.from("Name,Features\n") });
    await until(async () => !(await button.isDisabled()), "the button offered again");
    await button.click();
    await until(
      async () => (await problem.textContent().catch(() => "")) === "The file has a header row but no product rows.",
      "the server's refusal",
    );

    // A slow upload shows its progress and can be canceled.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 16 * 1024 });
    const slowPath = path.join(dir, "slow.csv");
    // 1 MB at 16 KB/s: about a minute, time enough to look at it part-way and cancel it.
    fs.writeFileSync(slowPath, bigCsv(1024 * 1024));
    await page.locator("#batch-file").setInputFiles(slowPath);
    await until(async () => !(await button.isDisabled()), "the button offered again");
    await button.click();
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await until(async () => {
      const now = Number(await bar.getAttribute("aria-valuenow").catch(() => null));
      return now > 0 && now < 100;
    }, "the upload part-way");
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, `catalog-upload-progress-${name}`);
    await page.getByRole("button", { name: "Cancel upload" }).click();
    await until(async () => (await problem.textContent().catch(() => "")) === BATCH_COPY.uploadCanceled, "the upload canceled");
    expect(await bar.count()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180_000);
});

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
