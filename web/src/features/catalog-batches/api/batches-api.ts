import type {
  BatchJob,
  BatchProgress,
  BatchReviewAction,
  BatchRow,
  BatchRowPage,
  Listing,
} from "@shopscript/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiJson } from "../../../lib/api-client";
import { sendUpload } from "./upload-file";

/** Every query about batch jobs starts with this key part: one invalidation refreshes them all. */
export const batchesQueryKey = ["/api/batches"] as const;

/** Uploading runs through sendUpload (progress, abort); a success refreshes the job list. */
export function useUploadBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesQueryKey }),
  });
}

export const useBatchJobs = (enabled: boolean) =>
  useQuery({
    queryKey: [...batchesQueryKey, "list"],
    queryFn: () => apiJson<BatchJob[]>("GET", "/api/batches"),
    enabled,
  });

export const useBatchJob = (id: string) =>
  useQuery({
    queryKey: [...batchesQueryKey, id],
    queryFn: () => apiJson<BatchJob>("GET", `/api/batches/${encodeURIComponent(id)}`),
  });

/** Rows of the review table per request: a 5,000-row job opens with one small page, not the whole job. */
export const ROWS_PAGE_SIZE = 50;

/** Which rows the review shows: every row, or only those written or only those that failed. */
export type RowFilter = "all" | "done" | "failed";
/** And by the review's state: any, left to review, approved, rejected. */
export type ReviewFilter = "any" | "unreviewed" | "approved" | "rejected";

export interface RowQuery {
  status: RowFilter;
  review: ReviewFilter;
  /** Words in the product's name or SKU. */
  search: string;
}

/**
 * The review's rows, a page at a time (GET /rows with the cursor of the page before), filtered and searched
 * on the server. Acting on rows invalidates the job's queries, which refetches the pages already loaded.
 */
export const useBatchRows = (id: string, filter: RowQuery, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...batchesQueryKey, id, "rows", filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(ROWS_PAGE_SIZE) });
      if (pageParam !== null) query.set("cursor", pageParam);
      if (filter.status !== "all") query.set("status", filter.status);
      if (filter.review !== "any") query.set("review", filter.review);
      if (filter.search.trim()) query.set("q", filter.search.trim());
      return apiJson<BatchRowPage>("GET", `/api/batches/${encodeURIComponent(id)}/rows?${query}`);
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });

/** Deletes a draft or an ended job (DELETE /api/batches/:id); the list refreshes. */
export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", `/api/batches/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesQueryKey }),
  });
}

type JobAction = "start" | "pause" | "resume" | "cancel";

export function useJobAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: JobAction) =>
      apiJson<BatchJob>("POST", `/api/batches/${encodeURIComponent(id)}/${action}`),
    onSuccess: (job) => {
      queryClient.setQueryData([...batchesQueryKey, id], job);
      void queryClient.invalidateQueries({ queryKey: batchesQueryKey });
    },
  });
}

export function useRowActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...batchesQueryKey, id] });
  const base = `/api/batches/${encodeURIComponent(id)}`;
  return {
    review: useMutation({
      mutationFn: (action: BatchReviewAction) =>
        apiJson<{ changed: number }>("POST", `${base}/review`, action),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ rowId, listing }: { rowId: string; listing: Listing }) =>
        apiJson<BatchRow>("PATCH", `${base}/rows/${rowId}`, { listing }),
      onSuccess: refresh,
    }),
    regenerate: useMutation({
      mutationFn: (rowId: string) => apiJson<BatchRow>("POST", `${base}/rows/${rowId}/regenerate`),
      onSuccess: refresh,
    }),
  };
}

/**
 * The job's progress as server-sent events. The state lives on the server, so after a reload the stream
 * simply opens again; the browser's EventSource reconnects by itself after a dropped connection.
 */
export function useBatchProgress(id: string, initial: BatchProgress | undefined): BatchProgress | undefined {
  const [progress, setProgress] = useState<BatchProgress | undefined>(initial);
  const queryClient = useQueryClient();
  useEffect(() => setProgress((current) => current ?? initial), [initial]);
  useEffect(() => {
    const source = new EventSource(`/api/batches/${encodeURIComponent(id)}/progress`);
    let finished = false;
    source.addEventListener("progress", (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as BatchProgress;
      setProgress(next);
      if ((next.status === "completed" || next.status === "canceled") && next.remaining === 0 && !finished) {
        finished = true;
        source.close();
        void queryClient.invalidateQueries({ queryKey: [...batchesQueryKey, id] });
      }
    });
    return () => source.close();
  }, [id, queryClient]);
  return progress;
}
