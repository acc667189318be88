// npm run preview -- --name "Hand-Painted Ceramic Mug" --keywords "hand wash only, not dishwasher safe" --platform amazon --tone casual [--variant 1] [--json]
// Prints the built-in writer's listing for one input, with the checker's results and the facts it read,
// so a copywriter can see the effect of a phrasebook edit at once.
import { parseArgs } from "node:util";
import { PLATFORMS, TONES, type Platform, type Tone } from "@shopscript/contracts";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { checkListing } from "../src/domain/checker";
import { renderDescription } from "../src/domain/render-description";
import { productModel } from "../src/facts/parse-facts";
import { composeListing, loadPhrasebook } from "../src/writers/builtin";

const { values } = parseArgs({
  options: {
    name: { type: "string", default: "" },
    keywords: { type: "string", default: "" },
    platform: { type: "string", default: "amazon" },
    tone: { type: "string", default: "professional" },
    variant: { type: "string", default: "0" },
    phrasebook: { type: "string" },
    json: { type: "boolean", default: false },
    facts: { type: "boolean", default: false },
  },
});
const platform = values.platform as Platform;
const tone = values.tone as Tone;
if (!(PLATFORMS as readonly string[]).includes(platform)) throw new Error(`--platform must be one of ${PLATFORMS.join(", ")}`);
if (!(TONES as readonly string[]).includes(tone)) throw new Error(`--tone must be one of ${TONES.join(", ")}`);

const facts = factsFromSellerInput({ productName: values.name!, keywords: values.keywords! });
const listing = composeListing(facts, platform, tone, Number(values.variant), loadPhrasebook(values.phrasebook));
const report = checkListing(listing, { facts, platform });
if (values.json) {
  console.log(JSON.stringify({ listing, checks: report.checks }, null, 2));
} else {
  const model = productModel(facts);
  if (values.facts) {
    console.log(`category: ${model.category ? `${model.category.category.path} (confidence ${model.category.confidence}${model.category.confident ? "" : ", not used"})` : "none"}`);
    for (const f of model.facts) console.log(`  ${f.kind.padEnd(13)} ${f.polarity.padEnd(8)} ${f.shape.padEnd(9)} ${f.display}`);
    console.log(`verbatim: ${model.verbatim.join(", ")}\n`);
  }
  console.log(renderDescription(listing, platform));
  const failed = report.failures.map((f) => `✗ ${f.label}${f.detail ? `: ${f.detail}` : ""}`);
  console.log(`\n${failed.length ? failed.join("\n") : `✓ all ${report.checks.length} checks passed`}`);
}
