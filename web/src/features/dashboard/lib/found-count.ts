/**
 * The figure in the dashboard's '{n} descriptions found'. A search or platform filter is counted up to a
 * cap only (DESCRIPTION_COUNT_CAP; an exact count of a frequent word reads every match), so a capped total
 * reads "1,000+": at least that many, not exactly.
 */
export function foundCount(page: { total: number; totalIsExact: boolean }): string {
  const figure = page.total.toLocaleString("en-US");
  return page.totalIsExact ? figure : `${figure}+`;
}

const plural = new Intl.PluralRules("en-US");

/** "1 description found", "3 descriptions found", "1,000+ descriptions found" (a capped total is plural). */
export function foundLabel(page: { total: number; totalIsExact: boolean }): string {
  const one = page.totalIsExact && plural.select(page.total) === "one";
  return `${foundCount(page)} ${one ? "description" : "descriptions"} found`;
}
