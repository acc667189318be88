import { PLATFORMS, TONES, type Platform, type Tone } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { checkListing } from "../src/domain/checker";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { defaultTaxonomy } from "../src/facts/taxonomy";
import { generateListing } from "../src/generation/generate-listing";
import { createBuiltinWriter } from "../src/writers/builtin";
import { loadEvalSet, type EvalProduct, type EvalSetName } from "./eval-set";
import { parses } from "./link-grammar";
import { measureListing, sentencesOf, type ListingFindings } from "./measures";
import { distinctnessTally, type Distinctness } from "./distinctness";

// The copy evaluation: every product of the eval set on every platform in every tone, through the
// same generateListing the API calls, measured by eval/measures.ts. The figures it returns are what
// `npm run eval:copy` prints and what the copy-eval test holds at their targets.

export interface EvalOptions {
  /** products.yaml (default) or holdout.yaml. */
  set?: EvalSetName;
  platforms?: readonly Platform[];
  tones?: readonly Tone[];
  productIds?: readonly string[];
  /** Run link-parser over the prose and the reference listings (slow-ish; needs Debian's link-grammar). */
  grammar?: boolean;
}

export interface EvalFigures {
  products: number;
  categories: number;
  listings: number;
  counts: Record<Exclude<keyof ListingFindings, "proseSentences" | "labelLines">, number>;
  examples: Record<string, string[]>;
  /** Sentences (4+ words) found in the listings of more than 10% of the products. */
  sharedSentences: { sentence: string; products: number }[];
  /** Listings the writer got past every rule check on its own, before any repair. */
  passedWithoutRepair: number;
  /** Listings returned with a failed check (must be 0). */
  failedAfterRepair: number;
  etsy: { withFiveKeywords: number; withThirteenTags: number; meanTags: number; withTwins: number; listings: number };
  searchTerms: { listings: number; meanBytes: number; meanFill: number };
  cpuMs: { median: number; p95: number };
  category: { confidentRight: number; confidentWrong: string[]; unsure: number; unmapped: string[] };
  /** Four tones told apart, and Regenerate giving a new draft (issue 27). */
  distinctness: Distinctness;
  /** Listings that say a benefit of the lexicon, and those whose benefit has no seller's fact behind it (must be 0). */
  benefits: { listings: number; untraced: number };
  grammar?: {
    generated: { sentences: number; parsed: number };
    /** The same with the description's label lines ("Features: a, b and c.") counted as sentences too. */
    withLabelLines: { sentences: number; parsed: number };
    reference: { sentences: number; parsed: number };
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sentenceKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

export async function runEval(options: EvalOptions = {}): Promise<EvalFigures> {
  const { products: all, references } = loadEvalSet(options.set);
  const products = options.productIds ? all.filter((p) => options.productIds!.includes(p.id)) : all;
  const platforms = options.platforms ?? PLATFORMS;
  const tones = options.tones ?? TONES;
  const taxonomy = defaultTaxonomy();
  const builtin = createBuiltinWriter();
  const deps = { writer: builtin, builtin, log: quietLogger() };

  const counts = { invertedNegations: 0, materialSwaps: 0, mangledVerbatim: 0, misplacedSafety: 0, otherCategoryWords: 0, ukSpellings: 0, wrongArticles: 0, misreadRoles: 0, droppedPhrases: 0 };
  const examples: Record<string, string[]> = {};
  const sentencesByProduct = new Map<string, Set<string>>();
  const prose = new Set<string>();
  const labels = new Set<string>();
  const cpu: number[] = [];
  let listings = 0;
  let passedWithoutRepair = 0;
  let failedAfterRepair = 0;
  const etsy = { withFiveKeywords: 0, withThirteenTags: 0, tags: 0, listings: 0, withTwins: 0 };
  const search = { listings: 0, bytes: 0 };
  const distinct = distinctnessTally();
  const benefits = { listings: 0, untraced: 0 };

  for (const product of products) {
    const keys = new Set<string>();
    sentencesByProduct.set(product.id, keys);
    const entries = factsFromSellerInput({ productName: product.name, keywords: product.keywords }).keywords.length;
    for (const platform of platforms) {
      for (const tone of tones) {
        const request = { productName: product.name, keywords: product.keywords, platform, tone, productUrl: undefined, variant: 0 };
        const start = process.cpuUsage();
        const result = await generateListing(request, deps);
        const used = process.cpuUsage(start);
        cpu.push((used.user + used.system) / 1000);
        listings++;
        const trace = result.checks.find((c) => c.id === "benefit-trace");
        if (trace && !trace.passed) benefits.untraced++;
        if (trace && (!trace.passed || /\(\d+\)$/.test(trace.label))) benefits.listings++;
        const failed = result.checks.filter((c) => !c.passed);
        if (failed.length) {
          failedAfterRepair++;
          (examples.failedChecks ??= []).push(...failed.map((c) => `${product.id}/${platform}/${tone}: ${c.id}: ${c.detail ?? c.label}`));
        }
        const facts = factsFromSellerInput({ productName: product.name, keywords: product.keywords });
        const written = await builtin.write({ facts, platform, tone, variant: 0 });
        const unrepaired = checkListing(written, { facts, platform }).failures;
        if (!unrepaired.length) passedWithoutRepair++;
        else (examples.neededRepair ??= []).push(...unrepaired.map((c) => `${product.id}/${platform}/${tone}: ${c.id}: ${c.detail ?? c.label}`));

        distinct.addTones(`${product.id}|${platform}`, result.listing);
        // Regenerate: the same request with the next variant.
        const redraft = await generateListing({ ...request, variant: 1 }, deps);
        distinct.addRedraft(result.listing, redraft.listing);

        const findings = measureListing(result.listing, { product, platform, taxonomy, sellerNotes: result.checks.map((c) => c.label).join("\n") });
        for (const key of Object.keys(counts) as (keyof typeof counts)[]) {
          counts[key] += findings[key].length;
          if (findings[key].length) (examples[key] ??= []).push(...findings[key].map((f) => `${product.id}/${platform}/${tone}: ${f}`));
        }
        for (const s of findings.labelLines) labels.add(s);
        for (const s of findings.proseSentences) {
          prose.add(s);
          const key = sentenceKey(s);
          if (key.split(" ").length >= 4) keys.add(key);
        }
        if (platform === "etsy") {
          const tags = (result.listing.tags as string[] | undefined) ?? [];
          etsy.listings++;
          etsy.tags += tags.length;
          if (hasSingularPluralTwins(tags)) etsy.withTwins++;
          if (entries >= 5) {
            etsy.withFiveKeywords++;
            if (tags.length >= 13) etsy.withThirteenTags++;
          }
        }
        if (platform === "amazon") {
          search.listings++;
          search.bytes += Buffer.byteLength(String(result.listing.searchTerms ?? ""), "utf8");
        }
      }
    }
  }

  // A sentence that many products share says nothing about any of them.
  const productsBySentence = new Map<string, number>();
  for (const keys of sentencesByProduct.values()) for (const k of keys) productsBySentence.set(k, (productsBySentence.get(k) ?? 0) + 1);
  const threshold = Math.max(1, products.length * 0.1);
  const sharedSentences = [...productsBySentence].filter(([, n]) => n > threshold).map(([sentence, n]) => ({ sentence, products: n })).sort((a, b) => b.products - a.products);

  const figures: EvalFigures = {
    products: products.length,
    categories: new Set(products.map((p) => p.category)).size,
    listings,
    counts,
    examples,
    sharedSentences,
    passedWithoutRepair,
    failedAfterRepair,
    etsy: { withFiveKeywords: etsy.withFiveKeywords, withThirteenTags: etsy.withThirteenTags, meanTags: etsy.listings ? etsy.tags / etsy.listings : 0, withTwins: etsy.withTwins, listings: etsy.listings },
    searchTerms: { listings: search.listings, meanBytes: search.listings ? search.bytes / search.listings : 0, meanFill: search.listings ? search.bytes / search.listings / 249 : 0 },
    cpuMs: { median: percentile([...cpu].sort((a, b) => a - b), 50), p95: percentile([...cpu].sort((a, b) => a - b), 95) },
    category: categoryFigures(products, taxonomy),
    distinctness: distinct.figures(),
    benefits,
  };

  if (options.grammar) {
    const generated = [...prose];
    const ids = new Set(products.map((p) => p.id));
    const reference = references.filter((r) => ids.has(r.id)).flatMap((r) => [...r.sentences, ...r.bullets].flatMap(sentencesOf));
    const [g, l, r] = [await parses(generated), await parses([...labels]), await parses(reference)];
    const parsed = (results: boolean[]) => results.filter(Boolean).length;
    figures.grammar = {
      generated: { sentences: g.length, parsed: parsed(g) },
      withLabelLines: { sentences: g.length + l.length, parsed: parsed(g) + parsed(l) },
      reference: { sentences: r.length, parsed: parsed(r) },
    };
  }
  return figures;
}

/** Two tags that differ only by a plural "s"/"es" ("mug" and "mugs"): one of them is a wasted tag. */
export function hasSingularPluralTwins(tags: readonly string[]): boolean {
  const forms = new Set(tags.map((t) => t.toLowerCase().trim()));
  return [...forms].some((t) => forms.has(`${t}s`) || forms.has(`${t}es`) || (t.endsWith("y") && forms.has(`${t.slice(0, -1)}ies`)));
}

function categoryFigures(products: EvalProduct[], taxonomy: ReturnType<typeof defaultTaxonomy>): EvalFigures["category"] {
  const out: EvalFigures["category"] = { confidentRight: 0, confidentWrong: [], unsure: 0, unmapped: [] };
  for (const p of products) {
    const expected = taxonomy.categories.find((c) => c.path === p.category);
    if (!expected) out.unmapped.push(`${p.id} (${p.category})`);
    const guess = taxonomy.classify(p.name, factsFromSellerInput({ productName: p.name, keywords: p.keywords }).keywords);
    if (!guess?.confident) out.unsure++;
    else if (expected && (guess.category.id === expected.id || (expected.related ?? []).includes(guess.category.id))) out.confidentRight++;
    else out.confidentWrong.push(`${p.id}: ${guess.category.id} (expected ${expected?.id ?? p.category})`);
  }
  return out;
}
