import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";
import { formatDate } from "./wording";

/** subscription.canceled: until when the seller keeps access, and the way back. */
export function subscriptionCanceled(input: { accessUntil: string | null }, site: Site): RenderedMail {
  const access = input.accessUntil
    ? `You keep full access until ${formatDate(input.accessUntil)}.`
    : "Your paid access has ended.";
  return renderMail(
    {
      subject: "Your subscription was canceled",
      preview: access,
      heading: "Your subscription was canceled",
      paragraphs: [
        `Your ShopScript subscription has been canceled and won't renew. ${access}`,
        "Your saved descriptions stay in your dashboard.",
      ],
      action: { label: "See plans", url: appUrl(site, "/pricing") },
      notes: ["Changed your mind? You can subscribe again anytime."],
    },
    site,
  );
}
