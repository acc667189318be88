import { z } from "zod";
import { DEFAULT_GATEWAY_PORT, defaultPublicUrl, envFields, loadConfig } from "@shopscript/kit";

// "Name <address>" or a bare address, on one line: the From header is built from it.
const MAILBOX = /^(?:[^\r\n<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

export const notifierEnvSchema = z.object({
  /** Unset: standalone mode, mail is written to DATA_DIR/mail and its links are logged. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAILBOX, {
      error: "must be an address, optionally with a name: ShopScript <no-reply@shopscript.app>",
    })
    .default("ShopScript <no-reply@shopscript.app>"),
  /** Where the web app is reached; every link in a mail starts here. A trailing slash is dropped. */
  PUBLIC_URL: envFields
    .url()
    // Run alone it cannot know the gateway's port: the gateway's default. `npm start` passes the real one.
      .default(defaultPublicUrl(DEFAULT_GATEWAY_PORT))
    .transform((url) => url.replace(/\/+$/, "")),
  /**
   * Mails a stranger can cause (sign-up confirmation, verification and reset links, "someone used your
   * address") that one address may receive per 24 hours, all kinds together; the rest are dropped.
   */
  MAIL_DAILY_CAP_PER_RECIPIENT: z.coerce.number().int().min(1).default(10),
});
export type NotifierConfig = z.infer<typeof notifierEnvSchema>;

export const loadNotifierConfig = (env: NodeJS.ProcessEnv) => loadConfig(notifierEnvSchema, env);
