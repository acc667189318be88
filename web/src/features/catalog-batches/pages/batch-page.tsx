import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { Button, buttonVariants } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { JobVoice } from "../../voices/components/job-voice";
import {
  useBatchJob,
  useBatchProgress,
  useBatchRows,
  useJobAction,
  useRowActions,
  type RowFilter,
  type RowQuery,
} from "../api/batches-api";
import { PublishPanel } from "../../store-publishing/components/publish-panel";
import { ReviewCard } from "../components/review-card";
import { ReviewToolbar } from "../components/review-toolbar";
import { BATCH_COPY } from "../copy";

const DOWNLOAD_KINDS = ["original", "generic-csv", "json", "amazon"] as const;

/** /batches/:id: live progress (server-sent events), pause/resume/cancel, the review (one card per product) and the downloads. */
export default function BatchPage() {
  const { id } = useParams<{ id: string }>();
  const { isLoading, isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  const job = useBatchJob(id);
  const progress = useBatchProgress(id, job.data?.progress);
  const action = useJobAction(id);
  const ended = progress?.status === "completed" || progress?.status === "canceled";
  const [query, setQuery] = useState<RowQuery>({ status: "all", review: "any", search: "" });
  const rows = useBatchRows(id, query, Boolean(ended));
  const loadedRows = rows.data?.pages.flatMap((page) => page.items) ?? [];
  const { review } = useRowActions(id);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const selectedRows = loadedRows.filter((row) => selected.has(row.id));
  const list = useRef<HTMLDivElement>(null);

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
      {/* A pulled job is named after its shop ("my-store.myshopify.com (pulled).csv"): one long word on a phone. */}
      <h1 className="text-3xl font-bold break-words">{job.data.filename}</h1>
      <JobVoice voiceId={job.data.voiceId} />

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

      {ended && <PublishPanel jobId={id} approved={job.data.reviewCounts.approved} />}

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
          <ReviewToolbar
            query={query}
            onQuery={(next) => {
              setQuery(next);
              setSelected(new Set());
            }}
            shown={
              query.review === "any" && !query.search.trim()
                ? BATCH_COPY.rowsShown(loadedRows.length, rowTotal(progress, query.status))
                : BATCH_COPY.rowsFound(loadedRows.length, Boolean(rows.hasNextPage))
            }
            allSelected={loadedRows.length > 0 && loadedRows.every((row) => selected.has(row.id))}
            onSelectAll={(all) => setSelected(all ? new Set(loadedRows.map((row) => row.id)) : new Set())}
            selected={selectedRows}
            jobId={id}
            onDone={() => setSelected(new Set())}
          />
          <p className="mt-2 text-xs text-muted-foreground">{BATCH_COPY.keyboardHint}</p>
          <div ref={list} className="mt-3 space-y-3">
            {loadedRows.map((row, i) => (
              <ReviewCard
                key={row.id}
                jobId={id}
                platform={job.data.platform}
                row={row}
                selected={selected.has(row.id)}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(row.id);
                    else next.delete(row.id);
                    return next;
                  })
                }
                onKey={(key) => {
                  if (key === "approve" && row.status === "done") review.mutate({ action: "approve", rowIds: [row.id] });
                  if (key === "reject" && row.status === "done") review.mutate({ action: "reject", rowIds: [row.id] });
                  if (key === "next" || key === "previous") {
                    const cards = list.current?.querySelectorAll<HTMLElement>(":scope > article");
                    cards?.[key === "next" ? i + 1 : i - 1]?.focus();
                  }
                }}
              />
            ))}
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
