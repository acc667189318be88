import type { EventHandler } from "@shopscript/kit";
import type { Accounts } from "../domain/accounts";

export const PASSWORD_RESET_PATTERNS = ["password.reset.asked"];

/** The second half of forgot-password: a link for an address that has an account (see forgotPassword). */
export function passwordResetAsked(accounts: Accounts): EventHandler {
  return async (event) => {
    if (event.type === "password.reset.asked") await accounts.sendResetLink(event);
  };
}
