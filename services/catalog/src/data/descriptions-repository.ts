import type { Description, DescriptionCreate, DescriptionListItem, Listing, Platform, Tone } from "@shopscript/contracts";
import { quoteIdentifier, type SqlExecutor } from "@shopscript/kit";

export interface DescriptionFilter {
  /** Case-insensitive substring of the product name or the description text. */
  q?: string;
  /** Exact platform (already lower-case). */
  platform?: Platform;
}

export interface Position {
  createdAt: Date;
  id: string;
}

interface Row {
  id: string;
  productName: string;
  description: string;
  platform: Platform;
  createdAt: Date;
}

interface FullRow extends Row {
  keywords: string;
  tone: Tone;
  productUrl: string | null;
  listing: Listing | null;
}

/**
 * The searched text: name and description, lower-cased, stored by PostgreSQL as a generated column with a
 * trigram index (migration 20261125140000_search_text_column) so no query lowers a text per row it reads.
 */
const SEARCH_TEXT = `"searchText"`;

/** What a list or search page shows of each description. */
const ITEM_COLUMNS = `"id", "productName", "description", "platform", "createdAt"`;

/**
 * How many of a seller's newest descriptions a search reads before it turns to the trigram index: enough
 * for any term in more than 1 of 80 recent rows to fill a 25-row page, little enough to filter in a few ms.
 */
const RECENT_WINDOW = 2000;

/** `%` and `_` in a seller's search are literal characters, not SQL wildcards. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toItem = (row: Row): DescriptionListItem => ({
  id: row.id,
  productName: row.productName,
  description: row.description,
  platform: row.platform,
  createdAt: row.createdAt.toISOString(),
});

const toDescription = (row: FullRow): Description => ({
  ...toItem(row),
  keywords: row.keywords,
  tone: row.tone,
  productUrl: row.productUrl,
  listing: row.listing,
});

/**
 * Saved descriptions, always scoped to one owner: every query takes the user id from the session, never
 * from the client. Raw SQL where it reads the catalogue: the search needs LIKE with literal wildcards on
 * the expression the trigram index covers, and keyset paging on (createdAt, id).
 */
export class DescriptionsRepository {
  private readonly table: string;
  private readonly schema: string;

  constructor(schema: string) {
    this.schema = quoteIdentifier(schema);
    this.table = `${this.schema}."Description"`;
  }

