import { type ConnectionStatus, type PublishProductStatus, type PublishRunList, type PublishRunView, type StorePlatform } from "@shopscript/contracts";
import { AppError, isUniqueViolation, transactionWithEvents, type Clock, type Database, type Logger, type OutboxRelay } from "@shopscript/kit";
import type { ApprovedRow, CatalogClient } from "../clients/catalog-client";
import type { PrismaClient } from "../generated/prisma/client";
import {
  LISTING_FIELD,
  PLATFORM_FIELDS,
  readField,
  revokedMessage,
  StoreCallFailed,
  StoreCredentialRefused,
  StoreWriteUncertain,
  type PublishedField,
  type StoreProduct,
  type StoreProducts,
  type WriteAnswer,
} from "../stores/store-products";
import type { RunLease } from "./run-lease";
import type { StoreAccess } from "./store-access";

/**
 * The waits before a run stopped by an unclassified error is tried again on the replica holding it (launch):
 * 31 s in all, within the default 60 s lease, which each attempt renews.
 */
const RETRY_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

/** This replica no longer holds the run's lease: it sends nothing more (the replica that took the run over goes on). */
class LeaseLost extends Error {}

export const ALREADY_IN_STORE = "Already in the store as approved: nothing to write.";
export const CHANGED_IN_STORE = "Changed in the store since it was pulled: ShopScript never overwrites a newer edit.";
export const NO_SUCH_FIELD = "The store has no such field for this product (a WooCommerce product without Yoast SEO or Rank Math meta has no SEO title or description).";

/** The fields of an approved row to write to a platform: non-empty listing values, the title only if the seller edited it. */
function fieldsOf(row: ApprovedRow, platform: StorePlatform): Array<{ field: PublishedField; value: string }> {
  const fields: Array<{ field: PublishedField; value: string }> = [];
  for (const field of PLATFORM_FIELDS[platform]) {
    if (field === "title" && !row.editedFields.includes("title")) continue;
    const value = row.listing[LISTING_FIELD[field]];
    if (typeof value === "string" && value.trim()) fields.push({ field, value });
  }
  return fields;
}

export interface PublishDeps {
  db: Database<PrismaClient>;
  relay?: Pick<OutboxRelay, "wake">;
  access: StoreAccess;
  catalog: CatalogClient;
  clock: Clock;
  log: Logger;
  /** This replica's claim on the runs it works (several replicas share the database). */
  lease: RunLease;
}

/**
 * "Publish approved": the job's approved rows, product by product, into the store they were pulled from.
 * The publish log (PublishEntry, unique per run, product and field) is written before anything is sent, the
 * store's current values are kept as the snapshot before each write, and a product the store changed since
 * the pull is skipped. One replica works a run at a time (its lease, renewed while it works); a run whose
 * replica stopped or died is taken over once the lease lapses and resumes where it was: a product whose write
 * may have landed is checked in the store, not written again.
 */
