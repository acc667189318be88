import { type ConnectionStatus, type PublishProductStatus, type PublishRunList, type PublishRunView, type StorePlatform } from "@shopscript/contracts";
import { AppError, transactionWithEvents, type Clock, type Database, type Logger, type OutboxRelay } from "@shopscript/kit";
import type { ApprovedRow, CatalogClient } from "../clients/catalog-client";
import type { PrismaClient } from "../generated/prisma/client";
import { StoreCallFailed, StoreCredentialRefused, StoreWriteUncertain, type ProductChanges, type ShopifyProduct, type ShopifyProducts } from "../stores/shopify-products";
import { REVOKED_MESSAGE, type StoreAccess } from "./store-access";

/** The store fields a publish writes, and where each comes from in a Shopify listing. */
export const PUBLISHED_FIELDS = {
  descriptionHtml: { listing: "bodyHtml", read: (p: ShopifyProduct) => p.descriptionHtml },
  "seo.title": { listing: "seoTitle", read: (p: ShopifyProduct) => p.seo.title },
  "seo.description": { listing: "metaDescription", read: (p: ShopifyProduct) => p.seo.description },
  // Only when the seller edited it: the writer's title never replaces a store's title on its own.
  title: { listing: "title", read: (p: ShopifyProduct) => p.title },
} as const;
export type PublishedField = keyof typeof PUBLISHED_FIELDS;

export const ALREADY_IN_STORE = "Already in the store as approved: nothing to write.";
export const CHANGED_IN_STORE = "Changed in the store since it was pulled: ShopScript never overwrites a newer edit.";

/** ProductUpdateInput for some fields' values. */
export function changesFor(values: Array<{ field: string; value: string | null }>): ProductChanges {
  const changes: ProductChanges = {};
  for (const { field, value } of values) {
    if (field === "descriptionHtml") changes.descriptionHtml = value ?? "";
    else if (field === "title") changes.title = value ?? "";
    else if (field === "seo.title") changes.seo = { ...changes.seo, title: value };
    else if (field === "seo.description") changes.seo = { ...changes.seo, description: value };
  }
  return changes;
}

export const readField = (product: ShopifyProduct, field: string): string | null =>
  PUBLISHED_FIELDS[field as PublishedField]?.read(product) ?? null;

