/** @jest-environment ./web/test/e2e/environment.ts */
import fs from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { FIELD_EXPORT_COLUMNS, type CheckResult, type Description } from "@shopscript/contracts";
import { nextAnswer, screenshot, signUp, toast, uniqueEmail, until, useE2E, VIEWPORTS } from "./helpers";
import { expectAxeClean, scrollsSideways } from "./page-checks";

// Issue 29: a dashboard that manages a catalogue. A saved listing edited in the View dialog and checked
// again on save (a failed check shown, the edit kept); the list sorted on the server; many selected, exported
// as a file with one column per field, deleted and brought back with Undo. At 1280 and 390 px; axe in both
// themes on the dashboard with its new parts and on the edited dialog.
const e2e = useE2E();
jest.setTimeout(240_000);

const APP_HEADER = { "x-requested-with": "shopscript" };

/** Generates a listing and saves it, as the generator page's Generate and Save do (through the same API). */
async function savedListing(page: Page, input: { productName: string; keywords: string; platform: string }): Promise<Description> {
  const generated = await page.request.post("/api/generate-description", { data: { ...input, tone: "professional" }, headers: APP_HEADER });
  expect(generated.status()).toBe(200);
  const result = (await generated.json()) as { description: string; listing: Record<string, string | string[]> };
  const saved = await page.request.post("/api/descriptions", {
    data: { ...input, tone: "professional", productUrl: "", description: result.description, listing: result.listing },
    headers: APP_HEADER,
  });
  expect(saved.status()).toBe(201);
  return (await saved.json()) as Description;
}

const cardNames = (page: Page) => page.locator("ul.grid > li h2").allInnerTexts();

