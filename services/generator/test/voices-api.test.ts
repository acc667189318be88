import { eventually } from "@shopscript/kit/testing";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import { call, createKey, OpenApiValidator, seller } from "../../gateway/test/support/public-api";

// Brand voices end to end (issue 31): the whole system on real PostgreSQL, RabbitMQ and Redis, through the
// gateway as the web app and a seller's script call it.

let t: TestSystem;
let openApi: OpenApiValidator;
beforeAll(async () => {
  t = await startTestSystem();
  const doc = await call(t, null, "GET", "/api/v1/openapi.json");
  openApi = new OpenApiValidator(doc.json);
}, 90_000);
afterAll(async () => {
  await t?.stop();
});

const apron = { productName: "Linen Apron", keywords: "100% linen, cheap, two deep pockets, adjustable neck strap", platform: "etsy" };
const maine = {
  name: "Maine Made",
  bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }],
  requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-end" }],
  spelling: "uk",
  person: "neutral",
};
const LISTINGS = [
  "Harbour Canvas Tote\nOur canvas tote is cut and sewn in our Portland studio. The colour stays true wash after wash. Handmade in Maine.",
  "Driftwood Linen Apron\nOur linen apron has two deep pockets and a neck strap we adjust by hand. Its colour softens with every wash. Handmade in Maine.",
  "Lighthouse Wool Throw\nOur wool throw is woven on a small loom in our studio. We finish every edge by hand, in a colour taken from the harbour. Handmade in Maine.",
];

