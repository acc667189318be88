import type {
  CheckResult,
  Description,
  DescriptionCreate,
  DescriptionListItem,
  DescriptionSort,
  Listing,
  Platform,
  Tone,
} from "@shopscript/contracts";
import { quoteIdentifier, type SqlExecutor } from "@shopscript/kit";

export interface DescriptionFilter {
  /** Case-insensitive substring of the product name or the description text. */
  q?: string;
  /** Exact platform (already lower-case). */
  platform?: Platform;
}

/** Where a page ends, in its sort's order: the row's time and id, and for a name or platform sort that value. */
export interface Position {
  createdAt: Date;
  id: string;
  /** lower(productName) for the name sort (as PostgreSQL lowers it), the platform for the platform sort. */
  key?: string;
}

/** A row and where it sits in its sort's order (the next page starts after the last one). */
export interface Positioned<T> {
  item: T;
  at: Position;
}

interface Row {
  id: string;
  productName: string;
  description: string;
  platform: Platform;
  createdAt: Date;
  /** lower("productName"), read only for the name sort's positions. */
  nameKey?: string;
}

interface FullRow extends Row {
  keywords: string;
  tone: Tone;
  productUrl: string | null;
  listing: Listing | null;
  checks: CheckResult[] | null;
}

/** A saved description as an edit needs it: the listing as the writer wrote it, once the seller has edited it. */
export interface EditableDescription extends Description {
  writtenListing: Listing | null;
}

/**
 * The searched text: name and description, lower-cased, stored by PostgreSQL as a generated column with a
 * trigram index (migration 20261125140000_search_text_column) so no query lowers a text per row it reads.
 */
const SEARCH_TEXT = `"searchText"`;

/** What a list or search page shows of each description. */
const ITEM_COLUMNS = `"id", "productName", "description", "platform", "createdAt"`;
/** A full description, as read back and exported. */
const FULL_COLUMNS = `"id", "productName", "keywords", "platform", "tone", "productUrl", "description", "listing", "checks", "createdAt"`;
/** The name sort's key, computed by PostgreSQL (its lower() is what the index and the cursor compare). */
const NAME_KEY = `lower("productName")`;
/** Every read of the seller's catalogue sees live descriptions only: a soft-deleted one is gone at once. */
const LIVE = `"deletedAt" IS NULL`;

/**
 * Each sort: its ORDER BY (an index reads it in order: migration 20261129120000_description_manage) and the
 * keyset condition "after this position" in the same order. A name or a platform is followed by the newest
 * first, so equal names (or one platform's rows) read as the default list does.
 */
const SORTS: Record<DescriptionSort, { order: string; after(key: string, createdAt: string, id: string): string; keyOf?: (row: Row) => string }> = {
  newest: {
    order: `"createdAt" DESC, "id" DESC`,
    after: (_key, createdAt, id) => `("createdAt", "id") < (${createdAt}, ${id})`,
  },
  oldest: {
    order: `"createdAt" ASC, "id" ASC`,
    after: (_key, createdAt, id) => `("createdAt", "id") > (${createdAt}, ${id})`,
  },
  name: {
    order: `${NAME_KEY} ASC, "createdAt" DESC, "id" DESC`,
    // The ">=" lets the index start at the key; the rest places equal names by time.
    after: (key, createdAt, id) =>
      `${NAME_KEY} >= ${key} AND (${NAME_KEY} > ${key} OR ("createdAt", "id") < (${createdAt}, ${id}))`,
    keyOf: (row) => row.nameKey!,
  },
  platform: {
    order: `"platform" ASC, "createdAt" DESC, "id" DESC`,
    after: (key, createdAt, id) => `"platform" >= ${key} AND ("platform" > ${key} OR ("createdAt", "id") < (${createdAt}, ${id}))`,
    keyOf: (row) => row.platform,
  },
};

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
  checks: row.checks,
});

const positioned =
  <T>(sort: DescriptionSort, to: (row: Row) => T) =>
  <R extends Row>(row: R): Positioned<T> => {
    const keyOf = SORTS[sort].keyOf;
    return { item: to(row), at: { createdAt: row.createdAt, id: row.id, ...(keyOf ? { key: keyOf(row) } : {}) } };
  };

/**
 * Saved descriptions, always scoped to one owner: every query takes the user id from the session, never
 * from the client. Raw SQL where it reads the catalogue: the search needs LIKE with literal wildcards on
 * the expression the trigram index covers, and keyset paging in each sort's order. A soft-deleted row
 * ("deletedAt" set) is seen by no read; only a restore within its window and the purge touch it.
 */
export class DescriptionsRepository {
  private readonly table: string;
  private readonly schema: string;

  constructor(schema: string) {
    this.schema = quoteIdentifier(schema);
    this.table = `${this.schema}."Description"`;
  }

