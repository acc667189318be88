import {
  BATCH_UPLOAD_LIMITS,
  PLATFORM_LABELS,
  PLATFORMS,
  TONE_LABELS,
  TONES,
  type BatchPreview,
} from "@shopscript/contracts";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { JobVoice } from "../../voices/components/job-voice";
import { VoiceSelect } from "../../voices/components/voice-select";
import { useBatchJobs, useDeleteBatch, useJobAction, useUploadBatch } from "../api/batches-api";
import { uploadProblem } from "../api/upload-file";
import { BATCH_COPY } from "../copy";

/** /batches: upload a store export, see the preview and what it will cost, start the job; past jobs below. */
export default function BatchesPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  const [file, setFile] = useState<File | null>(null);
  const [platform, setPlatform] = useState("shopify");
  const [tone, setTone] = useState("professional");
  // "" is the seller's default voice as each row is written; a voice id or "none" is kept with the job.
  const [voiceId, setVoiceId] = useState("");
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [nameColumn, setNameColumn] = useState("");
  const [keywordsColumn, setKeywordsColumn] = useState("");
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const upload = useUploadBatch();
  const jobs = useBatchJobs(isSignedIn);
  // What is wrong with the chosen file (checked in the browser) or what the server answered: always shown.
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!isLoading && !isSignedIn) navigate("/login", { replace: true });
  }, [isLoading, isSignedIn, navigate]);

  async function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(null);
    setHeaders(null);
    if (chosen) setProblem(await uploadProblem(chosen));
  }

  async function send() {
    if (!file) return;
    const found = await uploadProblem(file);
    setProblem(found);
    if (found) return;
    const mapping =
      headers && nameColumn
        ? { name: nameColumn, keywords: keywordsColumn ? [keywordsColumn] : [], platform, tone }
        : undefined;
    abort.current = new AbortController();
    setSent(0);
    upload.mutate(
      { file, platform, tone, voiceId: voiceId || undefined, mapping, onProgress: setSent, signal: abort.current.signal },
      {
        onSuccess: (result) => {
          setPreview(result);
          setHeaders(null);
        },
        onError: (err) => {
          if (err instanceof DOMException && err.name === "AbortError") {
            setProblem(BATCH_COPY.uploadCanceled);
            return;
          }
          const body = err instanceof ApiError ? err.body : undefined;
          // Only a generic CSV without a name column asks for the mapping; any other refusal is just said.
          setHeaders(Array.isArray(body?.headers) ? (body.headers as string[]) : null);
          setProblem(errorMessage(err, BATCH_COPY.uploadFailed));
        },
        onSettled: () => setSent(null),
      },
    );
  }

  return (
    <div className="container mx-auto max-w-5xl px-4 py-10">
      <PageTitle>{BATCH_COPY.listTitle}</PageTitle>
      <h1 className="text-3xl font-bold">{BATCH_COPY.listTitle}</h1>
      <p className="mt-2 text-muted-foreground">{BATCH_COPY.listIntro}</p>
      <p className="mt-1 text-sm">
        {BATCH_COPY.storeLinkIntro}{" "}
        <Link href="/connections" className="font-medium underline">
          {BATCH_COPY.storeLink}
        </Link>
      </p>

      <form
        className="mt-6 grid gap-4 rounded-lg border p-4 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div className="sm:col-span-3">
          <Label htmlFor="batch-file">{BATCH_COPY.fileLabel}</Label>
          <Input
            id="batch-file"
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            aria-describedby="batch-file-help batch-file-problem"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
          <p id="batch-file-help" className="mt-1 text-sm text-muted-foreground">
            {BATCH_COPY.fileHelp(BATCH_UPLOAD_LIMITS.maxFileBytes, BATCH_UPLOAD_LIMITS.maxRowsPerJob)}
          </p>
          <p
            id="batch-file-problem"
            role="alert"
            data-testid="upload-problem"
            className="mt-2 text-sm font-medium text-destructive empty:hidden"
          >
            {problem ?? ""}
          </p>
        </div>
        <div>
          <Label htmlFor="batch-platform">{BATCH_COPY.platformLabel}</Label>
          <NativeSelect id="batch-platform" value={platform} onChange={(e) => setPlatform(e.target.value)}>
            {PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="batch-tone">{BATCH_COPY.toneLabel}</Label>
          <NativeSelect id="batch-tone" value={tone} onChange={(e) => setTone(e.target.value)}>
            {TONES.map((t) => (
              <option key={t} value={t}>
                {TONE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <VoiceSelect value={voiceId} onChange={setVoiceId} />
        {headers && (
          <fieldset className="grid gap-3 sm:col-span-3 sm:grid-cols-2">
            <legend className="font-semibold">{BATCH_COPY.mappingTitle}</legend>
            <p className="text-sm text-muted-foreground sm:col-span-2">{BATCH_COPY.mappingIntro}</p>
            <div>
              <Label htmlFor="map-name">{BATCH_COPY.nameColumn}</Label>
              <NativeSelect id="map-name" value={nameColumn} onChange={(e) => setNameColumn(e.target.value)}>
                <option value="">—</option>
                {headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div>
              <Label htmlFor="map-keywords">{BATCH_COPY.keywordsColumn}</Label>
              <NativeSelect
                id="map-keywords"
                value={keywordsColumn}
                onChange={(e) => setKeywordsColumn(e.target.value)}
              >
                <option value="">—</option>
                {headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </fieldset>
        )}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-3">
          <Button type="submit" disabled={!file || upload.isPending || Boolean(problem && !headers)}>
            {BATCH_COPY.uploadButton}
          </Button>
          {sent !== null && (
            <>
              <div className="flex min-w-[12rem] flex-1 items-center gap-2">
                <div
                  role="progressbar"
                  aria-label={BATCH_COPY.uploadProgressLabel}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(sent * 100)}
                  className="h-2 flex-1 overflow-hidden rounded bg-muted"
                >
                  <div className="h-full bg-primary transition-all" style={{ width: `${Math.round(sent * 100)}%` }} />
                </div>
                <span className="text-sm tabular-nums" aria-hidden="true">
                  {sent < 1 ? `${Math.round(sent * 100)}%` : BATCH_COPY.uploadReading}
                </span>
              </div>
              <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
                {BATCH_COPY.cancelUpload}
              </Button>
            </>
          )}
        </div>
      </form>

      {preview && (
        <PreviewPanel
          preview={preview}
          onStarted={(id) => navigate(`/batches/${id}`)}
          onDiscarded={() => setPreview(null)}
        />
      )}

      <h2 className="mt-10 text-xl font-semibold">{BATCH_COPY.pastJobs}</h2>
      {jobs.data?.length ? (
        <ul className="mt-3 divide-y rounded-lg border">
          {jobs.data.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <Link href={`/batches/${job.id}`} className="font-medium underline-offset-4 hover:underline">
                {job.filename}
              </Link>
              <span className="flex items-center gap-3 text-sm text-muted-foreground">
                {job.progress.status} · {job.progress.done}/{job.progress.total}
                {DELETABLE.has(job.progress.status) && <DeleteJobButton id={job.id} filename={job.filename} />}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted-foreground">{BATCH_COPY.noJobs}</p>
      )}
    </div>
  );
}

/** Jobs a seller may delete: not started, or ended (a running or paused one is canceled first). */
const DELETABLE = new Set(["draft", "completed", "canceled"]);

function DeleteJobButton({ id, filename }: { id: string; filename: string }) {
  const remove = useDeleteBatch();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={BATCH_COPY.deleteJob(filename)}
      disabled={remove.isPending}
      onClick={() => {
        if (!window.confirm(BATCH_COPY.deleteConfirm(filename))) return;
        remove.mutate(id, {
          onSuccess: () => toast({ title: BATCH_COPY.deleted(filename) }),
          onError: (err) =>
            toast({ title: "Could not delete", description: errorMessage(err, "Please try again."), variant: "destructive" }),
        });
      }}
    >
      Delete
    </Button>
  );
}

function PreviewPanel({
  preview,
  onStarted,
  onDiscarded,
}: {
  preview: BatchPreview;
  onStarted: (id: string) => void;
  onDiscarded: () => void;
}) {
  const start = useJobAction(preview.id);
  const discard = useDeleteBatch();
  const { estimate } = preview;
  return (
    <section aria-labelledby="preview-title" className="mt-8 rounded-lg border p-4">
      <h2 id="preview-title" className="text-xl font-semibold">
        {BATCH_COPY.previewTitle}: {preview.filename} ({preview.format})
      </h2>
      <p className="mt-1 text-sm" data-testid="estimate">
        {BATCH_COPY.estimate(
          estimate.products,
          estimate.builtinSeconds,
          estimate.modelRequests,
          estimate.modelTokens,
        )}
      </p>
      <JobVoice voiceId={preview.voiceId} />
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="p-2">Rows</th>
              <th className="p-2">Product</th>
              <th className="p-2">SKU</th>
              <th className="p-2">Features</th>
            </tr>
          </thead>
          <tbody>
            {preview.firstRows.map((row) => (
              <tr key={row.key} className="border-t">
                <td className="p-2">{row.sourceRows.join(", ")}</td>
                <td className="p-2">{row.name}</td>
                <td className="p-2">{row.sku ?? ""}</td>
                <td className="p-2">{row.keywords.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.skipped.length > 0 && (
        <div className="mt-3">
          <h3 className="font-semibold">{BATCH_COPY.skippedTitle}</h3>
          <ul className="list-disc pl-6 text-sm">
            {preview.skipped.slice(0, 50).map((s) => (
              <li key={`${s.row}-${s.reason}`}>
                Row {s.row}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button
        className="mt-4"
        disabled={start.isPending}
        onClick={() =>
          start.mutate("start", {
            onSuccess: () => onStarted(preview.id),
            onError: (err) =>
              toast({
                title: "Could not start",
                description: errorMessage(err, "Please try again."),
                variant: "destructive",
              }),
          })
        }
      >
        {BATCH_COPY.startButton} ({preview.rowCount})
      </Button>
      <Button
        className="mt-4 ml-3"
        variant="outline"
        disabled={discard.isPending || start.isPending}
        onClick={() =>
          discard.mutate(preview.id, {
            onSuccess: onDiscarded,
            onError: (err) =>
              toast({ title: "Could not discard", description: errorMessage(err, "Please try again."), variant: "destructive" }),
          })
        }
      >
        {BATCH_COPY.discardButton}
      </Button>
      <p className="mt-2 text-sm text-muted-foreground">{BATCH_COPY.draftKept}</p>
    </section>
  );
}
