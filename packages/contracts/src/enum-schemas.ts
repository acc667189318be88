import { z } from "zod";
import { PLATFORMS } from "./platforms";
import { TONES } from "./tones";
import { PAID_PLAN_IDS } from "./plans";

// The schemas of the shared constants live apart from the constants themselves: the landing page needs
// PLATFORMS, TONES and PLANS but no validation, and a module that mixed both would pull zod into its
// bundle (a bundler keeps a module whole).
export const platformSchema = z.enum(PLATFORMS, { error: "Please choose a supported platform" });
export const toneSchema = z.enum(TONES, { error: "Please choose a writing style" });
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS, { error: "Please choose the Starter or Pro plan" });

/** A structured listing (see LISTING_RULES): field key → text, or items for "list" fields. */
export const listingSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
