import {
  generationRequestSchema,
  type BatchRow,
  type CheckResult,
  type GenerationRequest,
  type GenerationResult,
  type Listing,
  type Platform,
  type Tone,
} from "@shopscript/contracts";
import { detailsCutOf, generationInputOf, type CatalogProduct } from "./formats";

/** A row as stored (the columns the use cases read). */
export interface StoredRow {
  id: string;
  index: number;
  key: string;
  product: CatalogProduct;
  status: BatchRow["status"];
  requestId: string | null;
  variant: number;
  result: GenerationResult | null;
  edits: Listing | null;
  failure: string | null;
  review: BatchRow["review"];
  descriptionId: string | null;
}

/**
 * What the generator is asked to write for one product: the formats module's request for it (name, features
 * within the request's bounds, the row's platform and tone, else the job's; the job's voice), as another wording when
 * `variant` > 0. A product this cannot make a valid request of is skipped at upload with the reason.
 */
export function generationRequestFor(
  product: CatalogProduct,
  job: { platform: Platform; tone: Tone; voiceId?: string | null },
  variant = 0,
): { ok: true; request: GenerationRequest } | { ok: false; reason: string } {
  const { productUrl, ...request } = generationInputOf(product, job).request;
  const parsed = generationRequestSchema.safeParse({
    ...request,
    // The job's voice (an id or "none"); left out, the generator uses the seller's default voice.
    ...(job.voiceId ? { voiceId: job.voiceId } : {}),
    // A page is read only for a product whose file gives too little to write from: a catalogue of
    // thousands should not fetch thousands of pages when its own columns already say enough.
    ...(productUrl && !request.keywords?.trim() ? { productUrl } : {}),
    variant,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") || "product";
  return { ok: false, reason: `${field}: ${issue?.message ?? "not a product the writer can use"}` };
}

/** The listing as the seller sees it: the generator's fields with the seller's edits laid over them. */
export const effectiveListing = (row: Pick<StoredRow, "result" | "edits">): Listing | null =>
  row.result ? { ...row.result.listing, ...(row.edits ?? {}) } : null;

/** The full text saved to the seller's descriptions: the edited body when the seller edited it. */
export function effectiveDescription(row: Pick<StoredRow, "result" | "edits">): string | null {
  if (!row.result) return null;
  const edited = row.edits?.bodyHtml ?? row.edits?.description;
  return typeof edited === "string" && edited.trim() ? edited : row.result.description;
}

const passing = (checks: CheckResult[]) => checks.every((check) => check.passed);

export function toBatchRow(row: StoredRow): BatchRow {
  const listing = effectiveListing(row);
  const title = listing?.title;
  const checks = row.result?.checks ?? [];
  return {
    id: row.id,
    index: row.index,
    key: row.key,
    name: row.product.name,
    sku: row.product.sku ?? null,
    status: row.status,
    review: row.review,
    oldDescription: row.product.existingDescription ?? null,
    detailsCut: detailsCutOf(row.product),
    title: typeof title === "string" ? title : null,
    description: effectiveDescription(row),
    listing,
    checks,
    passing: row.result !== null && passing(checks),
    edited: row.edits !== null && Object.keys(row.edits).length > 0,
    failure: row.failure,
    variant: row.variant,
    descriptionId: row.descriptionId,
  };
}

export const rowPasses = (row: Pick<StoredRow, "result">) =>
  row.result !== null && passing(row.result.checks);