export function createPublishApproved(deps: PublishDeps) {
  const prisma = deps.db.client;
  const inFlight = new Map<string, Promise<void>>();
  /** Runs waiting to be tried again here after an unclassified error (launch), by run id. */
  const retries = new Map<string, NodeJS.Timeout>();
  let stopping = false;
  const { lease } = deps;
  let sweeper: NodeJS.Timeout | undefined;

  async function view(userId: string, runId: string): Promise<PublishRunView> {
    const run = await prisma.publishRun.findFirst({ where: { id: runId, userId }, include: { entries: { orderBy: [{ key: "asc" }, { field: "asc" }] } } });
    if (!run) throw AppError.notFound("No such publish run");
    const products = new Map<string, PublishRunView["products"][number]>();
    // A field the product lacks (skipped on its own) says nothing of the product's fate unless it is all there was.
    const lacking = (entry: (typeof run.entries)[number]) => entry.status === "skipped" && entry.message === NO_SUCH_FIELD;
    const entries = [...run.entries.filter((e) => !lacking(e)), ...run.entries.filter(lacking)];
    for (const entry of entries) {
      const product = products.get(entry.productId) ?? { productId: entry.productId, key: entry.key, status: entry.status as PublishProductStatus, fields: [], message: null };
      product.fields.push(entry.field);
      if (entry.message && entry.status === product.status && !product.message) product.message = entry.message;
      products.set(entry.productId, product);
    }
    const counts = { pending: 0, published: 0, skipped: 0, failed: 0, restored: 0 };
    for (const product of products.values()) counts[product.status]++;
    return {
      id: run.id,
      jobId: run.jobId,
      connectionId: run.connectionId,
      status: run.status as PublishRunView["status"],
      message: run.message,
      createdAt: run.createdAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      counts,
      products: [...products.values()],
    };
  }

  async function settle(runId: string, productId: string, status: PublishProductStatus, message: string | null) {
    await prisma.publishEntry.updateMany({ where: { runId, productId, status: "pending" }, data: { status, message } });
  }

  type Run = { id: string; userId: string; connectionId: string; jobId: string };
  type Entry = Awaited<ReturnType<typeof prisma.publishEntry.findMany>>[number];

  /**
   * A chunk of products (one, or up to a store batch): read each from the store, settle what must not be
   * written (gone, changed since the pull, already as approved, a field it lacks), snapshot the rest in one
   * commit, then send one write. A write whose answer is lost is read back, never resent blindly.
   */
  async function publishChunk(run: Run, store: StoreProducts, productIds: string[], write: StoreProducts["update"] = (writes) => store.update(writes)) {
    const pending = await prisma.publishEntry.findMany({ where: { runId: run.id, productId: { in: productIds }, status: "pending" } });
    if (pending.length === 0) return;
    const pulled = new Map((await prisma.pulledProduct.findMany({ where: { jobId: run.jobId, productId: { in: productIds } } })).map((p) => [p.productId, p]));
    const current = await store.get([...new Set(pending.map((e) => e.productId))]);
    const toWrite = new Map<string, Entry[]>();
    for (const [productId, product] of current) {
      let entries = pending.filter((e) => e.productId === productId);
      const seen = pulled.get(productId);
      if (!product || !seen) {
        await settle(run.id, productId, "failed", "The product is no longer in the store.");
        continue;
      }
      const lacking = entries.filter((e) => readField(product, e.field) === undefined);
      if (lacking.length) {
        await prisma.publishEntry.updateMany({ where: { id: { in: lacking.map((e) => e.id) } }, data: { status: "skipped", message: NO_SUCH_FIELD } });
        entries = entries.filter((e) => !lacking.includes(e));
        if (entries.length === 0) continue;
      }
      const landed = entries.every((e) => readField(product, e.field) === e.after);
      // An earlier attempt's write landed before the process stopped: record it, send nothing again.
      if (entries.some((e) => e.snapshotted) && landed) await markPublished(run, [{ productId, product, fields: entries.map((e) => e.field) }]);
      else if (product.version !== seen.storeUpdatedAt) await settle(run.id, productId, "skipped", CHANGED_IN_STORE);
      else if (landed) await settle(run.id, productId, "skipped", ALREADY_IN_STORE);
      else toWrite.set(productId, entries);
    }
    if (toWrite.size === 0) return;
    // The snapshot is committed before the write is sent: whatever happens next, the way back is kept.
    await prisma.$transaction(
      [...toWrite].flatMap(([productId, entries]) =>
        entries.map((e) =>
          prisma.publishEntry.update({ where: { id: e.id }, data: e.snapshotted ? {} : { before: readField(current.get(productId)!, e.field) ?? null, snapshotted: true } }),
        ),
      ),
    );
    let latest = current;
    for (let attempt = 1; toWrite.size > 0; attempt++) {
      try {
        const answers = await write([...toWrite].map(([id, entries]) => ({ product: latest.get(id)!, values: entries.map((e) => ({ field: e.field, value: e.after })) })));
        const written: Published[] = [];
        for (const [productId, entries] of toWrite) {
          const answer = answers.get(productId);
          if (!answer || "error" in answer) await settle(run.id, productId, "failed", `${store.label} refused it: ${answer?.error ?? "no answer for this product"}`);
          else written.push({ productId, product: answer.product, fields: entries.map((e) => e.field) });
        }
        await markPublished(run, written);
        return;
      } catch (err) {
        if (!(err instanceof StoreWriteUncertain) || attempt >= store.retry.attempts) throw err;
        // The write may have landed: read the products back rather than send it again.
        await store.retry.sleep(Math.min(store.retry.baseWaitMs * 2 ** (attempt - 1), store.retry.maxWaitMs));
        const now = (latest = await store.get([...toWrite.keys()]));
        for (const [productId, entries] of [...toWrite]) {
          const product = now.get(productId);
          if (!product) await settle(run.id, productId, "failed", "The product is no longer in the store.");
          else if (entries.every((e) => readField(product, e.field) === e.after)) await markPublished(run, [{ productId, product, fields: entries.map((e) => e.field) }]);
          else if (product.version !== pulled.get(productId)!.storeUpdatedAt) await settle(run.id, productId, "skipped", CHANGED_IN_STORE);
          else continue;
          toWrite.delete(productId);
        }
      }
    }
  }

  type Published = { productId: string; product: StoreProduct; fields: string[] };

  /** Records products as published, some at a time per commit (a commit per product made 1,000 slow; a whole batch of 100 in one risks the transaction's time limit). */
  async function markPublished(run: Run, published: Published[]) {
    for (let at = 0; at < published.length; at += 25) await markPublishedTogether(run, published.slice(at, at + 25));
  }

  async function markPublishedTogether(run: Run, published: Published[]) {
    await transactionWithEvents(deps.db, deps.relay, `publish-${run.id}`, async (tx, emit) => {
      for (const { productId, product, fields } of published) {
        const { count } = await tx.publishEntry.updateMany({
          where: { runId: run.id, productId, status: "pending" },
          data: { status: "published", publishedAt: deps.clock.now(), message: null },
        });
        // Already recorded (another pass got there first): the event was said then.
        if (count === 0) continue;
        await tx.pulledProduct.updateMany({ where: { jobId: run.jobId, productId }, data: { storeUpdatedAt: product.version } });
        await emit("product.published", { userId: run.userId, connectionId: run.connectionId, runId: run.id, productId, fields });
      }
    });
  }

  /**
   * A store's bulk operation carrying these writes has started: its id and each product's line go on the
   * products' pending entries in one commit, before its end is awaited. If this replica dies while the operation
   * runs, the one that takes the run over reads that operation's result (resumeBulk) instead of writing again.
   */
  async function recordBulk(run: Run, operation: string, writes: Array<{ product: StoreProduct }>) {
    await prisma.$transaction(
      writes.map(({ product }, line) =>
        prisma.publishEntry.updateMany({ where: { runId: run.id, productId: product.id, status: "pending" }, data: { bulkOperation: operation, bulkLine: line } }),
      ),
    );
  }

  /**
   * A run taken over (or resumed) with products still pending in a bulk operation an earlier attempt started:
   * waits for each such operation to end and records its result (published, or the store's refusal) before
   * anything else is sent. A product the result does not answer (the operation ended without results, or Shopify
   * lost track of it) stays pending and is read back in the store like any write that may have landed.
   */
  async function resumeBulk(run: Run, store: StoreProducts) {
    if (!store.bulk) return;
    const carried = await prisma.publishEntry.findMany({
      where: { runId: run.id, status: "pending", bulkOperation: { not: null } },
      select: { productId: true, field: true, bulkOperation: true, bulkLine: true },
    });
    const operations = new Map<string, Array<(typeof carried)[number]>>();
    for (const entry of carried) operations.set(entry.bulkOperation!, [...(operations.get(entry.bulkOperation!) ?? []), entry]);
    for (const [operation, entries] of operations) {
      const lines: Array<string | undefined> = [];
      for (const e of entries) if (e.bulkLine !== null) lines[e.bulkLine] = e.productId;
      let answers: Map<string, WriteAnswer>;
      try {
        answers = await store.bulk.resume(operation, lines);
      } catch (err) {
        if (!(err instanceof StoreWriteUncertain)) throw err;
        deps.log.warn({ runId: run.id, operation, err: err.message }, "a taken-over bulk operation gave no result; its products are read back");
        continue;
      }
      const written: Published[] = [];
      for (const productId of new Set(entries.map((e) => e.productId))) {
        const answer = answers.get(productId);
        if (!answer) continue;
        if ("error" in answer) await settle(run.id, productId, "failed", `${store.label} refused it: ${answer.error}`);
        else written.push({ productId, product: answer.product, fields: entries.filter((e) => e.productId === productId).map((e) => e.field) });
      }
      await markPublished(run, written);
    }
  }

  async function execute(runId: string): Promise<void> {
    const run = await prisma.publishRun.findUnique({ where: { id: runId } });
    if (!run || run.status !== "running") return;
    // Another replica holds it (or it just finished): that one works it.
    if (!(await lease.claim(runId))) return;
    let held = true;
    // Renewed between chunks too; this covers a chunk that waits long (throttled, retrying).
    const heartbeat = setInterval(() => {
      lease
        .claim(runId)
        .then((ok) => {
          if (!ok) held = false;
        })
        .catch((err: unknown) => deps.log.warn({ err: (err as Error).message, runId }, "renewing a publish run's lease failed"));
    }, Math.max(100, Math.floor(lease.leaseMs / 3)));
    heartbeat.unref();
    try {
      await work(run, () => held);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function work(run: Run, holding: () => boolean): Promise<void> {
    const runId = run.id;
    // Only the lease holder finishes the run (a replica that lost it leaves that to the one that took over).
    const finish = (status: "done" | "stopped", message: string | null = null) =>
      prisma.publishRun.updateMany({
        where: { id: runId, leasedBy: lease.replica, status: "running" },
        data: { status, message, finishedAt: deps.clock.now(), leasedBy: null, leaseUntil: null },
      });
    let row;
    try {
      row = await deps.access.connected(run.userId, run.connectionId);
    } catch (err) {
      await finish("stopped", (err as Error).message);
      return;
    }
    const store = deps.access.products(row);
    try {
      await resumeBulk(run, store);
    } catch (err) {
      if (!(err instanceof StoreCredentialRefused)) throw err;
      await deps.access.revoked(row);
      await finish("stopped", revokedMessage(store.label));
      return;
    }
    const products = await prisma.publishEntry.findMany({ where: { runId, status: "pending" }, distinct: ["productId"], select: { productId: true, key: true }, orderBy: { key: "asc" } });
    // A run of many products goes through the store's bulk write when it has one (Shopify: bulk operations);
    // the reads, the skip-if-changed checks and the snapshots before it are the same.
    const bulk = store.bulk && products.length > store.bulk.threshold ? store.bulk : null;
    const batchSize = bulk ? bulk.batchSize : store.batchSize;
    // A bulk chunk's reads and snapshots (hundreds of rows) take a while: the lease is checked again just before
    // the operation starts, and the operation is recorded on its entries as soon as it has.
    const bulkWrite: StoreProducts["update"] = async (writes) => {
      if (!holding() || !(await lease.claim(runId))) throw new LeaseLost();
      return bulk!.update(writes, (operation) => recordBulk(run, operation, writes));
    };
    for (let at = 0; at < products.length; at += batchSize) {
      // The lease lapsed (this replica stalled past it) and another replica may have taken the run: stop here,
      // sending nothing more; the publish log tells the other one what was done.
      if (!holding() || !(await lease.claim(runId))) {
        deps.log.warn({ runId, replica: lease.replica }, "lost a publish run's lease; another replica goes on with it");
        return;
      }
      const chunk = products.slice(at, at + batchSize).map((p) => p.productId);
      try {
        await publishChunk(run, store, chunk, bulk ? (writes) => bulkWrite(writes) : undefined);
      } catch (err) {
        if (err instanceof LeaseLost) {
          deps.log.warn({ runId, replica: lease.replica }, "lost a publish run's lease before its bulk operation; another replica goes on with it");
          return;
        }
        if (err instanceof StoreCredentialRefused) {
          await deps.access.revoked(row);
          await finish("stopped", revokedMessage(store.label));
          return;
        }
        if (err instanceof StoreCallFailed) {
          for (const productId of chunk) await settle(runId, productId, "failed", err.message);
          continue;
        }
        throw err;
      }
    }
    await finish("done");
  }

  /**
   * Works a run here unless it is already in flight. A run stopped by an error nothing above classifies (a
   * dropped database connection, an answer the store client could not read) is most often over a moment later:
   * this replica, which still holds the lease, tries again after a short wait rather than leaving the run
   * until its lease lapses. Bounded: after the last wait it is left to the lease, and any replica's sweep.
   */
  function launch(runId: string, attempt = 0) {
    if (inFlight.has(runId)) return;
    const work = execute(runId)
      .catch((err: unknown) => {
        const wait = RETRY_WAITS_MS[attempt];
        if (stopping || wait === undefined) {
          deps.log.error({ err: (err as Error).message, runId, attempts: attempt + 1 }, "a publish run failed; a replica takes it over once its lease lapses");
          return;
        }
        deps.log.warn({ err: (err as Error).message, runId, attempt: attempt + 1, retryInMs: wait }, "a publish run failed; this replica tries it again shortly");
        clearTimeout(retries.get(runId));
        const retry = setTimeout(() => {
          retries.delete(runId);
          launch(runId, attempt + 1);
        }, wait);
        retry.unref();
        retries.set(runId, retry);
      })
      .finally(() => inFlight.delete(runId));
    inFlight.set(runId, work);
  }

  return {
    view,

    async list(userId: string, jobId?: string): Promise<PublishRunView[]> {
      const runs = await prisma.publishRun.findMany({ where: { userId, ...(jobId ? { jobId } : {}) }, orderBy: { createdAt: "desc" }, take: 50, select: { id: true } });
      return Promise.all(runs.map((run) => view(userId, run.id)));
    },

    /** The store a job was pulled from (null: the job is an uploaded file, or another seller's). */
    async source(userId: string, jobId: string): Promise<PublishRunList["source"]> {
      const pulled = await prisma.pulledProduct.findFirst({ where: { userId, jobId }, select: { connectionId: true } });
      if (!pulled) return null;
      const connection = await prisma.storeConnection.findFirst({ where: { id: pulled.connectionId, userId } });
      if (!connection) return null;
      return {
        connectionId: connection.id,
        platform: connection.platform as StorePlatform,
        shop: connection.shop,
        status: connection.status as ConnectionStatus,
      };
    },

    /** Starts (or, when one is still running for the job, answers) a run; the work goes on after the answer. */
    async start(userId: string, jobId: string): Promise<PublishRunView> {
      const pulled = await prisma.pulledProduct.findFirst({ where: { userId, jobId }, select: { connectionId: true } });
      if (!pulled) throw AppError.notFound("This job was not pulled from a store");
      const connection = await deps.access.connected(userId, pulled.connectionId);
      const running = () => prisma.publishRun.findFirst({ where: { userId, jobId, status: "running" } });
      const answer = (runId: string) => {
        launch(runId);
        return view(userId, runId);
      };
      const already = await running();
      if (already) return answer(already.id);
      const approved = await deps.catalog.approvedRows(userId, jobId);
      const products = new Map((await prisma.pulledProduct.findMany({ where: { userId, jobId } })).map((p) => [p.key, p]));
      const entries = approved.flatMap((row) => {
        const product = products.get(row.key);
        return product ? fieldsOf(row, connection.platform).map(({ field, value }) => ({ productId: product.productId, key: row.key, field, after: value })) : [];
      });
      if (entries.length === 0) throw AppError.validation({ jobId: "No approved listing in this job to publish: approve some first" });
      let run: { id: string };
      try {
        run = await prisma.publishRun.create({
          data: { userId, jobId, connectionId: pulled.connectionId, status: "running", entries: { create: entries.map((e) => ({ ...e, userId })) } },
        });
      } catch (err) {
        // Another request for this job created its run since we looked (one running run per job: a partial unique
        // index, migration 20261130060000_one_running_publish_run): that run is the answer to this one too.
        const raced = isUniqueViolation(err) ? await running() : null;
        if (!raced) throw err;
        run = raced;
      }
      return answer(run.id);
    },

    /**
     * Runs no replica holds (never claimed, or their replica stopped or died) go on here, where they were.
     * Each is claimed before any work, so of several replicas sweeping at once one takes each run.
     */
    async resumeRunning(): Promise<number> {
      const runs = (await lease.unclaimed()).filter((id) => !inFlight.has(id));
      for (const id of runs) launch(id);
      return runs.length;
    },

    /** Looks for runs to take over at start and then every half lease, until stopped. */
    watch(): void {
      const sweep = () =>
        this.resumeRunning()
          .then((count) => count > 0 && deps.log.info({ count, replica: lease.replica }, "publish runs taken over"))
          .catch((err: unknown) => deps.log.error({ err: (err as Error).message }, "looking for publish runs to take over failed"));
      void sweep();
      sweeper = setInterval(() => void sweep(), Math.max(100, Math.floor(lease.leaseMs / 2)));
      sweeper.unref();
    },

    /** Stops taking runs over and trying failed ones again, and waits for the runs in flight (shutdown, tests). */
    async settled(): Promise<void> {
      clearInterval(sweeper);
      stopping = true;
      for (const retry of retries.values()) clearTimeout(retry);
      retries.clear();
      await Promise.all([...inFlight.values()]);
    },
  };
}

export type PublishApproved = ReturnType<typeof createPublishApproved>;
