import { fromRaw, PRODUCT_FIELDS, type ProductChanges, type RawProduct, type ShopifyProduct, type ShopifyProducts } from "./shopify-products";
import type { StoreFetch } from "./store-fetch";
import { StoreCallFailed, StoreWriteUncertain } from "./store-products";

const STAGED_UPLOADS_CREATE = `mutation ShopScriptStage($input: [StagedUploadInput!]!) {
  stagedUploadsCreate(input: $input) {
    stagedTargets { url resourceUrl parameters { name value } }
    userErrors { field message }
  }
}`;

const BULK_RUN = `mutation ShopScriptBulkPublish($mutation: String!, $stagedUploadPath: String!, $clientIdentifier: String) {
  bulkOperationRunMutation(mutation: $mutation, stagedUploadPath: $stagedUploadPath, clientIdentifier: $clientIdentifier) {
    bulkOperation { id status }
    userErrors { field message }
  }
}`;

const BULK_POLL = `query ShopScriptBulkStatus($id: ID!) {
  node(id: $id) { ... on BulkOperation { id status errorCode objectCount url partialDataUrl } }
}`;

/** The mutation each JSONL line's variables run through: the same productUpdate as one product's publish. */
export const BULK_PRODUCT_UPDATE = `mutation ShopScriptPublish($product: ProductUpdateInput!) {
  productUpdate(product: $product) {
    product { ${PRODUCT_FIELDS} }
    userErrors { field message }
  }
}`;

export interface BulkOptions {
  /** The way out to Shopify's storage hosts (store-fetch's createShopifyStorageFetch). */
  storage: StoreFetch;
  /** Between two status reads of the operation. */
  pollMs: number;
  /** How long the operation may run before the write is treated as uncertain (read back, not resent). */
  maxWaitMs: number;
  sleep(ms: number): Promise<void>;
}

export type BulkAnswer = { product: ShopifyProduct } | { error: string };

type BulkStatus = { id: string; status: string; errorCode: string | null; objectCount: string; url: string | null; partialDataUrl: string | null };

/**
 * Many products' productUpdate as one bulk mutation operation (Shopify's bulk import): the variables as a JSONL
 * file staged in Shopify's storage (stagedUploadsCreate, then a multipart POST to the target it names), the
 * operation started on it (bulkOperationRunMutation), its status read until it ends, then its result JSONL read:
 * one line per input line (`__lineNumber`), the product as written or its userErrors. The operation costs a
 * few calls instead of one per product against the shop's throttle. `whenStarted` is told the operation's id
 * once Shopify started it, before its end is awaited.
 */
export async function bulkProductUpdate(
  products: ShopifyProducts,
  writes: Array<{ id: string; changes: ProductChanges }>,
  options: BulkOptions,
  whenStarted?: (operationId: string) => Promise<void>,
): Promise<Map<string, BulkAnswer>> {
  const jsonl = writes.map((w) => JSON.stringify({ product: { id: w.id, ...w.changes } })).join("\n") + "\n";
  const staged = await products.call<{
    stagedUploadsCreate: { stagedTargets: Array<{ url: string; parameters: Array<{ name: string; value: string }> }>; userErrors: Array<{ message: string }> };
  }>(STAGED_UPLOADS_CREATE, { input: [{ resource: "BULK_MUTATION_VARIABLES", filename: "shopscript-publish.jsonl", mimeType: "text/jsonl", httpMethod: "POST" }] }, 10);
  const target = staged.stagedUploadsCreate.stagedTargets[0];
  if (staged.stagedUploadsCreate.userErrors.length || !target) {
    throw new StoreCallFailed(`Shopify did not stage the upload: ${staged.stagedUploadsCreate.userErrors.map((e) => e.message).join("; ") || "no target"}`);
  }
  const key = target.parameters.find((p) => p.name === "key")?.value;
  if (!key) throw new StoreCallFailed("Shopify's staged upload target has no key");
  // The form's fields in the order given, the file last (the storage service reads the policy before the file).
  const form = new FormData();
  for (const { name, value } of target.parameters) form.append(name, value);
  form.append("file", new Blob([jsonl], { type: "text/jsonl" }), "shopscript-publish.jsonl");
  // Nothing is written yet: a refused host (not Shopify's storage) or a network failure fails the products.
  const uploaded = await options.storage(target.url, { method: "POST", body: form }).catch((err: unknown) => {
    throw new StoreCallFailed(`Shopify's staged upload could not be sent: ${(err as Error).message}`);
  });
  if (!uploaded.ok) throw new StoreCallFailed(`Shopify's storage refused the upload: HTTP ${uploaded.status}`);
  await uploaded.arrayBuffer();

  const started = await products.call<{ bulkOperationRunMutation: { bulkOperation: { id: string } | null; userErrors: Array<{ message: string }> } }>(
    BULK_RUN,
    { mutation: BULK_PRODUCT_UPDATE, stagedUploadPath: key, clientIdentifier: "shopscript-publish" },
    10,
    true,
  );
  const operation = started.bulkOperationRunMutation.bulkOperation;
  if (!operation) throw new StoreCallFailed(`Shopify did not start the bulk operation: ${started.bulkOperationRunMutation.userErrors.map((e) => e.message).join("; ")}`);
  // Recorded (the caller's publish log) before its end is awaited: a replica that takes the run over waits for
  // this operation instead of staging the products again.
  await whenStarted?.(operation.id);
  return bulkOperationResult(products, operation.id, writes.map((w) => w.id), options);
}

