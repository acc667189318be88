import { appUrl, type Site } from "./app-url";
import { escapeHtml } from "./escape-html";

export interface MailLink {
  label: string;
  url: string;
}

/** A mail's content as plain text; the layout escapes it, so templates never build HTML themselves. */
export interface MailContent {
  subject: string;
  /** The line inbox lists show after the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** The one thing to do, shown as a button (and as a bare link for clients that hide buttons). */
  action?: MailLink;
  /** Alternatives to the action, as plain links right below it. */
  links?: MailLink[];
  /** After the action: how long a link works, what to do if it wasn't you. */
  notes?: string[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
// The web app's primary colour; white on it and it on white both pass WCAG AA.
const PRIMARY = "#4f46e5";
const TEXT = "#1f2937";
const MUTED = "#4b5563";

/** One look for every mail: the same frame, footer and link handling, in HTML and plain text. */
export function renderMail(content: MailContent, site: Site): RenderedMail {
  return { subject: content.subject, html: renderHtml(content, site), text: renderText(content, site) };
}

function renderHtml(content: MailContent, site: Site): string {
  const e = escapeHtml;
  const paragraph = (text: string, style = "") => `<p style="margin:0 0 16px 0;${style}">${e(text)}</p>`;
  const link = ({ label, url }: MailLink) => `<a href="${e(url)}" style="color:${PRIMARY};">${e(label)}</a>`;
  const parts: string[] = [
    `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:1.3;color:#111827;">${e(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => paragraph(text)),
  ];
  if (content.action) {
    const { label, url } = content.action;
    parts.push(
      `<p style="margin:24px 0;"><a href="${e(url)}" style="display:inline-block;padding:12px 24px;background-color:${PRIMARY};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">${e(label)}</a></p>`,
      `<p style="margin:0 0 16px 0;font-size:14px;color:${MUTED};">If the button doesn't work, copy this link into your browser:<br><a href="${e(url)}" style="color:${PRIMARY};word-break:break-all;">${e(url)}</a></p>`,
    );
  }
  for (const extra of content.links ?? []) parts.push(`<p style="margin:0 0 16px 0;">${link(extra)}</p>`);
  for (const note of content.notes ?? []) parts.push(paragraph(note, `font-size:14px;color:${MUTED};`));
  const help = { label: "Contact support", url: appUrl(site, "/contact") };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${e(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT};">
<p style="margin:0 0 24px 0;font-size:18px;font-weight:bold;color:${PRIMARY};">ShopScript</p>
${parts.join("\n")}
</td></tr>
<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">
<p style="margin:0;">ShopScript writes product descriptions for online sellers. Questions? ${link(help)}.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: MailContent, site: Site): string {
  const blocks: string[] = [content.heading, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  for (const extra of content.links ?? []) blocks.push(`${extra.label}:\n${extra.url}`);
  blocks.push(...(content.notes ?? []));
  blocks.push(
    `-- \nShopScript writes product descriptions for online sellers.\nQuestions? ${appUrl(site, "/contact")}`,
  );
  return `${blocks.join("\n\n")}\n`;
}
