// npm run eval:copy [-- --set eval|holdout --platform amazon --tone casual --product painted-mug --examples 5 --json --no-grammar]
// Prints the copy evaluation's figures beside their targets (issue 12), and a few examples of each
// error so a reader can go straight to the listing. The eval set (products.yaml) and the holdout
// (holdout.yaml, issue 27: products the writer was never tuned on) are reported apart.
import { parseArgs } from "node:util";
import { PLATFORMS, TONES, type Platform, type Tone } from "@shopscript/contracts";
import { linkParserAvailable } from "./link-grammar";
import type { EvalSetName } from "./eval-set";
import { runEval, type EvalFigures } from "./run-eval";
import { runVoiceEval, type VoiceFigures } from "./voice-eval";

const { values } = parseArgs({
  options: {
    set: { type: "string", multiple: true },
    platform: { type: "string", multiple: true },
    tone: { type: "string", multiple: true },
    product: { type: "string", multiple: true },
    examples: { type: "string", default: "3" },
    json: { type: "boolean", default: false },
    "no-grammar": { type: "boolean", default: false },
    "no-voices": { type: "boolean", default: false },
  },
});

const platforms = (values.platform ?? [...PLATFORMS]) as Platform[];
const tones = (values.tone ?? [...TONES]) as Tone[];
for (const p of platforms) if (!(PLATFORMS as readonly string[]).includes(p)) throw new Error(`--platform must be one of ${PLATFORMS.join(", ")}`);
for (const t of tones) if (!(TONES as readonly string[]).includes(t)) throw new Error(`--tone must be one of ${TONES.join(", ")}`);
const sets = (values.set ?? ["eval", "holdout"]) as EvalSetName[];
for (const s of sets) if (s !== "eval" && s !== "holdout") throw new Error("--set must be eval or holdout");
const grammar = !values["no-grammar"];
if (grammar && !linkParserAvailable()) {
  console.error("link-parser is not installed (Debian: apt-get install -y link-grammar); run with --no-grammar to skip the grammar figure.");
  process.exit(2);
}

const LABELS: Record<keyof EvalFigures["counts"], string> = {
  invertedNegations: "inverted negations",
  otherCategoryWords: "other-category words",
  mangledVerbatim: "mangled verbatim strings",
  misplacedSafety: "misplaced safety texts",
  materialSwaps: "material swaps",
  ukSpellings: "UK spellings on US marketplaces",
  wrongArticles: "wrong indefinite articles",
  misreadRoles: "misread roles and categories (holdout's forbidden phrases)",
  droppedPhrases: "seller's phrases dropped (holdout's keep phrases)",
};
/** Example lists that are not counts of their own. */
const EXAMPLE_LABELS: Record<string, string> = { failedChecks: "failed checks", neededRepair: "checks the writer failed before repair" };

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : "n/a");

