import type { ListingField, ListingRules } from "@shopscript/contracts";
import { normaliseForMatch } from "./text-tools";

// What "every keyword appears, none stuffed" means, in one place for the writer (which places
// keywords) and the checker (which verifies them).

/** Fields that are lists of search words by nature: they count for coverage, never for stuffing. */
export const KEYWORD_FIELDS: ReadonlySet<string> = new Set(["searchTerms", "tags"]);

/**
 * How often one keyword may appear in one field before it reads as stuffing. A title-sized field
 * (a title, an SEO title, a subtitle, a meta description) has room to say a phrase once and perhaps
 * echo it; a body that says the same phrase a fourth time is writing for a search engine, not a buyer.
 */
export function maxKeywordRepeats(field: ListingField): number {
  const short = field.key === "title" || field.key === "seoTitle" || (field.kind === "text" && (field.maxChars ?? Infinity) <= 200);
  return short ? 2 : 3;
}

export interface KeywordPlan {
  keyword: string;
  /** Set when the keyword cannot appear on this platform (it contains a phrase the platform bans). */
  skipped?: string;
}

/**
 * The keywords the listing must contain. A keyword that contains a phrase the platform bans
 * everywhere ("eco-friendly" on Amazon) is skipped: the rule outranks the seller's wish, and the
 * report says so rather than failing a listing for obeying the marketplace.
 */
export function planKeywords(keywords: readonly string[], rules: ListingRules, platform?: string): KeywordPlan[] {
  // A store's own product page may speak of shipping; a marketplace listing may not.
  const storefront = rules.fields.some((f) => f.key === "bodyHtml");
  return keywords
    .filter((keyword) => normaliseForMatch(keyword))
    .map((keyword) => {
      const banned = rules.bannedPhrases.find((phrase) => keyword.toLowerCase().includes(phrase.toLowerCase()));
      if (banned) return { keyword, skipped: `“${banned}” is not allowed on this platform` };
      if (HEALTH_CLAIM.test(keyword)) return { keyword, skipped: "a health claim: no listing makes one (marketplace and FTC rules)" };
      // (A digital product's "no physical item shipped" says what it is, as the fact parser reads it; "NO courier", "no weekend
      // deliveries" are how it is sent, left out like the rest: they were required and never said on Walmart; r12.)
      // (Never a warning: it is printed whole wherever it is typed.)
      if (!storefront && SHIPPING_OR_OFFER.test(keyword) && !QUALITY_BEFORE_DISPATCH.test(keyword) && !/^\s*(?:WARNING|CAUTION|DANGER)\b/i.test(keyword) && !/\b(?:digital|download|nothing physical|no physical)\b/i.test(keyword)) return { keyword, skipped: "shipping and offers are not product facts on a marketplace" };
      if (!storefront && STORE_TERMS.test(keyword)) return { keyword, skipped: "returns and sale terms go in the marketplace's own policy settings, not on the product page" };
      const elsewhere = platform ? otherMarketplaceNamed(keyword, platform) : undefined;
      if (elsewhere) return { keyword, skipped: `a shipping or sale term of ${elsewhere}: said on that marketplace's listing only` };
      return { keyword };
    });
}

/**
 * The seller's terms of sale ("30 day returns if unused", "no returns", "final sale", "min order 50 pcs"): said on their own
 * listing (their shop, Etsy, eBay), never on a catalog marketplace's shared product page, whose rules bar returns, refund
 * and price details from titles, bullets and descriptions and which shows its own returns policy (Amazon's product detail
 * page rules; blind review r31: "Purchase policy: 30 day returns if unused." in Amazon copy, a Walmart key feature).
 * A warranty is cover the buyer gets with the product and stays.
 */
