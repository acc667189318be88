import type { BatchRow } from "@shopscript/contracts";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useRowActions, type ReviewFilter, type RowFilter, type RowQuery } from "../api/batches-api";
import { BATCH_COPY } from "../copy";

/** Typing pauses this long before the search asks the server: one request per pause, not per key. */
const SEARCH_PAUSE_MS = 300;

/**
 * The review's filters (written/failed, the review's state, a search by name or SKU) and what to do with the
 * rows selected: approve, reject or regenerate them together.
 */
export function ReviewToolbar({
  jobId,
  query,
  onQuery,
  shown,
  allSelected,
  onSelectAll,
  selected,
  onDone,
}: {
  jobId: string;
  query: RowQuery;
  onQuery: (query: RowQuery) => void;
  shown: string;
  allSelected: boolean;
  onSelectAll: (all: boolean) => void;
  selected: BatchRow[];
  onDone: () => void;
}) {
  const { review, regenerate } = useRowActions(jobId);
  const [search, setSearch] = useState(query.search);
  // The newest query and callback, read when the pause ends: the page re-renders (and makes a new callback)
  // far more often than the seller types, which must not restart the pause.
  const latest = useRef({ query, onQuery });
  useEffect(() => {
    latest.current = { query, onQuery };
  });
  useEffect(() => {
    if (search === latest.current.query.search) return;
    const timer = setTimeout(() => latest.current.onQuery({ ...latest.current.query, search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const written = selected.filter((row) => row.status === "done");
  const failed = (err: unknown) =>
    toast({ title: "Not possible now", description: errorMessage(err, "Please try again."), variant: "destructive" });
  const reviewSelected = (action: "approve" | "reject") =>
    review.mutate({ action, rowIds: written.map((row) => row.id) }, { onSuccess: onDone, onError: failed });
  const regenerateSelected = async () => {
    // One at a time: each goes through the queue as another wording of its row.
    try {
      for (const row of selected.filter((r) => r.review !== "approved")) await regenerate.mutateAsync(row.id);
      onDone();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <div className="mt-3 space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="row-filter">{BATCH_COPY.rowFilterLabel}</label>
        <select
          id="row-filter"
          className="rounded-md border bg-background px-2 py-1"
          value={query.status}
          onChange={(e) => onQuery({ ...query, status: e.target.value as RowFilter })}
        >
          {(Object.keys(BATCH_COPY.rowFilters) as RowFilter[]).map((value) => (
            <option key={value} value={value}>
              {BATCH_COPY.rowFilters[value]}
            </option>
          ))}
        </select>
        <label htmlFor="review-filter">{BATCH_COPY.reviewFilterLabel}</label>
        <select
          id="review-filter"
          className="rounded-md border bg-background px-2 py-1"
          value={query.review}
          onChange={(e) => onQuery({ ...query, review: e.target.value as ReviewFilter })}
        >
          {(Object.keys(BATCH_COPY.reviewFilters) as ReviewFilter[]).map((value) => (
            <option key={value} value={value}>
              {BATCH_COPY.reviewFilters[value]}
            </option>
          ))}
        </select>
        <Input
          type="search"
          aria-label={BATCH_COPY.searchLabel}
          placeholder={BATCH_COPY.searchLabel}
          className="h-8 w-full sm:w-64"
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <span className="text-muted-foreground" data-testid="rows-shown">
          {shown}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
          {BATCH_COPY.selectAll}
        </label>
        <span className="text-muted-foreground" data-testid="selected-count">
          {BATCH_COPY.selectedCount(selected.length)}
        </span>
        <Button size="sm" disabled={!written.length || review.isPending} onClick={() => reviewSelected("approve")}>
          {BATCH_COPY.approveSelected}
        </Button>
        <Button size="sm" variant="outline" disabled={!written.length || review.isPending} onClick={() => reviewSelected("reject")}>
          {BATCH_COPY.rejectSelected}
        </Button>
        <Button size="sm" variant="ghost" disabled={!selected.length || regenerate.isPending} onClick={() => void regenerateSelected()}>
          {BATCH_COPY.regenerateSelected}
        </Button>
      </div>
    </div>
  );
}
