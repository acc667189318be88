import type { BatchRow } from "@shopscript/contracts";
import { useEffect, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/get-current-user";
import {
  useBatchJob,
  useBatchProgress,
  useBatchRows,
  useJobAction,
  useRowActions,
  type RowFilter,
} from "../api/batches-api";
import { BATCH_COPY } from "../copy";

const DOWNLOAD_KINDS = ["original", "generic-csv", "json", "amazon"] as const;

/** /batches/:id: live progress (server-sent events), pause/resume/cancel, the review table and the downloads. */
export default function BatchPage() {
  const { id } = useParams<{ id: string }>();
  const { isLoading, isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  const job = useBatchJob(id);
  const progress = useBatchProgress(id, job.data?.progress);
  const action = useJobAction(id);
  const ended = progress?.status === "completed" || progress?.status === "canceled";
  const [filter, setFilter] = useState<RowFilter>("all");
  const rows = useBatchRows(id, filter, Boolean(ended));
  const loadedRows = rows.data?.pages.flatMap((page) => page.items) ?? [];
  const { review } = useRowActions(id);

  useEffect(() => {
    if (!isLoading && !isSignedIn) navigate("/login", { replace: true });
  }, [isLoading, isSignedIn, navigate]);

  if (!job.data || !progress) return <div className="container mx-auto px-4 py-10">Loading…</div>;
  const finished = progress.done + progress.failed + progress.canceled;
  const percent = progress.total ? Math.round((finished / progress.total) * 100) : 0;
  const act = (name: "pause" | "resume" | "cancel") =>
    action.mutate(name, {
      onError: (err) =>
        toast({
          title: "Not possible now",
          description: errorMessage(err, "Please try again."),
          variant: "destructive",
        }),
    });

  return (
    <div className="container mx-auto max-w-6xl px-4 py-10">
      <PageTitle>{`${job.data.filename} · ${BATCH_COPY.listTitle}`}</PageTitle>
      <h1 className="text-3xl font-bold">{job.data.filename}</h1>

      <section aria-labelledby="progress-title" className="mt-6 rounded-lg border p-4">
        <h2 id="progress-title" className="text-xl font-semibold">
          {BATCH_COPY.progressTitle}: {progress.status}
        </h2>
        <div
          role="progressbar"
          aria-label="Rows finished"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={finished}
          className="mt-3 h-3 w-full overflow-hidden rounded bg-muted"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm" data-testid="progress-text">
          {progress.done} done · {progress.failed} failed · {progress.remaining} remaining ·{" "}
          {progress.rowsPerSecond} rows/s
          {progress.secondsLeft !== null && !ended ? ` · about ${progress.secondsLeft} s left` : ""}
        </p>
        {progress.status === "paused" && progress.pauseMessage && (
          <div
            role="status"
            data-testid="pause-reason"
            data-reason={progress.pauseReason ?? undefined}
            className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {progress.pauseMessage}
            {progress.pauseReason === "not_entitled" && (
              <>
                {" "}
                <Link href="/subscribe" className="font-medium underline">
                  {BATCH_COPY.subscribeLink}
                </Link>
              </>
            )}
          </div>
        )}
        <div className="mt-3 flex gap-2">
          {progress.status === "running" && (
            <Button variant="outline" onClick={() => act("pause")}>
              Pause
            </Button>
          )}
          {progress.status === "paused" && progress.pauseReason !== "billing_unavailable" && (
            <Button onClick={() => act("resume")}>Resume</Button>
          )}
          {!ended && (
            <Button variant="destructive" onClick={() => act("cancel")}>
              Cancel
            </Button>
          )}
        </div>
      </section>

      {ended && (
        <section aria-labelledby="review-title" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="review-title" className="text-xl font-semibold">
              {BATCH_COPY.reviewTitle}
            </h2>
            <Button
              onClick={() =>
                review.mutate(
                  { action: "approve-passing" },
                  {
                    onSuccess: (result) =>
                      toast({ title: "Approved", description: BATCH_COPY.approvedToast(result.changed) }),
                  },
                )
              }
            >
              {BATCH_COPY.approvePassing}
            </Button>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor="row-filter">{BATCH_COPY.rowFilterLabel}</label>
            <select
              id="row-filter"
              className="rounded-md border bg-background px-2 py-1"
              value={filter}
              onChange={(e) => setFilter(e.target.value as RowFilter)}
            >
              {(Object.keys(BATCH_COPY.rowFilters) as RowFilter[]).map((value) => (
                <option key={value} value={value}>
                  {BATCH_COPY.rowFilters[value]}
                </option>
              ))}
            </select>
            <span className="text-muted-foreground" data-testid="rows-shown">
              {BATCH_COPY.rowsShown(loadedRows.length, rowTotal(progress, filter))}
            </span>
          </div>
          <div className="mt-3 overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="p-2">Product</th>
                  <th className="p-2">New title</th>
                  <th className="p-2">Old description</th>
                  <th className="p-2">New description</th>
                  <th className="p-2">Checks</th>
                  <th className="p-2">Review</th>
                </tr>
              </thead>
              <tbody>
                {loadedRows.map((row) => (
                  <ReviewRow key={row.id} jobId={id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          {rows.hasNextPage && (
            <Button
              className="mt-3"
              variant="outline"
              disabled={rows.isFetchingNextPage}
              onClick={() => void rows.fetchNextPage()}
            >
              {rows.isFetchingNextPage ? BATCH_COPY.loadingMore : BATCH_COPY.loadMore}
            </Button>
          )}

          <h2 className="mt-8 text-xl font-semibold">{BATCH_COPY.downloadTitle}</h2>
          <p className="mt-2 text-sm" data-testid="download-counts">
            {BATCH_COPY.downloadCounts(job.data.reviewCounts)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {DOWNLOAD_KINDS.map((kind) => (
              <a
                key={kind}
                className={buttonVariants({ variant: "outline" })}
                href={`/api/batches/${id}/download?kind=${kind}`}
                download
              >
                {BATCH_COPY.downloads[kind]}
              </a>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** How many rows the filter matches in all (the job's counts), beside how many are loaded. */
function rowTotal(progress: { total: number; done: number; failed: number; canceled: number; remaining: number }, filter: RowFilter) {
  if (filter === "done") return progress.done;
  if (filter === "failed") return progress.failed;
  return progress.total;
}

/** The listing's body as text (the HTML body for a store, else the description), shortened for the table. */
function newBody(row: BatchRow): string {
  const body = row.listing?.bodyHtml ?? row.listing?.description ?? row.description ?? "";
  const text = Array.isArray(body) ? body.join(" ") : body;
  return text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 300);
}

function ReviewRow({ jobId, row }: { jobId: string; row: BatchRow }) {
  const { review, edit, regenerate } = useRowActions(jobId);
  const [title, setTitle] = useState(row.title ?? "");
  useEffect(() => setTitle(row.title ?? ""), [row.title]);
  const failedChecks = row.checks.filter((c) => !c.passed);
  return (
    <tr className="border-t align-top" data-row-status={row.status}>
      <td className="p-2 font-medium">{row.name}</td>
      <td className="p-2">
        {row.status === "done" ? (
          <Input
            aria-label={`Title of ${row.name}`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => {
              if (title !== row.title && title.trim()) edit.mutate({ rowId: row.id, listing: { title } });
            }}
          />
        ) : (
          (row.failure ?? row.status)
        )}
      </td>
      <td className="max-w-xs p-2 text-muted-foreground">{row.oldDescription?.slice(0, 200)}</td>
      <td className="max-w-sm p-2">
        {newBody(row)}
      </td>
      <td className="p-2">
        {row.status === "done" ? (failedChecks.length ? `${failedChecks.length} to fix` : "All pass") : ""}
      </td>
      <td className="p-2">
        <div className="flex flex-col gap-1">
          <span data-testid="review-state">{row.review}</span>
          {row.status === "done" && row.review !== "approved" && (
            <Button size="sm" onClick={() => review.mutate({ action: "approve", rowIds: [row.id] })}>
              Approve
            </Button>
          )}
          {row.review !== "rejected" && row.status === "done" && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => review.mutate({ action: "reject", rowIds: [row.id] })}
            >
              Reject
            </Button>
          )}
          {(row.status === "done" || row.status === "failed") && row.review !== "approved" && (
            <Button size="sm" variant="ghost" onClick={() => regenerate.mutate(row.id)}>
              Regenerate
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
