import type { SelectionExportFormat } from "@shopscript/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The file name the server gave (Content-Disposition), else a dated one. */
function fileNameOf(response: Response, format: SelectionExportFormat): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  const extension = format === "json" ? "json" : format === "amazon" ? "txt" : "csv";
  return named?.[1] ?? `shopscript-${format}-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

/**
 * POST /api/descriptions/export {ids, format}: the selection as a file with one column per field, or as the file a
 * store imports (Shopify, Etsy, Amazon), handed to the browser as a download. A POST (a selection of hundreds of ids is no link), so the file comes back as a blob.
 */
export async function exportSelection({ ids, format }: { ids: string[]; format: SelectionExportFormat }): Promise<void> {
  const response = await apiRequest("POST", "/api/descriptions/export", { ids, format });
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(response, format);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

export function useExportSelection() {
  return useMutation({ mutationFn: exportSelection });
}
