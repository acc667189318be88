import { PLAN_COMPARISON, type PaidPlanId, type PlanComparisonRowId } from "@shopscript/contracts";
import { UNLOCK_PAGE_NAMES } from "../copy";

/** Where each row of PLAN_COMPARISON is used; a new row (a new PLAN_FEATURES feature) must name its page here. */
const UNLOCK_HREFS: Record<PlanComparisonRowId, string> = {
  descriptions: "/generator",
  library: "/dashboard",
  voices: "/voices",
  catalogMode: "/batches",
  apiAccess: "/api-keys",
  analytics: "/analytics",
  storePublishing: "/connections",
};

export interface PlanUnlock {
  id: PlanComparisonRowId;
  /** The pricing table's own words for it. */
  label: string;
  /** The page's name, the link's text. */
  page: string;
  href: string;
}

/**
 * What `plan` unlocks, in the pricing table's order and words: the rows of PLAN_COMPARISON the plan includes
 * (their gated ones read PLAN_FEATURES, which the services enforce), each with the page where it is used.
 */
export function planUnlocks(plan: PaidPlanId): PlanUnlock[] {
  return PLAN_COMPARISON.filter((row) => row.includedIn(plan)).map((row) => ({
    id: row.id,
    label: row.label,
    page: UNLOCK_PAGE_NAMES[row.id],
    href: UNLOCK_HREFS[row.id],
  }));
}
