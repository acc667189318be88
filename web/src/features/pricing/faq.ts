import { PLATFORM_LABELS, PLATFORMS, TRIAL_DAYS } from "@shopscript/contracts";
import { PRO_PRICE, STARTER_PRICE } from "./plans";

export interface FaqEntry {
  /** Accordion item value; unique. */
  id: string;
  question: string;
  answer: string;
}

// Every platform except "General", named as the UI names them.
const marketplaces = PLATFORMS.filter((p) => p !== "generic").map((p) => PLATFORM_LABELS[p]);
const marketplaceList = `${marketplaces.slice(0, -1).join(", ")} and ${marketplaces.at(-1)}`;

// One set of answers for the landing FAQ (six questions) and the pricing page FAQ (four), so
// the two can never disagree. Prices come from PLANS (packages/contracts), never from here.
export const FAQ = {
  trial: {
    id: "trial",
    question: "How does the free trial work?",
    answer:
      `Sign up with your email and a password and you get ${TRIAL_DAYS} days of full access: unlimited product ` +
      `descriptions on every platform, in every writing style. No credit card required. When the trial ends, ` +
      `subscribe to Starter (${STARTER_PRICE}) or Pro (${PRO_PRICE}) to keep generating; your saved ` +
      `descriptions stay in your dashboard either way.`,
  },
  cancel: {
    id: "cancel",
    question: "Can I cancel anytime?",
    answer:
      "Yes. Cancel whenever you like, with no cancellation fee: from the billing portal, or by emailing support. " +
      "You keep access until the " +
      "end of the period you have already paid for, and you are not charged again.",
  },
  payment: {
    id: "payment",
    question: "What payment methods do you accept?",
    answer:
      "All major credit and debit cards, including Visa, Mastercard and American Express. Payments are handled by " +
      "our payment provider, Stripe, on its secure checkout page; your card number never reaches our servers.",
  },
  refund: {
    id: "refund",
    question: "Do you offer refunds?",
    answer:
      "Yes. If ShopScript is not right for you, contact support within 7 days of subscribing and we will refund " +
      "your payment in full.",
  },
  platforms: {
    id: "platforms",
    question: "Which platforms are supported?",
    answer:
      `${marketplaceList}, plus a general format for any other store. Each description is written in that ` +
      `marketplace's own fields and kept within its limits: Amazon titles, bullet points and search terms, Etsy ` +
      `tags, eBay subtitles, and the SEO title and meta description of Shopify and WooCommerce stores.`,
  },
  ai: {
    id: "ai",
    question: "How does the AI work?",
    answer:
      "ShopScript writes with its built-in copywriter, which runs on our own servers, or with the AI language " +
      "model we have configured. Either way a checker reviews every description before you see it: lengths and " +
      "character limits, each marketplace's banned words and characters, keyword coverage without stuffing, and " +
      "facts. It never invents specs: every number, material and certification must come from what you entered " +
      "or from the product page you linked. Anything that breaks a rule is fixed or rewritten, never shown.",
  },
} satisfies Record<string, FaqEntry>;

export const LANDING_FAQ: FaqEntry[] = [
  FAQ.trial,
  FAQ.cancel,
  FAQ.payment,
  FAQ.refund,
  FAQ.platforms,
  FAQ.ai,
];
export const PRICING_FAQ: FaqEntry[] = [FAQ.trial, FAQ.cancel, FAQ.payment, FAQ.refund];
