import http from "node:http";
import type { AddressInfo } from "node:net";
import { TEST_HOST } from "./test-network";

export interface PageServer {
  port: number;
  /** `http://shop.test:<port>` (resolved by the test lookup to 127.0.0.2). */
  origin: string;
  /** Paths requested so far, in order. */
  readonly requests: string[];
  route(path: string, handler: http.RequestListener): void;
  close(): Promise<void>;
}

export const JSON_LD_PRODUCT_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Trail Bottle | Peak &amp; Co</title>
<script type="application/ld+json">
{ "@context": "https://schema.org", "@graph": [
  { "@type": "WebSite", "name": "Peak & Co" },
  { "@type": ["Product"], "name": "Trail Bottle &amp; Cap 750 ml",
    "brand": { "@type": "Brand", "name": "Peak &amp; Co" },
    "description": "<p>Double-wall   insulated\\nbottle that keeps drinks cold for 24 hours.</p>",
    "material": ["Stainless steel", { "@type": "Thing", "name": "Silicone" }],
    "size": "750 ml",
    "weight": { "@type": "QuantitativeValue", "value": 340, "unitCode": "GRM" },
    "height": { "@type": "QuantitativeValue", "value": "26", "unitText": "cm" },
    "additionalProperty": [
      { "@type": "PropertyValue", "name": "Lid material", "value": "Bamboo" },
      { "@type": "PropertyValue", "name": "Capacity", "value": 0.75, "unitText": "l" }
    ],
    "offers": [{ "@type": "Offer", "price": "29.99", "priceCurrency": "USD" }] }
] }
</script></head>
<body><nav><ul><li><a href="/">Home</a></li><li><a href="/shop">Shop</a></li></ul></nav>
<main><h1>Trail Bottle</h1>
<ul class="features"><li>Keeps drinks cold for 24 hours</li><li>Leak-proof   lid&nbsp;with carry loop</li><li>Fits most cup holders</li></ul>
</main></body></html>`;

export const OPEN_GRAPH_PAGE = `<!doctype html>
<html><head><title>Linen Apron – Fern Studio</title>
<meta property="og:site_name" content="Fern Studio">
<meta property="og:title" content="Linen Apron | Fern Studio">
<meta property="og:description" content="A washed linen apron with two deep pockets &amp; an adjustable neck strap.">
<meta property="product:brand" content="Fern Studio">
<meta property="product:price:amount" content="42.00">
<meta property="product:price:currency" content="EUR">
<meta name="twitter:title" content="Ignored when og:title is present">
</head><body><header><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></header>
<article><p>Made to last.</p><ol><li>100% linen, 85 x 70 cm</li><li>Two deep pockets</li></ol></article>
<footer><ul><li>Shipping</li><li>Returns</li></ul></footer></body></html>`;

/** A single-page-app shell: the product only exists once the script has run. */
export const JS_RENDERED_PAGE = `<!doctype html>
<html><head><title>Loading…</title></head>
<body><div id="root"></div>
<noscript>You need to enable JavaScript to run this app.</noscript>
<script>
  setTimeout(function () {
    var root = document.getElementById("root");
    root.innerHTML = '<main><h1>Cloud Knit Beanie</h1><p>Soft merino wool beanie.</p>' +
      '<ul><li>Merino wool, one size</li><li>Hand wash cold</li><li>Rolled cuff</li></ul></main>';
    var ld = document.createElement("script");
    ld.type = "application/ld+json";
    ld.text = JSON.stringify({ "@type": "Product", "name": "Cloud Knit Beanie", "brand": "Knitwise",
      "offers": { "@type": "Offer", "price": 24, "priceCurrency": "GBP" } });
    document.head.appendChild(ld);
  }, 50);
</script></body></html>`;

export const html = (body: string, status = 200, headers: http.OutgoingHttpHeaders = {}): http.RequestListener => (_req, res) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(body);
};

/** Test pages on 127.0.0.2 (the one address the test policy allows, together with this port). */
export async function startPageServer(): Promise<PageServer> {
  const routes = new Map<string, http.RequestListener>();
  const requests: string[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    const path = (req.url ?? "/").split("?")[0]!;
    const handler = routes.get(path) ?? [...routes.entries()].find(([prefix]) => prefix.endsWith("*") && path.startsWith(prefix.slice(0, -1)))?.[1];
    if (handler) handler(req, res);
    else html("<h1>Not here</h1>", 404)(req, res);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, TEST_HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://shop.test:${port}`,
    requests,
    route: (path, handler) => routes.set(path, handler),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
