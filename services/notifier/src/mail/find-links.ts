/** The web links in a mail's text part, each once, in order: what a local user needs to click. */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
