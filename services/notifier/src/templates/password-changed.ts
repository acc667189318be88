import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";

/** After a reset (password.reset.completed) or a change (password.changed): the owner hears of it even if someone else did it. */
export const passwordChanged = (input: { email: string }, site: Site): RenderedMail =>
  renderMail(
    {
      subject: "Your password was changed",
      preview: "The password for your ShopScript account was just changed.",
      heading: "Your password was changed",
      paragraphs: [
        `The password for your ShopScript account (${input.email}) was just changed. To keep your account safe, we signed you out on all other devices.`,
        "If you made this change, there's nothing else to do.",
        "If you didn't, reset your password now and let our support team know.",
      ],
      action: { label: "Reset password", url: appUrl(site, "/forgot-password") },
      links: [{ label: "Contact support", url: appUrl(site, "/contact") }],
    },
    site,
  );
