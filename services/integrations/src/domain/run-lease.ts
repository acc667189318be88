import { quoteIdentifier, type Database } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";

/**
 * Which replica works a publish run: the one holding its lease. Claiming, renewing and taking over are one
 * conditional UPDATE each, so two replicas racing for a run cannot both win; times are the database's (now()),
 * not each replica's clock, so skew between hosts cannot make a live lease look lapsed.
 */
export function createRunLease(db: Database<PrismaClient>, replica: string, leaseMs: number) {
  const table = `${quoteIdentifier(db.schema)}."PublishRun"`;
  return {
    replica,
    leaseMs,

    /**
     * Claims the run for this replica, or renews this replica's claim: true if this replica holds it now.
     * False when the run is not running, or another replica's lease has not lapsed (this replica's own lapsed
     * lease is taken back only if no other replica took the run meanwhile).
     */
    async claim(runId: string): Promise<boolean> {
      const count = await db.client.$executeRawUnsafe(
        `UPDATE ${table} SET "leasedBy" = $1, "leaseUntil" = now() + ($2::int * interval '1 millisecond')
         WHERE "id" = $3::uuid AND "status" = 'running' AND ("leasedBy" = $1 OR "leasedBy" IS NULL OR "leaseUntil" < now())`,
        replica,
        leaseMs,
        runId,
      );
      return count === 1;
    },

    /** Running runs no replica holds: never claimed, or their replica stopped renewing (stopped or died). */
    async unclaimed(): Promise<string[]> {
      const rows = await db.client.$queryRawUnsafe<Array<{ id: string }>>(
        `SELECT "id"::text AS "id" FROM ${table} WHERE "status" = 'running' AND ("leasedBy" IS NULL OR "leaseUntil" < now())`,
      );
      return rows.map((row) => row.id);
    },
  };
}

export type RunLease = ReturnType<typeof createRunLease>;
