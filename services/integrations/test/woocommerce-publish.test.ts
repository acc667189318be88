import { parse } from "csv-parse/sync";
import { eventually } from "@shopscript/kit/testing";
import { capturingLogger } from "../../../infra/test-support/capturing-logger";
import { wooVersion, type WooProduct } from "../src/stores/woocommerce-product";
import { sampleWooProducts, type FakeWooProduct } from "./support/fake-woocommerce";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";
import { startIntegrationsProcess, type IntegrationsProcess } from "./support/integrations-processes";
import { publishAndWait } from "./support/publish-and-wait";

// The integrations service with a local WooCommerce as every store and a stand-in for the catalog's internal
// routes (the job a pull makes, the rows a seller approved): pull, publish, restore and every fault.
let h: IntegrationsHarness;
const captured = capturingLogger();

beforeAll(async () => {
  h = await startIntegrations({}, { log: captured.log });
});
afterAll(() => h?.stop());

const seoOf = (i: number) => (["yoast", "rankmath", "none"] as const)[i % 3];
const snapshot = (store: string) => structuredClone(h.woo.store(store).products);
const byId = (products: FakeWooProduct[], id: number | string) => products.find((p) => p.id === Number(id))!;
const meta = (product: FakeWooProduct, key: string) => product.meta_data.find((m) => m.key === key)?.value;

async function connectAndPull(store: string, count: number) {
  h.woo.store(store).products = sampleWooProducts(count);
  const seller = h.seller("pro");
  const keys = h.woo.createKeys(store);
  const connected = await seller.request("POST", "/api/integrations/woocommerce/keys", { storeUrl: store, ...keys });
  expect(connected.status).toBe(201);
  const pulled = await seller.request("POST", `/api/integrations/connections/${connected.json.id}/pull`, { tone: "professional" });
  expect(pulled.status).toBe(201);
  return { seller, keys, connectionId: connected.json.id as string, jobId: pulled.json.jobId as string, products: pulled.json.products as number };
}

/** The seller's review, played: these products approved, with what the writer wrote for each. */
function approve(jobId: string, products: FakeWooProduct[], editedTitle?: number) {
  h.catalog.approved.set(
    jobId,
    products.map((p) => ({
      key: `id:${p.id}`,
      listing: {
        title: p.id === editedTitle ? `Linen Shirt ${p.id}, Edited By Seller` : `Writer's title ${p.id}`,
        bodyHtml: `<p>Breathable washed linen, cut loose.</p>\n<ul><li>Product ${p.id}</li></ul>`,
        shortDescription: `<p>Loose linen shirt ${p.id}.</p>`,
        seoTitle: `Washed Linen Shirt ${p.id} | Northwind`,
        metaDescription: `Breathable washed linen shirt ${p.id}, garment-dyed.`,
      },
      editedFields: p.id === editedTitle ? ["title"] : [],
    })),
  );
}

