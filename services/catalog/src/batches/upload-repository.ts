import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type { CatalogFormat, GenericMapping, Platform, SkippedRow, Tone } from "@shopscript/contracts";
import { quoteIdentifier, type Database } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";

const gunzipAsync = promisify(gunzip);

/** The most of the (gzipped) uploaded file one statement stores or reads (base64 in the statement: 4/3 of this). */
export const FILE_PIECE_BYTES = 128 * 1024;
/** Rows one statement deletes when an import is undone. */
const DELETE_ROWS = 250;
/** An import not finished after this long was cut short (the process stopped mid-upload): it is removed. */
export const ABANDONED_IMPORT_MS = 60 * 60_000;

export interface ImportingJob {
  userId: string;
  filename: string;
  format: CatalogFormat;
  platform: Platform;
  tone: Tone;
  /** A voice id or "none"; null: the seller's default voice as each row is written. */
  voiceId?: string | null;
  mapping?: GenericMapping;
  headers: string[];
  skipped: SkippedRow[];
  rowCount: number;
}

/**
 * The SQL of storing an upload: a job in state `importing` (which no read, list or start sees), its file
 * and rows a short statement at a time, then `draft`. Every statement is its own transaction: on the
 * embedded database a statement runs on the event loop all services share, so none may carry the whole
 * file or all its rows. Between statements other work gets its turn.
 */
export class BatchUploadRepository {
  private readonly jobTable: string;
  private readonly rowTable: string;
  private readonly fileTable: string;

  constructor(private readonly db: Database<PrismaClient>) {
    const schema = quoteIdentifier(db.schema);
    this.jobTable = `${schema}."BatchJob"`;
    this.rowTable = `${schema}."BatchRow"`;
    this.fileTable = `${schema}."BatchUploadChunk"`;
  }

  async createImportingJob(job: ImportingJob): Promise<string> {
    const record = await this.db.client.batchJob.create({
      data: {
        userId: job.userId,
        status: "importing",
        filename: job.filename,
        format: job.format,
        platform: job.platform,
        tone: job.tone,
        voiceId: job.voiceId ?? null,
        mapping: (job.mapping ?? undefined) as never,
        headers: job.headers,
        skipped: job.skipped as never,
        rowCount: job.rowCount,
      },
      select: { id: true },
    });
    return record.id;
  }

  /**
   * The uploaded file, gzipped, a piece per statement. Sent as base64 text: the embedded driver serialises a
   * bytea parameter to hex in JavaScript a byte at a time, four times slower.
   */
  async storeFile(jobId: string, gzipped: Buffer): Promise<void> {
    for (let index = 0, at = 0; at < gzipped.length; index++, at += FILE_PIECE_BYTES) {
      await this.db.client.$executeRawUnsafe(
        `INSERT INTO ${this.fileTable} ("jobId", "index", "bytes", "encoding") VALUES ($1::uuid, $2::int, decode($3::text, 'base64'), 'gzip')`,
        jobId,
        index,
        gzipped.subarray(at, at + FILE_PIECE_BYTES).toString("base64"),
      );
      await nextTurn();
    }
  }

  /** One batch of rows: `products` is a JSON array of the products `first`, `first + 1`, … of the job. */
  async storeRows(jobId: string, userId: string, first: number, products: string): Promise<void> {
    await this.db.client.$executeRawUnsafe(
      `INSERT INTO ${this.rowTable} ("id", "jobId", "userId", "index", "key", "product")
       SELECT gen_random_uuid(), $1::uuid, $2::uuid, $3::int + (p.n - 1)::int, p.product->>'key', p.product
       FROM jsonb_array_elements($4::text::jsonb) WITH ORDINALITY AS p(product, n)`,
      jobId,
      userId,
      first,
      products,
    );
  }

  /** Every row and the file are stored: the job becomes the seller's draft. False when it is gone (account deleted meanwhile). */
  async finishImport(jobId: string): Promise<boolean> {
    const changed = await this.db.client.$executeRawUnsafe(
      `UPDATE ${this.jobTable} SET "status" = 'draft' WHERE "id" = $1::uuid AND "status" = 'importing'`,
      jobId,
    );
    return changed > 0;
  }