  private where(userId: string, filter: DescriptionFilter, after?: Position) {
    const clauses = [`"userId" = $1::uuid`];
    const params: unknown[] = [userId];
    if (filter.q) {
      // The generated column of the trigram index "Description_searchText_trgm_idx", lower-cased like it;
      // ILIKE on the two columns apart was a sequential scan.
      params.push(likePattern(filter.q));
      clauses.push(`${SEARCH_TEXT} LIKE lower($${params.length})`);
    }
    if (filter.platform) {
      params.push(filter.platform);
      clauses.push(`"platform" = $${params.length}`);
    }
    if (after) {
      params.push(after.createdAt, after.id);
      clauses.push(`("createdAt", "id") < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    return { sql: clauses.join(" AND "), params };
  }

  async create(db: SqlExecutor, userId: string, input: DescriptionCreate): Promise<Description> {
    const [row] = await db.$queryRawUnsafe<FullRow[]>(
      `INSERT INTO ${this.table} ("id", "userId", "productName", "keywords", "platform", "tone", "productUrl", "description", "listing")
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, $6, $7, $8::jsonb)
       RETURNING "id", "productName", "keywords", "platform", "tone", "productUrl", "description", "listing", "createdAt"`,
      userId,
      input.productName,
      input.keywords,
      input.platform,
      input.tone,
      input.productUrl,
      input.description,
      input.listing === null ? null : JSON.stringify(input.listing),
    );
    return toDescription(row!);
  }

  /** Newest first, `limit` at most, after `after` (exclusive). */
  async page(db: SqlExecutor, userId: string, filter: DescriptionFilter, limit: number, after?: Position) {
    if (filter.q) return this.searchPage(db, userId, filter, limit, after);
    const { sql, params } = this.where(userId, filter, after);
    const rows = await db.$queryRawUnsafe<Row[]>(
      `SELECT ${ITEM_COLUMNS} FROM ${this.table}
       WHERE ${sql} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${Math.floor(limit)}`,
      ...params,
    );
    return rows.map(toItem);
  }

  /**
   * A page of search results in two bounded steps, so its cost does not hang on the planner's guess of how
   * common the term is. PostgreSQL keeps no statistics for texts over 1 KB (most generated listings), so it
   * guesses from the pattern alone: a rare term guessed common walks every row of the seller newest first
   * (127 ms at 100,000), a common one guessed rare sorts every match (126 ms).
   * 1. The newest RECENT_WINDOW rows (after the cursor) are read through the (userId, createdAt) index and
   *    filtered: when they hold a full page, those are exactly the newest matches. Frequent terms end here,
   *    having read at most RECENT_WINDOW rows.
   * 2. Otherwise the term is rare in recent rows: its matches come from the trigram index (a MATERIALIZED
   *    CTE: every match, then the newest `limit`), never from a walk over every row.
   * Worst case left: a term common in old rows and absent from recent ones sorts all of its matches.
   */
  private async searchPage(db: SqlExecutor, userId: string, filter: DescriptionFilter, limit: number, after?: Position) {
    const { sql, params } = this.where(userId, { platform: filter.platform }, after);
    params.push(likePattern(filter.q!));
    const term = `${SEARCH_TEXT} LIKE lower($${params.length})`;
    const pageSize = Math.floor(limit);
    const recent = await db.$queryRawUnsafe<Row[]>(
      `SELECT ${ITEM_COLUMNS} FROM (
         SELECT ${ITEM_COLUMNS}, ${SEARCH_TEXT} FROM ${this.table}
         WHERE ${sql} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${RECENT_WINDOW}
       ) AS recent
       WHERE ${term} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${pageSize}`,
      ...params,
    );
    if (recent.length === pageSize) return recent.map(toItem);
    const rows = await db.$queryRawUnsafe<Row[]>(
      `WITH matches AS MATERIALIZED (
         SELECT ${ITEM_COLUMNS} FROM ${this.table} WHERE ${sql} AND ${term}
       )
       SELECT ${ITEM_COLUMNS} FROM matches ORDER BY "createdAt" DESC, "id" DESC LIMIT ${pageSize}`,
      ...params,
    );
    return rows.map(toItem);
  }

  /** All of the owner's descriptions: the counter the triggers on the table keep (none: no row). */
  async countAll(db: SqlExecutor, userId: string): Promise<number> {
    const [row] = await db.$queryRawUnsafe<{ count: number }[]>(
      `SELECT "count" FROM ${this.schema}."DescriptionCount" WHERE "userId" = $1::uuid`,
      userId,
    );
    return Number(row?.count ?? 0);
  }

  /**
   * Matches, counted up to `upTo` + 1 only (one more than the cap says whether there are more): the scan
   * stops there, so a frequent word costs about as much as a word with `upTo` matches, not a read and
   * recheck of every one of its rows.
   */
  async countUpTo(db: SqlExecutor, userId: string, filter: DescriptionFilter, upTo: number): Promise<number> {
    const { sql, params } = this.where(userId, filter);
    const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(
      `SELECT count(*) AS count FROM (SELECT 1 FROM ${this.table} WHERE ${sql} LIMIT ${Math.floor(upTo) + 1}) AS matches`,
      ...params,
    );
    return Number(row?.count ?? 0);
  }

  /** Full rows for export, newest first, a batch at a time. */
  async fullPage(db: SqlExecutor, userId: string, filter: DescriptionFilter, limit: number, after?: Position) {
    const { sql, params } = this.where(userId, filter, after);
    const rows = await db.$queryRawUnsafe<FullRow[]>(
      `SELECT "id", "productName", "keywords", "platform", "tone", "productUrl", "description", "listing", "createdAt"
       FROM ${this.table} WHERE ${sql} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${Math.floor(limit)}`,
      ...params,
    );
    return rows.map(toDescription);
  }

  async findOwned(db: SqlExecutor, userId: string, id: string): Promise<Description | null> {
    const [row] = await db.$queryRawUnsafe<FullRow[]>(
      `SELECT "id", "productName", "keywords", "platform", "tone", "productUrl", "description", "listing", "createdAt"
       FROM ${this.table} WHERE "id" = $1::uuid AND "userId" = $2::uuid`,
      id,
      userId,
    );
    return row ? toDescription(row) : null;
  }

  /** True when a row of this owner was deleted. */
  async deleteOwned(db: SqlExecutor, userId: string, id: string): Promise<boolean> {
    return (await db.$executeRawUnsafe(`DELETE FROM ${this.table} WHERE "id" = $1::uuid AND "userId" = $2::uuid`, id, userId)) > 0;
  }

  async deleteAllOf(db: SqlExecutor, userId: string): Promise<number> {
    return db.$executeRawUnsafe(`DELETE FROM ${this.table} WHERE "userId" = $1::uuid`, userId);
  }
}
