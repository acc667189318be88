import { AppError } from "@shopscript/kit";
import { createPageReader } from "../../src/page-reader";
import { extractFacts } from "../../src/page-reader/extract-facts";
import { fetchPage, PAGE_LIMITS, type FetchPageOptions } from "../../src/page-reader/fetch-page";
import { needsRendering } from "../../src/page-reader/needs-rendering";
import { PageReadError } from "../../src/page-reader/page-read-error";
import { startCanaries, type Canaries } from "./support/canaries";
import { installDialGuard, type DialGuard } from "./support/dial-guard";
import { html, JS_RENDERED_PAGE, JSON_LD_PRODUCT_PAGE, OPEN_GRAPH_PAGE, startPageServer, type PageServer } from "./support/page-server";
import { createTestLookup, testPolicy } from "./support/test-network";
import { silentLog } from "./support/test-log";

// Pages served on loopback (127.0.0.2), read through the guarded fetch with the test policy.
let guard: DialGuard;
let canaries: Canaries;
let server: PageServer;
let options: FetchPageOptions;

const SIX_MB = 6 * 1024 * 1024;

beforeAll(async () => {
  guard = installDialGuard();
  canaries = await startCanaries();
  server = await startPageServer();
  options = { policy: testPolicy(server.port), lookup: createTestLookup() };

  server.route("/jsonld", html(JSON_LD_PRODUCT_PAGE));
  server.route("/og", html(OPEN_GRAPH_PAGE));
  server.route("/js", html(JS_RENDERED_PAGE));
  server.route("/xhtml", html("<html><body><main><h1>XHTML Lamp</h1></main></body></html>", 200, { "content-type": "application/xhtml+xml" }));
  server.route("/huge", (_req, res) => {
    // Chunked, no Content-Length: only the streaming cap can stop it.
    res.writeHead(200, { "content-type": "text/html" });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < SIX_MB && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  server.route("/huge-declared", (_req, res) => {
    res.writeHead(200, { "content-type": "text/html", "content-length": String(SIX_MB) });
    res.end(Buffer.alloc(SIX_MB, "b"));
  });
  server.route("/slow", () => undefined); // never answers
  server.route("/slow-body", (_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.write("<html><body><h1>Slow");
    const timer = setInterval(() => res.write(" "), 100);
    res.on("close", () => clearInterval(timer));
  });
  server.route("/chain/*", (req, res) => {
    const left = Number(req.url!.split("/").pop());
    res.writeHead(left > 0 ? 302 : 200, left > 0 ? { location: `/chain/${left - 1}` } : { "content-type": "text/html" });
    res.end(left > 0 ? "" : JSON_LD_PRODUCT_PAGE);
  });
  server.route("/pdf", (_req, res) => {
    res.writeHead(200, { "content-type": "application/pdf" });
    res.end("%PDF-1.7");
  });
  server.route("/weird-type", (_req, res) => {
    res.writeHead(200, { "content-type": "text/<script>alert(1)</script>" });
    res.end("x");
  });
  server.route("/no-type", (_req, res) => {
    res.removeHeader("content-type");
    res.end("<!DOCTYPE html><html><body><h1>Untyped Mug</h1></body></html>");
  });
  server.route("/no-type-binary", (_req, res) => res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47])));
  server.route("/latin1", (_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=windows-1252" });
    res.end(Buffer.from("<h1>Caf\xe9 cr\xe8me mug</h1>", "latin1"));
  });
  server.route("/meta-charset", (_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(Buffer.from('<meta charset="iso-8859-1"><h1>Pr\xeat-\xe0-porter scarf</h1>', "latin1"));
  });
  server.route("/relative-redirect", (_req, res) => {
    res.writeHead(301, { location: "og" });
    res.end();
  });
});

afterAll(async () => {
  await server.close();
  await canaries.close();
  guard.restore();
  expect(canaries.hits).toEqual([]);
  expect(guard.violations).toEqual([]);
});

async function failure(path: string, extra: Partial<FetchPageOptions> = {}): Promise<PageReadError> {
  const error = await fetchPage(`${server.origin}${path}`, { ...options, ...extra }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PageReadError);
  return error as PageReadError;
}

