import { shopifyExport } from "./catalog-exports";

// The worst catalog upload inside both limits (issue 26, item 2) and the client that watches another seller's
// /healthz while it is stored: shared by the availability test (is the event loop ever held for a large share of
// the upload?) and `npm run bench upload` (how long, in milliseconds, on this machine).

export const WORST_UPLOAD_PRODUCTS = 5_000;

/** A ~3.8 KB HTML description, different for every product (as a real catalogue's are). */
function longDescription(i: number): string {
  const sentences: string[] = [];
  for (let s = 0; sentences.join(" ").length < 3_700; s++) {
    sentences.push(
      `Product ${i + 1}, paragraph ${s + 1}: solid oak and brushed steel, hand finished, 40 x 25 cm, "tested" for daily use, wipe clean with a damp cloth.`,
    );
  }
  return `<p>${sentences.join("</p><p>")}</p>`;
}

/** A Shopify export of 5,000 products, one row each, every one with a long description: ~19.8 MiB. */
export const worstExport = (): Buffer =>
  Buffer.from(shopifyExport(WORST_UPLOAD_PRODUCTS, { variants: () => 1, description: longDescription }));

export interface Probe {
  /** When it was sent, in ms after the probing started. */
  at: number;
  /** How long its answer took, in ms. */
  ms: number;
  status: number;
}

/**
 * Sends GET `url` every `everyMs` whether or not the last one has answered (a blocked event loop holds whichever
 * are in flight), until `stop()`; `stop()` resolves with every probe once the last has answered.
 */
export function probeEvery(url: string, everyMs: number): { stop(): Promise<Probe[]> } {
  const probes: Probe[] = [];
  const started = performance.now();
  let running = true;
  const loop = (async () => {
    const inFlight: Promise<void>[] = [];
    while (running) {
      const sentAt = performance.now();
      inFlight.push(
        fetch(url, { signal: AbortSignal.timeout(60_000) }).then(async (res) => {
          await res.arrayBuffer();
          probes.push({ at: sentAt - started, ms: performance.now() - sentAt, status: res.status });
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    await Promise.all(inFlight);
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return probes.sort((a, b) => a.at - b.at);
    },
  };
}

/** Signs a trial seller up through the gateway; returns the session cookie. */
export async function signUpSeller(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "shopscript" },
    body: JSON.stringify({ email, password: "upload pass 12" }),
    // Hashing a password is a slow step on a loaded machine.
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Uploads `file` as a Shopify export; returns the answer and how long it took. */
export async function uploadExport(
  baseUrl: string,
  cookie: string,
  file: Buffer,
): Promise<{ status: number; body: { id: string; rowCount: number; progress: { status: string; total: number } }; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/batches?filename=worst.csv&platform=shopify&tone=professional`, {
    method: "POST",
    headers: { "x-requested-with": "shopscript", "content-type": "text/csv", cookie },
    body: file,
    signal: AbortSignal.timeout(300_000),
  });
  const body = (await response.json()) as { id: string; rowCount: number; progress: { status: string; total: number } };
  return { status: response.status, body, ms: performance.now() - started };
}
