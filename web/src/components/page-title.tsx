import { createContext, useContext, useEffect } from "react";

/** What index.html says when a page says nothing of its own. */
export const DEFAULT_DESCRIPTION =
  "ShopScript turns a product name and a few keywords into a sales-focused, SEO-friendly product description for Amazon, Shopify, Etsy and more.";

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Set only while pages are prerendered at build time (src/entry-server.tsx): it collects the page's title
 * and description for the static HTML's <head>.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** "<page> · ShopScript"; the landing page (title "ShopScript") keeps the site's full title. */
export const documentTitle = (title: string) =>
  title === "ShopScript" ? "ShopScript · AI product descriptions that sell" : `${title} · ShopScript`;

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The page's <title> ("<title> · ShopScript") and meta description. The prerendered HTML carries them from
 * the start; in the browser they follow every client-side navigation.
 */
export function PageTitle({
  children,
  description = DEFAULT_DESCRIPTION,
}: {
  children: string;
  description?: string;
}) {
  const title = documentTitle(children);
  useContext(PageMetaSink)?.({ title, description });
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
  return null;
}
