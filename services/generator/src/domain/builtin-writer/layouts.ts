import type { Listing, ListingField, Platform } from "@shopscript/contracts";
import { charCount, escapeHtml, wordCount } from "../text-tools";
import type { FieldText } from "./composer";
import type { Copywriter } from "./copywriter";
import { specLine } from "./feature-lines";
import { etsyTags, searchTerms } from "./keyword-fields";
import { filterLazy, mapLazy } from "./lazy";
import type { Feature } from "./product-profile";
import { addBlock, addBlockItem, addFeatureProse, addItem, itemsOf, type Block } from "./prose-blocks";
import { titleCase } from "./grammar";
import { buildTitle } from "./titles";

// Platform changes structure: Amazon wants five headed bullets and a prose description; Etsy a
// story, a details list and tags; eBay a mobile-first summary; Walmart short key features and a long
// description; a store an HTML body with SEO meta. Each layout fills the fields LISTING_RULES lists
// for its platform, in the order a seller fills them in.

export interface LayoutResult {
  listing: Listing;
  /** The field a missing keyword's sentence goes into, as a last resort. */
  proseKey: string;
  /** Paragraph blocks of an HTML body, kept apart so a late sentence can become its own <p>. */
  html?: HtmlBody;
}

const fieldOf = (w: Copywriter, key: string): ListingField => w.rules.fields.find((f) => f.key === key)!;

/** The features the seller typed, said in prose, with the paragraphs around them. */
function description(w: Copywriter, field: FieldText, features: readonly Feature[], blocks: { before: Block[]; after: Block[][] }, rich = false): void {
  for (const b of blocks.before) addBlock(w, field, b);
  field.breakLine();
  addFeatureProse(w, field, features, rich);
  for (const paragraph of blocks.after) {
    field.breakLine();
    for (const b of paragraph) addBlock(w, field, b);
  }
}

/** Adds more paragraphs until the field has `minWords`, honestly: use, care, who it is for. */
function reachWords(w: Copywriter, field: FieldText, minWords: number): void {
  const extras: Block[] = ["job", "audience", "scenes", "mood", "job", "care", "gift", "audience", "material", "job", "mood"];
  for (const block of extras) {
    if (wordCount(field.text) >= minWords) return;
    field.breakLine();
    addBlock(w, field, block);
  }
  // Still short: every remaining line of use and care, one by one, until the count is reached.
  for (const block of ["job", "scenes", "audience", "care", "mood", "gift"] as Block[]) {
    while (wordCount(field.text) < minWords && addBlock(w, field, block));
  }
}

function detailsList(w: Copywriter, field: FieldText, heading: string, all: readonly string[], evenIfSaid = false): void {
  const said = field.text.toLowerCase();
  const lines = evenIfSaid ? [...all] : all.filter((line) => !said.includes(line.toLowerCase()));
  // A heading with nothing under it is worse than no heading: only lines that fit are listed.
  const fitting = lines.map((line) => `- ${line}`).filter((line) => field.fits(line));
  if (!fitting.length) return;
  field.breakLine();
  field.add(heading);
  for (const line of fitting) {
    field.breakLine("\n");
    field.offer([line]);
  }
}

/** A feature as a list item: its benefit when it has one, else its spec line. */
function offerFeatureItem(w: Copywriter, field: FieldText, f: Feature, prefix = "", maxChars = Infinity): string | undefined {
  const chosen = field.offer(filterLazy(mapLazy(w.bulletsFor(f), (b) => `${prefix}${b}`), (b) => charCount(b) <= maxChars));
  if (chosen) w.noteUsed(chosen, f);
  return chosen;
}

