import DOMPurify from "dompurify";
import { marked } from "marked";
import { useMemo } from "react";
import { cn } from "../lib/utils";

/**
 * Markdown (the OpenAPI document's descriptions: code spans, lists, paragraphs) as HTML: `marked` parses it
 * (small, kept, no dependencies) and DOMPurify removes anything executable before it reaches the page, so
 * the text stays data even if a description ever carried HTML. Browser-only (DOMPurify needs a DOM): used
 * on pages that are not prerendered.
 */
export function Markdown({ source, inline = false, className }: { source: string; inline?: boolean; className?: string }) {
  const html = useMemo(() => {
    const raw = inline ? marked.parseInline(source, { async: false }) : marked.parse(source, { async: false });
    return DOMPurify.sanitize(raw);
  }, [source, inline]);
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      className={cn(
        !inline &&
          "space-y-2 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5",
        inline && "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
