import DOMPurify from "dompurify";
import { useMemo } from "react";

/** What a store body may show in the review: the writer's tags (html-safety.ts allows the same). */
const ALLOWED_TAGS = ["p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "h2", "h3", "h4"];

/**
 * A listing's HTML body as the store will show it, for the review. DOMPurify keeps only formatting tags and no
 * attributes: the body is the seller's (or a model's) text, and the review page must never run it.
 */
export function ListingHtml({ html }: { html: string }) {
  const safe = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] }), [html]);
  return (
    <div
      className="space-y-2 text-sm [&_h3]:font-semibold [&_h3]:mt-2 [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
