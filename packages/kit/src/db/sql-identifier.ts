const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** Quotes a Postgres identifier we build SQL with; only plain lower-case names are accepted. */
export function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a safe SQL identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
}