describe("voices through the gateway", () => {
  it("a seller creates, lists, edits and deletes voices; errors name the field; another seller sees none of them", async () => {
    const { client } = await seller(t, null);
    const bad = await client.post("/api/voices", { name: "", spelling: "au", bannedPhrases: [{ phrase: "" }] });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ name: "Name is required", spelling: "Spelling must be us or uk", "bannedPhrases.0.phrase": "Banned word is required" });

    const created = await client.post("/api/voices", maine);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Maine Made", isDefault: true, spelling: "uk", person: "neutral" });
    const second = await client.post("/api/voices", { name: "Outlet", person: "you" });
    expect(second.json.isDefault).toBe(false);
    const edited = await client.request("PUT", `/api/voices/${second.json.id}`, { name: "Outlet store", person: "we", isDefault: true });
    expect(edited.json).toMatchObject({ name: "Outlet store", person: "we", isDefault: true });
    const list = await client.get("/api/voices");
    expect(list.json.voices.map((v: { name: string; isDefault: boolean }) => [v.name, v.isDefault])).toEqual([
      ["Maine Made", false],
      ["Outlet store", true],
    ]);

    const other = await seller(t, null);
    expect((await other.client.get(`/api/voices/${created.json.id}`)).status).toBe(404);
    expect((await other.client.request("PUT", `/api/voices/${created.json.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await other.client.delete(`/api/voices/${created.json.id}`)).status).toBe(404);
    expect((await other.client.get("/api/voices")).json.voices).toEqual([]);
    const borrowed = await other.client.post("/api/generate-description", { ...apron, voiceId: created.json.id });
    expect(borrowed.status).toBe(404);
    expect(borrowed.json.fields).toEqual({ voiceId: "Voice not found" });

    expect((await client.delete(`/api/voices/${second.json.id}`)).status).toBe(200);
    expect((await client.get("/api/voices")).json.voices).toHaveLength(1);
    // Nobody signed in has no voices at all.
    expect((await t.client().get("/api/voices")).status).toBe(401);
  });

  it("learns a voice from pasted listings, the seller edits and saves it, and generation follows it by default", async () => {
    const { client } = await seller(t, null);
    const learned = await client.post("/api/voices/learn", { examples: LISTINGS, name: "Studio" });
    expect(learned.status).toBe(200);
    expect(learned.json.proposal).toMatchObject({ name: "Studio", spelling: "uk", person: "we", emoji: "never", requiredPhrases: [{ phrase: "Handmade in Maine", placement: "description-end" }] });
    expect(learned.json.evidence.ukSpellings).toEqual(["colour", "harbour"]);
    expect(learned.json.proposal.bannedPhrases.map((b: { phrase: string }) => b.phrase)).toContain("cheap");
    // The same listings, the same proposal.
    expect((await client.post("/api/voices/learn", { examples: LISTINGS, name: "Studio" })).json).toEqual(learned.json);

    // Edited before saving: the seller wants "cheap" said as "affordable", and no "we" in generated copy.
    const proposal = learned.json.proposal;
    const saved = await client.post("/api/voices", {
      ...proposal,
      person: "neutral",
      bannedPhrases: [...proposal.bannedPhrases.filter((b: { phrase: string }) => b.phrase !== "cheap"), { phrase: "cheap", replacement: "affordable" }],
    });
    expect(saved.status).toBe(201);

    const written = await client.post("/api/generate-description", apron);
    expect(written.status).toBe(200);
    expect(written.json.voice).toEqual({ id: saved.json.id, name: "Studio" });
    expect(written.json.checks.filter((c: { passed: boolean }) => !c.passed)).toEqual([]);
    expect(written.json.description).not.toMatch(/\bcheap\b/i);
    expect(written.json.listing.description).toMatch(/Handmade in Maine\.$/);
    expect(written.json.notices.voice).toContain("“cheap” → “affordable”");
    // The result reports the keywords as the seller typed them.
    expect(written.json.keywords).toContain("cheap");

    const plain = await client.post("/api/generate-description", { ...apron, voiceId: "none" });
    expect(plain.json.voice).toBeUndefined();
    expect(plain.json.listing.description).not.toContain("Handmade in Maine");
  });

  it("the public API manages voices and generates in one (scope generate), as the OpenAPI document says", async () => {
    const { client } = await seller(t);
    const key = await createKey(client, ["generate"]);
    const created = await call(t, key.secret, "POST", "/api/v1/voices", maine);
    expect(created.status).toBe(201);
    openApi.validate("POST", "/api/v1/voices", 201, created.json);
    const listed = await call(t, key.secret, "GET", "/api/v1/voices");
    openApi.validate("GET", "/api/v1/voices", 200, listed.json);
    const invalid = await call(t, key.secret, "POST", "/api/v1/voices", { name: "x", emoji: "lots" });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toMatchObject({ code: "validation_failed", field: "emoji" });
    openApi.validate("POST", "/api/v1/voices", 400, invalid.json);

    const generated = await call(t, key.secret, "POST", "/api/v1/generate", { ...apron, voiceId: created.json.id });
    expect(generated.status).toBe(200);
    openApi.validate("POST", "/api/v1/generate", 200, generated.json);
    expect(generated.json.voice.id).toBe(created.json.id);
    expect(generated.json.description).toContain("Handmade in Maine.");

    const readOnly = await createKey(client, ["descriptions:read"]);
    expect((await call(t, readOnly.secret, "GET", "/api/v1/voices")).status).toBe(403);
  });

  it("a catalog job's rows are written in the seller's default voice", async () => {
    const { client } = await seller(t);
    await client.post("/api/voices", { ...maine, requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-end" }] });
    const key = await createKey(client, ["batches"]);
    const response = await fetch(`${t.url}/api/v1/batches?filename=products_export.csv&platform=shopify`, {
      method: "POST",
      headers: { authorization: `Bearer ${key.secret}`, "content-type": "text/csv" },
      body: shopifyExport(2, { variants: () => 1 }),
    });
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    expect((await call(t, key.secret, "POST", `/api/v1/batches/${id}/start`)).status).toBe(200);
    await eventually(async () => ((await client.get(`/api/batches/${id}`)).json.progress.status === "completed" ? true : undefined), "job completed", 60_000);
    const rows = await client.get(`/api/batches/${id}/rows?limit=50`);
    expect(rows.json.items).toHaveLength(2);
    for (const row of rows.json.items) {
      expect(row.status).toBe("done");
      expect(row.listing.bodyHtml).toContain("<p>Handmade in Maine.</p>");
    }
  });

  it("a voice in a catalog job: chosen at upload (web and public API), every row written in it; none; another seller's or a deleted voice refused", async () => {
    const { client } = await seller(t);
    const maineVoice = (await client.post("/api/voices", maine)).json;
    expect(maineVoice.isDefault).toBe(true);
    const studio = (await client.post("/api/voices", { name: "Studio", requiredPhrases: [{ phrase: "Packed by hand in our Portland studio.", placement: "description-end" }] })).json;
    const key = await createKey(client, ["batches"]);
    const csv = shopifyExport(2, { variants: () => 1 });
    const viaKey = (query: string) =>
      fetch(`${t.url}/api/v1/batches?filename=products_export.csv&platform=shopify&${query}`, {
        method: "POST",
        headers: { authorization: `Bearer ${key.secret}`, "content-type": "text/csv" },
        body: csv,
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));
    const viaWeb = (owner: typeof client, query: string) =>
      fetch(`${t.url}/api/batches?filename=products_export.csv&platform=shopify&${query}`, {
        method: "POST",
        headers: { "x-requested-with": "shopscript", "content-type": "text/csv", cookie: owner.cookieHeader },
        body: csv,
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));

    // The public API: the voice chosen at upload is the job's, as the OpenAPI document describes it.
    const inStudio = await viaKey(`voiceId=${studio.id}`);
    expect(inStudio.status).toBe(201);
    openApi.validate("POST", "/api/v1/batches", 201, inStudio.json);
    expect(inStudio.json.voiceId).toBe(studio.id);
    // The web app: "none" writes without a voice although the seller has a default one.
    const inNone = await viaWeb(client, "voiceId=none");
    expect(inNone.status).toBe(201);
    expect(inNone.json.voiceId).toBe("none");
    // A voice deleted between the upload and the rows' writing: each row fails with the reason.
    const temp = (await client.post("/api/voices", { name: "Temporary", person: "you" })).json;
    const inTemp = await viaWeb(client, `voiceId=${temp.id}`);
    expect(inTemp.status).toBe(201);
    expect((await client.delete(`/api/voices/${temp.id}`)).status).toBe(200);

    // Another seller's voice id is "not found", naming the field, and leaves no job behind.
    const other = await seller(t);
    const borrowed = await viaWeb(other.client, `voiceId=${studio.id}`);
    expect(borrowed.status).toBe(404);
    expect(borrowed.json.fields).toEqual({ voiceId: "Voice not found" });
    expect((await other.client.get("/api/batches")).json).toEqual([]);
    const otherKey = await createKey(other.client, ["batches"]);
    const borrowedViaKey = await fetch(`${t.url}/api/v1/batches?filename=products_export.csv&platform=shopify&voiceId=${studio.id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${otherKey.secret}`, "content-type": "text/csv" },
      body: csv,
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));
    expect(borrowedViaKey.status).toBe(404);
    expect(borrowedViaKey.json.error).toMatchObject({ field: "voiceId" });
    openApi.validate("POST", "/api/v1/batches", 404, borrowedViaKey.json);
    const malformed = await viaKey("voiceId=my%20voice");
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatchObject({ code: "validation_failed", field: "voiceId" });

    for (const job of [inStudio.json, inNone.json, inTemp.json]) {
      expect((await client.post(`/api/batches/${job.id}/start`, {})).status).toBe(200);
    }
    const finished = async (id: string) => {
      await eventually(async () => ((await client.get(`/api/batches/${id}`)).json.progress.status === "completed" ? true : undefined), `job ${id} completed`, 90_000);
      const rows = (await client.get(`/api/batches/${id}/rows?limit=50`)).json.items;
      expect(rows).toHaveLength(2);
      return rows as any[];
    };
    for (const row of await finished(inStudio.json.id)) {
      expect(row.status).toBe("done");
      expect(row.listing.bodyHtml).toContain("<p>Packed by hand in our Portland studio.</p>");
      expect(row.listing.bodyHtml).not.toContain("Handmade in Maine");
      expect(row.checks).toContainEqual(expect.objectContaining({ id: "voice:required", passed: true }));
    }
    for (const row of await finished(inNone.json.id)) {
      expect(row.status).toBe("done");
      expect(row.listing.bodyHtml).not.toContain("Handmade in Maine");
      expect(row.listing.bodyHtml).not.toContain("Portland studio");
      expect(row.checks.some((c: { id: string }) => c.id.startsWith("voice:"))).toBe(false);
    }
    for (const row of await finished(inTemp.json.id)) {
      expect(row.status).toBe("failed");
      expect(row.failure).toBe("Voice not found");
    }
    const job = (await client.get(`/api/batches/${inStudio.json.id}`)).json;
    expect(job.voiceId).toBe(studio.id);
  });
});
