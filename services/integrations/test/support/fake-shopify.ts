import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";

/**
 * A local Shopify that answers on the wire as Shopify's public documentation describes (no store is reachable
 * from these machines): the OAuth authorization-code grant (`/admin/oauth/authorize`, whose approval it plays
 * at once, and `/admin/oauth/access_token`), the Admin GraphQL endpoint (`/admin/api/<version>/graphql.json`,
 * `X-Shopify-Access-Token`) with the `products` connection (cursor paging, variants with their selected
 * options, descriptionHtml, seo) and the `productUpdate(product: ProductUpdateInput!)` mutation, every answer
 * carrying `extensions.cost.throttleStatus` from a leaky bucket (Standard plan: 100 points a second, 2,000
 * held), `Throttled` errors when the bucket is short, and scripted 429 / 5xx answers. It does not parse
 * GraphQL: it recognises the operations by their root field and reads their variables, which is what
 * ShopScript sends. It serves every shop; the test-only fetch names the shop in `x-test-shop`.
 */
export interface FakeVariant {
  id: string;
  title: string;
  sku: string;
  price: string;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface FakeProduct {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  seo: { title: string | null; description: string | null };
  updatedAt: string;
  variants: FakeVariant[];
}

export interface FakeShopifyOptions {
  clientId: string;
  clientSecret: string;
  /** Standard plan by default. */
  bucket?: { maximumAvailable: number; restoreRate: number };
}

interface Shop {
  products: FakeProduct[];
  tokens: Set<string>;
}

export class FakeShopify {
  private server?: http.Server;
  private readonly shops = new Map<string, Shop>();
  private readonly codes = new Map<string, { shop: string }>();
  private readonly buckets = new Map<string, { available: number; at: number }>();
  /** Statuses to answer the next Admin API calls with, in order (429, 500, 503…), before serving normally. */
  readonly scriptedFailures: Array<{ status: number; retryAfter?: string }> = [];
  /** Every Admin API call as received: the operation's root field, its variables and the shop. */
  readonly calls: Array<{ shop: string; operation: string; variables: Record<string, unknown> }> = [];
  /** The calls of `calls` answered THROTTLED (not run: the bucket was short). */
  readonly throttledCalls: Array<{ shop: string; operation: string }> = [];
  /** Every token request (to check that a refused callback never reached it). */
  readonly tokenRequests: Array<{ shop: string; code: string }> = [];
  url = "";
  /** What the authorize endpoint adds to the redirect, to play a tampered or foreign answer. */
  tamper?: (params: URLSearchParams) => void;
  /** How many of the next productUpdate calls are applied and then answered 500 (a write whose answer is lost). */
  applyThenFail = 0;
  /**
   * productUpdate calls for these products are held unanswered and not applied (nor listed in `calls`) until
   * `dropHeld()`: a replica stuck mid-write, to be killed there.
   */
  readonly holdUpdatesOf = new Set<string>();
  /** The productUpdate calls being held, by product id. */
  readonly held: Array<{ productId: string; res: express.Response }> = [];
  /**
   * The next `product` read of each of these products is answered (once) with the product missing its variants:
   * an answer ShopScript cannot read, so the read throws a plain Error no store error class names.
   */
  readonly unreadableOnce = new Set<string>();
  /** Before answering each Admin API call (to change the store between ShopScript's read and its write). */
  onCall?: (operation: string, variables: Record<string, unknown>) => void;
  /** Staged uploads received, by key (the JSONL of a bulk operation's variables). */
  readonly staged = new Map<string, string>();
  /** Bulk mutation operations run, oldest first. */
  readonly bulkOperations: Array<{ id: string; shop: string; polls: number; lines: number; result: string; productIds: string[]; held?: () => void }> = [];
  /**
   * Bulk operations started while set stay RUNNING with none of their lines applied until `releaseBulk()`: a
   * replica killed while its operation runs in Shopify.
   */
  holdBulk = false;
  /** Tests: the staged upload target URL to hand out instead of Shopify's storage (a tampered answer). */
  stagedTargetUrl = STAGED_UPLOAD_URL;
  /** The scopes the approval grants. */
  grantedScopes = "read_products,write_products";

  constructor(private readonly options: FakeShopifyOptions) {}

