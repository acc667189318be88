import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";

/** What the mail says of the API keys revoked with the change (a reset revokes them all; a change when asked). */
const keysParagraph = (count: number) =>
  `We also revoked the ${count === 1 ? "API key" : `${count} API keys`} of your account, so a key someone else may have made no longer works. If your scripts use the API, create new keys on the API keys page and put them in place of the old ones.`;

/** After a reset (password.reset.completed) or a change (password.changed): the owner hears of it even if someone else did it. */
export const passwordChanged = (input: { email: string; apiKeysRevoked?: number }, site: Site): RenderedMail => {
  const keys = input.apiKeysRevoked ?? 0;
  return renderMail(
    {
      subject: "Your password was changed",
      preview: "The password for your ShopScript account was just changed.",
      heading: "Your password was changed",
      paragraphs: [
        `The password for your ShopScript account (${input.email}) was just changed. To keep your account safe, we signed you out on all other devices.`,
        ...(keys > 0 ? [keysParagraph(keys)] : []),
        keys > 0 ? "If you made this change, there's nothing else to do once your new keys are in place." : "If you made this change, there's nothing else to do.",
        "If you didn't, reset your password now and let our support team know.",
      ],
      action: { label: "Reset password", url: appUrl(site, "/forgot-password") },
      links: [
        ...(keys > 0 ? [{ label: "Create new API keys", url: appUrl(site, "/api-keys") }] : []),
        { label: "Contact support", url: appUrl(site, "/contact") },
      ],
    },
    site,
  );
};
