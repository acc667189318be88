import { capitalise } from "../text-tools";

// Copy reads as written by a person only if it agrees with itself: "the earbuds last", "the bottle
// lasts". Templates say {It} {v:last} and this file fills them for a singular or plural product,
// with or without contractions (the casual tone contracts, the others do not).

export interface Voice {
  plural: boolean;
  contractions: boolean;
  /** The product's head noun as named ("bottle", "earbuds"). */
  noun: string;
}

const IRREGULAR: Record<string, string> = { be: "is", have: "has", do: "does", go: "goes" };

/** Third person singular of a base verb ("carry" → "carries"); plural subjects keep the base. */
export function conjugate(verb: string, plural: boolean): string {
  if (plural) return verb === "be" ? "are" : verb;
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

export function pluralOf(noun: string): string {
  if (/(s|x|z|ch|sh)$/i.test(noun)) return /s$/i.test(noun) && !/(ss|us|is)$/i.test(noun) ? noun : `${noun}es`;
  if (/(?:[^f]fe|[^f]f)$/i.test(noun) && /(knife|life|wife|shelf|leaf|half|loaf|wolf|calf)$/i.test(noun)) return noun.replace(/fe?$/i, "ves");
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "a"/"an" by sound, for the common cases in product copy (acronyms, numbers, "u" words). */
export function article(phrase: string): string {
  const first = phrase.trim().split(/[\s-]/)[0] ?? "";
  if (/^\d/.test(first)) return /^(8|11|18)(?!\d)|^8\d/.test(first) ? "an" : "a";
  if (/^[A-Z]{2,5}$/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? "an" : "a";
  if (/^(hour|honest|heir|honou?r)/i.test(first)) return "an";
  if (/^(uni|use|usa|usu|ute|uti|one|once|eu|ew)/i.test(first)) return "a";
  return /^[aeiou]/i.test(first) ? "an" : "a";
}

const MASS_HEADS = /\b(usb-?c|usb|paint|coating|dye|ink|glaze|oil|control|sync|connectivity|support|protection|technology|functionality|compatibility|charging|storage|lighting|insulation|ventilation|padding|stitching|construction|cancell?ing|access|comfort|grip|stability|traction|hydration|cushioning|sound|bass|audio|power|wi-?fi|bluetooth)$/i;

/** A noun phrase with its article, unless it is plural, a quantity or a mass noun. */
export function withArticle(phrase: string, isPlural = /[^s]s$/i.test(phrase.trim().split(/\s+(?:for|with|of|in|from)\s+/i)[0]!.split(" ").pop() ?? "")): string {
  // Plurals, quantities, versioned names ("Bluetooth 5.3") and feature names that are mass nouns
  // ("app control", "music sync") take no article.
  // "an 8 inch blade", "a 10,000 mAh battery": a measured singular thing does take one.
  if (/^[\d.,]+\s*(inch|in|cm|mm|m|ml|l|oz|g|kg|w|v|mah|gb|tb|litre|liter|metre|meter|foot|ft|piece|pack)\b/i.test(phrase) && !isPlural) return `${article(phrase)} ${phrase}`;
  if (isPlural || /^\d/.test(phrase) || /\s[\d.]+$/.test(phrase.trim()) || MASS_HEADS.test(phrase.trim())) return phrase;
  return `${article(phrase)} ${phrase}`;
}

export function joinList(items: readonly string[], conjunction = "and"): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? "";
  return `${list.slice(0, -1).join(", ")} ${conjunction} ${list[list.length - 1]}`;
}

/**
 * Fills a template. Tokens: {It} {it} {obj} {its} {Its} {is} {has} {does} {was} {this} {This}
 * {v:verb} (agrees with the product), {noun} {nouns} {a-noun}, and any {name} given in `vars`.
 */
export function fill(template: string, voice: Voice, vars: Record<string, string> = {}): string {
  const p = voice.plural;
  const nouns = p ? voice.noun : pluralOf(voice.noun);
  const fixed: Record<string, string> = {
    It: p ? "They" : "It",
    it: p ? "they" : "it",
    obj: p ? "them" : "it",
    its: p ? "their" : "its",
    Its: p ? "Their" : "Its",
    is: p ? "are" : "is",
    has: p ? "have" : "has",
    does: p ? "do" : "does",
    was: p ? "were" : "was",
    this: p ? "these" : "this",
    This: p ? "These" : "This",
    "this-one": p ? "these" : "this one",
    "This-one": p ? "These" : "This one",
    noun: voice.noun,
    nouns,
    "a-noun": p ? voice.noun : `${article(voice.noun)} ${voice.noun}`,
  };
  let out = template.replace(/\{([A-Za-z][\w-]*)(?::([^}]+))?\}/g, (whole, name: string, arg?: string) => {
    if (name === "v" && arg) return conjugate(arg, p);
    if (arg !== undefined) return whole;
    return vars[name] ?? fixed[name] ?? whole;
  });
  out = out.replace(/\s+([,.;:])/g, "$1").replace(/[ \t]{2,}/g, " ").trim();
  return voice.contractions ? contract(out) : out;
}

// "it is" contracts only where "it" is the subject: at the start of a clause, not in "attaching it is".
const CLAUSE_START = String.raw`(^|[.,;:!?–]\s+|\b(?:and|so|but|because|that|which|when|as|if|while|since|though|once)\s+)`;
const CONTRACTIONS: [RegExp, string][] = [
  [new RegExp(String.raw`${CLAUSE_START}([Ii]t|[Tt]hat|[Tt]here|[Hh]ere|[Ww]hat) is\b(?!\s*[,.;:!?]|$)`, "g"), "$1$2's"],
  [new RegExp(String.raw`${CLAUSE_START}([Tt]hey|[Yy]ou|[Ww]e) are\b(?!\s*[,.;:!?]|$)`, "g"), "$1$2're"],
  [/\b([Yy]ou|[Tt]hey|[Ii]t|[Ww]e) will\b/g, "$1'll"],
  [/\b([Dd]o|[Dd]oes|[Ii]s|[Aa]re|[Ww]as|[Ww]ere|[Hh]as|[Hh]ave) not\b/g, "$1n't"],
  [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Ww])ill not\b/g, "$1on't"],
  [/\b([Yy]ou|[Tt]hey|[Ww]e) have (?=been|got|used|tried|seen|had)/g, "$1've "],
];

