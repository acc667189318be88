import type { Platform } from "@shopscript/contracts";
import path from "node:path";
import type { Tone } from "@shopscript/contracts";
import { readYaml } from "../../facts/data-file";
import { capitalise } from "../../domain/text-tools";
import { indefiniteArticle, typedBySeller } from "../../facts/articles";

// The phrasebook is data (phrasebook/*.yaml); this module only reads it and fills its templates.

type ByTone<T> = Partial<Record<Tone | "default", T>>;
/** One reading order of sections, or several that Regenerate takes in turn. */
type SectionOrder = string[] | string[][];

export interface Phrasebook {
  sentences: Record<string, ByTone<string[]>>;
  fields: {
    bullets: { order: string[] | ByTone<string[]>; headings: Record<string, ByTone<string>>; text: Record<string, string[] | ByTone<string[]>> };
    html: Record<string, ByTone<string>>;
    short: { seoTitle: string[]; metaDescription: ByTone<string[]>; subtitle: string[]; keepWhenCut?: string[] };
    titles: { separator: Record<string, string>; smallWords: string[] };
    description: { order: ByTone<SectionOrder>; storefront: ByTone<SectionOrder>; join?: ByTone<{ sections: string[]; with: string; maxChars: number }>; detailsList?: Platform[] };
    /** How each tone strings a list of parts and qualities together (fact-groups.ts ListStyle). */
    lists?: ByTone<{ last?: string; figuresFirst?: boolean }>;
    specifications: { heading: ByTone<string>; platforms: string[]; labels: Record<string, string | ByTone<string>> };
    /** Words for characters a field bans (Amazon's bullets ban "£", "€", "~"): the seller's fact said in words. */
    bannedCharWords?: Record<string, string>;
  };
}

export const DEFAULT_PHRASEBOOK_DIR = path.join(__dirname, "phrasebook");

const books = new Map<string, Phrasebook>();

/** The phrasebook in a folder (the shipped one by default), read once per folder. */
export function loadPhrasebook(dir = DEFAULT_PHRASEBOOK_DIR): Phrasebook {
  let book = books.get(dir);
  if (!book) {
    book = { sentences: readYaml("sentences.yaml", dir), fields: readYaml("fields.yaml", dir) };
    books.set(dir, book);
  }
  return book;
}

export const forTone = <T>(entry: ByTone<T> | undefined, tone: Tone): T | undefined => entry?.[tone] ?? entry?.default;

/** The tone's section order for this variant: a tone with several orders reads in another one on Regenerate. */
export function orderFor(entry: ByTone<SectionOrder> | undefined, tone: Tone, variant: number): string[] {
  const orders = forTone(entry, tone) ?? [];
  if (!orders.length || !Array.isArray(orders[0])) return orders as string[];
  const all = orders as string[][];
  return all[variant % all.length]!;
}

/** A list of templates given once for every tone, or per tone. */
export const templatesFor = (entry: string[] | ByTone<string[]> | undefined, tone: Tone): string[] | undefined => (Array.isArray(entry) ? entry : forTone(entry, tone));

/** Token values; a missing or empty one makes every template that uses it ineligible. */
export type Slots = Record<string, string | undefined>;

/** What the engine knows about the product when it fills a template. */
export interface Grammar {
  /** The name names several things ("Wireless Earbuds"): "[is|are]" picks "are". */
  plural: boolean;
}

const TOKEN = /\{(\w+)\}/g;
const ARTICLE_BEFORE = /(?<![\p{L}\p{N}])(a|an|A|An) ([\p{L}\p{N}][\p{L}\p{N}'’.+-]*)/gu;
/** "[is|are]", "[It|They]": the singular form, then the plural one. */
const NUMBER_CHOICE = /\[([^\]|]*)\|([^\]]*)\]/g;
/** A name that brings its own article ("The Weeknight Table Cookbook") takes no "The" from a template. */
const OWN_ARTICLE = /^(?:the|a|an|my|our|your)\s/i;

/** A template made ready for one kind of product: its text before the tokens are filled, and the tokens in it. */
interface Prepared {
  text: string;
  tokens: string[];
}

// The phrasebook's templates are few and each is tried for every listing, plural or not, named with an
// article or not: those four forms are worked out once per template, not on every try (keyed by the template
// itself, then by the form: a string kept from the phrasebook keeps its hash, a concatenated key would not).
const prepared = new Map<string, Array<Prepared | undefined>>();

