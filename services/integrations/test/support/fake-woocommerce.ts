import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";

/**
 * A local WooCommerce that answers on the wire as WooCommerce's public REST API documentation describes (no
 * store is reachable from these machines): `/wp-json/wc/v3/products` (list with `page`/`per_page` ≤ 100 and
 * `include`, the `X-WP-Total` / `X-WP-TotalPages` headers), `products/<id>` (get, PUT), `products/batch`
 * (≤ 100 objects, an answer per object, errors in place), HTTP Basic auth with consumer key and secret
 * (401 `woocommerce_rest_cannot_view` for a key it does not know, 401 `woocommerce_rest_cannot_edit` for a
 * read-only key writing), `date_modified_gmt` in whole seconds as WordPress keeps it, and the
 * `/wc-auth/v1/authorize` app flow (the owner's approval played at once: new keys POSTed as JSON to the
 * callback_url, then the browser sent to return_url with success=1&user_id=…). Scripted 429 (Retry-After)
 * and 5xx answers, and writes applied but answered 500 (an answer lost), play a struggling store. It serves
 * every store; the test-only fetch names the store in `x-test-store`.
 */
export interface FakeWooProduct {
  id: number;
  name: string;
  slug: string;
  type: "simple" | "variable";
  status: string;
  sku: string;
  regular_price: string;
  description: string;
  short_description: string;
  date_modified_gmt: string;
  categories: Array<{ id: number; name: string; slug: string }>;
  tags: Array<{ id: number; name: string; slug: string }>;
  attributes: Array<{ id: number; name: string; position: number; visible: boolean; variation: boolean; options: string[] }>;
  variations: number[];
  meta_data: Array<{ id: number; key: string; value: unknown }>;
}

interface Store {
  products: FakeWooProduct[];
  keys: Map<string, { secret: string; permissions: "read" | "write" | "read_write" }>;
}

const wooError = (res: express.Response, status: number, code: string, message: string) => res.status(status).json({ code, message, data: { status } });

export class FakeWooCommerce {
  private server?: http.Server;
  private readonly stores = new Map<string, Store>();
  private nextMetaId = 90_000;
  url = "";
  /** Statuses to answer the next REST calls with, in order (429, 500, 503…), before serving normally. */
  readonly scriptedFailures: Array<{ status: number; retryAfter?: string }> = [];
  /** How many of the next writes (PUT or batch) are applied and then answered 500 (a write whose answer is lost). */
  applyThenFail = 0;
  /**
   * Products this store refuses to update (a validation of WooCommerce's or of a plugin's): a PUT answers the
   * error, a batch answers it in that product's place, and the product is left as it was.
   */
  readonly refuseUpdatesOf = new Map<number, { status: number; code: string; message: string }>();
  /** Every REST call as received: the store, method, route and the product ids written. */
  readonly calls: Array<{ store: string; method: string; route: string; written: number[] }> = [];
  /** Before answering each REST call (to change the store between ShopScript's read and its write). */
  onCall?: (call: { store: string; method: string; route: string }) => void;
  /** Where the approval POSTs the keys: the callback_url as given, or (tests) mapped to the service under test. */
  callbackTarget: (callbackUrl: string) => string = (u) => u;
  /** What the authorize approval grants. */
  grantedPermissions: "read" | "write" | "read_write" = "read_write";
  private hold?: { reached: () => void };
  private readonly heldAnswers: express.Response[] = [];
  /**
   * The next write is applied and then never answered (until releaseHeld): the moment a process dies after
   * the store took its write and before it heard so. Resolves once that write arrived.
   */
  holdNextWrite(): Promise<void> {
    return new Promise((resolve) => (this.hold = { reached: resolve }));
  }
  /** Closes the writes held unanswered. */
  releaseHeld() {
    for (const res of this.heldAnswers.splice(0)) res.destroy();
  }
  /** The callbacks' answers (status), newest last. */
  readonly callbackAnswers: number[] = [];

