import { getPlan, type PaidPlanId } from "@shopscript/contracts";
import { appUrl, type Site } from "./app-url";
import { renderMail, type RenderedMail } from "./layout";
import { formatDate } from "./wording";

export interface SubscriptionActivatedInput {
  plan: PaidPlanId;
  /** When the current period ends and the plan renews; null when billing did not say. */
  currentPeriodEnd: string | null;
  /** Subscribed during the trial with its days kept: the first charge, nothing paid before it. */
  firstChargeAt?: string | null;
}

/** subscription.activated: what was bought, when it renews, and how to leave. */
export function subscriptionActivated(input: SubscriptionActivatedInput, site: Site): RenderedMail {
  const plan = getPlan(input.plan);
  return renderMail(
    {
      subject: "Your ShopScript subscription is active",
      preview: `Your ${plan.name} plan is active. Unlimited descriptions, every platform.`,
      heading: "Your subscription is active",
      paragraphs: [
        `Thanks for subscribing! Your ${plan.name} plan (${plan.price}${plan.period}) is now active, with unlimited product descriptions for every platform.`,
        ...(input.firstChargeAt
          ? [`Your trial days are kept: nothing is charged until ${formatDate(input.firstChargeAt)}, the day of your first payment.`]
          : input.currentPeriodEnd
            ? [`Your subscription renews on ${formatDate(input.currentPeriodEnd)}.`]
            : []),
      ],
      action: { label: "Write a description", url: appUrl(site, "/generator") },
      notes: input.firstChargeAt
        ? [`Cancel before ${formatDate(input.firstChargeAt)} and you are not charged at all.`]
        : [
            "You can cancel anytime and keep access until the end of the billing period.",
            "Changed your mind? Contact us within 7 days of subscribing for a refund.",
          ],
    },
    site,
  );
}
