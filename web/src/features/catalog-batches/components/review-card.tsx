import { DETAILS_MAX, LISTING_RULES, PLATFORMS, type BatchRow, type Listing, type Platform } from "@shopscript/contracts";
import { useEffect, useState, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { useRowActions } from "../api/batches-api";
import { BATCH_COPY } from "../copy";
import { ListingHtml } from "./listing-html";

/** A field's label as the marketplace names it (the job's platform first, else any platform that has the key). */
function labelOf(key: string, platform: Platform): string {
  const own = LISTING_RULES[platform].fields.find((f) => f.key === key);
  const any = own ?? PLATFORMS.flatMap((p) => LISTING_RULES[p].fields).find((f) => f.key === key);
  return any?.label ?? key;
}

/** A field as the seller edits it: a list one item per line. */
const asText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join("\n") : (value ?? ""));
const fromText = (text: string, wasList: boolean) =>
  wasList
    ? text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
    : text;

/** Keys pressed on a focused card (never while typing in one of its fields). */
export type CardKey = "approve" | "reject" | "next" | "previous";
const KEYS: Record<string, CardKey> = { a: "approve", r: "reject", j: "next", k: "previous" };

/**
 * One product in the review: the old description beside the new listing, its checks (the seller's own facts
 * kept or left out, and why), the title and every other field editable before and after approval, and its
 * actions. A card, not a table row: it reads on a phone as on a desktop.
 */
export function ReviewCard({
  jobId,
  platform,
  row,
  selected,
  onSelect,
  onKey,
}: {
  jobId: string;
  platform: Platform;
  row: BatchRow;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onKey: (key: CardKey) => void;
}) {
  const { review, edit, regenerate } = useRowActions(jobId);
  const [title, setTitle] = useState(row.title ?? "");
  useEffect(() => setTitle(row.title ?? ""), [row.title]);
  const listing: Listing = row.listing ?? {};
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const otherKeys = Object.keys(listing).filter((key) => key !== "title");
  const changed = otherKeys.filter((key) => drafts[key] !== undefined && drafts[key] !== asText(listing[key]));
  const failedChecks = row.checks.filter((c) => !c.passed);
  const sellerFacts = row.checks.find((c) => c.id === "seller-facts");
  const written = row.status === "done";
  const body = asText(listing.bodyHtml) || asText(listing.description) || row.description || "";
  const headingId = `row-${row.id}-name`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = KEYS[event.key];
    if (!key) return;
    event.preventDefault();
    onKey(key);
  };

  return (
    <article
      aria-labelledby={headingId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-row-status={row.status}
      className="rounded-lg border p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <header className="flex flex-wrap items-center gap-2">
        <input
          type="checkbox"
          className="size-4"
          aria-label={BATCH_COPY.selectRow(row.name)}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
        />
        <h3 id={headingId} className="font-semibold">
          {row.name}
        </h3>
        {row.sku && <span className="text-xs text-muted-foreground">SKU {row.sku}</span>}
        <span data-testid="review-state" className="ml-auto rounded bg-muted px-2 py-0.5 text-xs">
          {row.review}
        </span>
      </header>

      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <section aria-label={BATCH_COPY.before}>
          <h4 className="text-xs font-semibold uppercase text-muted-foreground">{BATCH_COPY.before}</h4>
          <p className="mt-1 whitespace-pre-line text-sm text-muted-foreground">
            {row.oldDescription ?? BATCH_COPY.noOldDescription}
          </p>
          {row.detailsCut && (
            <p className="mt-2 text-sm font-medium" data-testid="details-cut">
              {BATCH_COPY.detailsCut(DETAILS_MAX)}
            </p>
          )}
          {sellerFacts && (
            <p className="mt-2 text-sm" data-testid="seller-facts" data-passed={String(sellerFacts.passed)}>
              {sellerFacts.label}
              {sellerFacts.detail ? `: ${sellerFacts.detail}` : ""}
            </p>
          )}
        </section>

        <section aria-label={BATCH_COPY.after}>
          <h4 className="text-xs font-semibold uppercase text-muted-foreground">{BATCH_COPY.after}</h4>
          {written ? (
            <>
              <Input
                className="mt-1"
                aria-label={`Title of ${row.name}`}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                onBlur={() => {
                  if (title !== row.title && title.trim()) edit.mutate({ rowId: row.id, listing: { title } });
                }}
              />
              <div className="mt-2">
                {listing.bodyHtml ? <ListingHtml html={body} /> : <p className="whitespace-pre-line text-sm">{body}</p>}
              </div>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium">{BATCH_COPY.editFields}</summary>
                <div className="mt-2 space-y-2">
                  {otherKeys.map((key) => (
                    <label key={key} className="block text-sm">
                      <span className="font-medium">{labelOf(key, platform)}</span>
                      {Array.isArray(listing[key]) && <span className="text-muted-foreground"> {BATCH_COPY.onePerLine}</span>}
                      <Textarea
                        className="mt-1"
                        rows={key === "bodyHtml" || key === "description" ? 8 : 3}
                        value={drafts[key] ?? asText(listing[key])}
                        onChange={(e) => setDrafts((d) => ({ ...d, [key]: e.target.value }))}
                      />
                    </label>
                  ))}
                  <Button
                    size="sm"
                    disabled={!changed.length || edit.isPending}
                    onClick={() =>
                      edit.mutate(
                        {
                          rowId: row.id,
                          listing: Object.fromEntries(changed.map((key) => [key, fromText(drafts[key]!, Array.isArray(listing[key]))])),
                        },
                        { onSuccess: () => setDrafts({}) },
                      )
                    }
                  >
                    {BATCH_COPY.saveFields}
                  </Button>
                </div>
              </details>
            </>
          ) : (
            <p className="mt-1 text-sm">{row.failure ?? row.status}</p>
          )}
        </section>
      </div>

      {written && (
        <details className="mt-2 text-sm" data-testid="checks">
          <summary className="cursor-pointer">
            {failedChecks.length ? BATCH_COPY.checksToFix(failedChecks.length) : BATCH_COPY.checksPass}
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {row.checks.map((check) => (
              <li key={check.id} className={check.passed ? "" : "text-destructive"}>
                {check.label}
                {check.detail ? `: ${check.detail}` : ""}
              </li>
            ))}
          </ul>
        </details>
      )}

      <footer className="mt-3 flex flex-wrap gap-2">
        {written && row.review !== "approved" && (
          <Button size="sm" onClick={() => review.mutate({ action: "approve", rowIds: [row.id] })}>
            Approve
          </Button>
        )}
        {written && row.review !== "rejected" && (
          <Button size="sm" variant="outline" onClick={() => review.mutate({ action: "reject", rowIds: [row.id] })}>
            Reject
          </Button>
        )}
        {(written || row.status === "failed") && row.review !== "approved" && (
          <Button size="sm" variant="ghost" onClick={() => regenerate.mutate(row.id)}>
            Regenerate
          </Button>
        )}
      </footer>
    </article>
  );
}