  async start(): Promise<this> {
    const app = express();
    app.get("/wc-auth/v1/authorize", (req, res) => void this.authorize(req, res));
    const api = express.Router();
    api.use(express.json({ limit: "5mb" }), (req, res, next) => this.authenticate(req, res, next));
    api.get("/products", (req, res) => this.list(req, res));
    api.post("/products/batch", (req, res) => this.batch(req, res));
    api.get("/products/:id", (req, res) => this.getOne(req, res));
    api.put("/products/:id", (req, res) => this.put(req, res));
    app.use("/wp-json/wc/v3", api);
    this.server = http.createServer(app);
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  store(storeUrl: string): Store {
    let store = this.stores.get(storeUrl);
    if (!store) this.stores.set(storeUrl, (store = { products: [], keys: new Map() }));
    return store;
  }

  /** Makes a key pair in the store (WooCommerce → Settings → Advanced → REST API), as a seller does before pasting it. */
  createKeys(storeUrl: string, permissions: "read" | "write" | "read_write" = "read_write") {
    const consumerKey = `ck_${randomBytes(20).toString("hex")}`;
    const consumerSecret = `cs_${randomBytes(20).toString("hex")}`;
    this.store(storeUrl).keys.set(consumerKey, { secret: consumerSecret, permissions });
    return { consumerKey, consumerSecret };
  }

  /** Revokes every key of a store (the owner deleted them in WooCommerce's settings). */
  revokeKeys(storeUrl: string) {
    this.store(storeUrl).keys.clear();
  }

  keysOf(storeUrl: string) {
    return [...this.store(storeUrl).keys].map(([consumerKey, { secret }]) => ({ consumerKey, consumerSecret: secret }));
  }

  /** WordPress keeps date_modified_gmt in whole seconds, without a zone. */
  private now = () => new Date().toISOString().slice(0, 19);

  /** The owner edits a product in WordPress's admin (not through ShopScript). */
  editInStore(storeUrl: string, id: number, change: Partial<Pick<FakeWooProduct, "name" | "description" | "short_description">>) {
    const product = this.store(storeUrl).products.find((p) => p.id === id);
    if (!product) throw new Error(`no product ${id}`);
    Object.assign(product, change);
    product.date_modified_gmt = this.now();
  }

  /** Writes (PUT or a batch object) ShopScript sent for a store's product. */
  updatesOf(storeUrl: string, id: number): number {
    return this.calls.filter((c) => c.store === storeUrl && c.written.includes(id)).length;
  }

  private async authorize(req: express.Request, res: express.Response) {
    const storeUrl = String(req.get("x-test-store") ?? "");
    const { app_name, scope, user_id, return_url, callback_url } = req.query as Record<string, string | undefined>;
    if (!app_name || !user_id || !return_url || !callback_url || !["read", "write", "read_write"].includes(scope ?? "")) {
      res.status(400).send("Error: Invalid scope, app_name, user_id, return_url or callback_url");
      return;
    }
    // The owner approved: WooCommerce makes the keys and POSTs them to the app before sending the browser back.
    const keys = this.createKeys(storeUrl, this.grantedPermissions);
    const answer = await fetch(this.callbackTarget(callback_url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_id: this.store(storeUrl).keys.size, user_id, consumer_key: keys.consumerKey, consumer_secret: keys.consumerSecret, key_permissions: this.grantedPermissions }),
    });
    this.callbackAnswers.push(answer.status);
    if (!answer.ok) {
      // WooCommerce drops the keys it made and shows its error page.
      this.store(storeUrl).keys.delete(keys.consumerKey);
      res.status(401).send("Error: An error occurred in the request and at the time were unable to send the consumer data");
      return;
    }
    const back = new URL(return_url);
    back.searchParams.set("success", "1");
    back.searchParams.set("user_id", user_id);
    res.redirect(302, back.toString());
  }

  private authenticate(req: express.Request, res: express.Response, next: express.NextFunction) {
    const storeUrl = String(req.get("x-test-store") ?? "");
    const store = this.store(storeUrl);
    const [scheme, encoded] = (req.get("authorization") ?? "").split(" ");
    const [key, secret] = scheme === "Basic" && encoded ? Buffer.from(encoded, "base64").toString("utf8").split(":") : [];
    const granted = key ? store.keys.get(key) : undefined;
    if (!granted || granted.secret !== secret) {
      wooError(res, 401, "woocommerce_rest_cannot_view", "Sorry, you cannot list resources.");
      return;
    }
    const write = req.method !== "GET";
    if (write && granted.permissions === "read") {
      wooError(res, 401, "woocommerce_rest_cannot_edit", "Sorry, you are not allowed to edit this resource.");
      return;
    }
    const scripted = this.scriptedFailures.shift();
    if (scripted) {
      if (scripted.retryAfter) res.set("Retry-After", scripted.retryAfter);
      if (scripted.status === 429) wooError(res, 429, "too_many_requests", "Too many requests.");
      else res.status(scripted.status).send("<html><body><h1>Internal Server Error</h1></body></html>");
      return;
    }
    const route = req.path;
    this.onCall?.({ store: storeUrl, method: req.method, route });
    const written: number[] =
      req.method === "PUT" ? [Number(route.split("/").pop())] : route === "/products/batch" ? ((req.body?.update ?? []) as Array<{ id: number }>).map((u) => Number(u.id)) : [];
    this.calls.push({ store: storeUrl, method: req.method, route, written });
    res.locals.store = store;
    next();
  }

  private list(req: express.Request, res: express.Response) {
    const store = res.locals.store as Store;
    const perPage = Number(req.query.per_page ?? 10);
    const page = Number(req.query.page ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      wooError(res, 400, "rest_invalid_param", "Invalid parameter(s): per_page");
      return;
    }
    const include = typeof req.query.include === "string" && req.query.include ? new Set(req.query.include.split(",").map(Number)) : null;
    const all = store.products.filter((p) => !include || include.has(p.id));
    res.set("X-WP-Total", String(all.length));
    res.set("X-WP-TotalPages", String(Math.ceil(all.length / perPage)));
    res.json(all.slice((page - 1) * perPage, page * perPage));
  }

  private getOne(req: express.Request, res: express.Response) {
    const product = (res.locals.store as Store).products.find((p) => p.id === Number(req.params.id));
    if (!product) wooError(res, 404, "woocommerce_rest_product_invalid_id", "Invalid ID.");
    else res.json(product);
  }

  private apply(product: FakeWooProduct, body: Record<string, unknown>) {
    if (typeof body.name === "string") product.name = body.name;
    if (typeof body.description === "string") product.description = body.description;
    if (typeof body.short_description === "string") product.short_description = body.short_description;
    for (const meta of (body.meta_data ?? []) as Array<{ key: string; value: unknown }>) {
      const existing = product.meta_data.find((m) => m.key === meta.key);
      // update_meta_data(key, null) then save: WC_Data::save_meta_data deletes a meta whose value is null.
      if (meta.value === null) product.meta_data = product.meta_data.filter((m) => m.key !== meta.key);
      else if (existing) existing.value = meta.value;
      else product.meta_data.push({ id: this.nextMetaId++, key: meta.key, value: meta.value });
    }
    product.date_modified_gmt = this.now();
  }

  private lost(res: express.Response): boolean {
    if (this.hold) {
      this.heldAnswers.push(res);
      this.hold.reached();
      this.hold = undefined;
      return true;
    }
    if (this.applyThenFail <= 0) return false;
    this.applyThenFail--;
    res.status(500).send("<html><body><h1>Internal Server Error</h1></body></html>");
    return true;
  }

  private put(req: express.Request, res: express.Response) {
    const product = (res.locals.store as Store).products.find((p) => p.id === Number(req.params.id));
    if (!product) {
      wooError(res, 400, "woocommerce_rest_product_invalid_id", "Invalid ID.");
      return;
    }
    const refused = this.refuseUpdatesOf.get(product.id);
    if (refused) {
      wooError(res, refused.status, refused.code, refused.message);
      return;
    }
    this.apply(product, req.body ?? {});
    if (!this.lost(res)) res.json(product);
  }

  private batch(req: express.Request, res: express.Response) {
    const store = res.locals.store as Store;
    const body = (req.body ?? {}) as { create?: unknown[]; update?: Array<Record<string, unknown>>; delete?: unknown[] };
    const total = (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
    if (total > 100) {
      wooError(res, 413, "woocommerce_rest_request_entity_too_large", "Unable to accept more than 100 items for this request.");
      return;
    }
    const update = (body.update ?? []).map((item) => {
      const product = store.products.find((p) => p.id === Number(item.id));
      if (!product) return { id: Number(item.id), error: { code: "woocommerce_rest_product_invalid_id", message: "Invalid ID.", data: { status: 400 } } };
      const refused = this.refuseUpdatesOf.get(product.id);
      if (refused) return { id: product.id, error: { code: refused.code, message: refused.message, data: { status: refused.status } } };
      this.apply(product, item);
      return structuredClone(product);
    });
    if (!this.lost(res)) res.json({ update });
  }
}

