import {
  BATCH_UPLOAD_LIMITS,
  FILE_SNIFF_BYTES,
  fileTooLargeMessage,
  nonTextKindOf,
  notCsvMessage,
  type BatchPreview,
} from "@shopscript/contracts";
import { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../lib/api-client";

// Sending a store export: checked in the browser first (size against the server's limit, and text rather
// than a workbook or image, with the same checks the catalog runs), then sent with XMLHttpRequest, which
// reports upload progress and can be aborted (fetch can do neither for a request body).

/**
 * Why this file cannot be uploaded, or null. A file over the limit is refused before a byte is sent: a
 * browser that sends it anyway does not read the server's early 413 until the whole body has gone out.
 */
export async function uploadProblem(file: File): Promise<string | null> {
  if (file.size > BATCH_UPLOAD_LIMITS.maxFileBytes) return fileTooLargeMessage(file.name, BATCH_UPLOAD_LIMITS.maxFileBytes);
  const head = new Uint8Array(await file.slice(0, FILE_SNIFF_BYTES).arrayBuffer());
  const kind = nonTextKindOf(head);
  return kind ? notCsvMessage(file.name, kind) : null;
}

export interface UploadRequest {
  file: File;
  platform: string;
  tone: string;
  /** A brand voice id or "none"; absent, the seller's default voice as each row is written. */
  voiceId?: string;
  /** For a generic CSV: which column is which (the formats module's GenericMapping). */
  mapping?: Record<string, unknown>;
  /** Called as the body goes out: the share sent, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/batches: the file itself is the body (streamed by the server), the options are the query. */
export function sendUpload({ file, platform, tone, voiceId, mapping, onProgress, signal }: UploadRequest): Promise<BatchPreview> {
  const query = new URLSearchParams({ filename: file.name, platform, tone });
  if (voiceId) query.set("voiceId", voiceId);
  if (mapping) query.set("mapping", JSON.stringify(mapping));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/batches?${query}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "text/csv");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as BatchPreview);
      else reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText.slice(0, 200)}`, body as ApiError["body"]));
    };
    xhr.onerror = () => reject(new ApiError(0, "The upload could not reach the server."));
    xhr.onabort = () => reject(new DOMException("The upload was canceled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