describe("pulling a WooCommerce store", () => {
  it("pulls 50 products with their variations' attribute options, both descriptions and the SEO plugin's fields into a catalog job", async () => {
    const store = "https://pull.northwind-linen.com";
    const { seller, jobId, products } = await connectAndPull(store, 50);
    expect(products).toBe(50);
    const upload = h.catalog.uploads.get(jobId)!;
    expect(upload).toMatchObject({ userId: seller.id, platform: "woocommerce" });
    const rows = parse(upload.csv, { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(50);
    const originals = sampleWooProducts(50);
    rows.forEach((row, i) => {
      const original = originals[i]!;
      expect(row.ID).toBe(String(original.id));
      expect(row.Name).toBe(original.name);
      // WooCommerce's exporter's line-break form, which the catalog's reader decodes.
      expect(row.Description).toBe(original.description.replace(/\n/g, "\\n"));
      expect(row["Short description"]).toBe(original.short_description);
      expect(row.Type).toBe(original.type);
      if (original.type === "variable") {
        expect([row["Attribute 1 name"], row["Attribute 1 value(s)"], row["Attribute 2 name"], row["Attribute 2 value(s)"]]).toEqual(["Size", "S, M, L", "Color", "Sand, Olive"]);
      }
      const seo = seoOf(i);
      expect(row["Meta: _yoast_wpseo_title"]).toBe(seo === "yoast" ? meta(original, "_yoast_wpseo_title") : seo === "rankmath" ? meta(original, "rank_math_title") : "");
      expect(row["Meta: _yoast_wpseo_metadesc"]).toBe(seo === "yoast" ? meta(original, "_yoast_wpseo_metadesc") : "");
    });
    const pulled = await h.prisma.pulledProduct.findMany({ where: { jobId }, orderBy: { productId: "asc" } });
    expect(pulled.map((p) => [p.key, p.productId])).toEqual(originals.map((p) => [`id:${p.id}`, String(p.id)]));
    expect(pulled.map((p) => p.storeUpdatedAt)).toEqual(originals.map((p) => wooVersion(p as WooProduct)));
  });

  it("follows X-WP-TotalPages a hundred products a page", async () => {
    const store = "https://many.northwind-linen.com";
    const before = h.woo.calls.length;
    const { products } = await connectAndPull(store, 230);
    expect(products).toBe(230);
    const lists = h.woo.calls.slice(before).filter((c) => c.store === store && c.route === "/products");
    // The keys check lists one product; the pull then reads pages 1, 2 and 3.
    expect(lists).toHaveLength(4);
  });
});

describe("publishing approved copy to a WooCommerce store", () => {
  it("publishes only the approved fields in one products/batch, skips a product edited since the pull, and restores byte for byte", async () => {
    const store = "https://publish.northwind-linen.com";
    const { seller, keys, jobId } = await connectAndPull(store, 50);
    const pulledState = snapshot(store);
    const approved = pulledState.slice(0, 40);
    const titled = approved[4]!.id;
    approve(jobId, approved, titled);
    // After the pull, the owner edits one approved product in WordPress: it must be skipped.
    const edited = approved[7]!.id;
    h.woo.editInStore(store, edited, { description: "<p>Edited in WordPress after the pull.</p>" });
    const before = snapshot(store);
    const callsBefore = h.woo.calls.length;

    const run = await publishAndWait(seller, jobId);
    expect(run.status).toBe("done");
    expect(run.counts).toMatchObject({ published: 39, skipped: 1, failed: 0, pending: 0 });
    expect(run.products.find((p: { productId: string }) => p.productId === String(edited))).toMatchObject({ status: "skipped", message: expect.stringMatching(/changed in the store/i) });
    const writes = h.woo.calls.slice(callsBefore).filter((c) => c.method !== "GET");
    expect(writes).toEqual([expect.objectContaining({ method: "POST", route: "/products/batch" })]);
    expect(writes[0]!.written).toHaveLength(39);

    const now = snapshot(store);
    const listings = new Map(h.catalog.approved.get(jobId)!.map((r) => [r.key, r.listing]));
    before.forEach((original, i) => {
      const product = byId(now, original.id);
      const listing = listings.get(`id:${original.id}`);
      if (!listing || original.id === edited) {
        // Not approved, or changed in the store: untouched, every field.
        expect(product).toEqual(original);
        expect(h.woo.updatesOf(store, original.id)).toBe(0);
        return;
      }
      expect(h.woo.updatesOf(store, original.id)).toBe(1);
      expect(product.description).toBe(listing.bodyHtml);
      expect(product.short_description).toBe(listing.shortDescription);
      expect(product.name).toBe(original.id === titled ? listing.title : original.name);
      expect({ attributes: product.attributes, variations: product.variations, sku: product.sku, regular_price: product.regular_price }).toEqual({
        attributes: original.attributes,
        variations: original.variations,
        sku: original.sku,
        regular_price: original.regular_price,
      });
      const seo = seoOf(i);
      if (seo === "yoast") expect([meta(product, "_yoast_wpseo_title"), meta(product, "_yoast_wpseo_metadesc")]).toEqual([listing.seoTitle, listing.metaDescription]);
      else if (seo === "rankmath") expect([meta(product, "rank_math_title"), meta(product, "rank_math_description")]).toEqual([listing.seoTitle, listing.metaDescription]);
      // No SEO plugin on the product: no meta is invented for one.
      else expect(product.meta_data).toEqual(original.meta_data);
    });

    // Restore three (a Yoast product, the one whose title the seller edited, one without SEO meta): back byte for byte.
    const restoreIds = [before[0]!.id, titled, before[2]!.id];
    for (const id of restoreIds) {
      const answer = await seller.request("POST", `/api/integrations/publish-runs/${run.id}/restore`, { productId: String(id) });
      expect(answer).toMatchObject({ status: 200, json: { restored: 1 } });
    }
    const restored = snapshot(store);
    for (const id of restoreIds) {
      const { date_modified_gmt: _a, ...back } = byId(restored, id);
      const { date_modified_gmt: _b, ...original } = byId(before, id);
      expect(back).toEqual(original);
    }
    const history = await seller.request("GET", `/api/integrations/publish-runs?jobId=${jobId}`);
    expect(history.json.runs[0].counts).toMatchObject({ published: 36, restored: 3, skipped: 1 });

    // A restore that finds a field changed again in the store asks first (409), writing nothing…
    const changedAgain = before[9]!.id;
    h.woo.editInStore(store, changedAgain, { short_description: "<p>The owner's newer words.</p>" });
    const writesBefore = h.woo.calls.filter((c) => c.method !== "GET").length;
    const asked = await seller.request("POST", `/api/integrations/publish-runs/${run.id}/restore`, {});
    expect(asked.status).toBe(409);
    expect(asked.json.code).toBe("CHANGED_IN_STORE");
    expect(asked.json.products).toEqual([{ productId: String(changedAgain), key: `id:${changedAgain}`, fields: ["shortDescription"] }]);
    expect(h.woo.calls.filter((c) => c.method !== "GET").length).toBe(writesBefore);
    // …and restores when the seller confirms.
    const forced = await seller.request("POST", `/api/integrations/publish-runs/${run.id}/restore`, { force: true });
    expect(forced).toMatchObject({ status: 200, json: { restored: 36 } });
    expect(byId(snapshot(store), changedAgain).short_description).toBe(byId(before, changedAgain).short_description);

    // Another seller sees none of it.
    const other = h.seller("pro");
    expect((await other.request("GET", `/api/integrations/publish-runs/${run.id}`)).status).toBe(404);
    expect((await other.request("POST", `/api/integrations/publish-runs/${run.id}/restore`, { force: true })).status).toBe(404);
    // The keys were used all along, and never logged.
    const logs = JSON.stringify(captured.lines);
    expect(logs).not.toContain(keys.consumerKey);
    expect(logs).not.toContain(keys.consumerSecret);
    expect(logs).not.toContain(Buffer.from(`${keys.consumerKey}:${keys.consumerSecret}`).toString("base64"));
  }, 120_000);

  it("rides out 429 (Retry-After) and 5xx mid-run, and never writes a product twice when a batch's answer is lost", async () => {
    const store = "https://faulty.northwind-linen.com";
    const { seller, jobId } = await connectAndPull(store, 120);
    approve(jobId, snapshot(store));
    let batches = 0;
    let readsAfterFirst = 0;
    h.woo.onCall = ({ method, route }) => {
      if (route === "/products/batch") {
        batches++;
        // The first batch (100 products) is applied by the store but its answer is lost (a 500), and the
        // reads that follow meet a 429 with Retry-After, a 500 and a 503…
        if (batches === 1) {
          h.woo.applyThenFail = 1;
          h.woo.scriptedFailures.push({ status: 429, retryAfter: "1" }, { status: 500 }, { status: 503 });
        }
      } else if (method === "GET" && batches === 1 && ++readsAfterFirst === 2) {
        // …and the second batch is first answered 429.
        h.woo.scriptedFailures.push({ status: 429, retryAfter: "1" });
      }
    };
    try {
      const run = await publishAndWait(seller, jobId);
      expect(run.counts).toMatchObject({ published: 120, failed: 0, skipped: 0 });
    } finally {
      h.woo.onCall = undefined;
    }
    expect(batches).toBe(2);
    for (const product of snapshot(store)) {
      expect(product.description).toContain(`Product ${product.id}`);
      expect(h.woo.updatesOf(store, product.id)).toBe(1);
    }
  }, 120_000);

  it("stops cleanly when the store revokes the key: a clear error, nothing half-written, the connection marked", async () => {
    const store = "https://revoking.northwind-linen.com";
    const { seller, connectionId, jobId } = await connectAndPull(store, 4);
    approve(jobId, snapshot(store));
    const before = snapshot(store);
    h.woo.revokeKeys(store);
    const run = await publishAndWait(seller, jobId);
    expect(run.status).toBe("stopped");
    expect(run.message).toMatch(/WooCommerce refused ShopScript's access.*connect the store again/i);
    expect(run.counts).toMatchObject({ published: 0, pending: 4 });
    expect(snapshot(store)).toEqual(before);
    const connections = (await seller.request("GET", "/api/integrations/connections")).json.connections;
    expect(connections).toEqual([expect.objectContaining({ id: connectionId, status: "revoked" })]);
    expect(await h.prisma.storeConnection.findUnique({ where: { id: connectionId } })).toMatchObject({ sealedToken: null });
    // Publishing or pulling again says why, before anything is sent.
    expect(await seller.request("POST", "/api/integrations/publish", { jobId })).toMatchObject({ status: 409, json: { code: "STORE_NOT_CONNECTED" } });
    expect(await seller.request("POST", `/api/integrations/connections/${connectionId}/pull`, {})).toMatchObject({ status: 409, json: { code: "STORE_NOT_CONNECTED" } });
  });

  it("a pull with a revoked key says so and makes no job", async () => {
    const store = "https://revoked-pull.northwind-linen.com";
    const { seller, connectionId } = await connectAndPull(store, 3);
    const jobs = h.catalog.uploads.size;
    h.woo.revokeKeys(store);
    const again = await seller.request("POST", `/api/integrations/connections/${connectionId}/pull`, {});
    expect(again).toMatchObject({ status: 409, json: { code: "STORE_ACCESS_REVOKED", message: expect.stringMatching(/WooCommerce refused/) } });
    expect(h.catalog.uploads.size).toBe(jobs);
  });
});

describe("a WooCommerce publish stopped mid-run", () => {
  it("resumes at the next start: products whose batch landed are recorded, not written again; the rest are written once", async () => {
    const store = "https://resuming.northwind-linen.com";
    const { seller, connectionId, jobId } = await connectAndPull(store, 3);
    const [landedA, landedB, untouched] = snapshot(store);
    const entry = (p: FakeWooProduct, after: string, snapshotted: boolean) => ({
      userId: seller.id,
      productId: String(p.id),
      key: `id:${p.id}`,
      field: "descriptionHtml",
      after,
      ...(snapshotted ? { before: p.description, snapshotted: true } : {}),
    });
    // A run whose first batch (A and B) was snapshotted, sent and applied, then the process died before
    // recording it; C was not reached.
    const run = await h.prisma.publishRun.create({
      data: {
        userId: seller.id,
        connectionId,
        jobId,
        status: "running",
        entries: {
          create: [entry(landedA!, "<p>A, before the stop.</p>", true), entry(landedB!, "<p>B, before the stop.</p>", true), entry(untouched!, "<p>C, after the restart.</p>", false)],
        },
      },
    });
    const products = h.woo.store(store).products;
    products[0]!.description = "<p>A, before the stop.</p>";
    products[1]!.description = "<p>B, before the stop.</p>";

    const restarted = await startIntegrations({ DATABASE_URL: h.env.DATABASE_URL, INTEGRATIONS_TOKEN_KEYS: h.env.INTEGRATIONS_TOKEN_KEYS, WOOCOMMERCE_TEST_ORIGIN: h.woo.url });
    try {
      const done = await eventually(async () => {
        const current = await h.prisma.publishRun.findUnique({ where: { id: run.id }, include: { entries: true } });
        return current?.status === "done" ? current : undefined;
      }, "the resumed run finished");
      expect(done.entries.map((e) => [e.key, e.status]).sort()).toEqual([landedA!, landedB!, untouched!].map((p) => [`id:${p.id}`, "published"]).sort());
      expect([landedA!, landedB!, untouched!].map((p) => h.woo.updatesOf(store, p.id))).toEqual([0, 0, 1]);
      expect(products.map((p) => p.description)).toEqual(["<p>A, before the stop.</p>", "<p>B, before the stop.</p>", "<p>C, after the restart.</p>"]);
      // The snapshots taken before the stop are still the way back.
      const back = await seller.request("POST", `/api/integrations/publish-runs/${run.id}/restore`, {});
      expect(back).toMatchObject({ status: 200, json: { restored: 3 } });
      expect(products.map((p) => p.description)).toEqual([landedA!, landedB!, untouched!].map((p) => p.description));
    } finally {
      await restarted.stop();
    }
  });
});

describe("the integrations service killed mid-publish", () => {
  it("SIGKILLed after the store took a batch but before it was recorded: the next process records that batch without writing it again, and writes the rest once", async () => {
    const store = "https://killed.northwind-linen.com";
    const { seller, jobId } = await connectAndPull(store, 150);
    approve(jobId, snapshot(store));
    // Two processes of the service on the harness's database, broker and stores, one after the other.
    const first = await startIntegrationsProcess(h.env);
    let second: IntegrationsProcess | undefined;
    try {
      const held = h.woo.holdNextWrite();
      const started = await seller.request("POST", `${first.url}/api/integrations/publish`, { jobId });
      expect(started.status).toBe(202);
      // The first batch (100 products) is applied by the store; its answer is never sent: the process dies.
      await held;
      await first.kill();
      h.woo.releaseHeld();
      const stopped = await h.prisma.publishEntry.groupBy({ by: ["status", "snapshotted"], where: { runId: started.json.id, field: "descriptionHtml" }, _count: true });
      expect(stopped).toEqual(expect.arrayContaining([{ status: "pending", snapshotted: true, _count: 100 }]));
      expect(stopped.filter((g) => g.status !== "pending")).toEqual([]);

      second = await startIntegrationsProcess(h.env);
      await eventually(async () => (await h.prisma.publishRun.findUnique({ where: { id: started.json.id } }))?.status === "done", "the resumed run finished", 60_000);
      const run = (await seller.request("GET", `/api/integrations/publish-runs/${started.json.id}`)).json;
      expect(run.counts).toMatchObject({ published: 150, pending: 0, failed: 0, skipped: 0 });
      for (const product of snapshot(store)) {
        expect(product.description).toContain(`Product ${product.id}`);
        expect(h.woo.updatesOf(store, product.id)).toBe(1);
      }
    } finally {
      await first.stop();
      await second?.stop();
    }
  }, 180_000);
});
