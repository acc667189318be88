import type { CheerioAPI } from "cheerio";
import { TEXT_LIMITS, cleanText, textFromMarkup } from "./clean-text";

type Json = unknown;
type JsonObject = Record<string, Json>;

/** What JSON-LD says about the product, before merging with meta tags and the page's own text. */
export interface JsonLdFacts {
  name?: string;
  brand?: string;
  description?: string;
  price?: string;
  materials: string[];
  dimensions: string[];
  /** additionalProperty entries as "Name: value". */
  properties: string[];
}

// Bounds on untrusted input: a page may carry megabytes of JSON-LD or deeply nested graphs.
const MAX_SCRIPTS = 20;
const MAX_SCRIPT_CHARS = 1_000_000;
const MAX_DEPTH = 8;
const MAX_NODES = 5_000;

const PRODUCT_TYPES = new Set(["product", "productgroup", "productmodel", "individualproduct", "somemodel"]);

const isObject = (value: Json): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

function isProduct(node: JsonObject): boolean {
  return asArray(node["@type"]).some((type) => {
    if (typeof type !== "string") return false;
    // "Product", "schema:Product", "https://schema.org/Product"
    const local = type.split(/[/:#]/).pop() ?? "";
    return PRODUCT_TYPES.has(local.toLowerCase());
  });
}

/** Parses every JSON-LD block; a malformed block is skipped (sites often ship trailing commas or comments). */
function parseBlocks($: CheerioAPI): Json[] {
  const blocks: Json[] = [];
  $('script[type="application/ld+json" i]')
    .slice(0, MAX_SCRIPTS)
    .each((_, element) => {
      const raw = $(element).text().trim().replace(/^<!--|-->$/g, "").replace(/^\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\/$/g, "");
      if (raw.length === 0 || raw.length > MAX_SCRIPT_CHARS) return;
      try {
        blocks.push(JSON.parse(raw));
      } catch {
        // not JSON: ignore this block
      }
    });
  return blocks;
}

/** Breadth-first over arrays, `@graph` and nested values (a Product often sits in WebPage.mainEntity), bounded. */
function findProduct(blocks: Json[]): JsonObject | undefined {
  let queue: Json[] = blocks;
  let seen = 0;
  for (let depth = 0; depth < MAX_DEPTH && queue.length > 0; depth++) {
    const next: Json[] = [];
    for (const value of queue) {
      if (++seen > MAX_NODES) return undefined;
      if (Array.isArray(value)) next.push(...value);
      else if (isObject(value)) {
        if (isProduct(value)) return value;
        for (const child of Object.values(value)) if (typeof child === "object" && child !== null) next.push(child);
      }
    }
    queue = next;
  }
  return undefined;
}

export function hasJsonLdProduct($: CheerioAPI): boolean {
  return findProduct(parseBlocks($)) !== undefined;
}

function text(value: Json, max: number): string | undefined {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  return textFromMarkup(value, max) || undefined;
}

/** A Thing given as a string, `{ name }`, or an array of either: brand, material, size. */
function nameOf(value: Json, max: number): string | undefined {
  for (const item of asArray(value)) {
    const found = isObject(item) ? text(item.name, max) : text(item, max);
    if (found) return found;
  }
  return undefined;
}

// UN/CEFACT codes schema.org uses in unitCode; unitText wins when present.
const UNIT_CODES: Record<string, string> = {
  MMT: "mm", CMT: "cm", MTR: "m", INH: "in", FOT: "ft",
  GRM: "g", KGM: "kg", LBR: "lb", ONZ: "oz", MLT: "ml", LTR: "l", MGM: "mg",
};

/** QuantitativeValue `{ value, unitCode | unitText }`, or a string such as "10 cm". */
function quantity(value: Json): string | undefined {
  if (!isObject(value)) return text(value, TEXT_LIMITS.dimension);
  const amount = text(value.value, TEXT_LIMITS.dimension) ?? text(value.name, TEXT_LIMITS.dimension);
  if (!amount) return undefined;
  const unit = text(value.unitText, 20) ?? (typeof value.unitCode === "string" ? (UNIT_CODES[value.unitCode.toUpperCase()] ?? value.unitCode) : undefined);
  return cleanText(unit && !amount.toLowerCase().endsWith(unit.toLowerCase()) ? `${amount} ${unit}` : amount, TEXT_LIMITS.dimension);
}

/** "29.99 USD" from Offer, AggregateOffer (lowPrice) or a priceSpecification. */
function priceOf(offers: Json): string | undefined {
  for (const offer of asArray(offers)) {
    if (!isObject(offer)) continue;
    for (const source of [offer, ...asArray(offer.priceSpecification)]) {
      if (!isObject(source)) continue;
      const amount = text(source.price, 20) ?? text(source.lowPrice, 20);
      if (!amount) continue;
      const currency = text(source.priceCurrency ?? offer.priceCurrency, 10);
      return cleanText(currency ? `${amount} ${currency}` : amount, TEXT_LIMITS.price);
    }
    const nested = priceOf(offer.offers);
    if (nested) return nested;
  }
  return undefined;
}

const MATERIAL_PROPERTY = /\b(material|fabric|composition|made of)\b/i;
const DIMENSION_PROPERTY = /\b(size|dimensions?|width|height|depth|length|weight|capacity|volume|diameter)\b/i;

export function readJsonLdProduct($: CheerioAPI): JsonLdFacts | undefined {
  const product = findProduct(parseBlocks($));
  if (!product) return undefined;
  const facts: JsonLdFacts = {
    name: text(product.name, TEXT_LIMITS.name),
    brand: nameOf(product.brand, TEXT_LIMITS.brand) ?? nameOf(product.manufacturer, TEXT_LIMITS.brand),
    description: text(product.description, TEXT_LIMITS.description),
    price: priceOf(product.offers),
    materials: asArray(product.material)
      .map((material) => nameOf(material, TEXT_LIMITS.material))
      .filter((material): material is string => !!material),
    dimensions: [],
    properties: [],
  };
  for (const key of ["size", "width", "height", "depth", "weight"]) {
    for (const value of asArray(product[key])) {
      const amount = isObject(value) && value.value === undefined ? text(value.name, TEXT_LIMITS.dimension) : quantity(value);
      if (amount) facts.dimensions.push(amount);
    }
  }
  for (const property of asArray(product.additionalProperty).slice(0, 50)) {
    if (!isObject(property) || property.value === undefined || property.value === null) continue;
    const name = text(property.name, 60);
    const value = quantity(property);
    if (!name || !value) continue;
    if (MATERIAL_PROPERTY.test(name)) facts.materials.push(value);
    else if (DIMENSION_PROPERTY.test(name)) facts.dimensions.push(value);
    facts.properties.push(cleanText(`${name}: ${value}`, TEXT_LIMITS.feature));
  }
  return facts;
}
