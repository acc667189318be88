import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

// Names a client chooses (a listing's field in a row edit, the keys of a column mapping) that are also
// Object.prototype's (`toString`, `constructor`, `__proto__`): refused with a 400 naming them, nothing stored.
let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem({ API_RATE_LIMIT_PER_MINUTE: "1000000" });
}, 60_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

const CSV = "Product,Features\nOak desk lamp,solid oak; linen shade\nLinen apron,two pockets; adjustable strap\n";

/** A body sent as written: `JSON.stringify` cannot make an own `__proto__` key, a hostile client can. */
async function send(client: ApiClient, method: string, path: string, body: string, contentType = "application/json") {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { "x-requested-with": "shopscript", "content-type": contentType, cookie: client.cookieHeader },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, text };
}
const upload = (client: ApiClient, mapping: string) =>
  send(client, "POST", `/api/batches?mapping=${encodeURIComponent(mapping)}`, CSV, "text/csv");

async function seller() {
  const client = t.client();
  expect((await client.post("/api/auth/register", { email: `names${Date.now()}@example.com`, password: "names pass 12" })).status).toBe(201);
  return client;
}

describe("client-named fields are own, known names only", () => {
  it("a row edit naming toString, constructor or __proto__ is a 400 naming the field; nothing is stored or downloaded", async () => {
    const client = await seller();
    const created = await upload(client, JSON.stringify({ name: "Product", keywords: ["Features"] }));
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await client.post(`/api/batches/${id}/start`)).status).toBe(200);
    await eventually(async () => (await client.get(`/api/batches/${id}`)).json.progress.remaining === 0, "job done", 120_000);
    const row = (await client.get(`/api/batches/${id}/rows`)).json.items[0];
    expect(row.status).toBe("done");

    const inherited = await send(client, "PATCH", `/api/batches/${id}/rows/${row.id}`, JSON.stringify({ listing: { toString: "x", constructor: "z" } }));
    expect(inherited.status).toBe(400);
    expect(Object.keys(inherited.json.fields).sort()).toEqual(["listing.constructor", "listing.toString"]);
    const proto = await send(client, "PATCH", `/api/batches/${id}/rows/${row.id}`, '{"listing": {"__proto__": {"title": "polluted"}, "title": "Fine"}}');
    expect(proto.status).toBe(400);
    expect(Object.keys(proto.json.fields)).toEqual(["listing.__proto__"]);

    const after = (await client.get(`/api/batches/${id}/rows`)).json.items.find((r: { id: string }) => r.id === row.id);
    expect(after).toMatchObject({ edited: false, title: row.title });
    const download = await fetch(`${t.url}/api/batches/${id}/download?kind=generic-csv`, { headers: { cookie: client.cookieHeader } });
    const header = (await download.text()).split("\r\n")[0]!;
    expect(header).not.toMatch(/tostring|constructor|proto/i);
  }, 180_000);

  it("a column mapping with a constructor or __proto__ key is a 400 naming it, and no job is stored", async () => {
    const client = await seller();
    const withConstructor = await upload(client, '{"name": "Product", "constructor": "Features"}');
    expect(withConstructor.status).toBe(400);
    expect(Object.keys(withConstructor.json.fields)).toEqual(["mapping.constructor"]);
    const withProto = await upload(client, '{"name": "Product", "__proto__": {"keywords": ["Features"]}}');
    expect(withProto.status).toBe(400);
    expect(Object.keys(withProto.json.fields)).toEqual(["mapping.__proto__"]);
    // A column the file does not have, named like a prototype property, is the usual "no such column".
    const column = await upload(client, '{"name": "constructor"}');
    expect(column.status).toBe(400);
    expect(Object.keys(column.json.fields)).toEqual(["mapping.name"]);
    expect((await client.get("/api/batches")).json).toEqual([]);
  }, 60_000);
});