/** Everyday contractions for the casual voice; never at the end of a clause ("as it is."). */
export function contract(text: string): string {
  let out = text;
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out;
}

/** A sentence from a clause: capital first letter, one closing full stop. */
export function sentence(text: string): string {
  const t = capitalise(text.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

const LOWER_TITLE_WORDS = new Set(["a", "an", "the", "and", "or", "for", "with", "of", "in", "on", "at", "to", "by", "from", "per", "via"]);
const UNIT_WORDS = /^(ml|cl|l|oz|fl|g|kg|mg|lb|lbs|mm|cm|m|km|in|ft|w|v|mah|wh|h|hrs|min|gb|tb|mb|hz|db|lm|pcs|x)$/i;

/** Title Case for marketplace titles; acronyms, units after numbers and mixed-case words kept. */
export function titleCase(text: string): string {
  const words = text.split(/(\s+)/);
  let index = 0;
  let previous = "";
  return words
    .map((word) => {
      if (/^\s+$/.test(word)) return word;
      const first = index++ === 0;
      const out = (() => {
        if (/\d/.test(word) || /^[a-z]+[A-Z]/.test(word)) return word;
        // Hyphenated words title-case part by part, acronyms kept: "BPA-free" → "BPA-Free".
        if (word.includes("-")) return word.split("-").map((part) => (/^[A-Z]{2,}$/.test(part) || !part ? part : part[0]!.toUpperCase() + part.slice(1))).join("-");
        if (/[A-Z].*[A-Z]/.test(word)) return word;
        if (/\d$/.test(previous) && UNIT_WORDS.test(word)) return word === "L" || /^l$/i.test(word) ? "L" : word;
        if (!first && LOWER_TITLE_WORDS.has(word.toLowerCase())) return word.toLowerCase();
        return word
          .split("-")
          .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
          .join("-");
      })();
      previous = word;
      return out;
    })
    .join("");
}