export const STORE_TERMS =
  /\b(?:\d+[-\s]?(?:day|days|week|weeks|month|months)\s+(?:free\s+|easy\s+|hassle[-\s]free\s+|no[-\s]quibble\s+)?(?:returns?|refunds?|exchanges?|money[-\s]back)|(?:no|free|easy|hassle[-\s]free)\s+(?:returns?|refunds?|exchanges?)|returns?\s+(?:accepted|within|if|policy|welcome|only|not accepted)|(?:non|not)[\s-]?(?:returnable|refundable|exchangeable)|(?:cannot|can't|can not)\s+be\s+(?:returned|refunded|exchanged)|final sale|money[-\s]back|min(?:imum)?\.?\s+order|moq)\b/i;

/** A seller's policy fact that is a term of sale (STORE_TERMS): the writer and the checker leave it out of a catalog marketplace alike. */
export const isStoreTerm = (fact: { kind: string; text: string }): boolean => fact.kind === "policy" && STORE_TERMS.test(fact.text);

/** Shipping, delivery and offers ("ships in 3-5 days", "FREE SHIPPING"): the same test as the writer's (facts/parse-facts). */
// ("next day", "UK mainland only", "heavy item, max 4 bags per parcel", "Highlands & Islands surcharge": how and where it
// is sent, never a spec or a tag; blind review r9. "UK 2-3 days, intl at buyer's risk": a title word and a tag before;
// blind review r10. "UK P&P £4.20, intl approx 7-14 days", "free UK tracked", "multi-buy 3 for £18", "trade & workshop enquiries
// welcome": Amazon search terms and bullets before; blind review r11. "cash or bank transfer on collection": a payment term
// kept on Amazon; r17.)
// (Where the seller is, "UK seller", tells shipping, never a feature: "• UK seller" was a cue tip's bullet; blind review r20.)
// ("postage stamps" are a washi tape's prints, no postage term: left out as shipping before; blind review r25.)
// ("key sent via eBay message within 12hrs" too: how a code is delivered, never a key feature of the game; blind review r27.)
// ("allow 5-7 working days" of a love spoon: when it is sent, "A word on use: allow 5-7 working days." before; r28.)
// ("carefully packed" of lab beakers: how they are sent, never a property of the glass; blind review r32.)
export const SHIPPING_OR_OFFER = /^allow\s+\d+(?:\s*[-–]\s*\d+)?\s+(?:working\s+|business\s+)?days\s*$|\b(?:(?:sent|delivered|emailed)\s+(?:via|by|through)\s+(?:e-?mail|ebay|etsy|amazon|message|messages|dm|whatsapp)\b|ships?|shipped|shipping|delivery|deliveries|dispatch(?:ed|es)?|posted in|postage(?!\s+stamps?\b)|free gift|on sale|discount|coupon|(?:uk|us|eu|in) stock|buy \d+ (?:get|save)|save \d+%|subscribe (?:&|and) save|next day|mainland only|per parcel|heavy item|surcharge|courier|royal mail|tracked 24|tracked 48|on quote|po box(?:es)?|collection (?:only|welcome|from|in)|local pickup|at buyer'?s risk|p\s?&\s?p|free (?:uk |us |eu |international )?(?:tracked|post|postage|delivery|shipping)|(?:1st|2nd|first|second) class (?:post|delivery|signed)|(?:uk|royal mail|rm)\s+(?:1st|2nd|first|second) class|(?:trade|wholesale|bulk|custom)(?: (?:&|and) \w+)? enquiries|enquiries welcome|multi-?buy|bundle (?:of )?\d+ for|\d+ for [£$€]\s?\d|mainland (?:uk|gb|us|usa|england|scotland|europe|eu) only|posted (?:tracked|1st|2nd|first|second|special|recorded|signed|next)|collect(?:ed)? (?:from|in) [a-z]|or collect\b|(?:cash|payment|paid|bank transfer)\b[^,;]{0,30}\bon collection\b|collection or post|(?:intl|international|overseas|worldwide) (?:orders?|buyers?|customers?|delivery|post|postage|welcome|extra|ok)|buyers? pays? (?:duties|customs|import|postage|shipping|return)|^(?:uk|gb|us|usa|eu) mainland(?: only)?$|^signed for$|(?:trade|wholesale) (?:accounts?|orders?|prices?|pricing) (?:welcome|available|on request)|(?:carefully|securely|well|safely|lovingly)\s+(?:packed|packaged|wrapped)|signature (?:confirmation|required)|gift[\s-]?wrap(?:ping|ped)?\s*(?:\+|available|optional|for\s+[£$€]|[£$€]))\b|\+\s?[£$€]\s?\d|^(?:uk|us|usa|eu|europe|intl|international|worldwide|domestic|canada|au|aus|nz)\s+(?:approx\.?\s*|~\s*)?\d+\s*(?:-|–|to)\s*\d+\s*(?:working\s+|business\s+)?days\b|^(?:uk|us|usa|eu|gb|au)[\s-](?:based\s+)?(?:seller|business|shop|company)$/i;

/**
 * Work done on the item before it is sent ("tested on a scoring box before dispatch", "set up by a luthier before
 * dispatch"): a quality claim about the product, never a shipping term left out of a marketplace listing (blind reviews
 * r16, r17). ("Each bottle is tested for leaks before it ships" too: it was left out of Amazon as shipping.)
 */
export const QUALITY_BEFORE_DISPATCH = /\b(?:tested|checked|set up|setup|inspected|cleaned|serviced|adjusted|tuned|calibrated|counted|sanitised|sanitized|steamed|pressed|sharpened|strung|oiled)\b[^,;]*\bbefore\s+(?:(?:it|they|each one)\s+(?:is\s+|are\s+)?)?(?:dispatch(?:ed)?|ships?|shipped|shipping|post(?:ing|ed)?|sen(?:ding|t)|delivery|delivered|leaves|leave|leaving)\b/i;

/**
 * A health or medical claim ("supports immune health", "heart health", "helps you fall asleep", "builds
 * muscle", "relieves joint pain"). Marketplaces restrict them and the FTC wants evidence for each, so
 * no listing makes one, even one the seller typed: the writer leaves it out and says so, the checker
 * refuses a listing that has one. What a product is or does physically ("supports 300 lbs", "protects
 * against drops", "sleep mask") is not a health claim.
 */
export const HEALTH_CLAIM =
  /\b(?:supports?|boosts?|improves?|promotes?|enhances?|strengthens?|maintains?|aids?|restores?|regulates?)\s+(?:a\s+|the\s+|your\s+|healthy\s+|natural\s+|normal\s+|better\s+|restful\s+|deeper\s+)*(?:health|immun\w*|heart|brain|memory|focus|sleep|digestion|digestive|gut|joints?|metabolism|energy levels|mood|hormon\w*|blood|cholesterol|circulation|weight loss|recovery|muscle growth|libido|fertility)\b|\b(?:heart|immune|brain|gut|joint|digestive|cardiovascular|prostate|liver|cognitive|bone|skin|hair|eye) health\b|\bhelps? (?:you )?(?:fall asleep|sleep|lose weight|burn fat|relax|reduce (?:stress|anxiety|inflammation|pain))\b|\b(?:cures?|treats?|heals?|relieves?|prevents?|reduces?|fights?)\s+(?:\w+\s+)?(?:pain|aches?|anxiety|stress|insomnia|disease|cancer|diabetes|arthritis|infections?|depression|inflammation|colds?|flu|acne|eczema|migraines?|headaches?|cramps)\b|\bbuilds? muscle\b|\bburns? fat\b|\banti[-\s]?inflammatory\b|\bclinically proven\b|\bfda approved\b/i;

/**
 * The supplement disclaimer ("not intended to diagnose, treat, cure or prevent any disease", the FDA's wording, which UK
 * sellers copy too) says the product makes no claim: it is no health claim, and the listing keeps it (blind review r23: it
 * was left out as one, and cut at its commas its "treat" became a benefit).
 */
const HEALTH_DISCLAIMER = /\bnot\s+intended\s+to\s+diagnose\b[^.;]*?\bdiseases?\b/gi;

/** Whether a text makes a health claim, the disclaimer aside. */
export const makesHealthClaim = (text: string): boolean => HEALTH_CLAIM.test(text.replace(HEALTH_DISCLAIMER, " "));

/** Roles that are no search words: a warning, a care line, a policy, a flaw, shipping, a count. */
export const UNSEARCHED_KINDS: ReadonlySet<string> = new Set(["safety", "care", "policy", "condition", "shipping", "quantity", "comparison", "instruction"]);

/** Marketplaces a seller's shipping or sale line may name, by platform id, with the name a seller reads. */
const MARKETPLACES: ReadonlyArray<[string, string, RegExp]> = [
  ["ebay", "eBay", /\bebay\b/i],
  ["etsy", "Etsy", /\betsy\b/i],
  ["amazon", "Amazon", /\bamazon\b/i],
  ["facebook", "Facebook Marketplace", /\bfacebook\b|\bfb\s+marketplace\b/i],
  ["walmart", "Walmart", /\bwalmart\b/i],
];

/**
 * The marketplace a shipping or sale line names when it is not this one ("international postage via eBay GSP" on a Shopify page
 * promised a service the store does not have; blind review r32), else undefined. Only a shipping or sale line: "fits Amazon Echo"
 * names a product it fits and is said everywhere.
 */
export function otherMarketplaceNamed(text: string, platform: string): string | undefined {
  if (!SHIPPING_OR_OFFER.test(text) && !STORE_TERMS.test(text) && !/\b(?:gsp|global shipping|postage|returns?|message|sent)\b/i.test(text)) return undefined;
  const named = MARKETPLACES.find(([, , pattern]) => pattern.test(text));
  return named && named[0] !== platform ? named[1] : undefined;
}
