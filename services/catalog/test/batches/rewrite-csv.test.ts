import { parse } from "csv-parse/sync";
import { rewriteCsv } from "../../src/batches/formats/rewrite-csv";

/** A small seeded generator (mulberry32), so the odd files below are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Pieces a hand-edited or oddly exported CSV is made of: quoted cells with doubled quotes and line
// breaks, stray quotes in unquoted cells, text after a closing quote, multi-byte characters, blanks.
const PIECES = [
  "plain",
  "",
  " spaced ",
  '"quoted, comma"',
  '"dq ""x"" dq"',
  '"multi\nline"',
  '"crlf\r\nline"',
  '5" brim',
  '"closed"tail',
  "café 🧶",
  "a'b",
  '""',
];

function oddFile(rand: () => number, lines: number, eol: string): Buffer {
  const rows: string[] = [];
  for (let i = 0; i < lines; i++) {
    const cells = Array.from(
      { length: 1 + Math.floor(rand() * 5) },
      () => PIECES[Math.floor(rand() * PIECES.length)]!,
    );
    rows.push(rand() < 0.05 ? "" : cells.join(","));
  }
  return Buffer.from(rows.join(eol) + (rand() < 0.5 ? eol : ""), "utf8");
}

describe("rewriting cells in place", () => {
  it("replaces exactly the chosen cell of every record csv-parse reads, in odd files, and keeps every other byte", () => {
    const rand = random(17);
    for (let file = 0; file < 60; file++) {
      const original = oddFile(rand, 30, file % 3 === 0 ? "\r\n" : "\n");
      const before = parse(original, {
        relax_quotes: true,
        relax_column_count: true,
        record_delimiter: ["\r\n", "\n", "\r"],
      }) as string[][];
      // Fill the last cell of every other record.
      const edited = new Set<number>();
      const out = rewriteCsv(original, (record) => {
        if (record.row % 2 === 1) return undefined;
        edited.add(record.row);
        return { set: new Map([[record.cells.length - 1, `new "${record.row}", value`]]) };
      });
      const after = parse(out, {
        relax_quotes: true,
        relax_column_count: true,
        record_delimiter: ["\r\n", "\n", "\r"],
      }) as string[][];
      const expected = before.map((cells, i) =>
        edited.has(i + 1) ? [...cells.slice(0, -1), `new "${i + 1}", value`] : cells,
      );
      expect([file, after]).toEqual([file, expected]);
      // With nothing to change, the bytes come back as they were.
      expect(rewriteCsv(original, () => undefined).equals(original)).toBe(true);
    }
  });
});
