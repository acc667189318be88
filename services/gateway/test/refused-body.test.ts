import { KeepAliveSocket } from "@shopscript/kit/testing/raw-http";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

// A body the catalog refuses part-way (an upload over BATCH_MAX_UPLOAD_BYTES), sent through the gateway on one
// keep-alive connection the way a script sends it: the whole body, then the next request on the same socket.
const MAX_UPLOAD = 64 * 1024;
const DRAIN_BYTES = 1024 * 1024;
// Longer than the test's own bounds: the close the client sees must be the gateway's FIN, not this timer.
const DRAIN_MS = 40_000;

let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem({ BATCH_MAX_UPLOAD_BYTES: String(MAX_UPLOAD), REFUSED_BODY_DRAIN_BYTES: String(DRAIN_BYTES), REFUSED_BODY_DRAIN_MS: String(DRAIN_MS) });
}, 60_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => "done"), new Promise((resolve) => setTimeout(() => resolve("still waiting"), ms).unref())]);

/** A generic CSV of about `bytes`, every product with one long cell (so the byte limit, not the row cap, refuses it). */
function csvOf(bytes: number): Buffer {
  const row = `Big Thing,${"large ".repeat(2_000)}\n`;
  return Buffer.from("Product,Features\n" + row.repeat(Math.ceil(bytes / row.length)));
}
const MAPPING = encodeURIComponent(JSON.stringify({ name: "Product", keywords: ["Features"] }));

async function uploadThenAsk(body: Buffer) {
  const client = t.client();
  expect((await client.post("/api/auth/register", { email: `drain${Date.now()}${body.length}@example.com`, password: "drain pass 12" })).status).toBe(201);
  const headers = { host: "shop.test", cookie: client.cookieHeader, "x-requested-with": "shopscript", connection: "keep-alive" };
  const socket = await KeepAliveSocket.open(t.url);
  try {
    const sending = socket.send("POST", `/api/batches?mapping=${MAPPING}`, { ...headers, "content-type": "text/csv" }, body);
    const refused = await socket.read(20_000);
    expect(refused).toMatchObject({ kind: "response", status: 413 });
    // The client goes on writing the rest of its body: a gateway that stops reading without closing leaves
    // this write (and so the client) waiting for ever.
    expect(await within(sending, 20_000)).toBe("done");
    await socket.send("GET", "/api/batches", headers);
    return { refused, next: await socket.read(10_000) };
  } finally {
    socket.close();
  }
}

describe("gateway: a body refused before it has all come", () => {
  it("30 MB against a 64 KiB limit: the client reads its 413, then sees the connection closed, never left hanging", async () => {
    const { next } = await uploadThenAsk(csvOf(30 * 1024 * 1024));
    expect(next.kind).toBe("closed");
  }, 90_000);

  it("a body within REFUSED_BODY_DRAIN_BYTES is read to its end: the next request on the same socket is answered", async () => {
    const { next } = await uploadThenAsk(csvOf(DRAIN_BYTES - 64 * 1024));
    expect(next).toMatchObject({ kind: "response", status: 200, body: "[]" });
  }, 90_000);
});
