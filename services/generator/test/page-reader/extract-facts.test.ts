import { TEXT_LIMITS } from "../../src/page-reader/clean-text";
import { detectDimensions, detectMaterials } from "../../src/page-reader/detect-material-dimension";
import { extractFacts } from "../../src/page-reader/extract-facts";
import { needsRendering } from "../../src/page-reader/needs-rendering";

// As sites must: "</" escaped inside the script element, or "</script>" in a string would end it.
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value).replace(/<\//g, "<\\/")}</script>`;
const page = (head: string, body = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("extractFacts: JSON-LD", () => {
  it("finds a Product in a top-level array, with a string brand and an AggregateOffer", () => {
    const facts = extractFacts(
      page(ld([{ "@type": "Organization", name: "Shop" }, { "@type": "Product", name: "Desk Lamp", brand: "Lumo", offers: { "@type": "AggregateOffer", lowPrice: 19.5, priceCurrency: "USD" } }])),
    );
    expect(facts).toMatchObject({ productName: "Desk Lamp", brand: "Lumo", price: "19.5 USD" });
  });

  it("finds a Product nested in WebPage.mainEntity, typed by URL, priced via priceSpecification", () => {
    const facts = extractFacts(
      page(
        ld({
          "@type": "ItemPage",
          mainEntity: {
            "@type": "https://schema.org/Product",
            name: "Oak Stool",
            manufacturer: { name: "Woodworks" },
            offers: { "@type": "Offer", priceSpecification: { price: "89.00", priceCurrency: "EUR" } },
            width: { value: 35, unitCode: "CMT" },
            depth: "35 cm",
          },
        }),
      ),
    );
    expect(facts).toMatchObject({ productName: "Oak Stool", brand: "Woodworks", price: "89.00 EUR", dimensions: ["35 cm"] });
  });

  it("skips malformed blocks and keeps reading the rest", () => {
    const html = page(`<script type="application/ld+json">{ "@type": "Product", "name": "Broken", }</script>${ld({ "@type": "Product", name: "Fine Mug" })}`);
    expect(extractFacts(html).productName).toBe("Fine Mug");
  });

  it("decodes entities and strips markup from structured strings", () => {
    const facts = extractFacts(page(ld({ "@type": "Product", name: "Salt &amp; Pepper <b>Set</b>", description: "<p>Two&nbsp;mills.</p><script>alert(1)</script>" })));
    expect(facts).toMatchObject({ productName: "Salt & Pepper Set", pageDescription: "Two mills." });
  });

  it("caps every string and every list", () => {
    const long = "word ".repeat(500);
    const facts = extractFacts(
      page(
        ld({ "@type": "Product", name: long, description: long, brand: long }),
        `<main><ul>${Array.from({ length: 40 }, (_, i) => `<li>Feature number ${i} ${long}</li>`).join("")}</ul></main>`,
      ),
    );
    expect(facts.productName!.length).toBeLessThanOrEqual(TEXT_LIMITS.name);
    expect(facts.brand!.length).toBeLessThanOrEqual(TEXT_LIMITS.brand);
    expect(facts.pageDescription!.length).toBeLessThanOrEqual(TEXT_LIMITS.description);
    expect(facts.features).toHaveLength(TEXT_LIMITS.features);
    for (const feature of facts.features) expect(feature.length).toBeLessThanOrEqual(TEXT_LIMITS.feature);
  });
});

describe("extractFacts: meta tags and the page", () => {
  it("falls back to twitter tags, then the h1, then the title", () => {
    expect(extractFacts(page('<meta name="twitter:title" content="Tweet Name"><meta name="twitter:description" content="Tweet text">')).productName).toBe("Tweet Name");
    expect(extractFacts(page("<title>Title Name</title>", "<h1> Heading\n Name </h1>")).productName).toBe("Heading Name");
    expect(extractFacts(page("<title>Title Name</title>")).productName).toBe("Title Name");
    expect(extractFacts(page('<meta name="description" content="Plain description">')).pageDescription).toBe("Plain description");
  });

  it("takes features from the product's list, not from navigation, menus of links or the footer", () => {
    const body = `
      <header><ul><li>Menu one</li><li>Menu two</li></ul></header>
      <main>
        <nav><ul><li>Crumb one</li><li>Crumb two</li></ul></nav>
        <ul><li><a href="/a">Related product A</a></li><li><a href="/b">Related product B</a></li></ul>
        <ul><li>Waterproof to 50 m</li><li>Sapphire glass face</li><li>x</li></ul>
      </main>
      <footer><ul><li>Terms</li><li>Privacy</li></ul></footer>`;
    expect(extractFacts(page("", body)).features).toEqual(["Waterproof to 50 m", "Sapphire glass face"]);
  });

  it("reads no features from a page without a product container", () => {
    expect(extractFacts(page("", "<ul><li>Home</li><li>Shop</li></ul>")).features).toEqual([]);
  });

  it("finds materials and sizes in the description and features", () => {
    const facts = extractFacts(page('<meta property="og:description" content="Solid oak frame with a stainless steel base, 120 x 60 cm, 12.5 kg.">'));
    expect(facts.materials).toEqual(["oak", "stainless steel"]);
    expect(facts.dimensions).toEqual(["120 x 60 cm", "12.5 kg"]);
  });
});

describe("material and size detection (the domain's vocabulary, bounded)", () => {
  it("prefers the longest material and ignores words that merely contain one", () => {
    expect(detectMaterials("Organic cotton tee; not cottonwood; oakland; stainless steel")).toEqual(["organic cotton", "stainless steel"]);
  });

  it("does not read '5 in stock' as inches", () => {
    expect(detectDimensions("5 in stock, 10 inches wide, 2 l, 750ml, 3.5\" screen")).toEqual(["10 inches", "2 l", "750ml", '3.5"']);
  });
});

describe("needsRendering", () => {
  it("renders an empty shell without og:title, or a near-empty page with <noscript>", () => {
    expect(needsRendering(page("<title>App</title>", '<div id="root"></div><script>boot()</script>'))).toBe(true);
    expect(needsRendering(page('<meta property="og:title" content="Lamp">', "<noscript>Enable JavaScript</noscript><div id=app></div>"))).toBe(true);
  });

  it("does not render a page with a JSON-LD Product, real text, or a small static page with og:title", () => {
    expect(needsRendering(page(ld({ "@type": "Product", name: "Lamp" }), "<noscript>JS please</noscript>"))).toBe(false);
    expect(needsRendering(page("", `<main><p>${"Real product text. ".repeat(20)}</p></main>`))).toBe(false);
    expect(needsRendering(page('<meta property="og:title" content="Lamp">', "<p>Small page</p>"))).toBe(false);
  });
});
