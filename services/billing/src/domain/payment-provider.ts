import type { PaidPlanId } from "@shopscript/contracts";

export type ProviderName = "stripe" | "sandbox";

/** A subscription as the provider reports it now: the only state billing trusts. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** From the subscription's metadata (set at checkout); null when it has none. */
  userId: string | null;
  /** Null when the price is not one of ours and the metadata does not say. */
  plan: PaidPlanId | null;
  /** The provider's word: trialing (kept trial days, not yet charged), active, past_due, canceled, unpaid, … */
  status: string;
  /** The end of the paid period (while trialing: the trial's end, the first charge); for a subscription scheduled to end, the moment it ends. */
  currentPeriodEnd: Date | null;
  /** Scheduled to end (the seller cancelled): access lasts to currentPeriodEnd, then stops. */
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  email: string;
  plan: PaidPlanId;
  /**
   * The seller's trial end when the checkout keeps the trial's days: the subscription starts now, in the
   * provider's "trialing" state, and first charges at this moment. Null: charged at checkout.
   */
  trialEnd: Date | null;
  /** Absolute URLs under PUBLIC_URL. */
  successUrl: string;
  cancelUrl: string;
}

/** An open checkout at the provider: where the browser pays, until it expires. */
export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

/**
 * The payment provider port (ARCHITECTURE section 4): Stripe when configured, else the sandbox, whose
 * "pay" ends in the same syncSubscription use case as a Stripe webhook.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  /** Where to send the browser to pay: Stripe Checkout, or the sandbox's page (a same-origin path). */
  createCheckout(input: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes a checkout so it can no longer be paid. One that is already paid or closed stays as it is. */
  expireCheckout(id: string): Promise<void>;
  /** Where the seller manages (cancels, resumes) the subscription. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Null when the provider does not know the subscription (never existed, or purged). */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Ends it now (account deletion). A subscription that is already gone counts as done. */
  cancelSubscription(id: string): Promise<void>;
}

/** The provider failed or refused; the seller gets "Unable to create subscription" and a 502. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}