  /** Removes an import that did not finish, rows a few hundred at a time (one statement for 5,000 would be long). */
  async discard(jobId: string): Promise<void> {
    for (;;) {
      const deleted = await this.db.client.$executeRawUnsafe(
        `DELETE FROM ${this.rowTable} WHERE "id" IN (SELECT "id" FROM ${this.rowTable} WHERE "jobId" = $1::uuid LIMIT ${DELETE_ROWS})`,
        jobId,
      );
      if (deleted === 0) break;
      await nextTurn();
    }
    for (;;) {
      const deleted = await this.db.client.$executeRawUnsafe(
        `DELETE FROM ${this.fileTable} WHERE ("jobId", "index") IN (SELECT "jobId", "index" FROM ${this.fileTable} WHERE "jobId" = $1::uuid LIMIT 8)`,
        jobId,
      );
      if (deleted === 0) break;
      await nextTurn();
    }
    await this.db.client.$executeRawUnsafe(
      `DELETE FROM ${this.jobTable} WHERE "id" = $1::uuid AND "status" = 'importing'`,
      jobId,
    );
  }

  /**
   * Takes a job out of its seller's sight before it is removed (deleted by the seller, or an expired draft):
   * back to `importing`, which no read, list or start sees, so a removal cut short is swept like an import
   * cut short. Only from one of `statuses`; false when the job is not in one of them (or gone).
   */
  async withdraw(jobId: string, statuses: readonly string[]): Promise<boolean> {
    const changed = await this.db.client.$executeRawUnsafe(
      `UPDATE ${this.jobTable} SET "status" = 'importing', "createdAt" = now() - make_interval(secs => $2::int)
       WHERE "id" = $1::uuid AND "status" = ANY($3::text[])`,
      jobId,
      // Its sweep age is passed at once: a removal cut short is swept on the next round, not an hour later.
      Math.round(ABANDONED_IMPORT_MS / 1000) + 1,
      statuses,
    );
    return changed > 0;
  }

  /** Drafts uploaded more than `ttlMs` ago, a few per round. */
  async expiredDrafts(ttlMs: number): Promise<string[]> {
    const rows = await this.db.client.$queryRawUnsafe<{ id: string }[]>(
      `SELECT "id" FROM ${this.jobTable} WHERE "status" = 'draft' AND "createdAt" < now() - make_interval(secs => $1::int) LIMIT 20`,
      Math.round(ttlMs / 1000),
    );
    return rows.map((row) => row.id);
  }

  /** Imports cut short by a stopped process (never finished, never discarded), removed after ABANDONED_IMPORT_MS. */
  async discardAbandoned(): Promise<number> {
    const abandoned = await this.db.client.$queryRawUnsafe<{ id: string }[]>(
      `SELECT "id" FROM ${this.jobTable} WHERE "status" = 'importing' AND "createdAt" < now() - make_interval(secs => $1::int) LIMIT 20`,
      Math.round(ABANDONED_IMPORT_MS / 1000),
    );
    for (const { id } of abandoned) await this.discard(id);
    return abandoned.length;
  }

  /** The file as uploaded, read a piece per statement (and unzipped on libuv's threads, not the event loop). */
  async readFile(jobId: string): Promise<Buffer> {
    const pieces: Buffer[] = [];
    let gzipped = false;
    for (let index = 0; ; index++) {
      const [piece] = await this.db.client.$queryRawUnsafe<{ bytes: string; encoding: string }[]>(
        `SELECT encode("bytes", 'base64') AS "bytes", "encoding" FROM ${this.fileTable} WHERE "jobId" = $1::uuid AND "index" = $2::int`,
        jobId,
        index,
      );
      if (!piece) break;
      gzipped = piece.encoding === "gzip";
      pieces.push(Buffer.from(piece.bytes, "base64"));
    }
    const file = Buffer.concat(pieces);
    return gzipped ? gunzipAsync(file) : file;
  }
}
