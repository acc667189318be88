import { prerenderToNodeStream } from "react-dom/static";
import { Root } from "./app/root";
import { preloadPage } from "./app/router";
import { DEFAULT_DESCRIPTION, type PageMeta } from "./components/page-title";

/**
 * The public pages prerendered at build time, each with the name of its page module (its chunk is preloaded
 * in the page's HTML) and whether the gateway's sitemap.xml lists it. Signed-in screens stay client-rendered:
 * they depend on who is signed in.
 */
export const PRERENDERED_PAGES = [
  { path: "/", page: "landing-page", sitemap: true },
  { path: "/pricing", page: "pricing-page", sitemap: true },
  { path: "/generator", page: "generator-page", sitemap: true },
  { path: "/signup", page: "auth-page", sitemap: true },
  { path: "/login", page: "auth-page", sitemap: true },
  { path: "/contact", page: "contact-page", sitemap: true },
  { path: "/privacy", page: "privacy-page", sitemap: true },
  { path: "/terms", page: "terms-page", sitemap: true },
  { path: "/forgot-password", page: "forgot-password-page", sitemap: false },
] as const;

/** The HTML inside <div id="root"> for `path`, as a signed-out visitor in the light theme first sees it. */
export async function renderPage(path: string): Promise<{ html: string; meta: PageMeta }> {
  let meta: PageMeta = { title: "ShopScript", description: DEFAULT_DESCRIPTION };
  // As in the browser (main.tsx): the page's chunk is loaded first, so it renders without suspending.
  await preloadPage(path);
  // prerender waits for the page's lazy chunk. A large boundary is otherwise "outlined": written as its
  // fallback plus an inline script that swaps the content in, which needs JavaScript and which the CSP
  // (script-src 'self') refuses. One chunk as big as the page keeps every boundary inline, plain HTML.
  const { prelude } = await prerenderToNodeStream(
    <Root ssrPath={path} onMeta={(found) => (meta = found)} />,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  const html = Buffer.concat(chunks).toString("utf8");
  if (html.includes("<template") || html.includes("<script")) {
    throw new Error(`prerender: ${path} did not render to plain HTML (a boundary was outlined or suspended)`);
  }
  return { html, meta };
}