function print(f: EvalFigures, examples: number, set: EvalSetName) {
  const rows: [string, string, string][] = [];
  for (const key of Object.keys(LABELS) as (keyof typeof LABELS)[]) rows.push([LABELS[key], String(f.counts[key]), "0"]);
  rows.push(["sentences shared by >10% of products", String(f.sharedSentences.length), "0"]);
  if (f.grammar) {
    const g = f.grammar;
    rows.push(["prose sentences link-parser parses", `${pct(g.generated.parsed, g.generated.sentences)} of ${g.generated.sentences}`, `≥ reference ${pct(g.reference.parsed, g.reference.sentences)} of ${g.reference.sentences}`]);
    rows.push(["  the same, label lines (\"Features: …\") counted", `${pct(g.withLabelLines.parsed, g.withLabelLines.sentences)} of ${g.withLabelLines.sentences}`, "reported"]);
  }
  rows.push(["Etsy listings with 13 tags (input has 5+ keywords)", `${pct(f.etsy.withThirteenTags, f.etsy.withFiveKeywords)} of ${f.etsy.withFiveKeywords}`, "≥ 95%"]);
  rows.push(["Etsy tags per listing (mean)", f.etsy.meanTags.toFixed(1), "13"]);
  rows.push(["Etsy listings with singular/plural twin tags", `${pct(f.etsy.withTwins, f.etsy.listings)} of ${f.etsy.listings}`, "0"]);
  rows.push(["Amazon search terms (mean bytes of 249)", `${f.searchTerms.meanBytes.toFixed(0)} (${pct(f.searchTerms.meanFill, 1)})`, "toward 249"]);
  rows.push(["listings passing every rule check without repair", `${pct(f.passedWithoutRepair, f.listings)} of ${f.listings}`, "100%"]);
  rows.push(["listings returned with a failed check", String(f.failedAfterRepair), "0"]);
  rows.push(["CPU per listing, writer + checker (median / p95)", `${f.cpuMs.median.toFixed(2)} / ${f.cpuMs.p95.toFixed(2)} ms`, "median ≤ 0.5 ms"]);
  rows.push(["listings saying a benefit (benefits.yaml)", `${pct(f.benefits.listings, f.listings)} of ${f.listings}`, "reported"]);
  rows.push(["benefits with no seller's fact behind them", String(f.benefits.untraced), "0"]);
  const d = f.distinctness;
  rows.push(["product×platform pairs whose tones open differently", `${pct(d.openingsAllDiffer, d.pairs)} of ${d.pairs}`, "≥ 80%"]);
  rows.push(["word-trigram overlap between two tones (mean)", d.meanToneOverlap.toFixed(2), "≤ 0.30"]);
  rows.push(["word-trigram overlap, Regenerate vs first draft (mean)", d.meanRedraftOverlap.toFixed(2), "≤ 0.50"]);
  rows.push(["Regenerate returning the same sentences", `${d.sameBodyRedrafts} of ${d.redrafts}`, "0"]);
  rows.push(["category: confident and right", `${f.category.confidentRight} of ${f.products}`, ""]);
  rows.push(["category: confident and wrong", String(f.category.confidentWrong.length), "0"]);
  rows.push(["category: not confident (says less)", String(f.category.unsure), ""]);
  const width = Math.max(...rows.map((r) => r[0].length));
  const title = set === "holdout" ? "Holdout (holdout.yaml, never tuned on)" : "Copy evaluation (products.yaml)";
  console.log(`${title}: ${f.products} products in ${f.categories} categories, ${f.listings} listings\n`);
  for (const [label, value, target] of rows) console.log(`${label.padEnd(width)}  ${value.padEnd(24)}  ${target}`);
  if (examples > 0) {
    const sections: [string, string[]][] = [
      ...Object.entries(f.examples).map(([k, v]) => [LABELS[k as keyof typeof LABELS] ?? EXAMPLE_LABELS[k] ?? k, v] as [string, string[]]),
      ["shared sentences", f.sharedSentences.map((s) => `${s.products} products: “${s.sentence}”`)],
      ["category confident and wrong", f.category.confidentWrong],
      ["category not in the taxonomy", f.category.unmapped],
    ];
    for (const [label, list] of sections) {
      if (!list.length) continue;
      console.log(`\n${label} (${list.length}):`);
      for (const line of list.slice(0, examples)) console.log(`  ${line}`);
    }
  }
}

async function main() {
  const all: Partial<Record<EvalSetName, EvalFigures>> = {};
  for (const set of sets) {
    const figures = await runEval({ set, platforms, tones, productIds: values.product, grammar });
    all[set] = figures;
    if (!values.json) {
      if (set !== sets[0]) console.log(`\n${"─".repeat(100)}\n`);
      print(figures, Number(values.examples), set);
    }
  }
  // Brand voices (issue 31): the eval set written in three voices (voices.yaml); --no-voices skips it.
  let voices: VoiceFigures[] | undefined;
  if (!values["no-voices"] && sets.includes("eval")) {
    voices = await runVoiceEval({ set: "eval", platforms, tones, productIds: values.product });
    if (!values.json) printVoices(voices, Number(values.examples));
  }
  if (values.json) console.log(JSON.stringify({ ...all, ...(voices ? { voices } : {}) }, null, 2));
}

function printVoices(all: VoiceFigures[], examples: number) {
  console.log(`\n${"─".repeat(100)}\n\nBrand voices (voices.yaml) over the eval set\n`);
  for (const f of all) {
    const truth = Object.values(f.truth).reduce((a, b) => a + b, 0);
    const rows: [string, string, string][] = [
      ["banned words outside the product's name", String(f.bannedWords), "0"],
      ["required phrases present", `${pct(f.required.present, f.required.expected)} of ${f.required.expected}`, "100%"],
      ["locale spelling errors", String(f.spellingErrors), "0"],
      ["emoji policy breaks", String(f.emojiBreaks), "0"],
      ["descriptions inside the voice's reading level", `${pct(f.readingInRange, f.listings)} of ${f.listings}`, "≥ 90%"],
      ["  the same at grade 6-8 (the issue's example range)", `${pct(f.readingSixToEight, f.listings)}`, "reported"],
      ["listings returned with a failed check", String(f.failedChecks), "0"],
      [`truth counts (${Object.keys(f.truth).length} kinds of measures.ts, summed)`, String(truth), "0"],
      ["required lines the eval marks never-say for a product", String(f.requiredLineFlags), "reported"],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(`${f.voice}: ${f.listings} listings`);
    for (const [label, value, target] of rows) console.log(`  ${label.padEnd(width)}  ${value.padEnd(20)}  ${target}`);
    const shown = f.examples.filter((e) => !/: grade /.test(e)).slice(0, examples);
    for (const line of shown) console.log(`    ${line}`);
  }
}

main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