  async start(): Promise<this> {
    const app = express();
    app.get("/admin/oauth/authorize", (req, res) => this.authorize(req, res));
    app.post("/admin/oauth/access_token", express.json(), express.urlencoded({ extended: false }), (req, res) => this.accessToken(req, res));
    app.post("/admin/api/:version/graphql.json", express.json({ limit: "1mb" }), (req, res) => this.graphql(req, res));
    // Bulk operations' files, as Shopify's Google Cloud Storage buckets serve them (the host in x-test-storage-host).
    app.post("/", express.raw({ type: () => true, limit: "50mb" }), (req, res) => void this.stagedUpload(req, res));
    app.get("/shopify-tiers-assets-prod-us-east1/bulk-op-results/:file", (req, res) => this.bulkResult(req, res));
    this.server = http.createServer(app);
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.dropHeld();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  shop(domain: string): Shop {
    let shop = this.shops.get(domain);
    if (!shop) this.shops.set(domain, (shop = { products: [], tokens: new Set() }));
    return shop;
  }

  /** Takes every token of a shop away, as an uninstall or a revoked grant does. */
  revokeTokens(domain: string) {
    this.shop(domain).tokens.clear();
  }

  /** Tokens handed out for a shop (the test compares them with what is stored). */
  tokensOf(domain: string): string[] {
    return [...this.shop(domain).tokens];
  }

  /** Signs a webhook body as Shopify does (base64 HMAC-SHA256 under the app's secret). */
  signWebhook(body: string, secret = this.options.clientSecret): string {
    return createHmac("sha256", secret).update(body).digest("base64");
  }

  private signQuery(params: URLSearchParams) {
    const entries = [...params.entries()].filter(([k]) => k !== "hmac").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    params.set("hmac", createHmac("sha256", this.options.clientSecret).update(new URLSearchParams(entries).toString()).digest("hex"));
  }

  private authorize(req: express.Request, res: express.Response) {
    const shop = String(req.get("x-test-shop") ?? req.query.shop ?? "");
    const redirectUri = String(req.query.redirect_uri ?? "");
    if (req.query.client_id !== this.options.clientId || !redirectUri) {
      res.status(400).send("Oauth error invalid_request: The redirect_uri is missing or the client_id is unknown");
      return;
    }
    const code = randomBytes(16).toString("hex");
    this.codes.set(code, { shop });
    const params = new URLSearchParams({
      code,
      host: Buffer.from(`${shop}/admin`).toString("base64url"),
      shop,
      state: String(req.query.state ?? ""),
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    this.signQuery(params);
    this.tamper?.(params);
    res.redirect(302, `${redirectUri}?${params.toString()}`);
  }

  private accessToken(req: express.Request, res: express.Response) {
    const shop = String(req.get("x-test-shop") ?? "");
    const body = (req.body ?? {}) as Record<string, unknown>;
    const code = String(body.code ?? "");
    this.tokenRequests.push({ shop, code });
    const grant = this.codes.get(code);
    if (body.client_id !== this.options.clientId || body.client_secret !== this.options.clientSecret || !grant || grant.shop !== shop) {
      res.status(400).json({ error: "invalid_request", error_description: "The authorization code was not found or was already used" });
      return;
    }
    this.codes.delete(code);
    const token = `shpat_${randomBytes(16).toString("hex")}`;
    this.shop(shop).tokens.add(token);
    res.json({ access_token: token, scope: this.grantedScopes });
  }

  private lastUpdate = 0;
  /** updatedAt of a change: strictly later than the previous one, as a store's edit always is. */
  private tick(): string {
    this.lastUpdate = Math.max(Date.now(), this.lastUpdate + 1);
    return new Date(this.lastUpdate).toISOString();
  }

  /** The seller edits a product in Shopify's admin (not through ShopScript). */
  editInStore(domain: string, productId: string, change: Partial<Pick<FakeProduct, "title" | "descriptionHtml" | "seo">>) {
    const product = this.shop(domain).products.find((p) => p.id === productId);
    if (!product) throw new Error(`no product ${productId}`);
    Object.assign(product, change);
    product.updatedAt = this.tick();
  }

  /** Ends the held productUpdate calls without an answer (their sender is gone) and holds no more. */
  dropHeld(): void {
    this.holdUpdatesOf.clear();
    for (const { res } of this.held.splice(0)) res.socket?.destroy();
  }

  /** productUpdate calls ShopScript sent for a shop's product. */
  updatesOf(domain: string, productId: string): number {
    return this.calls.filter((c) => c.shop === domain && c.operation === "productUpdate" && (c.variables.product as { id?: string } | undefined)?.id === productId).length;
  }

  private throttle(shop: string, cost: number) {
    const { maximumAvailable, restoreRate } = this.options.bucket ?? { maximumAvailable: 2000, restoreRate: 100 };
    const now = Date.now();
    const bucket = this.buckets.get(shop) ?? { available: maximumAvailable, at: now };
    bucket.available = Math.min(maximumAvailable, bucket.available + ((now - bucket.at) / 1000) * restoreRate);
    bucket.at = now;
    this.buckets.set(shop, bucket);
    const allowed = bucket.available >= cost;
    if (allowed) bucket.available -= cost;
    return {
      allowed,
      cost: {
        requestedQueryCost: cost,
        actualQueryCost: allowed ? cost : null,
        throttleStatus: { maximumAvailable, currentlyAvailable: Math.floor(bucket.available), restoreRate },
      },
    };
  }

  private graphql(req: express.Request, res: express.Response) {
    const shopDomain = String(req.get("x-test-shop") ?? "");
    const shop = this.shop(shopDomain);
    const token = req.get("x-shopify-access-token") ?? "";
    if (!shop.tokens.has(token)) {
      res.status(401).json({ errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" });
      return;
    }
    const scripted = this.scriptedFailures.shift();
    if (scripted) {
      if (scripted.retryAfter) res.set("Retry-After", scripted.retryAfter);
      res.status(scripted.status).json({ errors: scripted.status === 429 ? "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service." : "Internal Server Error" });
      return;
    }
    const { query, variables = {} } = req.body as { query: string; variables?: Record<string, unknown> };
    const heldId = (variables.product as { id?: string } | undefined)?.id;
    if (/\bproductUpdate\s*\(/.test(query) && heldId && this.holdUpdatesOf.has(heldId)) {
      this.held.push({ productId: heldId, res });
      return;
    }
    const bulkOperation = /\bstagedUploadsCreate\s*\(/.test(query)
      ? "stagedUploadsCreate"
      : /\bbulkOperationRunMutation\s*\(/.test(query)
        ? "bulkOperationRunMutation"
        : /\bnode\s*\(/.test(query)
          ? "node"
          : /\bcurrentBulkOperation\b/.test(query)
            ? "currentBulkOperation"
            : null;
    if (bulkOperation) {
      this.calls.push({ shop: shopDomain, operation: bulkOperation, variables });
      const throttle = this.throttle(shopDomain, 10);
      if (!throttle.allowed) {
        this.throttledCalls.push({ shop: shopDomain, operation: bulkOperation });
        res.json({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }], extensions: { cost: throttle.cost } });
        return;
      }
      res.json({ data: this.bulk(shopDomain, shop, bulkOperation, variables), extensions: { cost: throttle.cost } });
      return;
    }
    const operation = /\bproductUpdate\s*\(/.test(query) ? "productUpdate" : /\bproducts\s*\(/.test(query) ? "products" : /\bproduct\s*\(/.test(query) ? "product" : "unknown";
    this.calls.push({ shop: shopDomain, operation, variables });
    this.onCall?.(operation, variables);
    const first = typeof variables.first === "number" ? variables.first : 50;
    const cost = operation === "products" ? 2 + first * 2 : 10;
    const throttle = this.throttle(shopDomain, cost);
    if (!throttle.allowed) {
      this.throttledCalls.push({ shop: shopDomain, operation });
      res.json({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" } }], extensions: { cost: throttle.cost } });
      return;
    }
    const extensions = { cost: throttle.cost };
    if (operation === "products") {
      res.json({ data: { products: this.page(shop, first, variables.after as string | undefined) }, extensions });
    } else if (operation === "product") {
      const product = shop.products.find((p) => p.id === variables.id);
      if (product && this.unreadableOnce.delete(product.id)) {
        res.json({ data: { product: { ...toNode(product), variants: null } }, extensions });
        return;
      }
      res.json({ data: { product: product ? toNode(product) : null }, extensions });
    } else if (operation === "productUpdate" && this.applyThenFail > 0) {
      this.applyThenFail--;
      this.update(shop, variables.product as Record<string, unknown>);
      res.status(500).json({ errors: "Internal Server Error" });
    } else if (operation === "productUpdate") {
      res.json({ data: { productUpdate: this.update(shop, variables.product as Record<string, unknown>) }, extensions });
    } else {
      res.json({ errors: [{ message: "The fake Shopify does not know this operation" }], extensions });
    }
  }

  /** stagedUploadsCreate, bulkOperationRunMutation, and a bulk operation's status (node(id:), currentBulkOperation). */
  private bulk(domain: string, shop: Shop, operation: string, variables: Record<string, unknown>) {
    if (operation === "stagedUploadsCreate") {
      const [input] = variables.input as Array<{ resource: string; filename: string; mimeType: string; httpMethod: string }>;
      if (input?.resource !== "BULK_MUTATION_VARIABLES" || input.httpMethod !== "POST") {
        return { stagedUploadsCreate: { stagedTargets: [], userErrors: [{ field: ["input"], message: "The fake Shopify stages bulk mutation variables by POST only" }] } };
      }
      const key = `tmp/21759409/bulk/${randomBytes(16).toString("hex")}/${input.filename}`;
      const parameters = [
        { name: "key", value: key },
        { name: "Content-Type", value: input.mimeType },
        { name: "success_action_status", value: "201" },
        { name: "acl", value: "private" },
        { name: "policy", value: randomBytes(24).toString("base64") },
        { name: "x-goog-credential", value: "merchant-assets@shopify-tiers.iam.gserviceaccount.com/20261129/auto/storage/goog4_request" },
        { name: "x-goog-algorithm", value: "GOOG4-RSA-SHA256" },
        { name: "x-goog-date", value: "20261129T000000Z" },
        { name: "x-goog-signature", value: randomBytes(32).toString("hex") },
      ];
      return { stagedUploadsCreate: { stagedTargets: [{ url: this.stagedTargetUrl, resourceUrl: null, parameters }], userErrors: [] } };
    }
    if (operation === "bulkOperationRunMutation") {
      const jsonl = this.staged.get(String(variables.stagedUploadPath));
      if (jsonl === undefined) {
        return { bulkOperationRunMutation: { bulkOperation: null, userErrors: [{ field: null, message: "The JSONL file could not be found. Try uploading the file again, and check that you've entered the URL correctly for the stagedUploadPath mutation argument." }] } };
      }
      if (!/\bproductUpdate\s*\(/.test(String(variables.mutation))) {
        return { bulkOperationRunMutation: { bulkOperation: null, userErrors: [{ field: ["mutation"], message: "The fake Shopify runs productUpdate in bulk only" }] } };
      }
      // Each line's variables through productUpdate, its answer one line of the result with its __lineNumber.
      const lines = jsonl.split("\n").filter((line) => line.trim());
      const id = `gid://shopify/BulkOperation/${7_000_000 + this.bulkOperations.length}`;
      const op: FakeShopify["bulkOperations"][number] = { id, shop: domain, polls: 0, lines: lines.length, result: "", productIds: [] };
      const apply = () => {
        const result = lines.map((line, i) => {
          const input = (JSON.parse(line) as { product: Record<string, unknown> }).product;
          op.productIds.push(String(input.id));
          return JSON.stringify({ data: { productUpdate: this.update(shop, input) }, __lineNumber: i });
        });
        op.result = result.join("\n") + "\n";
      };
      if (this.holdBulk) op.held = apply;
      else apply();
      this.bulkOperations.push(op);
      return { bulkOperationRunMutation: { bulkOperation: { id, status: "CREATED" }, userErrors: [] } };
    }
    const op = operation === "node" ? this.bulkOperations.find((o) => o.id === variables.id && o.shop === domain) : this.bulkOperations.filter((o) => o.shop === domain).at(-1);
    if (!op) return { [operation]: null };
    // Running at the first read, completed from the second (and while held): a caller must wait for the end.
    const done = op.polls++ > 0 && !op.held;
    const view = {
      id: op.id,
      status: done ? "COMPLETED" : "RUNNING",
      errorCode: null,
      objectCount: String(done ? op.lines : 0),
      url: done ? `https://storage.googleapis.com/shopify-tiers-assets-prod-us-east1/bulk-op-results/${op.id.split("/").at(-1)}.jsonl` : null,
      partialDataUrl: null,
    };
    return { [operation]: view };
  }

  private async stagedUpload(req: express.Request, res: express.Response) {
    if (req.get("x-test-storage-host") !== new URL(STAGED_UPLOAD_URL).hostname) {
      res.status(404).send("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    const form = await new Request("http://storage.test/", { method: "POST", headers: { "content-type": req.get("content-type") ?? "" }, body: new Uint8Array(req.body as Buffer) }).formData();
    const names = [...form.keys()];
    const file = form.get("file");
    // Google Cloud Storage's POST policy form: the fields first, the file last, the key required.
    if (!form.get("key") || !form.get("policy") || names.at(-1) !== "file" || !(file instanceof Blob)) {
      res.status(400).send("<Error><Code>InvalidArgument</Code></Error>");
      return;
    }
    this.staged.set(String(form.get("key")), await file.text());
    res.status(201).type("application/xml").send(`<PostResponse><Key>${String(form.get("key"))}</Key></PostResponse>`);
  }

  private bulkResult(req: express.Request, res: express.Response) {
    const op = this.bulkOperations.find((o) => `${o.id.split("/").at(-1)}.jsonl` === req.params.file);
    if (req.get("x-test-storage-host") !== "storage.googleapis.com" || !op) {
      res.status(404).send("<Error><Code>NoSuchKey</Code></Error>");
      return;
    }
    res.type("application/jsonl").send(op.result);
  }

  /** Runs the held bulk operations' lines now (they complete at their next status read) and holds no more. */
  releaseBulk(): void {
    this.holdBulk = false;
    for (const op of this.bulkOperations) {
      const apply = op.held;
      op.held = undefined;
      apply?.();
    }
  }

  /** Products a shop's bulk operations wrote (each appearance is one write). */
  bulkUpdatesOf(domain: string, productId: string): number {
    return this.bulkOperations.filter((o) => o.shop === domain).reduce((n, o) => n + o.productIds.filter((id) => id === productId).length, 0);
  }

  private page(shop: Shop, first: number, after: string | undefined) {
    const start = after ? Number(Buffer.from(after, "base64url").toString("utf8")) + 1 : 0;
    const slice = shop.products.slice(start, start + first);
    const cursor = (i: number) => Buffer.from(String(start + i), "utf8").toString("base64url");
    return {
      edges: slice.map((product, i) => ({ cursor: cursor(i), node: toNode(product) })),
      pageInfo: {
        hasNextPage: start + first < shop.products.length,
        endCursor: slice.length ? cursor(slice.length - 1) : null,
      },
    };
  }

  private update(shop: Shop, input: Record<string, unknown>) {
    const product = shop.products.find((p) => p.id === input.id);
    if (!product) return { product: null, userErrors: [{ field: ["id"], message: "Product does not exist" }] };
    if (typeof input.title === "string") {
      if (!input.title.trim()) return { product: null, userErrors: [{ field: ["title"], message: "Title can't be blank" }] };
      // Shopify's product title is at most 255 characters: a longer one is refused, nothing of the input applied.
      if (input.title.length > 255) return { product: null, userErrors: [{ field: ["title"], message: "Title is too long (maximum is 255 characters)" }] };
      product.title = input.title;
    }
    if (typeof input.descriptionHtml === "string") product.descriptionHtml = input.descriptionHtml;
    const seo = input.seo as { title?: string | null; description?: string | null } | undefined;
    if (seo) product.seo = { title: seo.title !== undefined ? seo.title : product.seo.title, description: seo.description !== undefined ? seo.description : product.seo.description };
    product.updatedAt = this.tick();
    return { product: toNode(product), userErrors: [] };
  }
}

/** Where Shopify stages bulk mutation variables (a Google Cloud Storage bucket of Shopify's). */
const STAGED_UPLOAD_URL = "https://shopify-staged-uploads.storage.googleapis.com/";

function toNode(product: FakeProduct) {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    seo: product.seo,
    updatedAt: product.updatedAt,
    variants: { nodes: product.variants },
  };
}

/** `count` products with two or three variants each (size and colour options), deterministic by index. */
export function sampleProducts(count: number): FakeProduct[] {
  const colours = ["Navy", "Charcoal", "Oatmeal"];
  const sizes = ["S", "M", "L"];
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const variantCount = 2 + (i % 2);
    return {
      id: `gid://shopify/Product/${1000 + n}`,
      title: `Merino Crew Sweater ${n}`,
      handle: `merino-crew-sweater-${n}`,
      descriptionHtml: `<p>Soft merino wool crew neck, knit in Portugal. Style ${n}.</p>`,
      vendor: "Northwind Knits",
      productType: "Sweaters",
      tags: ["merino", "knitwear"],
      seo: { title: i % 3 === 0 ? `Merino Crew ${n} | Northwind` : null, description: i % 3 === 0 ? `Merino crew neck sweater, style ${n}.` : null },
      updatedAt: new Date(Date.UTC(2026, 9, 1, 12, 0, n)).toISOString(),
      variants: Array.from({ length: variantCount }, (_, v) => ({
        id: `gid://shopify/ProductVariant/${50_000 + n * 10 + v}`,
        title: `${sizes[v]} / ${colours[(i + v) % 3]}`,
        sku: `NW-${n}-${sizes[v]}`,
        price: `${79 + (i % 5)}.00`,
        selectedOptions: [
          { name: "Size", value: sizes[v]! },
          { name: "Color", value: colours[(i + v) % 3]! },
        ],
      })),
    };
  });
}
