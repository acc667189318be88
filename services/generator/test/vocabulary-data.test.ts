import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readYaml, VOCABULARY_DIR } from "../src/facts/data-file";
import { CLAIMS, MATERIALS, readVocabulary } from "../src/domain/fact-vocabulary";

// Issue 27, "the engine holds no product words": the materials, claims and units the parser and the
// checker know are data files a copywriter edits (src/facts/vocabulary), not lists in code.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vocabulary-"));
  cpSync(VOCABULARY_DIR, dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** fact-vocabulary as it loads with the vocabulary folder at `folder`. */
function vocabularyFrom(folder: string): typeof import("../src/domain/fact-vocabulary") {
  let loaded: typeof import("../src/domain/fact-vocabulary") | undefined;
  jest.isolateModules(() => {
    jest.doMock("../src/facts/data-file", () => ({ ...jest.requireActual("../src/facts/data-file"), VOCABULARY_DIR: folder }));
    loaded = require("../src/domain/fact-vocabulary");
  });
  jest.dontMock("../src/facts/data-file");
  return loaded!;
}

it("finds a material, a claim and a unit a copywriter added to the files, with no code change", () => {
  appendFileSync(path.join(dir, "materials.yaml"), "\n- canonical: bakelite\n  aliases: [catalin]\n  implies: [plastic]\n");
  appendFileSync(path.join(dir, "claims.yaml"), "\n- canonical: glow-in-the-dark\n  aliases: [glows in the dark]\n");
  appendFileSync(path.join(dir, "units.yaml"), "\ntsp: [tsp, teaspoons, teaspoon]\n");
  const text = "Catalin radio knob, glows in the dark, holds 2 teaspoons";
  const shipped = vocabularyFrom(VOCABULARY_DIR);
  const edited = vocabularyFrom(dir);

  expect(shipped.detectMaterials(text)).toEqual([]);
  expect(edited.detectMaterials(text)).toEqual(["bakelite"]);
  expect(edited.impliedMaterials("bakelite")).toEqual(["plastic"]);
  expect(shipped.findClaims(text)).toEqual([]);
  expect(edited.findClaims(text).map((m) => m.canonical)).toEqual(["glow-in-the-dark"]);
  expect(shipped.extractQuantities(text).map((q) => q.unit)).toEqual([undefined]);
  expect(edited.extractQuantities(text).map((q) => `${q.value} ${q.unit}`)).toEqual(["2 tsp"]);
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
