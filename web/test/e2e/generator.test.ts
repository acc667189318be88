/** @jest-environment ./web/test/e2e/environment.ts */
import type { Page } from "playwright-core";
import {
  choose,
  generate,
  holdRequests,
  nextAnswer,
  resultCard,
  signUp,
  toast,
  uniqueEmail,
  until,
  useE2E,
} from "./helpers";

// The generator (signed in and as the anonymous demo) and the dashboard of saved descriptions.
const e2e = useE2E();

/** The listing's fields as shown in the result card. */
const resultText = (page: Page) => resultCard(page).locator("dl");

/** Saves the result card's listing: the server's 201, the button's Saved state, and the toast. */
async function save(page: Page): Promise<void> {
  const saved = nextAnswer(page, "POST", "/api/descriptions");
  const savedToast = toast(page, "Saved!");
  await resultCard(page).getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(201);
  await resultCard(page).getByRole("button", { name: "Saved" }).waitFor();
  await savedToast;
}

describe("generator and dashboard, signed in", () => {
  it("generates on two platforms, copies, saves, regenerates, then filters, views, deletes and exports", async () => {
    const page = await e2e.newPage();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.t.url });
    await signUp(page, uniqueEmail("gen"));
    await page.goto("/generator");
    await page.getByRole("heading", { name: "Generate Product Description", level: 1 }).waitFor();

    // 1: Amazon, Professional.
    await generate(page, {
      name: "Brass Desk Lamp",
      keywords: "brass, dimmable, 10 W LED",
      platform: "Amazon",
      tone: "Professional",
    });
    const card = resultCard(page);
    await card.getByText("Amazon", { exact: true }).waitFor();
    const first = (await resultText(page).innerText()).trim();
    expect(first.length).toBeGreaterThan(20);

    await card.getByRole("button", { name: "Copy all" }).click();
    await card.getByRole("button", { name: "Copied!" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Copy all gives the whole listing: every field's text is in it.
    for (const title of await card.locator("dd > p").allInnerTexts()) expect(copied).toContain(title.trim());

    await save(page);

    await card.getByRole("button", { name: "Regenerate" }).click();
    await until(async () => {
      const text = await resultText(page)
        .innerText()
        .catch(() => "");
      return text.trim() !== "" && text.trim() !== first;
    }, "a different text after Regenerate");

    // 2: Shopify, Luxury.
    await generate(page, {
      name: "Silk Sleep Mask",
      keywords: "mulberry silk, adjustable strap",
      platform: "Shopify",
      tone: "Luxury",
    });
    await card.getByText("Shopify", { exact: true }).waitFor();
    await save(page);

    // The dashboard.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    const cards = page.locator("ul.grid > li");
    await page.getByText("2 descriptions found").waitFor();
    expect(await cards.count()).toBe(2);
    await page.getByRole("heading", { name: "Brass Desk Lamp" }).waitFor();
    await page.getByRole("heading", { name: "Silk Sleep Mask" }).waitFor();

    const csv = page.getByRole("link", { name: "CSV" });
    expect(new URL((await csv.getAttribute("href"))!, e2e.t.url).searchParams.get("format")).toBe("csv");

    await page.getByPlaceholder("Search descriptions...").fill("silk");
    await page.getByText("1 description found").waitFor();
    await until(async () => (await cards.count()) === 1, "one card after searching");
    await page.getByRole("heading", { name: "Silk Sleep Mask" }).waitFor();
    expect(new URL((await csv.getAttribute("href"))!, e2e.t.url).searchParams.get("q")).toBe("silk");
    await page.getByPlaceholder("Search descriptions...").fill("");
    await page.getByText("2 descriptions found").waitFor();

    await choose(page, "#platform-filter", "Amazon");
    await page.getByText("1 description found").waitFor();
    await until(async () => (await cards.count()) === 1, "one card after filtering");
    await page.getByRole("heading", { name: "Brass Desk Lamp" }).waitFor();
    await choose(page, "#platform-filter", "All platforms");
    await page.getByText("2 descriptions found").waitFor();

    await page.getByRole("button", { name: "View Silk Sleep Mask" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Silk Sleep Mask" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Delete: once the server has answered, the card goes, the count drops, the dialog closes and "Deleted"
    // shows, without waiting on the list's refetch (issue 25: they waited on it, and a loaded CI machine saw
    // no "Deleted" within 15 s). The refetch is held until all of that is on screen, then let through.
    const listRefetch = await holdRequests(page, "GET", "/api/descriptions");
    await page.getByRole("button", { name: "Delete Brass Desk Lamp" }).click();
    const confirm = page.getByRole("alertdialog");
    const deleted = nextAnswer(page, "DELETE", /^\/api\/descriptions\/[^/]+$/);
    const deletedToast = toast(page, "Deleted");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    expect((await deleted).status()).toBe(200);
    // The dialog first: while it is open the page behind it is aria-hidden, and a role locator finds no heading.
    await confirm.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Brass Desk Lamp" }).waitFor({ state: "detached" });
    await page.getByText("1 description found").waitFor();
    await deletedToast;
    expect(await cards.count()).toBe(1);
    // The list is still refetched after a delete (spec §4), and agrees.
    await until(() => listRefetch.held() > 0, "the list's refetch after the delete");
    const refetched = nextAnswer(page, "GET", "/api/descriptions");
    await listRefetch.release();
    expect((await refetched).status()).toBe(200);
    await page.getByText("1 description found").waitFor();
    expect(await cards.count()).toBe(1);
    await page.getByRole("heading", { name: "Silk Sleep Mask" }).waitFor();
    // A whole seller's flow (sign-up, three generations, two saves, three filters, a view, a delete and its refetch):
    // bounded by E2E_FLOW_TIMEOUT_MS (in a fresh-clone CI run it had reached only the view at 30 s).
  });
});

describe("the anonymous free demo", () => {
  it("reads the optional Product details text (issue 27): its warning is shown word for word", async () => {
    const page = await e2e.newPage();
    await signUp(page, uniqueEmail("details"));
    await page.goto("/generator");
    await page.getByRole("heading", { name: "Generate Product Description", level: 1 }).waitFor();
    await generate(page, {
      name: "Glass Oil Diffuser",
      keywords: "glass, 100 ml, 8 reeds",
      details: "Hand-blown in small batches. WARNING: Keep away from flames, heat, and children.",
      platform: "Amazon",
      tone: "Professional",
    });
    await resultCard(page).getByText("WARNING: Keep away from flames, heat, and children.", { exact: false }).first().waitFor();
  });

  it("generates once, then the second try opens the sign-up dialog without a request", async () => {
    const page = await e2e.newPage();
    await page.goto("/generator");
    await page.getByRole("heading", { name: "Free Demo", level: 1 }).waitFor();
    await page.getByText("Try Free", { exact: true }).waitFor();
    const banner = page.getByRole("note");
    await banner.getByText("1 free description").waitFor();

    const generationCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/generate")) generationCalls.push(request.url());
    });

    await generate(page, {
      name: "Oak Cutting Board",
      keywords: "solid oak, juice groove",
      platform: "Etsy",
      tone: "Casual",
    });
    expect((await resultText(page).innerText()).trim().length).toBeGreaterThan(20);
    expect(generationCalls).toHaveLength(1);
    await banner.waitFor({ state: "detached" });
    const flags = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("shopscript")),
    );
    expect(flags.length).toBeGreaterThanOrEqual(1);

    await page.getByRole("button", { name: "Generate Description" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Create an account to continue" }).waitFor();
    await dialog.getByRole("link", { name: "Sign Up for Free Trial" }).waitFor();
    await page.waitForTimeout(2_000); // longer than the form's 1.5 s delay: no call may follow
    expect(generationCalls).toHaveLength(1);
  });
});
