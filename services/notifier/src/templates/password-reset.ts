import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";

export interface PasswordResetInput {
  email: string;
  token: string;
  /** "1 hour" */
  validFor: string;
}

/** The reset link (password.reset.requested). */
export const passwordReset = (input: PasswordResetInput, site: Site): RenderedMail =>
  renderMail(
    {
      subject: "Reset your password",
      preview: "Use this link to choose a new password.",
      heading: "Reset your password",
      paragraphs: [
        `We received a request to reset the password for your ShopScript account (${input.email}).`,
      ],
      action: { label: "Reset password", url: appUrl(site, "/reset-password", { token: input.token }) },
      notes: [
        `This link works for ${input.validFor} and only once.`,
        "If you didn't ask to reset your password, you can ignore this email. Your password won't change.",
      ],
    },
    site,
  );