/** The fields of an approved row to write: non-empty listing values, the title only if the seller edited it. */
function fieldsOf(row: ApprovedRow): Array<{ field: PublishedField; value: string }> {
  const fields: Array<{ field: PublishedField; value: string }> = [];
  for (const [field, spec] of Object.entries(PUBLISHED_FIELDS) as Array<[PublishedField, (typeof PUBLISHED_FIELDS)[PublishedField]]>) {
    if (field === "title" && !row.editedFields.includes("title")) continue;
    const value = row.listing[spec.listing];
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
}

/**
 * "Publish approved": the job's approved rows, product by product, into the store they were pulled from.
 * The publish log (PublishEntry, unique per run, product and field) is written before anything is sent, the
 * store's current values are kept as the snapshot before each write, and a product the store changed since
 * the pull is skipped. A run a stopped process left running resumes where it was: a product whose write may
 * have landed is checked in the store, not written again.
 */
export function createPublishApproved(deps: PublishDeps) {
  const prisma = deps.db.client;
  const inFlight = new Map<string, Promise<void>>();

  async function view(userId: string, runId: string): Promise<PublishRunView> {
    const run = await prisma.publishRun.findFirst({ where: { id: runId, userId }, include: { entries: { orderBy: [{ key: "asc" }, { field: "asc" }] } } });
    if (!run) throw AppError.notFound("No such publish run");
    const products = new Map<string, PublishRunView["products"][number]>();
    for (const entry of run.entries) {
      const product = products.get(entry.productId) ?? { productId: entry.productId, key: entry.key, status: entry.status as PublishProductStatus, fields: [], message: null };
      product.fields.push(entry.field);
      if (entry.message) product.message = entry.message;
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

  async function publishProduct(run: { id: string; userId: string; connectionId: string; jobId: string }, store: ShopifyProducts, productId: string) {
    const entries = await prisma.publishEntry.findMany({ where: { runId: run.id, productId, status: "pending" } });
    if (entries.length === 0) return;
    const pulled = await prisma.pulledProduct.findFirst({ where: { jobId: run.jobId, productId } });
    const current = await store.get(productId);
    if (!current || !pulled) return settle(run.id, productId, "failed", "The product is no longer in the store.");
    const landed = (product: ShopifyProduct) => entries.every((e) => readField(product, e.field) === e.after);
    if (entries.some((e) => e.snapshotted) && landed(current)) {
      // An earlier attempt's write landed before the process stopped: record it, send nothing again.
      return markPublished(run, productId, current, entries.map((e) => e.field));
    }
    if (current.updatedAt !== pulled.storeUpdatedAt) return settle(run.id, productId, "skipped", CHANGED_IN_STORE);
    if (landed(current)) return settle(run.id, productId, "skipped", ALREADY_IN_STORE);
    // The snapshot is committed before the write is sent: whatever happens next, the way back is kept.
    await prisma.$transaction(
      entries.map((e) =>
        prisma.publishEntry.update({ where: { id: e.id }, data: e.snapshotted ? {} : { before: readField(current, e.field), snapshotted: true } }),
      ),
    );
    const changes = changesFor(entries.map((e) => ({ field: e.field, value: e.after })));
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await store.update(productId, changes);
        if ("error" in answer) return settle(run.id, productId, "failed", `Shopify refused it: ${answer.error}`);
        return markPublished(run, productId, answer.product, entries.map((e) => e.field));
      } catch (err) {
        if (!(err instanceof StoreWriteUncertain) || attempt >= store.retry.attempts) throw err;
        // The write may have landed: read the product back rather than send it again.
        await store.retry.sleep(Math.min(store.retry.baseWaitMs * 2 ** (attempt - 1), store.retry.maxWaitMs));
        const now = await store.get(productId);
        if (!now) return settle(run.id, productId, "failed", "The product is no longer in the store.");
        if (landed(now)) return markPublished(run, productId, now, entries.map((e) => e.field));
        if (now.updatedAt !== pulled.storeUpdatedAt) return settle(run.id, productId, "skipped", CHANGED_IN_STORE);
      }
    }
  }

  async function markPublished(run: { id: string; userId: string; connectionId: string; jobId: string }, productId: string, product: ShopifyProduct, fields: string[]) {
    await transactionWithEvents(deps.db, deps.relay, `publish-${run.id}`, async (tx, emit) => {
      const { count } = await tx.publishEntry.updateMany({
        where: { runId: run.id, productId, status: "pending" },
        data: { status: "published", publishedAt: deps.clock.now(), message: null },
      });
      // Already recorded (another pass got there first): the event was said then.
      if (count === 0) return;
      await tx.pulledProduct.updateMany({ where: { jobId: run.jobId, productId }, data: { storeUpdatedAt: product.updatedAt } });
      await emit("product.published", { userId: run.userId, connectionId: run.connectionId, runId: run.id, productId, fields });
    });
  }

  async function execute(runId: string): Promise<void> {
    const run = await prisma.publishRun.findUnique({ where: { id: runId } });
    if (!run || run.status !== "running") return;
    const finish = (status: "done" | "stopped", message: string | null = null) =>
      prisma.publishRun.update({ where: { id: runId }, data: { status, message, finishedAt: deps.clock.now() } });
    let row;
    try {
      row = await deps.access.connected(run.userId, run.connectionId);
    } catch (err) {
      await finish("stopped", (err as Error).message);
      return;
    }
    const store = deps.access.products(row);
    const products = await prisma.publishEntry.findMany({ where: { runId, status: "pending" }, distinct: ["productId"], select: { productId: true, key: true }, orderBy: { key: "asc" } });
    for (const { productId } of products) {
      try {
        await publishProduct(run, store, productId);
      } catch (err) {
        if (err instanceof StoreCredentialRefused) {
          await deps.access.revoked(row);
          await finish("stopped", REVOKED_MESSAGE);
          return;
        }
        if (err instanceof StoreCallFailed) {
          await settle(runId, productId, "failed", err.message);
          continue;
        }
        throw err;
      }
    }
    await finish("done");
  }

  function launch(runId: string) {
    if (inFlight.has(runId)) return;
    const work = execute(runId)
      .catch((err: unknown) => deps.log.error({ err: (err as Error).message, runId }, "a publish run failed; it resumes at the next start"))
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
      await deps.access.connected(userId, pulled.connectionId);
      const running = await prisma.publishRun.findFirst({ where: { userId, jobId, status: "running" } });
      if (running) {
        launch(running.id);
        return view(userId, running.id);
      }
      const approved = await deps.catalog.approvedRows(userId, jobId);
      const products = new Map((await prisma.pulledProduct.findMany({ where: { userId, jobId } })).map((p) => [p.key, p]));
      const entries = approved.flatMap((row) => {
        const product = products.get(row.key);
        return product ? fieldsOf(row).map(({ field, value }) => ({ productId: product.productId, key: row.key, field, after: value })) : [];
      });
      if (entries.length === 0) throw AppError.validation({ jobId: "No approved listing in this job to publish: approve some first" });
      const run = await prisma.publishRun.create({
        data: { userId, jobId, connectionId: pulled.connectionId, status: "running", entries: { create: entries.map((e) => ({ ...e, userId })) } },
      });
      launch(run.id);
      return view(userId, run.id);
    },

    /** At start: runs a stopped process left running go on where they were. */
    async resumeRunning(): Promise<number> {
      const runs = await prisma.publishRun.findMany({ where: { status: "running" }, select: { id: true } });
      for (const run of runs) launch(run.id);
      return runs.length;
    },

    /** Waits for the runs in flight (shutdown, tests). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight.values()]);
    },
  };
}

export type PublishApproved = ReturnType<typeof createPublishApproved>;
