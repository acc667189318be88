/** @jest-environment ./web/test/e2e/environment.ts */
import { expectAxeClean, scrollsSideways } from "./page-checks";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import { choose, nextAnswer, resultCard, screenshot, signUp, toast, uniqueEmail, until, useE2E, VIEWPORTS } from "./helpers";

// The voice page (issue 31) in the browser, at a laptop's and a phone's width: a voice learned from pasted
// listings, edited with the live preview following, saved, and used in the generator; axe clean in both themes.
// Then a voice chosen for a catalog job.
const e2e = useE2E();

const LISTINGS = [
  "Harbour Canvas Tote\nOur canvas tote is cut and sewn in our Portland studio. The colour stays true wash after wash. Handmade in Maine.",
  "Driftwood Linen Apron\nOur linen apron has two deep pockets and a neck strap we adjust by hand. Its colour softens with every wash. Handmade in Maine.",
  "Lighthouse Wool Throw\nOur wool throw is woven on a small loom in our studio. We finish every edge by hand, in a colour taken from the harbour. Handmade in Maine.",
].join("\n---\n");

describe.each(VIEWPORTS)("the voice page at $name width", ({ name, viewport }) => {
  it("learns a voice from pasted listings, edits it with a live preview, saves it and writes in it", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`voice-${name}`));
    await page.goto("/voices");
    await page.getByRole("heading", { name: "Brand voices", level: 1 }).waitFor();

    await page.getByRole("textbox", { name: "Your listings" }).fill(LISTINGS);
    await page.getByRole("button", { name: "Propose a voice" }).click();
    await page.getByRole("status").getByText(/Read 3 listings/).waitFor();
    expect(await page.locator("#spelling").inputValue()).toBe("uk");
    expect(await page.locator("#person").inputValue()).toBe("we");
    expect(await page.getByRole("textbox", { name: "Required phrases" }).inputValue()).toBe("Handmade in Maine");
    expect(await page.getByRole("textbox", { name: "Banned words" }).inputValue()).toContain("cheap");

    // Edited: a name, "cheap" said as "affordable", and no "we" in generated copy.
    await page.getByRole("textbox", { name: "Voice name" }).fill("Maine Studio");
    const banned = (await page.getByRole("textbox", { name: "Banned words" }).inputValue()).split("\n").filter((l) => l.trim() !== "cheap");
    await page.getByRole("textbox", { name: "Banned words" }).fill([...banned, "cheap => affordable"].join("\n"));
    await choose(page, "#person", "Neutral (no we)");
    // The live preview follows the edit: the sample's "cheap" is said as "affordable", the line closes it.
    const preview = page.getByTestId("voice-preview");
    await preview.getByText(/affordable/).first().waitFor();
    await preview.getByText(/Handmade in Maine\./).waitFor();
    // The listing says "affordable"; only the note under it names the word the voice replaced.
    const [listing, note] = (await preview.innerText()).split("Your voice changed your words:");
    expect(listing).not.toMatch(/\bcheap\b/i);
    expect(note).toContain("“cheap” → “affordable”");

    const saved = toast(page, "Voice saved");
    const answer = nextAnswer(page, "POST", "/api/voices");
    await page.getByRole("button", { name: "Save voice" }).click();
    expect((await answer).status()).toBe(201);
    await saved;
    await page.getByRole("navigation", { name: "Your voices" }).getByRole("button", { name: /Maine Studio/ }).waitFor();
    await page.getByRole("heading", { name: "Edit “Maine Studio”" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `voices-${name}`, true);

    await page.getByRole("link", { name: "Use in the generator" }).click();
    await page.waitForURL(/\/generator\?voice=/);
    await page.locator("#voiceId").getByRole("option", { name: "Maine Studio" }).waitFor({ state: "attached" });
    await page.getByLabel("Product Name").fill("Linen Apron");
    await page.getByLabel("Keywords & Features").fill("100% linen, cheap, two deep pockets");
    await choose(page, "#platform", "Etsy");
    await page.getByRole("button", { name: "Generate Description" }).click();
    await page.getByRole("heading", { name: "Linen Apron", level: 2 }).waitFor();
    const card = await resultCard(page).innerText();
    expect(card).toContain("Handmade in Maine.");
    expect(card).not.toMatch(/\bcheap\b/i);
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto("/voices");
    await expectAxeClean(page, async (p) => {
      await p.getByRole("navigation", { name: "Your voices" }).getByRole("button", { name: /Maine Studio/ }).waitFor();
      await p.getByTestId("voice-preview").waitFor();
    });
  });
});

it("a voice chosen for a catalog job: picked on the upload form, shown on the preview and the job, every row written in it", async () => {
  const page = await e2e.newPage({ viewport: VIEWPORTS[0]!.viewport });
  await signUp(page, uniqueEmail("voice-batch"));
  const headers = { "content-type": "application/json", "x-requested-with": "shopscript" };
  // The seller's default voice, and the one this job is written in.
  expect((await page.request.post("/api/voices", { headers, data: { name: "Maine Made", requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-end" }] } })).status()).toBe(201);
  expect((await page.request.post("/api/voices", { headers, data: { name: "Studio", requiredPhrases: [{ phrase: "Packed by hand in our Portland studio.", placement: "description-end" }] } })).status()).toBe(201);

  await page.goto("/batches");
  await page.getByRole("heading", { name: "Catalog upload", level: 1 }).waitFor();
  // The upload form with its "Brand voice" choice, axe clean in both themes.
  await expectAxeClean(page, async (p) => {
    await p.locator("#voiceId").getByRole("option", { name: "Studio" }).waitFor({ state: "attached" });
  });
  await page.locator("#batch-file").setInputFiles({ name: "products_export.csv", mimeType: "text/csv", buffer: Buffer.from(shopifyExport(3, { variants: () => 1 })) });
  await page.locator("#voiceId").getByRole("option", { name: "Studio" }).waitFor({ state: "attached" });
  await choose(page, "#voiceId", "Studio");
  await page.getByRole("button", { name: "Upload and preview" }).click();
  const preview = page.getByRole("region", { name: /Preview: products_export.csv/ });
  await preview.getByTestId("job-voice").getByText("Studio", { exact: true }).waitFor();
  await preview.getByRole("button", { name: "Start writing (3)" }).click();
  await page.waitForURL(/\/batches\/[0-9a-f-]{36}$/);
  await page.getByTestId("job-voice").getByText("Studio", { exact: true }).waitFor();
  await page.getByRole("heading", { name: "Progress: completed" }).waitFor({ timeout: 120_000 });
  const review = page.getByRole("region", { name: "Review" });
  const cards = review.getByRole("article");
  await until(async () => (await cards.count()) === 3, "three products to review");
  for (let i = 0; i < 3; i++) {
    const text = await cards.nth(i).innerText();
    expect(text).toContain("Packed by hand in our Portland studio.");
    expect(text).not.toContain("Handmade in Maine");
  }
  // The job page with its voice line, axe clean in both themes.
  await expectAxeClean(
    page,
    async (p) => {
      await p.getByTestId("job-voice").getByText("Studio", { exact: true }).waitFor();
      await p.getByRole("heading", { name: "Progress: completed" }).waitFor();
    },
    { networkIdle: false },
  );
});
