// A store pastes the HTML body straight into its theme, so it must be both well-formed (an unclosed
// <ul> swallows the rest of the page) and inert (no script, no event handlers, no styles that hide
// text). Only a small semantic vocabulary is allowed: what a product description needs.

const ALLOWED_TAGS = new Set(["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h2", "h3", "h4", "span"]);
const VOID_TAGS = new Set(["br"]);
const LIST_TAGS = new Set(["ul", "ol"]);
const BLOCK_TAGS = new Set(["p", "ul", "ol", "li", "h2", "h3", "h4"]);
/** Elements that may hold text and inline markup only, never a paragraph or a list. */
const INLINE_ONLY = new Set(["p", "h2", "h3", "h4", "strong", "em", "b", "i", "span"]);
/** Dropped with their content: what is inside them is code, not copy. */
const CONTENT_DROPPED = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math"]);

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*?)(\/?)>/g;
const VALID_ENTITY = /^&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

function attributeProblems(tag: string, attributes: string): string[] {
  const problems: string[] = [];
  for (const match of attributes.matchAll(/([^\s=/"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
    const name = match[1]!.toLowerCase();
    const value = (match[2] ?? "").replace(/^["']|["']$/g, "");
    if (name.startsWith("on")) problems.push(`<${tag}> has an event handler (${name})`);
    else if (name === "style") problems.push(`<${tag}> has a style attribute`);
    else if (/^\s*(?:javascript|vbscript|data):/i.test(value)) problems.push(`<${tag}> has a script URL`);
  }
  return problems;
}

function textProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[<>]/.test(text)) problems.push("a stray < or > that is not a tag");
  for (const match of text.matchAll(/&/g)) {
    if (!VALID_ENTITY.test(text.slice(match.index))) {
      problems.push("an unescaped &");
      break;
    }
  }
  return problems;
}

/** Problems that make the HTML unsafe or malformed; empty when it may be pasted into a store. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let last = 0;
  const checkText = (text: string) => {
    problems.push(...textProblems(text));
    const parent = stack[stack.length - 1];
    if (parent && LIST_TAGS.has(parent) && text.trim()) problems.push(`text directly inside <${parent}>`);
  };
  for (const match of html.matchAll(TOKEN)) {
    checkText(html.slice(last, match.index));
    last = match.index! + match[0].length;
    if (match[0].startsWith("<!--")) continue;
    const closing = match[1] === "/";
    const tag = match[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      problems.push(`<${tag}> is not allowed`);
      continue;
    }
    if (!closing) problems.push(...attributeProblems(tag, match[3] ?? ""));
    if (VOID_TAGS.has(tag)) continue;
    if (closing) {
      if (stack[stack.length - 1] === tag) stack.pop();
      else problems.push(`</${tag}> does not close the open <${stack[stack.length - 1] ?? "none"}>`);
      continue;
    }
    if (match[4] === "/") continue;
    const parent = stack[stack.length - 1];
    if (tag === "li" && (!parent || !LIST_TAGS.has(parent))) problems.push("<li> outside a list");
    if (parent && LIST_TAGS.has(parent) && tag !== "li") problems.push(`<${tag}> directly inside <${parent}>`);
    if (BLOCK_TAGS.has(tag) && parent && INLINE_ONLY.has(parent)) problems.push(`<${tag}> inside <${parent}>`);
    stack.push(tag);
  }
  checkText(html.slice(last));
  for (const tag of stack.reverse()) problems.push(`<${tag}> is never closed`);
  return [...new Set(problems)];
}

const escapeText = (text: string) =>
  text.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Rebuilds the HTML from its allowed tags only: dangerous elements dropped with their content,
 * other unknown tags unwrapped, every attribute removed, stray characters escaped, lists and
 * paragraphs closed. The text a seller wrote survives; anything that could run or hide does not.
 */
export function sanitiseHtml(html: string): string {
  const out: string[] = [];
  const stack: string[] = [];
  let last = 0;
  let dropping: string | undefined;
  const close = (tag: string) => {
    while (stack.length) {
      const top = stack.pop()!;
      out.push(`</${top}>`);
      if (top === tag) return;
    }
  };
  const pushText = (text: string) => {
    if (!text) return;
    const parent = stack[stack.length - 1];
    if (parent && LIST_TAGS.has(parent)) {
      if (!text.trim()) return;
      out.push("<li>", escapeText(text.trim()), "</li>");
      return;
    }
    out.push(escapeText(text));
  };
  for (const match of html.matchAll(TOKEN)) {
    const between = html.slice(last, match.index);
    last = match.index! + match[0].length;
    if (dropping) {
      if (match[1] === "/" && match[2]!.toLowerCase() === dropping) dropping = undefined;
      continue;
    }
    pushText(between);
    if (match[0].startsWith("<!--")) continue;
    const closing = match[1] === "/";
    const tag = match[2]!.toLowerCase();
    if (CONTENT_DROPPED.has(tag)) {
      if (!closing && match[4] !== "/") dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (!closing) out.push(`<${tag}>`);
      continue;
    }
    if (closing) {
      if (stack.includes(tag)) close(tag);
      continue;
    }
    if (match[4] === "/") continue;
    if (BLOCK_TAGS.has(tag)) {
      while (stack.length && INLINE_ONLY.has(stack[stack.length - 1]!)) close(stack[stack.length - 1]!);
    }
    const parent = stack[stack.length - 1];
    if (tag === "li" && (!parent || !LIST_TAGS.has(parent))) {
      // An orphan item becomes its own paragraph rather than an invalid list.
      out.push("<p>");
      stack.push("p");
      continue;
    }
    if (parent && LIST_TAGS.has(parent) && tag !== "li") {
      out.push("<li>");
      stack.push("li");
    }
    out.push(`<${tag}>`);
    stack.push(tag);
  }
  if (!dropping) pushText(html.slice(last));
  while (stack.length) out.push(`</${stack.pop()}>`);
  return out.join("");
}
