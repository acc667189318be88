import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";

export interface VerificationLinkInput {
  email: string;
  token: string;
  validFor: string;
}

/** A fresh confirmation link the user asked for (email.verification.requested). */
export const verificationLink = (input: VerificationLinkInput, site: Site): RenderedMail =>
  renderMail(
    {
      subject: "Your new confirmation link",
      preview: "Here is a new link to confirm your email.",
      heading: "Confirm your email",
      paragraphs: [`Here is your new link to confirm ${input.email} for your ShopScript account.`],
      action: { label: "Confirm email", url: appUrl(site, "/verify-email", { token: input.token }) },
      notes: [
        `This link works for ${input.validFor}.`,
        "If you didn't ask for a new link, you can ignore this email.",
      ],
    },
    site,
  );
