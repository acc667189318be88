import {
  DEFAULT_DESCRIPTION_SORT,
  DESCRIPTION_COUNT_CAP,
  DESCRIPTION_MAX,
  DESCRIPTION_RESTORE_HOURS,
  LISTING_RULES,
  listingLength,
  type Description,
  type DescriptionCreate,
  type DescriptionEdit,
  type DescriptionListItem,
  type DescriptionPage,
  type DescriptionSort,
} from "@shopscript/contracts";
import { AppError, transactionWithEvents, type Database, type OutboxRelay } from "@shopscript/kit";
import type { ListingChecker } from "../clients/listing-checker";
import { DescriptionsRepository, type DescriptionFilter, type Position, type Positioned } from "../data/descriptions-repository";
import type { PrismaClient } from "../generated/prisma/client";
import { decodeCursor, encodeCursor } from "./cursor";

const DEFAULT_PAGE_SIZE = 24;
const EXPORT_BATCH = 500;
/** Rows the purge deletes per statement: a large backlog goes in short statements, other writes between them. */
const PURGE_BATCH = 500;
const RESTORE_WINDOW_MS = DESCRIPTION_RESTORE_HOURS * 3_600_000;

/** The catalog's use cases; every one acts for the signed-in owner only. */
export function createCatalog(deps: { db: Database<PrismaClient>; relay: OutboxRelay; listingChecker?: ListingChecker }) {
  const { db, relay } = deps;
  const repository = new DescriptionsRepository(db.schema);
  const notFound = () => AppError.notFound("Description not found");

  /** Deletes the seller's descriptions among `ids` (others' and missing ones are left alone); answers the deleted ids. */
  const removeMany = (userId: string, ids: string[], requestId: string): Promise<string[]> =>
    transactionWithEvents(db, relay, requestId, async (tx, emit) => {
      const deleted = await repository.softDelete(tx, userId, ids);
      for (const descriptionId of deleted) await emit("description.deleted", { userId, descriptionId });
      return deleted;
    });

  return {
    async save(userId: string, input: DescriptionCreate, requestId: string, apiKeyId: string | null = null): Promise<Description> {
      return transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const saved = await repository.create(tx, userId, input);
        await emit("description.saved", { userId, descriptionId: saved.id, platform: saved.platform, apiKeyId });
        return saved;
      });
    },

    async page(
      userId: string,
      filter: DescriptionFilter,
      options: { cursor?: string; limit?: number; sort?: DescriptionSort },
    ): Promise<DescriptionPage> {
      const limit = options.limit ?? DEFAULT_PAGE_SIZE;
      const sort = options.sort ?? DEFAULT_DESCRIPTION_SORT;
      const after = options.cursor ? decodeCursor(options.cursor, sort) : undefined;
      // One extra row tells whether another page exists without a second query.
      const filtered = Boolean(filter.q || filter.platform);
      // A filtered count stops at the cap: counting every match of a frequent word reads all of them
      // (issue 20: 1.2 s at 100,000 descriptions). The unfiltered count stays exact: a kept counter.
      const [rows, filteredCount, unfilteredTotal] = await Promise.all([
        repository.page(db.client, userId, filter, sort, limit + 1, after),
        filtered ? repository.countUpTo(db.client, userId, filter, DESCRIPTION_COUNT_CAP) : undefined,
        repository.countAll(db.client, userId),
      ]);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const totalIsExact = filteredCount === undefined || filteredCount <= DESCRIPTION_COUNT_CAP;
      return {
        items: shown.map((row) => row.item),
        total: filteredCount === undefined ? unfilteredTotal : Math.min(filteredCount, DESCRIPTION_COUNT_CAP),
        totalIsExact,
        unfilteredTotal,
        nextCursor: rows.length > limit && last ? encodeCursor(last.at) : null,
      };
    },

    /** Every description of the user, newest first (the spec's unpaged list). */
    async all(userId: string): Promise<DescriptionListItem[]> {
      const items: DescriptionListItem[] = [];
      for await (const batch of inBatches((after) => repository.page(db.client, userId, {}, "newest", EXPORT_BATCH, after))) {
        items.push(...batch);
      }
      return items;
    },

    async get(userId: string, id: string): Promise<Description> {
      return (await repository.findOwned(db.client, userId, id)) ?? Promise.reject(notFound());
    },

    /**
     * The seller edits a saved listing's fields. The generator's checker runs on the edited listing and its
     * results are stored with it; a failed check is the seller's to see, never a reason to refuse their words.
     * The description's text follows the fields (the whole listing as the text to copy, as generation writes it).
     */
    async edit(userId: string, id: string, edit: DescriptionEdit, requestId: string): Promise<Description> {
      const saved = await repository.findEditable(db.client, userId, id);
      if (!saved) throw notFound();
      if (!saved.listing) throw AppError.conflict("This description was saved without its listing's fields, so there are none to edit.");
      const fields = LISTING_RULES[saved.platform].fields;
      const problems = Object.entries(edit.listing).flatMap(([key, value]) => {
        const field = fields.find((f) => f.key === key);
        if (!field) return [[`listing.${key}`, "Not a field of this platform's listing"]];
        if ((field.kind === "list") !== Array.isArray(value)) return [[`listing.${key}`, field.kind === "list" ? "Must be a list" : "Must be text"]];
        return [];
      });
      if (problems.length) throw AppError.validation(Object.fromEntries(problems));
      const listing = { ...saved.listing, ...edit.listing };
      if (listingLength(listing) > DESCRIPTION_MAX) throw AppError.validation({ listing: `The listing must be at most ${DESCRIPTION_MAX} characters` });
      const written = saved.writtenListing ?? saved.listing;
      if (!deps.listingChecker) throw AppError.unavailable("We couldn't check your listing just now. Please try again in a moment.");
      const { checks, description } = await deps.listingChecker.check(
        { productName: saved.productName, keywords: saved.keywords, platform: saved.platform, tone: saved.tone, listing, writtenListing: written },
        requestId,
      );
      // Deleted (or its owner's account) while the checker ran: gone, like any missing description.
      return (await repository.updateListing(db.client, userId, id, { listing, description, checks, written })) ?? Promise.reject(notFound());
    },

    /** Deletes one (the spec's delete): hidden at once, restorable for DESCRIPTION_RESTORE_HOURS. */
    async remove(userId: string, id: string, requestId: string): Promise<void> {
      const [deleted] = await removeMany(userId, [id], requestId);
      if (!deleted) throw notFound();
    },

    removeMany,

    /** Undo: brings back the seller's descriptions among `ids` deleted within the restore window; answers their ids. */
    async restore(userId: string, ids: string[], requestId: string): Promise<string[]> {
      return transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const restored = await repository.restore(tx, userId, ids, RESTORE_WINDOW_MS);
        for (const descriptionId of restored) await emit("description.restored", { userId, descriptionId });
        return restored;
      });
    },

    /**
     * Deletes for good what was deleted longer ago than the restore window, every seller's (the service's sweep
     * calls this); answers how many.
     */
    async purgeDeleted(): Promise<number> {
      let purged = 0;
      for (;;) {
        const round = await repository.purgeDeleted(db.client, RESTORE_WINDOW_MS, PURGE_BATCH);
        purged += round;
        if (round < PURGE_BATCH) return purged;
      }
    },

    /** Full descriptions for export in `sort`'s order, a batch at a time, so a large catalogue never sits in memory. */
    exportBatches(userId: string, filter: DescriptionFilter, sort: DescriptionSort = DEFAULT_DESCRIPTION_SORT): AsyncGenerator<Description[]> {
      return inBatches((after) => repository.fullPage(db.client, userId, filter, sort, EXPORT_BATCH, after));
    },

    /** The seller's selection for export (at most DESCRIPTION_SELECTION_MAX, so one batch), newest first. */
    async *exportSelection(userId: string, ids: string[]): AsyncGenerator<Description[]> {
      const found = await repository.fullByIds(db.client, userId, ids);
      if (found.length) yield found;
    },

    async purgeUser(tx: Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0], userId: string): Promise<number> {
      return repository.deleteAllOf(tx, userId);
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;

/** Walks a keyset-paged query batch by batch until a short batch says it is done. */
async function* inBatches<T>(fetch: (after?: Position) => Promise<Positioned<T>[]>): AsyncGenerator<T[]> {
  let after: Position | undefined;
  for (;;) {
    const batch = await fetch(after);
    if (batch.length) yield batch.map((row) => row.item);
    if (batch.length < EXPORT_BATCH) return;
    after = batch.at(-1)!.at;
  }
}