describe("reading product pages over HTTP", () => {
  it("reads a JSON-LD Product inside @graph: name, brand, description, materials, sizes, price, features", async () => {
    const page = await fetchPage(`${server.origin}/jsonld`, options);
    expect(page).toMatchObject({ url: `${server.origin}/jsonld`, status: 200, contentType: "text/html" });
    expect(extractFacts(page.html, page.url)).toEqual({
      productName: "Trail Bottle & Cap 750 ml",
      brand: "Peak & Co",
      pageDescription: "Double-wall insulated bottle that keeps drinks cold for 24 hours.",
      price: "29.99 USD",
      features: [
        "Keeps drinks cold for 24 hours",
        "Leak-proof lid with carry loop",
        "Fits most cup holders",
        "Lid material: Bamboo",
        "Capacity: 0.75 l",
      ],
      materials: ["Stainless steel", "Silicone", "Bamboo"],
      // Sizes from JSON-LD first, then quantities the domain's vocabulary finds in the text.
      dimensions: ["750 ml", "26 cm", "340 g", "0.75 l", "24 hours"],
      sourceUrl: `${server.origin}/jsonld`,
    });
  });

  it("reads an Open Graph-only page: og:title without the site name, meta price and brand, the article's list", async () => {
    const reader = createPageReader({ ...options, log: silentLog() });
    const facts = await reader.read(`${server.origin}/og`);
    expect(facts).toEqual({
      productName: "Linen Apron",
      brand: "Fern Studio",
      pageDescription: "A washed linen apron with two deep pockets & an adjustable neck strap.",
      price: "42.00 EUR",
      features: ["100% linen, 85 x 70 cm", "Two deep pockets"],
      materials: ["linen"],
      dimensions: ["100%", "85 x 70 cm"],
      sourceUrl: `${server.origin}/og`,
    });
    await reader.close();
  });

  it("sees that a JavaScript-built page has nothing in its HTML (the Chromium reader renders those)", async () => {
    const page = await fetchPage(`${server.origin}/js`, options);
    expect(needsRendering(page.html)).toBe(true);
    expect(extractFacts(page.html).productName).not.toBe("Cloud Knit Beanie");
    expect(needsRendering(JSON_LD_PRODUCT_PAGE)).toBe(false);
    expect(needsRendering(OPEN_GRAPH_PAGE)).toBe(false);
  });

  it("accepts application/xhtml+xml and an untyped body that starts like HTML", async () => {
    expect(extractFacts((await fetchPage(`${server.origin}/xhtml`, options)).html).productName).toBe("XHTML Lamp");
    expect(extractFacts((await fetchPage(`${server.origin}/no-type`, options)).html).productName).toBe("Untyped Mug");
  });

  it("decodes the charset from the Content-Type header or a meta tag", async () => {
    expect(extractFacts((await fetchPage(`${server.origin}/latin1`, options)).html).productName).toBe("Café crème mug");
    expect(extractFacts((await fetchPage(`${server.origin}/meta-charset`, options)).html).productName).toBe("Prêt-à-porter scarf");
  });

  it("follows up to 5 redirects, relative ones included, and reports the final URL", async () => {
    const page = await fetchPage(`${server.origin}/chain/5`, options);
    expect(page.url).toBe(`${server.origin}/chain/0`);
    expect((await fetchPage(`${server.origin}/relative-redirect`, options)).url).toBe(`${server.origin}/og`);
  });
});

describe("pages that cannot be read give a clear 422", () => {
  it("keeps the defaults the issue names: 10 s, 5 MB, 5 redirects", () => {
    expect(PAGE_LIMITS).toEqual({ timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 });
  });

  it("is an AppError with status 422, code PAGE_UNREADABLE and a reason", async () => {
    const error = await failure("/missing");
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: "PAGE_UNREADABLE", reason: "HTTP_STATUS", details: { reason: "HTTP_STATUS" } });
    expect(error.message).toBe("We couldn't read that page: it returned HTTP 404.");
  });

  it("refuses a redirect chain of 6", async () => {
    const error = await failure("/chain/6");
    expect(error.reason).toBe("TOO_MANY_REDIRECTS");
    expect(error.message).toBe("We couldn't read that page: too many redirects (more than 5).");
  });

  it("stops a body larger than 5 MB, streamed or declared", async () => {
    for (const path of ["/huge", "/huge-declared"]) {
      const error = await failure(path);
      expect(error.reason).toBe("TOO_LARGE");
      expect(error.message).toBe("We couldn't read that page: it is larger than 5 MB.");
    }
  });

  it("gives up on a page that does not answer in time (500 ms in tests, 10 s by default)", async () => {
    for (const path of ["/slow", "/slow-body"]) {
      const started = Date.now();
      const error = await failure(path, { timeoutMs: 500 });
      expect(error.reason).toBe("TIMEOUT");
      expect(error.message).toBe("We couldn't read that page: it took longer than 0.5 seconds.");
      // Neither page ever finishes, so only the deadline ends the read. 5 s is 10x the 500 ms given and half the
      // 10 s default it must not fall back to: load cannot stretch an honest read that far.
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect(PageReadError.timeout(10_000).message).toBe("We couldn't read that page: it took longer than 10 seconds.");
  });

  it("refuses what is not a web page, without echoing odd content types", async () => {
    const pdf = await failure("/pdf");
    expect(pdf.reason).toBe("NOT_HTML");
    expect(pdf.message).toBe("We couldn't read that page: it isn't a web page (application/pdf).");
    expect((await failure("/weird-type")).message).toBe("We couldn't read that page: it isn't a web page (an unknown type).");
    expect((await failure("/no-type-binary")).reason).toBe("NOT_HTML");
  });

  it("says when a site cannot be found (the test resolver knows no such name)", async () => {
    const error = await fetchPage("http://no-such-shop.test/", options).catch((err: PageReadError) => err);
    expect(error).toMatchObject({ reason: "HOST_NOT_FOUND", message: "We couldn't read that page: its website couldn't be found." });
  });

  it("refuses addresses that are not valid URLs", async () => {
    for (const input of ["not a url", "http://", "http://exa mple.com/"]) {
      const error = await fetchPage(input, options).catch((err: PageReadError) => err);
      expect(error).toMatchObject({ reason: "INVALID_URL" });
    }
  });
});