  private where(userId: string, filter: DescriptionFilter, sort: DescriptionSort = "newest", after?: Position) {
    const clauses = [`"userId" = $1::uuid`, LIVE];
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
      // A parameter the SQL does not name has no type PostgreSQL can infer: the key goes in only when used.
      const keyed = SORTS[sort].keyOf !== undefined;
      if (keyed) params.push(after.key ?? "");
      params.push(after.createdAt, after.id);
      const n = params.length;
      clauses.push(SORTS[sort].after(keyed ? `$${n - 2}::text` : "", `$${n - 1}::timestamptz`, `$${n}::uuid`));
    }
    return { sql: clauses.join(" AND "), params };
  }

  async create(db: SqlExecutor, userId: string, input: DescriptionCreate): Promise<Description> {
    const [row] = await db.$queryRawUnsafe<FullRow[]>(
      `INSERT INTO ${this.table} ("id", "userId", "productName", "keywords", "platform", "tone", "productUrl", "description", "listing")
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, $6, $7, $8::jsonb)
       RETURNING ${FULL_COLUMNS}`,
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

  /** A page in `sort`'s order, `limit` at most, after `after` (exclusive). */
  async page(db: SqlExecutor, userId: string, filter: DescriptionFilter, sort: DescriptionSort, limit: number, after?: Position) {
    if (filter.q) return this.searchPage(db, userId, filter, sort, limit, after);
    const { sql, params } = this.where(userId, filter, sort, after);
    const rows = await db.$queryRawUnsafe<Row[]>(
      `SELECT ${ITEM_COLUMNS}, ${NAME_KEY} AS "nameKey" FROM ${this.table}
       WHERE ${sql} ORDER BY ${SORTS[sort].order} LIMIT ${Math.floor(limit)}`,
      ...params,
    );
    return rows.map(positioned(sort, toItem));
  }

  /**
   * A page of search results in two bounded steps, so its cost does not hang on the planner's guess of how
   * common the term is. PostgreSQL keeps no statistics for texts over 1 KB (most generated listings), so it
   * guesses from the pattern alone: a rare term guessed common walks every row of the seller newest first
   * (127 ms at 100,000), a common one guessed rare sorts every match (126 ms).
   * 1. The first RECENT_WINDOW rows in the sort's order (after the cursor) are read through that order's
   *    index and filtered: when they hold a full page, those are exactly the first matches. Frequent terms
   *    end here, having read at most RECENT_WINDOW rows.
   * 2. Otherwise the term is rare in those rows: its matches come from the trigram index (a MATERIALIZED
   *    CTE: every match, then the first `limit` in order), never from a walk over every row.
   * Worst case left: a term common further on and absent from the first rows sorts all of its matches.
   */
  private async searchPage(db: SqlExecutor, userId: string, filter: DescriptionFilter, sort: DescriptionSort, limit: number, after?: Position) {
    const { sql, params } = this.where(userId, { platform: filter.platform }, sort, after);
    params.push(likePattern(filter.q!));
    const term = `${SEARCH_TEXT} LIKE lower($${params.length})`;
    const pageSize = Math.floor(limit);
    const order = SORTS[sort].order;
    const recent = await db.$queryRawUnsafe<Row[]>(
      `SELECT ${ITEM_COLUMNS}, ${NAME_KEY} AS "nameKey" FROM (
         SELECT ${ITEM_COLUMNS}, ${SEARCH_TEXT} FROM ${this.table}
         WHERE ${sql} ORDER BY ${order} LIMIT ${RECENT_WINDOW}
       ) AS recent
       WHERE ${term} ORDER BY ${order} LIMIT ${pageSize}`,
      ...params,
    );
    if (recent.length === pageSize) return recent.map(positioned(sort, toItem));
    const rows = await db.$queryRawUnsafe<Row[]>(
      `WITH matches AS MATERIALIZED (
         SELECT ${ITEM_COLUMNS} FROM ${this.table} WHERE ${sql} AND ${term}
       )
       SELECT ${ITEM_COLUMNS}, ${NAME_KEY} AS "nameKey" FROM matches ORDER BY ${order} LIMIT ${pageSize}`,
      ...params,
    );
    return rows.map(positioned(sort, toItem));
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

  /** Full rows for export in `sort`'s order, a batch at a time. */
  async fullPage(db: SqlExecutor, userId: string, filter: DescriptionFilter, sort: DescriptionSort, limit: number, after?: Position) {
    const { sql, params } = this.where(userId, filter, sort, after);
    const rows = await db.$queryRawUnsafe<FullRow[]>(
      `SELECT ${FULL_COLUMNS}, ${NAME_KEY} AS "nameKey" FROM ${this.table}
       WHERE ${sql} ORDER BY ${SORTS[sort].order} LIMIT ${Math.floor(limit)}`,
      ...params,
    );
    return rows.map(positioned(sort, (row) => toDescription(row as FullRow)));
  }

  /** The owner's live descriptions among `ids` (others' ids and deleted ones are left out), newest first. */
  async fullByIds(db: SqlExecutor, userId: string, ids: string[]): Promise<Description[]> {
    const rows = await db.$queryRawUnsafe<FullRow[]>(
      `SELECT ${FULL_COLUMNS} FROM ${this.table}
       WHERE "userId" = $1::uuid AND "id" = ANY($2::uuid[]) AND ${LIVE} ORDER BY "createdAt" DESC, "id" DESC`,
      userId,
      ids,
    );
    return rows.map(toDescription);
  }

  async findOwned(db: SqlExecutor, userId: string, id: string): Promise<Description | null> {
    const [row] = await db.$queryRawUnsafe<FullRow[]>(
      `SELECT ${FULL_COLUMNS} FROM ${this.table} WHERE "id" = $1::uuid AND "userId" = $2::uuid AND ${LIVE}`,
      id,
      userId,
    );
    return row ? toDescription(row) : null;
  }

  /** A live description with the listing as the writer wrote it (null until the seller's first edit). */
  async findEditable(db: SqlExecutor, userId: string, id: string): Promise<EditableDescription | null> {
    const [row] = await db.$queryRawUnsafe<(FullRow & { writtenListing: Listing | null })[]>(
      `SELECT ${FULL_COLUMNS}, "writtenListing" FROM ${this.table} WHERE "id" = $1::uuid AND "userId" = $2::uuid AND ${LIVE}`,
      id,
      userId,
    );
    return row ? { ...toDescription(row), writtenListing: row.writtenListing } : null;
  }

  /**
   * Stores an edited listing with its text and the checker's results. The listing as the writer wrote it is
   * kept from the first edit on (`written`, unless one is kept already). Null when the row is gone (deleted
   * meanwhile) or not this owner's.
   */
  async updateListing(
    db: SqlExecutor,
    userId: string,
    id: string,
    edit: { listing: Listing; description: string; checks: CheckResult[]; written: Listing },
  ): Promise<Description | null> {
    const [row] = await db.$queryRawUnsafe<FullRow[]>(
      `UPDATE ${this.table}
       SET "listing" = $3::jsonb, "description" = $4, "checks" = $5::jsonb, "writtenListing" = COALESCE("writtenListing", $6::jsonb)
       WHERE "id" = $1::uuid AND "userId" = $2::uuid AND ${LIVE}
       RETURNING ${FULL_COLUMNS}`,
      id,
      userId,
      JSON.stringify(edit.listing),
      edit.description,
      JSON.stringify(edit.checks),
      JSON.stringify(edit.written),
    );
    return row ? toDescription(row) : null;
  }

  /** Soft-deletes the owner's live descriptions among `ids`; answers the ids it deleted. */
  async softDelete(db: SqlExecutor, userId: string, ids: string[]): Promise<string[]> {
    const rows = await db.$queryRawUnsafe<{ id: string }[]>(
      `UPDATE ${this.table} SET "deletedAt" = now()
       WHERE "userId" = $1::uuid AND "id" = ANY($2::uuid[]) AND ${LIVE} RETURNING "id"`,
      userId,
      ids,
    );
    return rows.map((row) => row.id);
  }

  /** Brings back the owner's descriptions among `ids` deleted less than `withinMs` ago; answers their ids. */
  async restore(db: SqlExecutor, userId: string, ids: string[], withinMs: number): Promise<string[]> {
    const rows = await db.$queryRawUnsafe<{ id: string }[]>(
      `UPDATE ${this.table} SET "deletedAt" = NULL
       WHERE "userId" = $1::uuid AND "id" = ANY($2::uuid[]) AND "deletedAt" IS NOT NULL
         AND "deletedAt" > now() - make_interval(secs => $3::double precision)
       RETURNING "id"`,
      userId,
      ids,
      withinMs / 1000,
    );
    return rows.map((row) => row.id);
  }

  /**
   * Deletes for good, every seller's, up to `limit` rows soft-deleted more than `olderThanMs` ago (through the
   * partial index on "deletedAt"); answers how many. The caller repeats while a round is full.
   */
  async purgeDeleted(db: SqlExecutor, olderThanMs: number, limit: number): Promise<number> {
    return db.$executeRawUnsafe(
      `DELETE FROM ${this.table} WHERE "id" IN (
         SELECT "id" FROM ${this.table}
         WHERE "deletedAt" IS NOT NULL AND "deletedAt" < now() - make_interval(secs => $1::double precision)
         LIMIT ${Math.floor(limit)}
       )`,
      olderThanMs / 1000,
    );
  }

  /**
   * Deletes one of the owner's descriptions for good, live or soft-deleted (catalog mode replaces the saved
   * copy of a row it edits or rejects). True when a live one went (the seller saw it go).
   */
  async deleteOwned(db: SqlExecutor, userId: string, id: string): Promise<boolean> {
    const rows = await db.$queryRawUnsafe<{ live: boolean }[]>(
      `DELETE FROM ${this.table} WHERE "id" = $1::uuid AND "userId" = $2::uuid RETURNING ${LIVE} AS "live"`,
      id,
      userId,
    );
    return rows.some((row) => row.live);
  }

  async deleteAllOf(db: SqlExecutor, userId: string): Promise<number> {
    return db.$executeRawUnsafe(`DELETE FROM ${this.table} WHERE "userId" = $1::uuid`, userId);
  }
}
