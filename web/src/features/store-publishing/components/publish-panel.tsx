import type { PublishRunView, RestoreConflict } from "@shopscript/contracts";
import { useState } from "react";
import { Link } from "wouter";
import { Badge, type BadgeVariant } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { formatCreated } from "../../../lib/dates";
import { useConnections, usePublish, usePublishRuns, useRestore, type RestoreInput } from "../api/store-api";
import { FIELD_LABELS, PLATFORM_NAMES, PRODUCT_STATUS_LABELS, STORE_COPY } from "../copy";

const STATUS_BADGES: Record<PublishRunView["products"][number]["status"], BadgeVariant> = {
  pending: "outline",
  published: "success",
  skipped: "secondary",
  failed: "destructive",
  restored: "outline",
};

const fieldNames = (fields: string[]) => fields.map((f) => FIELD_LABELS[f] ?? f).join(", ");

/**
 * The job page's store panel, for a job pulled from a store: "Publish approved" with the run's progress,
 * then the publish history with per-product results and Restore. An uploaded file's job shows nothing.
 */
export function PublishPanel({ jobId, approved }: { jobId: string; approved: number }) {
  const runs = usePublishRuns(jobId);
  const connections = useConnections();
  const publish = usePublish(jobId);
  const restore = useRestore(jobId);
  const [conflict, setConflict] = useState<{ input: RestoreInput; products: RestoreConflict[] } | null>(null);

  const source = runs.data?.source;
  if (!source) return null;
  // Unknown until the connections list answers: neither the button nor the upgrade note flashes meanwhile.
  const canPublish = connections.data?.storePublishing;
  const connected = source.status === "connected";
  const running = runs.data!.runs.some((run) => run.status === "running");

  const doRestore = (input: RestoreInput) =>
    restore.mutate(input, {
      onSuccess: ({ restored }) => {
        setConflict(null);
        toast({ title: "Restored", description: STORE_COPY.restored(restored) });
      },
      onError: (err) => {
        // The store changed a field again since the publish: the seller decides (nothing was written).
        if (err instanceof ApiError && err.status === 409 && err.body?.code === "CHANGED_IN_STORE") {
          setConflict({ input, products: (err.body as { products?: RestoreConflict[] }).products ?? [] });
          return;
        }
        setConflict(null);
        toast({ title: "Could not restore", description: errorMessage(err, "Please try again."), variant: "destructive" });
      },
    });

  return (
    <section aria-labelledby="publish-title" className="mt-8 rounded-lg border p-4">
      <h2 id="publish-title" className="text-xl font-semibold">
        {STORE_COPY.publishTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {STORE_COPY.publishIntro(`${source.shop} (${PLATFORM_NAMES[source.platform]})`)}
      </p>
      {!connected ? (
        <p role="status" className="mt-3 text-sm">
          {STORE_COPY.storeDisconnected}{" "}
          <Link href="/connections" className="font-medium underline">
            Connections
          </Link>
        </p>
      ) : canPublish === undefined ? null : !canPublish ? (
        <p role="status" className="mt-3 text-sm">
          {STORE_COPY.publishUpgrade}{" "}
          <Link href="/subscribe?plan=pro" className="font-medium underline">
            Upgrade to Pro
          </Link>
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            disabled={approved === 0 || running || publish.isPending}
            onClick={() =>
              publish.mutate(undefined, {
                onError: (err) =>
                  toast({ title: "Could not publish", description: errorMessage(err, "Please try again."), variant: "destructive" }),
              })
            }
          >
            {running || publish.isPending ? <Spinner label={STORE_COPY.publishing} /> : STORE_COPY.publishButton(approved)}
          </Button>
          {approved === 0 ? <p className="text-sm text-muted-foreground">{STORE_COPY.noneApproved}</p> : null}
        </div>
      )}

      {runs.data!.runs.length > 0 ? (
        <div className="mt-6 space-y-4">
          <h3 className="text-lg font-semibold">{STORE_COPY.historyTitle}</h3>
          {runs.data!.runs.map((run) => (
            <RunCard key={run.id} run={run} restoring={restore.isPending} onRestore={doRestore} />
          ))}
        </div>
      ) : null}

      <Dialog open={conflict !== null} onOpenChange={(open) => (open ? undefined : setConflict(null))}>
        <DialogContent hideClose>
          <DialogHeader>
            <DialogTitle>{STORE_COPY.conflictTitle}</DialogTitle>
            <DialogDescription>{STORE_COPY.conflictBody}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="restore-conflicts">
            {conflict?.products.map((p) => (
              <li key={p.productId}>
                <span className="font-medium">{p.key}</span>: {fieldNames(p.fields)}
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConflict(null)}>
              {STORE_COPY.cancel}
            </Button>
            <Button
              variant="destructive"
              disabled={restore.isPending}
              onClick={() => conflict && doRestore({ ...conflict.input, force: true })}
            >
              {STORE_COPY.conflictConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function RunCard({
  run,
  restoring,
  onRestore,
}: {
  run: PublishRunView;
  restoring: boolean;
  onRestore: (input: RestoreInput) => void;
}) {
  const total = run.products.length;
  const done = total - run.counts.pending;
  const percent = total ? Math.round((done / total) * 100) : 0;
  const restorable = run.products.some((p) => p.status === "published");
  const title = `Publish of ${formatCreated(run.createdAt)}`;
  return (
    <article aria-label={title} className="rounded-md border p-3" data-testid="publish-run">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {title} · {STORE_COPY.runStatuses[run.status]}
        </p>
        {restorable && run.status !== "running" ? (
          <Button
            variant="outline"
            size="sm"
            disabled={restoring}
            onClick={() => {
              if (window.confirm(STORE_COPY.restoreRunConfirm)) onRestore({ runId: run.id });
            }}
          >
            {STORE_COPY.restoreRun}
          </Button>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label="Products published"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="mt-2 h-2 w-full overflow-hidden rounded bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm" data-testid="publish-counts">
        {STORE_COPY.runProgress(done, total)}: {run.counts.published} published · {run.counts.skipped} skipped ·{" "}
        {run.counts.failed} failed · {run.counts.restored} restored
      </p>
      {run.message ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {run.message}
        </p>
      ) : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium">Products ({total})</summary>
        <ul className="mt-2 divide-y divide-border text-sm">
          {run.products.map((product) => (
            <li
              key={product.productId}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between"
              data-testid="publish-product"
              data-key={product.key}
              data-status={product.status}
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{product.key}</span>
                  <Badge variant={STATUS_BADGES[product.status]}>{PRODUCT_STATUS_LABELS[product.status]}</Badge>
                </p>
                <p className="text-muted-foreground">{fieldNames(product.fields)}</p>
                {product.message ? <p className="break-words">{product.message}</p> : null}
              </div>
              {product.status === "published" && run.status !== "running" ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${STORE_COPY.restoreProduct} ${product.key}`}
                  disabled={restoring}
                  onClick={() => onRestore({ runId: run.id, productId: product.productId })}
                >
                  {STORE_COPY.restoreProduct}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
