import { Router, type Request } from "express";
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  MESSAGES,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from "@shopscript/contracts";
import { parseInput, requireUser } from "@shopscript/kit";
import type { AuthConfig } from "../config";
import type { Accounts, RequestContext } from "../domain/accounts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";

const context = (req: Request): RequestContext => ({ requestId: String(req.id), ip: req.ip ?? "unknown" });

/** /api/auth/*: thin: parse with the shared contracts, run the use case, shape the answer. */
export function authRoutes(accounts: Accounts, config: AuthConfig): Router {
  const router = Router();

  router.post("/register", async (req, res) => {
    const { user, session } = await accounts.register(parseInput(registerBodySchema, req.body), context(req));
    setSessionCookie(req, res, config, session);
    res.status(201).json({ user });
  });

  router.post("/login", async (req, res) => {
    const { user, session } = await accounts.login(parseInput(loginBodySchema, req.body), context(req));
    setSessionCookie(req, res, config, session);
    res.json({ user });
  });

  router.post("/logout", async (req, res) => {
    if (req.user) await accounts.logout(req.user);
    clearSessionCookie(req, res, config);
    res.json({ message: MESSAGES.LOGGED_OUT });
  });

  // "Current user or nothing" (spec section 7): asking who you are while signed out is not an error, so a
  // visitor without a live session gets 204 and no body rather than a 401 that every anonymous page would log.
  router.get("/me", async (req, res) => {
    const user = req.user ? await accounts.currentUser(req.user) : null;
    if (user) res.json(user);
    else res.status(204).end();
  });

  router.post("/change-password", requireUser, async (req, res) => {
    const body = parseInput(changePasswordBodySchema, req.body);
    await accounts.changePassword(req.user!, body, context(req));
    res.json({ message: body.revokeApiKeys ? MESSAGES.PASSWORD_CHANGED_KEYS_REVOKED : MESSAGES.PASSWORD_CHANGED });
  });

  router.delete("/me", requireUser, async (req, res) => {
    await accounts.deleteAccount(req.user!, parseInput(deleteAccountBodySchema, req.body), context(req));
    clearSessionCookie(req, res, config);
    res.json({ message: MESSAGES.ACCOUNT_DELETED });
  });

  router.post("/verify-email", async (req, res) => {
    const outcome = await accounts.verifyEmail(parseInput(verifyEmailBodySchema, req.body).token, context(req));
    // The same link clicked again: a distinct answer, so the page says "already verified", not "may have expired".
    res.json(
      outcome === "verified"
        ? { message: MESSAGES.EMAIL_VERIFIED, alreadyVerified: false }
        : { message: MESSAGES.ALREADY_VERIFIED, alreadyVerified: true },
    );
  });

  router.post("/resend-verification", requireUser, async (req, res) => {
    const outcome = await accounts.resendVerification(req.user!, context(req));
    res.json({ message: outcome === "sent" ? MESSAGES.VERIFICATION_LINK_SENT : MESSAGES.ALREADY_VERIFIED });
  });

  router.post("/forgot-password", async (req, res) => {
    await accounts.forgotPassword(parseInput(forgotPasswordBodySchema, req.body).email, context(req));
    res.json({ message: MESSAGES.RESET_LINK_SENT });
  });

  router.post("/reset-password", async (req, res) => {
    await accounts.resetPassword(parseInput(resetPasswordBodySchema, req.body), context(req));
    res.json({ message: MESSAGES.PASSWORD_RESET_SUCCESS });
  });

  return router;
}
