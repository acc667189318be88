// npx tsx services/generator/scripts/blind-listings.ts <products.json> <listings.md>
// Writes the 100 listings a blind copywriter review reads (issue 27): each product of products.json
// ([{ id, productName, keywords }], 25 products a reviewer invented) in four platform/tone pairs, the
// twelve pairs rotating so every platform and every tone is read. Each listing is shown as the seller
// sees it: the JSON, the description as pasted, and what the checker tells the seller it left out.
import { readFileSync, writeFileSync } from "node:fs";
import type { Platform, Tone } from "@shopscript/contracts";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { checkListing } from "../src/domain/checker/check-listing";
import { renderDescription } from "../src/domain/render-description";
import { createBuiltinWriter } from "../src/writers/builtin";

const PAIRS: Array<[Platform, Tone]> = [
  ["etsy", "professional"], ["amazon", "luxury"], ["walmart", "technical"], ["ebay", "casual"],
  ["shopify", "professional"], ["aliexpress", "luxury"], ["target", "technical"], ["facebook", "casual"],
  ["woocommerce", "professional"], ["bigcommerce", "luxury"], ["magento", "technical"], ["generic", "casual"],
];
const PAIRS_PER_PRODUCT = 4;

interface ReviewProduct { id: string; productName: string; keywords: string }

async function main(): Promise<void> {
  const [productsPath, outPath] = process.argv.slice(2);
  if (!productsPath || !outPath) throw new Error("usage: blind-listings.ts <products.json> <listings.md>");
  const products = JSON.parse(readFileSync(productsPath, "utf8")) as ReviewProduct[];
  const writer = createBuiltinWriter();
  const out: string[] = [];
  let n = 0;
  for (const [index, product] of products.entries()) {
    const facts = factsFromSellerInput({ productName: product.productName, keywords: product.keywords });
    for (let k = 0; k < PAIRS_PER_PRODUCT; k++) {
      const [platform, tone] = PAIRS[(index * PAIRS_PER_PRODUCT + k) % PAIRS.length]!;
      const listing = await writer.write({ facts, platform, tone, variant: 0 });
      const leftOut = checkListing(listing, { facts, platform }).checks.filter((c) => /left out/.test(c.label));
      out.push(`## #${++n} ${product.id} · ${platform} · ${tone}`, "", "```json", JSON.stringify(listing, null, 1), "```", "");
      out.push("Description:", "", renderDescription(listing, platform), "");
      for (const check of leftOut) out.push(`Shown to the seller beside the listing: ${check.label}`, "");
    }
  }
  writeFileSync(outPath, out.join("\n"));
  console.log(`${n} listings written to ${outPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
