import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readYaml, VOCABULARY_DIR, wordList } from "../src/facts/data-file";
import { CLAIMS, MATERIALS, readVocabulary } from "../src/domain/fact-vocabulary";

// Issue 27, "the engine holds no product words": the materials, claims and units the parser and the
// checker know, and the word lists that tell a fact's kind and a word's class, are data files a
// copywriter edits (src/facts/vocabulary), not lists in code.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vocabulary-"));
  cpSync(VOCABULARY_DIR, dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Modules = {
  vocabulary: typeof import("../src/domain/fact-vocabulary");
  lexicon: typeof import("../src/facts/fact-lexicon");
  classes: typeof import("../src/facts/word-classes");
};

/** The modules that read the vocabulary, as they load with its folder at `folder`. */
function vocabularyFrom(folder: string): Modules {
  let loaded: Modules | undefined;
  jest.isolateModules(() => {
    jest.doMock("../src/facts/data-file", () => ({ ...jest.requireActual("../src/facts/data-file"), VOCABULARY_DIR: folder }));
    loaded = { vocabulary: require("../src/domain/fact-vocabulary"), lexicon: require("../src/facts/fact-lexicon"), classes: require("../src/facts/word-classes") };
  });
  jest.dontMock("../src/facts/data-file");
  return loaded!;
}

it("finds a material, a claim and a unit a copywriter added to the files, with no code change", () => {
  appendFileSync(path.join(dir, "materials.yaml"), "\n- canonical: bakelite\n  aliases: [catalin]\n  implies: [plastic]\n");
  appendFileSync(path.join(dir, "claims.yaml"), "\n- canonical: glow-in-the-dark\n  aliases: [glows in the dark]\n");
  appendFileSync(path.join(dir, "units.yaml"), "\ntsp: [tsp, teaspoons, teaspoon]\n");
  const text = "Catalin radio knob, glows in the dark, holds 2 teaspoons";
  const shipped = vocabularyFrom(VOCABULARY_DIR).vocabulary;
  const edited = vocabularyFrom(dir).vocabulary;

  expect(shipped.detectMaterials(text)).toEqual([]);
  expect(edited.detectMaterials(text)).toEqual(["bakelite"]);
  expect(edited.impliedMaterials("bakelite")).toEqual(["plastic"]);
  expect(shipped.findClaims(text)).toEqual([]);
  expect(edited.findClaims(text).map((m) => m.canonical)).toEqual(["glow-in-the-dark"]);
  expect(shipped.extractQuantities(text).map((q) => q.unit)).toEqual([undefined]);
  expect(edited.extractQuantities(text).map((q) => `${q.value} ${q.unit}`)).toEqual(["2 tsp"]);
});

it("reads a fact's kind and a word's class from the word lists a copywriter edited, with no code change", () => {
  const lexicon = path.join(dir, "fact-lexicon.yaml");
  writeFileSync(
    lexicon,
    readFileSync(lexicon, "utf8")
      .replace(/^care: \[/m, "care: [steam-clean, ")
      .replace(/^colours: \[/m, "colours: [chartreuse, ")
      .replace(/^audience: \[/m, "audience: [golfers, ")
      .replace(/^ {2}phrases: \[choking hazard/m, "  phrases: [contains magnets, choking hazard"),
  );
  const classes = path.join(dir, "word-classes.yaml");
  writeFileSync(classes, readFileSync(classes, "utf8").replace(/^places: \[/m, "places: [mudroom, ").replace(/^singularEndingInS: \[/m, "singularEndingInS: [chaos, "));
  const shipped = vocabularyFrom(VOCABULARY_DIR);
  const edited = vocabularyFrom(dir);

  const read = ({ lexicon: l, classes: c }: Modules) => ({
    care: l.CARE.test("Steam clean only"),
    colour: l.COLOURS.has("chartreuse"),
    audience: l.AUDIENCE.test("for golfers"),
    warning: l.SAFETY.test("Contains magnets"),
    place: c.isPlace("mudroom"),
    plural: c.isPluralNoun("chaos"),
  });
  expect(read(shipped)).toEqual({ care: false, colour: false, audience: false, warning: false, place: false, plural: true });
  expect(read(edited)).toEqual({ care: true, colour: true, audience: true, warning: true, place: true, plural: false });
  // The grammar around the words stays in code: the edited care phrase in any spelling, the audience after any opening.
  expect(["steamclean", "steam-clean the cover"].map((t) => edited.lexicon.CARE.test(t))).toEqual([true, true]);
  expect(["ideal for golfers", "gift for new golfers", "young golfers"].map((t) => edited.lexicon.AUDIENCE.test(t))).toEqual([true, true, true]);
  expect(edited.classes.useAfterFor("mudroom", "mudroom")).toBe("the mudroom");
});

it("refuses a word list whose name is misspelt, naming the file and the list", () => {
  expect(() => wordList({ colors: ["sage"] }, "fact-lexicon.yaml", "colours")).toThrow("fact-lexicon.yaml: colours must be a list of words");
  expect(() => wordList({ safety: { phrases: ["choking hazard", 65] } }, "fact-lexicon.yaml", "safety.phrases")).toThrow("fact-lexicon.yaml: safety.phrases must be a list of words");
  expect(wordList({ safety: { phrases: ["choking hazard"] } }, "fact-lexicon.yaml", "safety.phrases")).toEqual(["choking hazard"]);
});

it("refuses a malformed entry at start, naming the file and the entry, rather than dropping a spelling", () => {
  const bad = mkdtempSync(path.join(os.tmpdir(), "vocabulary-bad-"));
  try {
    writeFileSync(path.join(bad, "materials.yaml"), "- canonical: oak\n- canonical: walnut\n  alias: [walnut wood]\n");
    expect(() => readVocabulary("materials.yaml", bad)).toThrow('materials.yaml, entry 2 (walnut): unknown field "alias"');
    writeFileSync(path.join(bad, "claims.yaml"), "- canonical: made in\n  pattern: '\\bmade in ('\n");
    expect(() => readVocabulary("claims.yaml", bad)).toThrow(/claims\.yaml, entry 1 \(made in\): .*regular expression/i);
    writeFileSync(path.join(bad, "materials.yaml"), "- aliases: [oak]\n");
    expect(() => readVocabulary("materials.yaml", bad)).toThrow("materials.yaml, entry 1: needs a canonical name");
  } finally {
    rmSync(bad, { recursive: true, force: true });
  }
});

it("keeps no material, claim or unit word in the matching code", () => {
  // Comments may name a word to explain a rule ("oak" implies "wood"); the code may not hold one.
  const source = readFileSync(path.join(__dirname, "../src/domain/fact-vocabulary.ts"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const units = readYaml<Record<string, string[]>>("units.yaml", VOCABULARY_DIR);
  const words = [
    ...[...MATERIALS, ...CLAIMS].flatMap((e) => [e.canonical, ...(e.aliases ?? [])]),
    // A canonical unit is also the name the code compares by ("pcs"); its other spellings are words.
    ...Object.values(units).flat().filter((spelling) => !(spelling in units)),
  ];
  expect(MATERIALS.length).toBeGreaterThan(100);
  expect(words.filter((word) => source.includes(`"${word}"`))).toEqual([]);
});
