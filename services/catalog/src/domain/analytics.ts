import {
  MINUTES_SAVED_PER_SAVED_DESCRIPTION,
  MINUTES_SAVED_PER_UNSAVED_GENERATION,
  type Analytics,
  type DomainEvent,
  type Platform,
  type Writer,
} from "@shopscript/contracts";
import { quoteIdentifier, type Clock } from "@shopscript/kit";
import type { Prisma, PrismaClient } from "../generated/prisma/client";

type Tx = Prisma.TransactionClient;
const dayOf = (iso: string | Date) => new Date(iso).toISOString().slice(0, 10);

/**
 * The seller's usage, as a read model the catalog keeps from events: the generator's
 * description.generated (no service reads another's database) and the catalog's own description.saved.
 */
interface UsageRow {
  userId: string;
  day: string;
  kind: "generated" | "saved";
  platform: string;
  writer: string;
  apiKeyId: string;
  count: number;
  passed: number;
}

/** `schema`: the catalog's PostgreSQL schema (the counts are written in raw SQL, one statement per batch). */
export function createAnalytics(deps: { db: PrismaClient; clock: Clock; schema: string }) {
  return {
    /**
     * Counts events: the caller runs it once per event id (processEachOnce, in the same transaction). The
     * events of one batch are added up per row first, and every row is written by one statement (rows in key
     * order, so two instances writing the same rows lock them in the same order).
     */
    async recordAll(tx: Tx, events: ReadonlyArray<DomainEvent<"description.generated" | "description.saved">>): Promise<void> {
      const rows = new Map<string, UsageRow>();
      for (const event of events) {
        const { userId } = event.payload;
        if (!userId) continue; // the anonymous demo has no seller to count for
        const generated = event.type === "description.generated";
        const row: UsageRow = {
          userId,
          day: dayOf(event.occurredAt),
          kind: generated ? "generated" : "saved",
          platform: event.payload.platform,
          writer: generated ? event.payload.writer : "",
          apiKeyId: event.payload.apiKeyId ?? "",
          count: 0,
          passed: 0,
        };
        const key = JSON.stringify([row.userId, row.day, row.kind, row.platform, row.writer, row.apiKeyId]);
        const sum = rows.get(key) ?? row;
        sum.count += 1;
        sum.passed += generated && event.payload.checksPassed === true ? 1 : 0;
        rows.set(key, sum);
      }
      if (!rows.size) return;
      const ordered = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
      const table = `${quoteIdentifier(deps.schema)}."UsageCount"`;
      await tx.$executeRawUnsafe(
        `INSERT INTO ${table} ("userId", "day", "kind", "platform", "writer", "apiKeyId", "count", "passed")
         SELECT r."userId", r."day", r."kind", r."platform", r."writer", r."apiKeyId", r."count", r."passed"
         FROM jsonb_to_recordset($1::jsonb) AS r("userId" uuid, "day" text, "kind" text, "platform" text, "writer" text, "apiKeyId" text, "count" int, "passed" int)
         ON CONFLICT ("userId", "day", "kind", "platform", "writer", "apiKeyId")
         DO UPDATE SET "count" = ${table}."count" + EXCLUDED."count", "passed" = ${table}."passed" + EXCLUDED."passed"`,
        JSON.stringify(ordered),
      );
    },

    async purgeUser(tx: Tx, userId: string): Promise<void> {
      await tx.usageCount.deleteMany({ where: { userId } });
    },

    async report(userId: string, days: number): Promise<Analytics> {
      const today = deps.clock.now();
      const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)));
      const rows = await deps.db.usageCount.findMany({ where: { userId, day: { gte: dayOf(from) } } });
      const perDay = new Map<string, { day: string; generated: number; saved: number }>();
      for (let i = 0; i < days; i++) {
        const day = dayOf(new Date(from.getTime() + i * 86_400_000));
        perDay.set(day, { day, generated: 0, saved: 0 });
      }
      const perPlatform = new Map<string, { platform: Platform; generated: number; saved: number }>();
      const perWriter = new Map<string, number>();
      const perKey = new Map<string, number>();
      let generated = 0;
      let saved = 0;
      let passed = 0;
      for (const row of rows) {
        const isGenerated = row.kind === "generated";
        const day = perDay.get(row.day);
        if (day) day[isGenerated ? "generated" : "saved"] += row.count;
        const platform = perPlatform.get(row.platform) ?? { platform: row.platform as Platform, generated: 0, saved: 0 };
        platform[isGenerated ? "generated" : "saved"] += row.count;
        perPlatform.set(row.platform, platform);
        if (isGenerated) {
          generated += row.count;
          passed += row.passed;
          perWriter.set(row.writer, (perWriter.get(row.writer) ?? 0) + row.count);
        } else saved += row.count;
        if (row.apiKeyId) perKey.set(row.apiKeyId, (perKey.get(row.apiKeyId) ?? 0) + row.count);
      }
      const unsavedGenerations = Math.max(0, generated - saved);
      return {
        from: dayOf(from),
        to: dayOf(today),
        days: [...perDay.values()],
        platforms: [...perPlatform.values()].sort((a, b) => b.generated + b.saved - (a.generated + a.saved)),
        writers: [...perWriter].map(([writer, count]) => ({ writer: writer as Writer, generated: count })),
        checks: { generated, passed, passRate: generated ? passed / generated : null },
        apiKeys: [...perKey].map(([apiKeyId, calls]) => ({ apiKeyId, calls })).sort((a, b) => b.calls - a.calls),
        timeSaved: {
          minutes: saved * MINUTES_SAVED_PER_SAVED_DESCRIPTION + unsavedGenerations * MINUTES_SAVED_PER_UNSAVED_GENERATION,
          formula: `${MINUTES_SAVED_PER_SAVED_DESCRIPTION} min for each saved description (writing one by hand) + ${MINUTES_SAVED_PER_UNSAVED_GENERATION} min for each other generation (a draft you read and compared)`,
        },
      };
    },
  };
}

export type AnalyticsReadModel = ReturnType<typeof createAnalytics>;