/**
 * `count` products, every other one variable (size and colour attributes whose options its variations take),
 * SEO meta by Yoast on some, Rank Math on others, none on the rest; deterministic by index.
 */
export function sampleWooProducts(count: number): FakeWooProduct[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const variable = i % 2 === 0;
    const seo = i % 3;
    const meta: FakeWooProduct["meta_data"] =
      seo === 0
        ? [
            { id: 10_000 + n * 3, key: "_yoast_wpseo_title", value: `Linen Shirt ${n} | Northwind` },
            { id: 10_001 + n * 3, key: "_yoast_wpseo_metadesc", value: `A washed linen shirt, style ${n}.` },
          ]
        : seo === 1
          ? [{ id: 10_000 + n * 3, key: "rank_math_title", value: `Linen Shirt ${n} %sep% %sitename%` }]
          : [{ id: 10_000 + n * 3, key: "_wc_facebook_sync", value: "yes" }];
    return {
      id: 200 + n,
      name: `Washed Linen Shirt ${n}`,
      slug: `washed-linen-shirt-${n}`,
      type: variable ? "variable" : "simple",
      status: "publish",
      sku: `NL-${n}`,
      regular_price: `${49 + (i % 4)}.00`,
      description: `<p>Washed European linen, garment-dyed.\nStyle ${n}.</p>`,
      short_description: `<p>Relaxed linen shirt ${n}.</p>`,
      date_modified_gmt: `2026-10-01T12:${String(Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`,
      categories: [{ id: 15, name: "Shirts", slug: "shirts" }],
      tags: [{ id: 21, name: "linen", slug: "linen" }],
      attributes: variable
        ? [
            { id: 1, name: "Size", position: 0, visible: true, variation: true, options: ["S", "M", "L"] },
            { id: 2, name: "Color", position: 1, visible: true, variation: true, options: ["Sand", "Olive"] },
          ]
        : [{ id: 0, name: "Material", position: 0, visible: true, variation: false, options: ["Linen"] }],
      variations: variable ? Array.from({ length: 6 }, (_, v) => 5000 + n * 10 + v) : [],
      meta_data: meta,
    };
  });
}
