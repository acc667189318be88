import { load, type CheerioAPI } from "cheerio";
import type { ProductFacts } from "../domain/types";
import { TEXT_LIMITS, cleanText, textFromMarkup, uniqueList } from "./clean-text";
import { detectDimensions, detectMaterials } from "./detect-material-dimension";
import { readJsonLdProduct } from "./json-ld-product";

/**
 * What a product page says, in ProductFacts' own field names so the domain can merge it with the
 * seller's input field by field (the seller's entries win). Lists are always present, maybe empty.
 */
export type PageFacts = Partial<Pick<ProductFacts, "productName" | "brand" | "pageDescription" | "price" | "sourceUrl">> &
  Pick<ProductFacts, "features" | "materials" | "dimensions">;

function meta($: CheerioAPI, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const content = $(`meta[property="${key}" i], meta[name="${key}" i]`).first().attr("content");
    if (content && content.trim()) return content;
  }
  return undefined;
}

/** "Walnut Desk | Oak & Co" → "Walnut Desk" when the suffix is the site's name (og:site_name). */
function withoutSiteName(title: string, siteName: string | undefined): string {
  if (!siteName) return title;
  const suffix = new RegExp(`\\s*[|\\-–—:·]\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`, "i");
  const stripped = title.replace(suffix, "");
  return stripped || title;
}

// Containers that hold the product itself; navigation lists elsewhere are not features.
const PRODUCT_SCOPES = ["[itemtype*='schema.org/Product' i]", "main", "article", "[role='main']"];
const NOT_CONTENT = "nav, header, footer, aside, form, [role='navigation'], [aria-hidden='true']";

/**
 * Bullet points: the first list inside the product's container (not in navigation) with at least two
 * items of sentence-like text. A list whose items are mostly bare links is a menu, not features.
 */
function listFeatures($: CheerioAPI): string[] {
  for (const scope of PRODUCT_SCOPES) {
    const lists = $(scope).first().find("ul, ol").slice(0, 30).toArray();
    for (const list of lists) {
      const $list = $(list);
      if ($list.closest(NOT_CONTENT).length > 0) continue;
      const items = $list.children("li").slice(0, 50).toArray();
      const texts = items.map((item) => cleanText($(item).text(), TEXT_LIMITS.feature)).filter((text) => text.length >= 3);
      if (texts.length < 2) continue;
      const linkOnly = items.filter((item) => {
        const $item = $(item);
        const linkText = $item.find("a").text().trim();
        return linkText.length > 0 && linkText.length >= $item.text().trim().length - 2;
      }).length;
      if (linkOnly * 2 > items.length) continue;
      return texts;
    }
  }
  return [];
}

/**
 * HTML → PageFacts, best source first: JSON-LD Product, then Open Graph / product / Twitter meta tags,
 * then the page itself (h1, title, the product's bullet list). Every string is entity-decoded,
 * whitespace-normalised and length-capped; lists are de-duplicated and bounded.
 */
export function extractFacts(html: string, sourceUrl?: string): PageFacts {
  const $ = load(html);
  const jsonLd = readJsonLdProduct($);
  const siteName = meta($, "og:site_name");
  const metaText = (max: number, ...keys: string[]) => {
    const value = meta($, ...keys);
    return value ? textFromMarkup(value, max) || undefined : undefined;
  };
  const ogTitle = metaText(TEXT_LIMITS.name, "og:title", "twitter:title");
  const main = $(PRODUCT_SCOPES.join(", ")).first();
  const h1 = cleanText((main.length ? main.find("h1").first() : $("h1").first()).text() || $("h1").first().text(), TEXT_LIMITS.name);
  const title = cleanText($("title").first().text(), TEXT_LIMITS.name);

  const productName = jsonLd?.name ?? (ogTitle && withoutSiteName(ogTitle, siteName)) ?? (h1 || (title && withoutSiteName(title, siteName)) || undefined);
  const brand = jsonLd?.brand ?? metaText(TEXT_LIMITS.brand, "product:brand", "og:brand", "brand");
  const pageDescription =
    jsonLd?.description ?? metaText(TEXT_LIMITS.description, "og:description", "description", "twitter:description");
  const amount = metaText(20, "product:price:amount", "og:price:amount");
  const currency = metaText(10, "product:price:currency", "og:price:currency");
  const price = jsonLd?.price ?? (amount ? cleanText(currency ? `${amount} ${currency}` : amount, TEXT_LIMITS.price) : undefined);

  const features = uniqueList([...listFeatures($), ...(jsonLd?.properties ?? [])], TEXT_LIMITS.features);
  const prose = [pageDescription ?? "", ...features].join("\n");
  const materials = uniqueList(
    [...(jsonLd?.materials ?? []), ...detectMaterials(prose)].map((material) => cleanText(material, TEXT_LIMITS.material)),
    TEXT_LIMITS.materials,
  );
  const dimensions = uniqueList(
    [...(jsonLd?.dimensions ?? []), ...detectDimensions(prose)].map((dimension) => cleanText(dimension, TEXT_LIMITS.dimension)),
    TEXT_LIMITS.dimensions,
  );

  const facts: PageFacts = { features, materials, dimensions };
  if (productName) facts.productName = productName;
  if (brand) facts.brand = brand;
  if (pageDescription) facts.pageDescription = pageDescription;
  if (price) facts.price = price;
  if (sourceUrl) facts.sourceUrl = sourceUrl;
  return facts;
}

/** Nothing usable: no name, no description, no bullet points. */
export function isEmptyFacts(facts: PageFacts): boolean {
  return !facts.productName && !facts.pageDescription && facts.features.length === 0;
}