describe.each(VIEWPORTS)("managing the catalogue on the dashboard, at $name width", ({ name, viewport }) => {
  it("edits a saved listing in its View dialog: on save the checker runs again, a failed check is shown and the edit kept", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`edit-${name}`));
    const lamp = await savedListing(page, { productName: "Brass Desk Lamp", keywords: "brass, dimmable, 10 W LED", platform: "amazon" });
    await page.goto("/dashboard");
    await page.getByText("1 description found").waitFor();

    await page.getByRole("button", { name: "View Brass Desk Lamp" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Edit" }).click();
    const title = dialog.getByLabel("Title", { exact: true });
    expect(await title.inputValue()).toBe(lamp.listing!.title);
    // A title Amazon refuses ("!" and a promotional phrase) and bullets of the seller's own, one per line.
    await title.fill("Brass Desk Lamp - Free Shipping!");
    await dialog.getByLabel(/^Bullet points/).fill("Solid brass shade\nDimmable 10 W LED");
    await screenshot(page, `dashboard-edit-form-${name}`);
    const edited = nextAnswer(page, "PATCH", `/api/descriptions/${lamp.id}`);
    const savedToast = toast(page, "Saved");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    const answer = await edited;
    expect(answer.status()).toBe(200);
    const stored = (await answer.json()) as Description;
    const failed = (stored.checks as CheckResult[]).filter((check) => !check.passed);
    expect(failed.length).toBeGreaterThan(0);
    // Shown, not refused: the dialog is back to the listing, with the new fields and what needs attention.
    await dialog.getByText(`${failed.length} of ${stored.checks!.length} checks need attention`).waitFor();
    await dialog.getByText("Brass Desk Lamp - Free Shipping!").first().waitFor();
    await dialog.getByText("Solid brass shade").first().waitFor();
    await savedToast;
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `dashboard-edit-checked-${name}`);

    // Kept: read again from the server.
    const reread = (await (await page.request.get(`/api/descriptions/${lamp.id}`)).json()) as Description;
    expect(reread.listing).toMatchObject({ title: "Brass Desk Lamp - Free Shipping!", bullets: ["Solid brass shade", "Dimmable 10 W LED"] });
    expect(reread.checks).toEqual(stored.checks);

    await expectAxeClean(page, async (p) => {
      await p.getByRole("button", { name: "View Brass Desk Lamp" }).click();
      await p.getByRole("dialog").getByTestId("edited-checks").waitFor();
    });
    // The form itself, too.
    await page.getByRole("dialog").getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog").getByLabel("Title", { exact: true }).waitFor();
    const form = await new AxeBuilder({ page }).analyze();
    expect(form.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  it("sorts on the server by date, name and platform, with the search", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`sort-${name}`));
    // Saved oldest first.
    for (const [productName, platform] of [
      ["cherry Bowl", "etsy"],
      ["Apple Crate", "shopify"],
      ["banana Hook", "amazon"],
    ] as const) {
      const saved = await page.request.post("/api/descriptions", {
        data: { productName, keywords: "wood", platform, tone: "casual", productUrl: "", description: `A ${productName} of wood.` },
        headers: APP_HEADER,
      });
      expect(saved.status()).toBe(201);
    }
    await page.goto("/dashboard");
    await page.getByText("3 descriptions found").waitFor();
    expect(await cardNames(page)).toEqual(["banana Hook", "Apple Crate", "cherry Bowl"]);

    const sortBy = async (label: string, param: string) => {
      const answer = nextAnswer(page, "GET", "/api/descriptions");
      await page.locator("#sort-order").click();
      await page.getByRole("option", { name: label, exact: true }).click();
      const response = await answer;
      expect(new URL(response.url()).searchParams.get("sort")).toBe(param);
      expect(response.status()).toBe(200);
    };
    await sortBy("Name (A–Z)", "name");
    await until(async () => (await cardNames(page)).join() === "Apple Crate,banana Hook,cherry Bowl", "name order");
    // The list's own download follows the order.
    const csv = page.getByRole("link", { name: "CSV" });
    expect(new URL((await csv.getAttribute("href"))!, e2e.t.url).searchParams.get("sort")).toBe("name");
    await sortBy("Oldest first", "oldest");
    await until(async () => (await cardNames(page)).join() === "cherry Bowl,Apple Crate,banana Hook", "oldest first");
    await sortBy("Platform (A–Z)", "platform");
    await until(async () => (await cardNames(page)).join() === "banana Hook,cherry Bowl,Apple Crate", "platform order");
    // A search keeps the order.
    await page.getByPlaceholder("Search descriptions...").fill("a");
    await until(async () => (await cardNames(page)).join() === "banana Hook,cherry Bowl,Apple Crate", "platform order, searched");
    expect(await scrollsSideways(page)).toBe(false);
  });

  it("selects many, exports them with one column per field, deletes them and brings them back with Undo", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`select-${name}`));
    await savedListing(page, { productName: "Linen Apron", keywords: "linen, two pockets", platform: "etsy" });
    await savedListing(page, { productName: "Oak Cutting Board", keywords: "oak, end grain", platform: "shopify" });
    await savedListing(page, { productName: "Steel Bottle", keywords: "steel, 750 ml", platform: "amazon" });
    await page.goto("/dashboard");
    await page.getByText("3 descriptions found").waitFor();
    const selected = page.getByTestId("selected-count");
    expect(await selected.innerText()).toBe("0 selected");

    await page.getByLabel("Select Linen Apron").check();
    await page.getByLabel("Select Steel Bottle").check();
    await until(async () => (await selected.innerText()) === "2 selected", "2 selected");

    // CSV: one column per field, the two chosen, their line breaks inside quoted cells.
    const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export 2 selected as CSV" }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^shopscript-descriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(fs.readFileSync((await csvDownload.path())!), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual(FIELD_EXPORT_COLUMNS.map((column) => column.label));
    expect(rows.map((row) => row.Platform).sort()).toEqual(["amazon", "etsy"]);
    const etsy = rows.find((row) => row.Platform === "etsy")!;
    expect(etsy.Tags!.split(", ").length).toBeGreaterThan(1);
    expect(rows.find((row) => row.Platform === "amazon")!.Bullets!.split("\n").length).toBeGreaterThan(1);
    // JSON: the same columns as keys, lists as lists.
    const [jsonDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export 2 selected as JSON" }).click()]);
    const items = JSON.parse(fs.readFileSync((await jsonDownload.path())!, "utf8")) as Array<Record<string, unknown>>;
    expect(items.map((item) => Object.keys(item))).toEqual([0, 1].map(() => FIELD_EXPORT_COLUMNS.map((column) => column.key)));
    expect(items.every((item) => Array.isArray(item.tags) && Array.isArray(item.bullets))).toBe(true);

    // Select all shown, then delete them: gone at once; Undo in the toast brings them back.
    await page.getByLabel("Select all shown").check();
    await until(async () => (await selected.innerText()) === "3 selected", "3 selected");
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `dashboard-selected-${name}`);
    const deleted = nextAnswer(page, "POST", "/api/descriptions/delete");
    const deletedToast = toast(page, "Deleted");
    await page.getByRole("button", { name: "Delete 3 selected" }).click();
    expect((await deleted).status()).toBe(200);
    await page.getByRole("heading", { name: "No descriptions yet" }).waitFor();
    await deletedToast;
    await page.getByText("3 descriptions deleted.", { exact: true }).waitFor();
    const restored = nextAnswer(page, "POST", "/api/descriptions/restore");
    await page.getByRole("button", { name: "Undo" }).click();
    expect((await restored).status()).toBe(200);
    await page.getByText("3 descriptions found").waitFor();
    await until(async () => (await cardNames(page)).length === 3, "three cards back");
    expect((await cardNames(page)).sort()).toEqual(["Linen Apron", "Oak Cutting Board", "Steel Bottle"]);

    // One card's own Delete offers the same Undo.
    await page.getByRole("button", { name: "Delete Oak Cutting Board" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("You can undo this for a few seconds afterwards.", { exact: false }).waitFor();
    const deletedOne = nextAnswer(page, "DELETE", /^\/api\/descriptions\/[^/]+$/);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    expect((await deletedOne).status()).toBe(200);
    await page.getByText("2 descriptions found").waitFor();
    const restoredOne = nextAnswer(page, "POST", "/api/descriptions/restore");
    await page.getByRole("button", { name: "Undo" }).click();
    expect((await restoredOne).status()).toBe(200);
    await page.getByText("3 descriptions found").waitFor();

    await expectAxeClean(page, async (p) => {
      await p.getByText("3 descriptions found").waitFor();
      await p.getByLabel("Select Linen Apron").check();
      await p.getByText("1 selected").waitFor();
    });
  });

  it("downloads the selection as the file a store imports: Shopify's product CSV, an Etsy listings CSV, Amazon's flat file", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`store-file-${name}`));
    await savedListing(page, { productName: "Linen Apron", keywords: "linen, two pockets", platform: "etsy" });
    await savedListing(page, { productName: "Oak Cutting Board", keywords: "oak, end grain", platform: "shopify" });
    await savedListing(page, { productName: "Steel Bottle", keywords: "steel, 750 ml", platform: "amazon" });
    await page.goto("/dashboard");
    await page.getByText("3 descriptions found").waitFor();
    await page.getByLabel("Select Linen Apron").check();
    await page.getByLabel("Select Oak Cutting Board").check();
    await until(async () => (await page.getByTestId("selected-count").innerText()) === "2 selected", "2 selected");

    const picker = page.getByLabel("File for your store");
    const hint = page.getByTestId("store-file-hint");
    const download = async (label: string) => {
      const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Download 2 selected as ${label}` }).click()]);
      return { name: file.suggestedFilename(), text: fs.readFileSync((await file.path())!, "utf8") };
    };

    // Shopify: the template's columns, both products as drafts with their handles and HTML bodies.
    expect(await hint.innerText()).toContain("Imports as drafts");
    const shopify = await download("Shopify product CSV");
    expect(shopify.name).toMatch(/^shopscript-shopify-products-\d{4}-\d{2}-\d{2}\.csv$/);
    const products = parse(shopify.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(products[0]!)).toEqual(["Title", "URL handle", "Description", "Tags", "Status", "SEO title", "SEO description"]);
    // Handles from the written titles: lower-case words joined by hyphens.
    const handles = products.map((row) => row["URL handle"]!).sort();
    expect(handles).toEqual([expect.stringMatching(/^linen-apron(-[a-z0-9]+)*$/), expect.stringMatching(/^oak-cutting-board(-[a-z0-9]+)*$/)]);
    expect(products.every((row) => row.Status === "draft" && row.Description!.startsWith("<"))).toBe(true);

    // Etsy: its listings columns, the description as text, the tags comma-separated.
    await picker.selectOption({ label: "Etsy listings CSV" });
    await until(async () => (await hint.innerText()).includes("price, currency and quantity"), "the Etsy hint");
    const etsy = await download("Etsy listings CSV");
    expect(etsy.name).toMatch(/^shopscript-etsy-listings-\d{4}-\d{2}-\d{2}\.csv$/);
    const listings = parse(etsy.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(Object.keys(listings[0]!)).toEqual(["TITLE", "DESCRIPTION", "PRICE", "CURRENCY_CODE", "QUANTITY", "TAGS", "MATERIALS", "SKU"]);
    expect(listings).toHaveLength(2);
    const apron = listings.find((row) => row.TAGS!.includes("apron") || row.TITLE!.includes("Apron"))!;
    expect(apron.TAGS!.split(",").length).toBeGreaterThan(1);
    expect(listings.every((row) => !row.DESCRIPTION!.includes("<p>"))).toBe(true);

    // Amazon: the tab-delimited flat file, one line per product after the header.
    await picker.selectOption({ label: "Amazon flat file" });
    const amazon = await download("Amazon flat file");
    expect(amazon.name).toMatch(/^shopscript-amazon-flat-file-\d{4}-\d{2}-\d{2}\.txt$/);
    const lines = amazon.text.trimEnd().split("\r\n");
    expect(lines[0]!.split("\t")).toEqual([
      "item_sku", "item_name", "brand_name", "bullet_point1", "bullet_point2", "bullet_point3", "bullet_point4", "bullet_point5",
      "product_description", "generic_keywords",
    ]);
    expect(lines).toHaveLength(3);

    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `dashboard-store-file-${name}`);
    await expectAxeClean(page, async (p) => {
      await p.getByText("3 descriptions found").waitFor();
      await p.getByLabel("Select Linen Apron").check();
      await p.getByText("1 selected").waitFor();
      await p.getByLabel("File for your store").selectOption({ label: "Etsy listings CSV" });
    });
  });
});
