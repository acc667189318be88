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

/** The folder of word lists beside the fact parser (roles.yaml, certifications.yaml). */
export const VOCABULARY_DIR = path.join(__dirname, "vocabulary");
