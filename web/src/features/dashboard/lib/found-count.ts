/**
 * The figure in the dashboard's '{n} description(s) found'. A search or platform filter is counted up to a
 * cap only (DESCRIPTION_COUNT_CAP; an exact count of a frequent word reads every match), so a capped total
 * reads "1,000+": at least that many, not exactly.
 */
export function foundCount(page: { total: number; totalIsExact: boolean }): string {
  const figure = page.total.toLocaleString("en-US");
  return page.totalIsExact ? figure : `${figure}+`;
}
