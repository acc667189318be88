import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * Reads a YAML data file that ships beside the source (the taxonomy, the phrasebook). They are read
 * at run time, not compiled in, so a copywriter's edit takes effect on the next start without a
 * build, and a test can load an edited copy from another folder.
 */
export function readYaml<T>(file: string, dir: string): T {
  const full = path.join(dir, file);
  try {
    return parse(readFileSync(full, "utf8")) as T;
  } catch (err) {
    throw new Error(`Cannot read ${full}: ${(err as Error).message}`);
  }
}

/** The folder of word lists beside the fact parser (roles.yaml, materials.yaml, fact-lexicon.yaml …). */
export const VOCABULARY_DIR = path.join(__dirname, "vocabulary");

/**
 * The list of words at `key` ("safety.phrases") of a data file, checked: a misspelt or misplaced name
 * in the file stops the start with the file and the key, rather than leaving a word class empty.
 */
export function wordList(data: unknown, file: string, key: string): string[] {
  let value: unknown = data;
  for (const part of key.split(".")) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  if (!Array.isArray(value) || !value.every((word) => typeof word === "string" && word.trim() !== "")) throw new Error(`${file}: ${key} must be a list of words`);
  return value as string[];
}
