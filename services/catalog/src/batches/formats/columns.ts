// Finding columns by header text. Exports are matched loosely (case, spacing and a stray BOM or
// non-breaking space do not matter) because spreadsheets rewrite headers in small ways.

/** A header as compared: lower case, inner whitespace collapsed, trimmed. */
export const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .replace(/[\s\u00a0]+/g, " ")
    .trim()
    .toLowerCase();

export class Columns {
  private readonly index = new Map<string, number>();

  constructor(readonly headers: string[]) {
    headers.forEach((header, i) => {
      const key = normaliseHeader(header);
      // The first of two same-named columns is the one read (and the one filled on download).
      if (!this.index.has(key)) this.index.set(key, i);
    });
  }

  /** Index of the first column whose header is one of `names` (tried in order), or undefined. */
  find(...names: string[]): number | undefined {
    for (const name of names) {
      const i = this.index.get(normaliseHeader(name));
      if (i !== undefined) return i;
    }
    return undefined;
  }

  has(...names: string[]): boolean {
    return this.find(...names) !== undefined;
  }

  /** Every column whose normalised header matches `pattern`, with the pattern's match. */
  matching(pattern: RegExp): { index: number; match: RegExpMatchArray }[] {
    const found: { index: number; match: RegExpMatchArray }[] = [];
    for (const [key, index] of this.index) {
      const match = key.match(pattern);
      if (match) found.push({ index, match });
    }
    return found.sort((a, b) => a.index - b.index);
  }
}

/** The trimmed text of a cell, or undefined when the column is absent or the cell blank. */
export function cell(cells: string[], index: number | undefined): string | undefined {
  if (index === undefined) return undefined;
  const value = cells[index]?.trim();
  return value ? value : undefined;
}

/** Entries of a comma-separated list cell (Shopify and WooCommerce tags, WooCommerce attribute values). */
export const splitList = (value: string | undefined): string[] =>
  value
    ? value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
    : [];

/** Appends entries not already present (ignoring case), keeping the first spelling seen. */
export function addUnique(list: string[], entries: Iterable<string>) {
  const seen = new Set(list.map((entry) => entry.toLowerCase()));
  for (const entry of entries) {
    const key = entry.toLowerCase();
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    list.push(entry);
  }
}