/**
 * A bulk operation's answers, once it ends: its status read (`node(id:)`) every pollMs, then its result JSONL,
 * each line's answer for the product id at that input line (`lines[__lineNumber]`). Also what a replica that
 * took a run over uses for an operation its dead predecessor started.
 */
export async function bulkOperationResult(products: ShopifyProducts, operationId: string, lines: ReadonlyArray<string | undefined>, options: BulkOptions): Promise<Map<string, BulkAnswer>> {
  const operation = { id: operationId };
  let status: BulkStatus | null = null;
  for (let waited = 0; ; waited += options.pollMs) {
    status = (await products.call<{ node: BulkStatus | null }>(BULK_POLL, { id: operation.id }, 1)).node;
    if (!status) throw new StoreWriteUncertain("Shopify lost track of the bulk operation");
    if (status.status === "COMPLETED" || status.status === "FAILED" || status.status === "CANCELED" || status.status === "EXPIRED") break;
    if (waited >= options.maxWaitMs) throw new StoreWriteUncertain(`Shopify's bulk operation did not end in ${Math.round(options.maxWaitMs / 1000)} s`);
    await options.sleep(options.pollMs);
  }
  const resultUrl = status.url ?? status.partialDataUrl;
  // Ended without a result file: some lines may have run; the caller reads the products back.
  if (!resultUrl) throw new StoreWriteUncertain(`Shopify's bulk operation ended ${status.status}${status.errorCode ? ` (${status.errorCode})` : ""} without results`);
  const result = await options.storage(resultUrl, { method: "GET" }).catch((err: unknown) => {
    throw new StoreWriteUncertain(`Shopify's bulk operation result could not be read: ${(err as Error).message}`);
  });
  if (!result.ok) throw new StoreWriteUncertain(`Shopify's bulk operation result could not be read: HTTP ${result.status}`);
  const answers = new Map<string, BulkAnswer>();
  for (const line of (await result.text()).split("\n")) {
    if (!line.trim()) continue;
    const parsed = JSON.parse(line) as {
      __lineNumber?: number;
      data?: { productUpdate?: { product: RawProduct | null; userErrors: Array<{ message: string }> } };
      errors?: Array<{ message: string }>;
    };
    const id = typeof parsed.__lineNumber === "number" ? lines[parsed.__lineNumber] : undefined;
    if (!id) continue;
    const answer = parsed.data?.productUpdate;
    if (answer?.product && !answer.userErrors.length) answers.set(id, { product: fromRaw(answer.product) });
    else answers.set(id, { error: [...(answer?.userErrors ?? []), ...(parsed.errors ?? [])].map((e) => e.message).join("; ") || "Shopify did not update the product" });
  }
  return answers;
}
