import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";

/**
 * To the owner of an address someone tried to sign up with (user.registration_attempted). The sign-up
 * form answers alike either way (no account enumeration); this mail is where the owner learns of it.
 */
export const registrationAttempt = (input: { email: string }, site: Site): RenderedMail =>
  renderMail(
    {
      subject: "Someone tried to sign up with your email",
      preview: "You already have a ShopScript account with this address.",
      heading: "You already have an account",
      paragraphs: [
        `Someone just tried to create a ShopScript account with ${input.email}. This address already has an account, so no new one was created.`,
        "If that was you, sign in instead. Forgot your password? You can reset it.",
      ],
      action: { label: "Sign in", url: appUrl(site, "/login") },
      links: [{ label: "Reset your password", url: appUrl(site, "/forgot-password") }],
      notes: ["If it wasn't you, there's nothing to do. Your account is safe and nothing has changed."],
    },
    site,
  );
