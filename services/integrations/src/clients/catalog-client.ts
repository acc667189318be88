import { AppError } from "@shopscript/kit";

export interface ApprovedRow {
  key: string;
  listing: Record<string, string | string[]>;
  editedFields: string[];
}

/**
 * The catalog owns jobs and their review; integrations asks it over its /internal routes (never its database):
 * a pulled store becomes a draft job from the store's own product CSV, and a publish reads the approved rows.
 */
export function catalogClient(catalogUrl: string) {
  async function ask(path: string, init: RequestInit = {}) {
    let response: Response;
    try {
      response = await fetch(`${catalogUrl}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
    } catch {
      throw AppError.unavailable("The catalog could not be reached just now. Please try again in a moment.");
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return body;
    if (response.status >= 400 && response.status < 500 && body && typeof body.message === "string") {
      throw new AppError(response.status, String(body.code ?? "CATALOG_REFUSED"), body.message, body.fields ? { fields: body.fields } : {});
    }
    throw AppError.unavailable("The catalog could not take this just now. Please try again in a moment.");
  }

  return {
    async createJob(userId: string, csv: string, options: { filename: string; platform: string; tone: string; voiceId?: string }): Promise<{ id: string; rowCount: number }> {
      const query = new URLSearchParams(options);
      const body = await ask(`/internal/batches/${encodeURIComponent(userId)}?${query}`, {
        method: "POST",
        headers: { "content-type": "text/csv; charset=utf-8" },
        body: csv,
      });
      return body as unknown as { id: string; rowCount: number };
    },

    async approvedRows(userId: string, jobId: string): Promise<ApprovedRow[]> {
      const body = await ask(`/internal/batches/${encodeURIComponent(userId)}/${encodeURIComponent(jobId)}/approved`);
      return (body as { rows: ApprovedRow[] }).rows;
    },
  };
}

export type CatalogClient = ReturnType<typeof catalogClient>;
