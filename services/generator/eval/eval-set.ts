import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

// The evaluation set (products.yaml, reference.yaml beside this file; README.md says what each field
// means and how it is matched). Read once, typed, checked for the mistakes an editor can make.

export interface EvalProduct {
  id: string;
  name: string;
  keywords: string;
  category: string;
  traps: string[];
  never: string[];
  verbatim: string[];
  materials: string[];
  notMaterials: string[];
  safety: string;
  /** Phrases the seller typed that the listing must show word for word (holdout.yaml). */
  keep: string[];
  /** Phrases that only a misread role or a wrong category produces; "/…/" is a regular expression (holdout.yaml). */
  forbidden: string[];
  notes?: string;
}

export interface ReferenceListing {
  id: string;
  sentences: string[];
  bullets: string[];
}

const read = <T>(file: string): T => parse(readFileSync(path.join(__dirname, file), "utf8")) as T;

/** Which products: the eval set (products.yaml) or the holdout (holdout.yaml, issue 27: never tuned on). */
export type EvalSetName = "eval" | "holdout";
export const EVAL_SET_FILES: Record<EvalSetName, string> = { eval: "products.yaml", holdout: "holdout.yaml" };

export function loadEvalSet(set: EvalSetName = "eval"): { products: EvalProduct[]; references: ReferenceListing[] } {
  const products = read<EvalProduct[]>(EVAL_SET_FILES[set]).map((p) => ({
    ...p,
    keywords: String(p.keywords ?? ""),
    traps: p.traps ?? [],
    never: p.never ?? [],
    verbatim: (p.verbatim ?? []).map(String),
    materials: p.materials ?? [],
    notMaterials: p.notMaterials ?? [],
    safety: p.safety ?? "",
    keep: (p.keep ?? []).map(String),
    forbidden: (p.forbidden ?? []).map(String),
  }));
  const references = read<ReferenceListing[]>("reference.yaml").map((r) => ({ ...r, sentences: r.sentences ?? [], bullets: r.bullets ?? [] }));
  const ids = new Set(products.map((p) => p.id));
  if (ids.size !== products.length) throw new Error(`${EVAL_SET_FILES[set]}: duplicate id`);
  if (set === "holdout") {
    // The holdout tests generalisation: a category the eval set uses would be a product tuned for already.
    const used = new Set(read<EvalProduct[]>(EVAL_SET_FILES.eval).map((p) => p.category));
    const shared = products.filter((p) => used.has(p.category)).map((p) => p.id);
    if (shared.length) throw new Error(`holdout.yaml: categories the eval set uses: ${shared.join(", ")}`);
    return { products, references: [] };
  }
  for (const r of references) if (!ids.has(r.id)) throw new Error(`reference.yaml: unknown product id ${r.id}`);
  return { products, references };
}
