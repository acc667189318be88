import type { CookieOptions, Request, Response } from "express";
import { SESSION_COOKIE } from "@shopscript/kit";
import type { AuthConfig } from "../config";
import type { IssuedSession } from "../domain/sessions";

function cookieOptions(req: Request, config: AuthConfig): CookieOptions {
  // The gateway reports the client's protocol; "auto" marks the cookie Secure whenever that was https.
  const secure = config.COOKIE_SECURE === "auto" ? req.protocol === "https" : config.COOKIE_SECURE === "true";
  return { httpOnly: true, sameSite: "lax", secure, path: "/" };
}

export function setSessionCookie(req: Request, res: Response, config: AuthConfig, session: IssuedSession) {
  res.cookie(SESSION_COOKIE, session.token, { ...cookieOptions(req, config), expires: session.expiresAt });
}

export function clearSessionCookie(req: Request, res: Response, config: AuthConfig) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, config));
}
