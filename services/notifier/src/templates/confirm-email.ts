import { TRIAL_DAYS } from "@shopscript/contracts";
import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";

export interface ConfirmEmailInput {
  email: string;
  token: string;
  /** "24 hours" */
  validFor: string;
}

/** After sign-up (user.registered): welcome, the trial has started, confirm the address. */
export const confirmEmail = (input: ConfirmEmailInput, site: Site): RenderedMail =>
  renderMail(
    {
      subject: "Confirm your email",
      preview: `Your ${TRIAL_DAYS}-day free trial has started. One click to confirm your email.`,
      heading: "Welcome to ShopScript",
      paragraphs: [
        `Thanks for signing up. Your ${TRIAL_DAYS}-day free trial has started, so you can write product descriptions right away.`,
        `Please confirm that ${input.email} is your email address.`,
      ],
      action: { label: "Confirm email", url: appUrl(site, "/verify-email", { token: input.token }) },
      notes: [
        `This link works for ${input.validFor}.`,
        "If you didn't create a ShopScript account, you can ignore this email.",
      ],
    },
    site,
  );