function amazon(w: Copywriter): LayoutResult {
  const title = buildTitle(w.profile, w.tone, w.platform, w.variant);
  const bulletsField = fieldOf(w, "bullets");
  const bullets = w.field(bulletsField, Infinity);
  const maxBullets = bulletsField.maxItems ?? 5;
  const itemMax = bulletsField.itemMaxChars ?? 250;
  const features = w.bodyFeatures;
  const reserve = w.contexts.length ? 1 : 0;
  const leftover: Feature[] = [];
  const withBenefit = features.filter((f) => f.benefit);
  let plain = features.filter((f) => !f.benefit && f.shape !== "statement");
  leftover.push(...features.filter((f) => f.shape === "statement"));
  const ownSlots = maxBullets - reserve - (plain.length ? 1 : 0);
  for (const f of withBenefit) {
    const chosen = itemsOf(bullets).length < ownSlots ? addItem(bullets, w.bulletsFor(f), itemMax) : undefined;
    if (chosen) w.noteUsed(chosen, f);
    else leftover.push(f);
  }
  // Facts with nothing to add share one bullet; what does not fit goes to the description.
  while (plain.length && !addItem(bullets, w.plainGroup(plain), itemMax)) leftover.push(plain.pop()!);
  plain = [];
  const fillers: Block[] = ["scenes", "job", "care", "audience", "gift", "material"];
  for (const block of fillers) {
    if (itemsOf(bullets).length >= maxBullets) break;
    addBlockItem(w, bullets, block, itemMax);
  }

  const desc = w.field(fieldOf(w, "description"));
  // The description retells the strongest features in prose (other words than the bullets) and
  // says whatever the bullets had no room for.
  const retold = withBenefit.filter((f) => !leftover.includes(f)).slice(0, 2);
  description(w, desc, [...retold, ...leftover], {
    before: ["opening", "material"],
    after: [["scenes", "audience"], ["care"], [w.tone === "luxury" ? "mood" : "job", "closing"]],
  });
  const listing: Listing = { title, bullets: itemsOf(bullets), description: desc.text };
  listing.searchTerms = searchTerms(w.profile, w.keywords, title, fieldOf(w, "searchTerms").maxBytes ?? 249);
  return { listing, proseKey: "description" };
}

function etsy(w: Copywriter): LayoutResult {
  const title = buildTitle(w.profile, w.tone, w.platform, w.variant);
  const desc = w.field(fieldOf(w, "description"));
  addBlock(w, desc, "opening");
  if (w.tone === "luxury") addBlock(w, desc, "mood");
  desc.breakLine();
  addFeatureProse(w, desc, w.bodyFeatures);
  detailsList(w, desc, w.tone === "casual" ? "The details:" : "Details:", w.specLines());
  desc.breakLine();
  addBlock(w, desc, "scenes");
  addBlock(w, desc, "audience");
  addBlock(w, desc, "gift");
  desc.breakLine();
  addBlock(w, desc, "care");
  desc.breakLine();
  addBlock(w, desc, "closing");
  const tagsField = fieldOf(w, "tags");
  // A material as a tag only when it is what the product is made of, not a part ("cotton" of "cotton wick").
  const materials = w.profile.materialWords.filter((m) => w.profile.name.toLowerCase().includes(m) || w.keywords.some((k) => k.toLowerCase() === m || w.profile.features.some((f) => f.shape === "material" && f.text.toLowerCase().includes(m))));
  const tags = etsyTags(w.profile, w.keywords, materials, tagsField.maxItems ?? 13, tagsField.itemMaxChars ?? 20);
  return { listing: { title, description: desc.text, tags }, proseKey: "description" };
}

function ebay(w: Copywriter): LayoutResult {
  const title = buildTitle(w.profile, w.tone, w.platform, w.variant);
  const subtitleField = fieldOf(w, "subtitle");
  const max = subtitleField.maxChars ?? 55;
  const parts: string[] = [];
  const [first, second, ...others] = w.bodyFeatures;
  const ordered = w.variant % 2 && second ? [second, first!, ...others] : w.bodyFeatures;
  for (const f of ordered) {
    const text = parts.length ? f.text : w.shortFeature(f);
    if (/^[A-Z][a-z]+:/.test(text) && parts.length) continue;
    if (charCount([...parts, text].join(", ")) <= max) parts.push(text);
  }
  const subtitleText = parts.join(", ") || w.fill("{TheName}").slice(0, max);
  const subtitle = w.field(subtitleField);
  subtitle.offer([subtitleText]);

  const desc = w.field(fieldOf(w, "description"));
  // The mobile snippet shows about 800 characters: the summary and the key features come first.
  addBlock(w, desc, "opening");
  desc.breakLine();
  desc.add(w.tone === "technical" ? "Features:" : "Key features:");
  for (const f of w.bodyFeatures) {
    desc.breakLine("\n");
    offerFeatureItem(w, desc, f, "- ");
  }
  detailsList(w, desc, "Specifications:", w.specLines());
  desc.breakLine();
  addBlock(w, desc, "scenes");
  addBlock(w, desc, "audience");
  desc.breakLine();
  addBlock(w, desc, "care");
  addBlock(w, desc, "closing");
  return { listing: { title, subtitle: subtitle.text || subtitleText, description: desc.text }, proseKey: "description" };
}

