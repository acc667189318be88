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
  notes?: string;
}

export interface ReferenceListing {
  id: string;
  sentences: string[];
  bullets: string[];
}

const read = <T>(file: string): T => parse(readFileSync(path.join(__dirname, file), "utf8")) as T;

export function loadEvalSet(): { products: EvalProduct[]; references: ReferenceListing[] } {
  const products = read<EvalProduct[]>("products.yaml").map((p) => ({
    ...p,
    keywords: String(p.keywords ?? ""),
    traps: p.traps ?? [],
    never: p.never ?? [],
    verbatim: (p.verbatim ?? []).map(String),
    materials: p.materials ?? [],
    notMaterials: p.notMaterials ?? [],
    safety: p.safety ?? "",
  }));
  const references = read<ReferenceListing[]>("reference.yaml").map((r) => ({ ...r, sentences: r.sentences ?? [], bullets: r.bullets ?? [] }));
  const ids = new Set(products.map((p) => p.id));
  if (ids.size !== products.length) throw new Error("products.yaml: duplicate id");
  for (const r of references) if (!ids.has(r.id)) throw new Error(`reference.yaml: unknown product id ${r.id}`);
  return { products, references };
}
