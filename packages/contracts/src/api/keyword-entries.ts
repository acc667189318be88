// The "Keywords & Features" box holds one entry per comma, semicolon or line. The generator reads the
// entries as facts, and the request schema caps how many there may be, so both split the same way.

/** Where a safety warning starts in a line ("WARNING: …", "CAUTION - …"). */
const WARNING_START = /(?:^|[,;])\s*((?:WARNING|CAUTION|DANGER)\s*(?:[:!\-–—]|\s-)[\s\S]*)$/i;
/** A piece after a comma that goes on with the warning's sentence (the Prop 65 text: "…lead, which is known…"). */
const CONTINUES = /^\s*(?:which|who|that|and|or|but|including|such as|as|if|when|while|where|especially|because|so|to|for|of|in|on|with|or other)\b/i;

/** A line's pieces: split on commas and semicolons, a warning kept whole across the commas of its own sentence. */
function piecesOfLine(line: string): string[] {
  const warning = WARNING_START.exec(line);
  const split = (text: string) => text.split(/;|(?<!\d),|,(?!\d{3}(?!\d))/);
  if (!warning) return split(line);
  const [first, ...rest] = warning[1]!.split(/(?<!\d),|,(?!\d{3}(?!\d))/);
  let whole = first!;
  let i = 0;
  while (i < rest.length && CONTINUES.test(rest[i]!)) whole += `,${rest[i++]}`;
  return [...split(line.slice(0, warning.index)), whole, ...split(rest.slice(i).join(","))];
}

/**
 * Entries of the keywords box: split on commas, semicolons and line breaks, but not on the comma
 * inside "10,000 mAh", nor inside a warning's sentence ("WARNING: … lead, which is known …" is one
 * entry). List markers and trailing full stops are typing habits, not content. Repeats (ignoring
 * case) are dropped.
 */
export function splitKeywordEntries(text: string): string[] {
  const entries: string[] = [];
  const seen = new Set<string>();
  const pieces = text.split(/\r?\n|\r/).flatMap(piecesOfLine);
  for (const raw of pieces) {
    // A warning keeps its full stop: it is shown word for word.
    const entry = raw
      .replace(/^[\s•·*\-–—>]+/, "")
      .replace(/^(?:WARNING|CAUTION|DANGER)\b/i.test(raw.trim()) ? /\s+$/ : /[\s.]+$/, "")
      .replace(/\s+/g, " ")
      .trim();
    if (!entry || !/[\p{L}\p{N}]/u.test(entry)) continue;
    const key = entry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}

/**
 * At most this many distinct entries. A listing cannot say more than a few dozen things well, and the
 * cap bounds the writer's and checker's work per request (each entry is matched against the output).
 */
export const KEYWORD_ENTRIES_MAX = 40;
