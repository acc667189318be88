import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

// Real progress streams (server-sent events) through the gateway, counted in the real Redis.
const CAP = 3;
let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem({ BATCH_PROGRESS_STREAMS_PER_SELLER: String(CAP), API_RATE_LIMIT_PER_MINUTE: "1000000" });
}, 60_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

let counter = 0;
async function sellerWithJob(): Promise<{ client: ApiClient; id: string }> {
  const client = t.client();
  expect((await client.post("/api/auth/register", { email: `streams${Date.now()}${counter++}@example.com`, password: "streams pass 1" })).status).toBe(201);
  const response = await fetch(`${t.url}/api/batches`, {
    method: "POST",
    headers: { "x-requested-with": "shopscript", "content-type": "text/csv", cookie: client.cookieHeader },
    body: shopifyExport(3, { variants: () => 1 }),
    signal: AbortSignal.timeout(30_000),
  });
  expect(response.status).toBe(201);
  return { client, id: ((await response.json()) as { id: string }).id };
}

interface Stream {
  status: number;
  json?: { message: string; code: string; limit: number };
  /** The first event's data, for an accepted stream. */
  first?: { status: string };
  close(): void;
}

/** Opens the job's progress stream; an accepted one is read to its first event and left open. */
async function openStream(client: ApiClient, id: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${t.url}/api/batches/${id}/progress`, { headers: { cookie: client.cookieHeader }, signal: controller.signal });
  if (response.status !== 200) return { status: response.status, json: (await response.json()) as Stream["json"], close: () => undefined };
  const reader = response.body!.getReader();
  let buffer = "";
  while (!buffer.includes("\n\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += Buffer.from(value).toString("utf8");
  }
  const data = buffer.split("\n").find((line) => line.startsWith("data: "))!;
  return { status: 200, first: JSON.parse(data.slice(6)), close: () => controller.abort() };
}

describe("open progress streams per seller (BATCH_PROGRESS_STREAMS_PER_SELLER)", () => {
  it("the seller's N+1th open stream is a 429 naming the limit; another seller is not held back; closing one lets a new one in", async () => {
    const { client, id } = await sellerWithJob();
    const open: Stream[] = [];
    for (let i = 0; i < CAP; i++) {
      const stream = await openStream(client, id);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const refused = await openStream(client, id);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: "TOO_MANY_STREAMS", limit: CAP, message: expect.stringContaining(String(CAP)) });

    const other = await sellerWithJob();
    const theirs = await openStream(other.client, other.id);
    expect(theirs.status).toBe(200);
    theirs.close();

    // The client goes away: its slot comes back once the catalog sees the stream closed.
    open.pop()!.close();
    const again = await eventually(async () => {
      const stream = await openStream(client, id);
      return stream.status === 200 ? stream : undefined;
    }, "a new stream accepted after one was closed", 10_000);
    open.push(again);
    expect((await openStream(client, id)).status).toBe(429);
    for (const stream of open) stream.close();
  }, 90_000);

  it("a stream the server ends (its job is over) gives its slot back", async () => {
    const { client, id } = await sellerWithJob();
    expect((await client.post(`/api/batches/${id}/cancel`)).status).toBe(200);
    // Each of these ends by itself after its first event: the job is canceled.
    for (let i = 0; i < CAP + 2; i++) {
      const stream = await eventually(async () => {
        const opened = await openStream(client, id);
        return opened.status === 200 ? opened : undefined;
      }, `ended stream ${i} accepted`, 10_000);
      expect(stream.first).toMatchObject({ status: "canceled" });
    }
  }, 60_000);
});
