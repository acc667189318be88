import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";

// Billing's portal route (ARCHITECTURE section 2): it sends a signed-in seller to the payment provider's
// page for changing the card.
const UPDATE_CARD_PATH = "/api/billing/portal";

/** subscription.payment_failed: the card was declined; update it to keep the subscription. */
export const paymentFailed = (site: Site): RenderedMail =>
  renderMail(
    {
      subject: "We couldn't process your payment",
      preview: "Please update your card to keep your ShopScript subscription.",
      heading: "Your payment didn't go through",
      paragraphs: [
        "We tried to charge the card for your ShopScript subscription, but the payment failed.",
        "Please update your card to keep your subscription active.",
      ],
      action: { label: "Update payment method", url: appUrl(site, UPDATE_CARD_PATH) },
      links: [{ label: "Contact support", url: appUrl(site, "/contact") }],
      notes: ["If you've already updated your card, you can ignore this email."],
    },
    site,
  );
