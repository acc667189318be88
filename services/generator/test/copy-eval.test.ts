import { linkParserAvailable } from "../eval/link-grammar";
import { runEval, type EvalFigures } from "../eval/run-eval";

// The copy evaluation (npm run eval:copy) as a gate: every product of the eval set on all 12 platforms
// in all 4 tones, with the eval's own measures. Truth errors must be zero; the grammar signal must be at
// least the hand-written reference listings'. It needs Debian's link-grammar, which .ci/run installs: a
// machine without it fails here, loudly.

jest.setTimeout(600_000);

let figures: EvalFigures;

beforeAll(async () => {
  if (!linkParserAvailable()) throw new Error("link-parser is missing: apt-get install -y link-grammar (see .ci/run)");
  figures = await runEval({ grammar: true });
});

describe("copy evaluation", () => {
  it("finds no inverted negation, other category's word, mangled name, misplaced warning, material swap, UK spelling or wrong article", () => {
    expect(figures.counts).toEqual({ invertedNegations: 0, materialSwaps: 0, mangledVerbatim: 0, misplacedSafety: 0, otherCategoryWords: 0, ukSpellings: 0, wrongArticles: 0, misreadRoles: 0, droppedPhrases: 0 });
    expect(figures.examples).toEqual({});
  });

  it("shares no sentence between more than 10% of the products", () => {
    expect(figures.sharedSentences).toEqual([]);
  });

  it("passes every rule check, without repair, on every listing", () => {
    expect(figures.failedAfterRepair).toBe(0);
    expect(figures.passedWithoutRepair).toBe(figures.listings);
  });

  it("guesses no category wrongly with confidence", () => {
    expect(figures.category.confidentWrong).toEqual([]);
    expect(figures.category.unmapped).toEqual([]);
  });

  it("writes prose that link-parser links at least as often as hand-written reference listings", () => {
    const { generated, reference } = figures.grammar!;
    expect(generated.sentences).toBeGreaterThan(1000);
    expect(generated.parsed / generated.sentences).toBeGreaterThanOrEqual(reference.parsed / reference.sentences);
  });

  it("fills Etsy's 13 tags on at least 95% of listings whose input has 5+ keywords (issue 27)", () => {
    expect(figures.etsy.withThirteenTags / figures.etsy.withFiveKeywords).toBeGreaterThanOrEqual(0.95);
  });
});