function walmart(w: Copywriter): LayoutResult {
  const title = buildTitle(w.profile, w.tone, w.platform, w.variant);
  const keyField = fieldOf(w, "keyFeatures");
  const key = w.field(keyField, Infinity);
  for (const f of w.bodyFeatures.slice(0, 6)) {
    // Technical key features are spec lines; the description explains them.
    const chosen = w.tone === "technical" ? key.offer([specLine(f)]) : offerFeatureItem(w, key, f, "", 200);
    if (chosen) key.breakLine("\n");
  }
  if (itemsOf(key).length < 3) for (const b of ["scenes", "care", "job"] as Block[]) if (itemsOf(key).length < 4) addBlockItem(w, key, b, 200);

  const descField = fieldOf(w, "description");
  const desc = w.field(descField);
  description(
    w,
    desc,
    w.bodyFeatures,
    { before: ["opening", "material"], after: [["scenes", "audience"], ["job", "gift"], ["care"], w.tone === "luxury" ? ["mood"] : []] },
    true,
  );
  reachWords(w, desc, (descField.minWords ?? 150) + 8);
  desc.breakLine();
  addBlock(w, desc, "closing");
  // A technical description ends in a specification table, as a spec sheet would.
  if (w.tone === "technical") detailsList(w, desc, "Specifications:", w.specLines(), true);
  return { listing: { title, keyFeatures: itemsOf(key), description: desc.text }, proseKey: "description" };
}

// ---------------------------------------------------------------------------------------------------
// Storefronts: an HTML body a theme can render, and the SEO title and meta description.

export interface HtmlBody {
  blocks: { tag: "p" | "ul" | "h3"; items: string[] }[];
}

const STORE_HEADINGS: Partial<Record<Platform, { features: string; care: string }>> = {
  woocommerce: { features: "Features", care: "Care" },
  magento: { features: "Details", care: "Care and use" },
  bigcommerce: { features: "Highlights", care: "Looking after it" },
};

function htmlOf(body: HtmlBody): string {
  const blocks = body.blocks.filter((b) => b.items.length);
  // A heading with nothing under it (no care line for a book) is left out.
  return blocks
    .filter((b, i) => b.tag !== "h3" || (blocks[i + 1] !== undefined && blocks[i + 1]!.tag !== "h3"))
    .map((b) => {
      if (b.tag === "ul") return `<ul>${b.items.map((i) => `<li>${strongHead(i)}</li>`).join("")}</ul>`;
      return `<${b.tag}>${escapeHtml(b.items.join(" "))}</${b.tag}>`;
    })
    .join("\n");
}

/** "Leak-Proof Lid – toss it in a bag" → <strong>Leak-Proof Lid</strong> – toss it in a bag. */
function strongHead(item: string): string {
  const match = /^([^–:]{2,60}?)(\s–\s|:\s)(.+)$/.exec(item);
  if (!match) return escapeHtml(item);
  return `<strong>${escapeHtml(match[1]!)}</strong>${escapeHtml(match[2]!)}${escapeHtml(match[3]!)}`;
}

export function renderHtml(body: HtmlBody): string {
  return htmlOf(body);
}

function storefront(w: Copywriter): LayoutResult {
  const title = buildTitle(w.profile, w.tone, w.platform, w.variant);
  const bodyField = fieldOf(w, "bodyHtml");
  const text = w.field(bodyField);
  const body: HtmlBody = { blocks: [] };
  const paragraph = (blocks: Block[]) => {
    const items: string[] = [];
    for (const b of blocks) {
      const chosen = addBlock(w, text, b);
      if (chosen) items.push(chosen);
    }
    body.blocks.push({ tag: "p", items });
  };
  const headings = STORE_HEADINGS[w.platform];
  paragraph(["opening", "material"]);
  if (headings) body.blocks.push({ tag: "h3", items: [headings.features] });
  const list: string[] = [];
  for (const f of w.bodyFeatures) {
    text.breakLine("\n");
    const chosen = offerFeatureItem(w, text, f);
    if (chosen) list.push(chosen);
  }
  body.blocks.push({ tag: "ul", items: list });
  text.breakLine();
  paragraph(["scenes", "audience", "job"]);
  if (headings) body.blocks.push({ tag: "h3", items: [headings.care] });
  paragraph(["care"]);
  // Under a "Care" heading the line needs no "Care:" label of its own.
  const care = body.blocks[body.blocks.length - 1]!;
  if (headings) care.items = care.items.map((item) => item.replace(/^(Care|Maintenance): (\p{L})/u, (_, _label: string, c: string) => c.toUpperCase()));
  paragraph([w.tone === "luxury" ? "mood" : "gift", "closing"]);

  const seoField = fieldOf(w, "seoTitle");
  const seoTitle = seoTitleFor(w, seoField);
  const metaField = fieldOf(w, "metaDescription");
  const meta = metaFor(w, metaField);
  return { listing: { title, bodyHtml: htmlOf(body), seoTitle, metaDescription: meta }, proseKey: "bodyHtml", html: body };
}