/** The template's number chosen and its "the {name}" dropped for a name with its own article: the tokens it then needs. */
function withTokens(template: string, slots: Slots, grammar: Grammar): Prepared {
  const ownArticle = !!slots.name && OWN_ARTICLE.test(slots.name);
  const form = (grammar.plural ? 2 : 0) + (ownArticle ? 1 : 0);
  let forms = prepared.get(template);
  if (!forms) {
    if (prepared.size > 4000) prepared.clear();
    prepared.set(template, (forms = []));
  }
  let ready = forms[form];
  if (!ready) {
    const chosen = template.replace(NUMBER_CHOICE, (_, singular: string, plural: string) => (grammar.plural ? plural : singular));
    const text = ownArticle ? chosen.replace(/\b[Tt]he \{name\}/g, (m) => (m.startsWith("T") ? "{Name}" : "{name}")) : chosen;
    forms[form] = ready = { text, tokens: [...text.matchAll(TOKEN)].map((m) => m[1]!) };
  }
  return ready;
}

/** A token's value: "{Name}" is the name capitalised when no "Name" slot is given. */
const slotValue = (slots: Slots, token: string): string | undefined => slots[token] ?? (/^\p{Lu}/u.test(token) ? slots[token[0]!.toLowerCase() + token.slice(1)] : undefined);

/** Whether {@link fill} gives the template a text (every token it needs has a value), without writing the text. */
function fillable(template: string, slots: Slots, grammar: Grammar = { plural: false }): boolean {
  return withTokens(template, slots, grammar).tokens.every((token) => slotValue(slots, token));
}

/** The template with its tokens filled, or undefined when one has no value. */
export function fill(template: string, slots: Slots, grammar: Grammar = { plural: false }): string | undefined {
  let missing = false;
  let text = withTokens(template, slots, grammar).text.replace(TOKEN, (_, token: string) => {
    const value = slotValue(slots, token);
    if (!value) {
      missing = true;
      return "";
    }
    return /^\p{Lu}/u.test(token) ? capitalise(value) : value;
  });
  if (missing) return undefined;
  // A seller's sentence that ends in its own "!" or "?" takes no template full stop after it ("…melts the wax!.").
  text = text.replace(/([!?])\.(?=\s|$)/g, "$1");
  // "A {noun}" with "e-bike" is "An e-bike": the template's article follows the word it now stands before.
  // (An article the seller typed with the word is theirs: "by a HETAS registered installer".)
  const values = Object.values(slots).filter((v): v is string => !!v);
  return text.replace(ARTICLE_BEFORE, (whole, article: string, next: string) => {
    if (values.some((v) => typedBySeller(v, whole))) return whole;
    const right = indefiniteArticle(next);
    return article.toLowerCase() === right ? whole : `${/^A/.test(article) ? capitalise(right) : right} ${next}`;
  });
}

/** The tokens a template uses (lower-cased), so the writer knows which facts it has said. */
export const tokensOf = (template: string): string[] => [...template.matchAll(TOKEN)].map((m) => m[1]!.toLowerCase());

/**
 * Picks the eligible template at `turn` (the variant plus a per-product offset), so Regenerate walks
 * through the alternatives. With `first`, only the first eligible one counts as "best" (lead lines are
 * ordered from most to least informative; variants rotate among the best two).
 */
export function choose(templates: readonly string[] | undefined, slots: Slots, turn: number, best = Infinity, grammar?: Grammar): { text: string; template: string } | undefined {
  if (!templates?.length) return undefined;
  // Only the chosen template is written out: which ones are eligible needs just their tokens' values.
  const eligible: string[] = [];
  for (const template of templates) {
    if (fillable(template, slots, grammar)) eligible.push(template);
    if (eligible.length >= best) break;
  }
  if (!eligible.length) return undefined;
  const template = eligible[turn % eligible.length]!;
  return { text: fill(template, slots, grammar)!, template };
}

/**
 * The most telling template that fits, varied without saying less: the first eligible template fixes
 * which facts are said, and among the templates that say exactly those facts `turn` picks one (so a
 * bullet never drops a fact for variety's sake). `rejects` skips a wording (one the description says);
 * when all of those are rejected, the next less telling template that is not.
 */
export function chooseComplete(templates: readonly string[] | undefined, slots: Slots, turn: number, grammar?: Grammar, rejects: (text: string) => boolean = () => false): string | undefined {
  let tokens: string | undefined;
  const same: string[] = [];
  const rest: string[] = [];
  for (const template of templates ?? []) {
    const text = fill(template, slots, grammar);
    if (text === undefined) continue;
    const key = [...new Set(tokensOf(template))].sort().join(" ");
    tokens ??= key;
    (key === tokens ? same : rest).push(text);
  }
  // When every wording of the most telling kind is taken, a less telling one rather than none.
  const ordered = [...same.map((_, i) => same[(turn + i) % same.length]!), ...rest];
  return ordered.find((text) => !rejects(text));
}
