import type { PlanFeature } from "./plans";

// User-facing texts that the server sends and the web shows, kept in one place so the wording in
// spec sections 2, 4, 5 and 8 cannot drift between a service's error body and the screen.
export const MESSAGES = {
  // Validation (spec section 5)
  INVALID_EMAIL: "Please enter a valid email address",
  PASSWORD_REQUIRED: "Password is required",
  PASSWORD_TOO_SHORT: "Password must be at least 8 characters",
  PASSWORD_TOO_LONG: "Password must be less than 100 characters",
  PASSWORDS_DONT_MATCH: "Passwords don't match",
  PRODUCT_NAME_REQUIRED: "Product name is required",
  KEYWORDS_REQUIRED: "Keywords are required",

  // Auth, verification and reset (spec sections 2, 4, 8)
  TRIAL_STARTED: "Your 7-day free trial has started.",
  LOGGED_OUT: "You have been successfully logged out.",
  NO_VERIFICATION_TOKEN: "No verification token provided",
  EMAIL_VERIFIED: "Your email has been verified successfully!",
  VERIFICATION_FAILED: "Verification failed. The link may have expired.",
  // Identical whether or not the account exists, so the endpoint cannot be used to find accounts.
  RESET_LINK_SENT: "If an account exists with that email, we've sent a password reset link.",
  RESET_EMAIL_FAILED: "Failed to send reset email",
  NO_RESET_TOKEN: "No reset token provided",
  PASSWORD_RESET_SUCCESS: "Your password has been reset successfully.",
  RESET_FAILED: "Failed to reset password",

  // Generation and the demo (spec sections 2, 4, 8)
  SUBSCRIBE_TO_CONTINUE: "Please subscribe to continue generating descriptions.",
  DEMO_USED:
    "You've used your free demo generation. Sign up now to get a 7-day free trial with unlimited product descriptions!",
  GENERATION_FAILED: "Failed to generate description. Please try again.",
  // A catalog row reached the generator after the seller's trial or subscription ended.
  BATCH_ROW_NOT_ENTITLED: "Not generated: your trial or subscription has ended. Please subscribe to continue generating descriptions.",
  // Why a catalog job is paused (its job page and the progress stream). Billing answers only "may generate",
  // not which of trial or subscription ended, so the access text names both.
  BATCH_PAUSED_BY_SELLER: "Paused. Press Resume to continue.",
  BATCH_PAUSED_NOT_ENTITLED: "Paused: your free trial or subscription has ended. Subscribe to continue, then press Resume.",
  BATCH_PAUSED_BILLING_UNAVAILABLE:
    "Paused: we couldn't check your subscription just now. The job continues by itself as soon as we can.",

  // Saved descriptions (spec section 8)
  DESCRIPTION_SAVED: "Your description has been saved to your dashboard.",
  SAVE_FAILED: "Failed to save description. Please try again.",
  DESCRIPTION_DELETED: "Description deleted successfully.",
  DELETE_FAILED: "Failed to delete description.",

  // Billing (spec sections 2, 8)
  UNABLE_TO_CREATE_SUBSCRIPTION: "Unable to create subscription",
  CREATE_SUBSCRIPTION_FAILED: "Failed to create subscription. Please try again.",

  // Generic fallback (spec section 8)
  SOMETHING_WENT_WRONG: "Something went wrong. Please try again.",

  // Not worded by the spec (section 8: "not shown"); ours, kept here for the same reason.
  // One text for unknown email and wrong password: no account enumeration (ARCHITECTURE section 6).
  INVALID_CREDENTIALS: "Invalid email or password.",
  SIGN_IN_REQUIRED: "Please sign in to continue.",
  RATE_LIMITED: "Too many requests. Please try again later.",
  NOT_FOUND: "Not found.",
  RESET_LINK_INVALID: "This reset link is invalid or has expired. Please request a new one.",
  VERIFICATION_LINK_SENT: "We've sent you a new verification link.",
  ALREADY_VERIFIED: "Your email is already verified.",
  PASSWORD_INCORRECT: "Your password is incorrect.",
  PASSWORD_CHANGED: "Your password has been changed. Other devices have been signed out.",
  PASSWORD_CHANGED_KEYS_REVOKED:
    "Your password has been changed. Other devices have been signed out and your API keys were revoked: create new ones on the API keys page.",
  TOO_MANY_PASSWORD_ATTEMPTS: "Too many wrong passwords. Please try again in 15 minutes.",
  ACCOUNT_DELETED: "Your account has been deleted.",
  CROSS_SITE_REFUSED: "This request was refused because it did not come from the ShopScript app.",
} as const;

/**
 * The 403 PLAN_REQUIRED answer of every plan gate (PLAN_FEATURES): what the seller's plan lacks and what to do.
 * Catalog mode is in every plan, so its text is only the fallback of a gate that should never refuse it.
 */
export const PLAN_REQUIRED_MESSAGES = {
  apiAccess: "API keys are part of the Pro plan. Upgrade to Pro to create one.",
  analytics: "Analytics are part of the Pro plan. Upgrade to Pro to see them.",
  catalogMode: "Catalog mode needs a plan. Please subscribe to continue.",
  storePublishing: "Connecting and publishing to your store are part of the Pro plan. Upgrade to Pro to use them.",
} as const satisfies Record<PlanFeature, string>;