function seoTitleFor(w: Copywriter, field: ListingField): string {
  const max = field.recommendedMaxChars ?? field.maxChars ?? 60;
  const hard = field.maxChars ?? 70;
  let name = w.profile.name;
  while (charCount(name) > hard) name = name.replace(/\s*\S+$/, "");
  // The SEO title adds the one phrase a search needs that the name lacks, not an echo of the name.
  const nameWords = new Set(name.toLowerCase().split(/\s+/));
  const adds = (text: string) => text.toLowerCase().split(/\s+/).filter((word) => !nameWords.has(word)).length * 2 > text.split(/\s+/).length;
  const lead = ["np", "spec", "adj", "material", "type"]
    .map((shape) => w.bodyFeatures.find((f) => f.shape === shape && adds(f.text)))
    .find((f) => f !== undefined);
  if (lead) {
    const text = titleCase(lead.text);
    const candidate = `${name} – ${text}`;
    if (charCount(candidate) <= max) return candidate;
  }
  return name;
}

function metaFor(w: Copywriter, field: ListingField): string {
  const max = field.recommendedMaxChars ?? field.maxChars ?? 155;
  const meta = w.field(field, max);
  for (let n = 3; n >= 0; n--) {
    const list = w.featureList(n);
    const templates = list.length ? w.lines.metas : ["{Name}."];
    const lines = templates.map((t) => w.fill(t, { list: list.join(", ") || w.profile.noun, mood: w.profile.category.moods[0] ? w.fill(w.profile.category.moods[0]) : "everyday use" }));
    if (meta.offer(lines)) break;
  }
  // Room left: one short line on use, so the snippet says what it is for as well as what it is.
  const scenes = w.scenes(2);
  if (scenes.length) meta.offer([w.fill(w.tone === "casual" ? "Great {scenes}." : "Ideal {scenes}.", { scenes: scenes.join(" and ") })]);
  return meta.text || w.profile.name.slice(0, max);
}

// ---------------------------------------------------------------------------------------------------
// Platforms without authoritative rules: a title and one description, shaped for the place.

function general(w: Copywriter): LayoutResult {
  const title = buildTitle(w.profile, w.tone, w.platform, w.variant);
  const desc = w.field(fieldOf(w, "description"));
  const features = w.bodyFeatures;
  switch (w.platform) {
    case "aliexpress":
      addBlock(w, desc, "opening");
      desc.breakLine();
      desc.add("Features:");
      for (const f of features) {
        desc.breakLine("\n");
        offerFeatureItem(w, desc, f, "- ");
      }
      detailsList(w, desc, "Specifications:", w.specLines().filter((l) => !features.some((f) => !f.benefit && specLine(f) === l)));
      desc.breakLine();
      addBlock(w, desc, "scenes");
      addBlock(w, desc, "care");
      break;
    case "facebook":
      addBlock(w, desc, "opening");
      desc.breakLine();
      addFeatureProse(w, desc, features.slice(0, 3));
      detailsList(
        w,
        desc,
        "Details:",
        features.slice(3).map((f) => w.shortFeature(f)),
      );
      desc.breakLine();
      addBlock(w, desc, "scenes");
      addBlock(w, desc, "closing");
      break;
    case "target":
      addBlock(w, desc, "opening");
      desc.breakLine();
      desc.add("Highlights:");
      for (const f of features) {
        desc.breakLine("\n");
        offerFeatureItem(w, desc, f, "- ");
      }
      desc.breakLine();
      addBlock(w, desc, "scenes");
      addBlock(w, desc, "audience");
      desc.breakLine();
      addBlock(w, desc, "care");
      break;
    default:
      description(w, desc, features, {
        before: ["opening", "material"],
        after: [["scenes", "audience"], ["care"], ["closing"]],
      });
  }
  return { listing: { title, description: desc.text }, proseKey: "description" };
}

export function layoutFor(w: Copywriter): LayoutResult {
  switch (w.platform) {
    case "amazon":
      return amazon(w);
    case "etsy":
      return etsy(w);
    case "ebay":
      return ebay(w);
    case "walmart":
      return walmart(w);
    case "shopify":
    case "woocommerce":
    case "bigcommerce":
    case "magento":
      return storefront(w);
    default:
      return general(w);
  }
}
