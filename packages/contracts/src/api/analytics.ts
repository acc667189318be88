import { z } from "zod";
import { platformSchema } from "../enum-schemas";
import { writerSchema } from "./generation";

/**
 * Minutes a seller would spend writing one listing by hand, for the "time saved" estimate. A copywriter
 * may edit it; the page says how the figure is computed.
 */
export const MINUTES_SAVED_PER_SAVED_DESCRIPTION = 15;
export const MINUTES_SAVED_PER_UNSAVED_GENERATION = 2;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "Days must be a number" })
    .int({ error: "Days must be a whole number" })
    .min(1, { error: "Days must be at least 1" })
    .max(90, { error: "Days must be at most 90" })
    .default(30),
});

const count = z.number().int().min(0);

// GET /api/analytics: the signed-in seller's usage, built by the catalog from description.* events.
export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), generated: count, saved: count })),
  platforms: z.array(z.object({ platform: platformSchema, generated: count, saved: count })),
  writers: z.array(z.object({ writer: writerSchema, generated: count })),
  checks: z.object({ generated: count, passed: count, passRate: z.number().min(0).max(1).nullable() }),
  apiKeys: z.array(z.object({ apiKeyId: z.uuid(), calls: count })),
  timeSaved: z.object({ minutes: count, formula: z.string() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
