import {
  MINUTES_SAVED_PER_SAVED_DESCRIPTION,
  MINUTES_SAVED_PER_UNSAVED_GENERATION,
  type Analytics,
  type DomainEvent,
  type Platform,
  type Writer,
} from "@shopscript/contracts";
import type { Clock } from "@shopscript/kit";
import type { Prisma, PrismaClient } from "../generated/prisma/client";

type Tx = Prisma.TransactionClient;
const dayOf = (iso: string | Date) => new Date(iso).toISOString().slice(0, 10);

/**
 * The seller's usage, as a read model the catalog keeps from events: the generator's
 * description.generated (no service reads another's database) and the catalog's own description.saved.
 */
export function createAnalytics(deps: { db: PrismaClient; clock: Clock }) {
  return {
    /** Counts one event; the caller runs it once per event id (processOnce). */
    async record(tx: Tx, event: DomainEvent<"description.generated" | "description.saved">): Promise<void> {
      const { userId } = event.payload;
      if (!userId) return; // the anonymous demo has no seller to count for
      const generated = event.type === "description.generated";
      const key = {
        userId,
        day: dayOf(event.occurredAt),
        kind: generated ? "generated" : "saved",
        platform: event.payload.platform,
        writer: generated ? event.payload.writer : "",
        apiKeyId: event.payload.apiKeyId ?? "",
      };
      const passed = generated && event.payload.checksPassed === true ? 1 : 0;
      await tx.usageCount.upsert({
        where: { userId_day_kind_platform_writer_apiKeyId: key },
        create: { ...key, count: 1, passed },
        update: { count: { increment: 1 }, passed: { increment: passed } },
      });
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
