import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { renderDescription } from "../src/domain/render-description";
import { createBuiltinWriter } from "../src/writers/builtin";
import { DEFAULT_PHRASEBOOK_DIR } from "../src/writers/builtin/phrasebook";

// The wording is data: a copywriter's edit to a phrasebook file alone changes what the writer says.

const facts = factsFromSellerInput({ productName: "Hand-Painted Ceramic Mug", keywords: "hand wash only, not dishwasher safe, 10 oz, gold rim" });
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "phrasebook-"));
  cpSync(DEFAULT_PHRASEBOOK_DIR, dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("uses an edited care sentence and an edited bullet heading from the files, with no code change", async () => {
  const sentences = path.join(dir, "sentences.yaml");
  writeFileSync(sentences, readFileSync(sentences, "utf8").replace(/care:\n {2}default:\n(?: {4}- .*\n)+/, 'care:\n  default:\n    - "Looking after your mug: {care}."\n'));
  const fields = path.join(dir, "fields.yaml");
  writeFileSync(fields, readFileSync(fields, "utf8").replace('care: { default: "CARE",', 'care: { default: "HOW TO LOOK AFTER IT",'));

  const input = { facts, platform: "amazon" as const, tone: "professional" as const, variant: 0 };
  const shipped = renderDescription(await createBuiltinWriter().write(input), "amazon");
  const edited = renderDescription(await createBuiltinWriter({ phrasebookDir: dir }).write(input), "amazon");

  expect(shipped).not.toContain("Looking after your mug");
  expect(edited).toContain("Looking after your mug: hand wash only, not dishwasher safe.");
  expect(edited).toContain("HOW TO LOOK AFTER IT: Hand wash only, not dishwasher safe.");
});
