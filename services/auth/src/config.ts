import { z } from "zod";
import { loadConfig } from "@shopscript/kit";

export const authEnvSchema = z.object({
  /** How long a sign-in lasts. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /**
   * The session cookie's Secure flag: "auto" sets it when the request came over https (as the gateway
   * reports it); "false" only for plain-http local use; "true" always.
   */
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  /**
   * Sign-ups and reset requests one client address (an IPv6 /64) may make per hour. Deployment settings
   * rather than policy: a shop behind one office NAT may need more; tests that sign up many sellers from
   * loopback raise them.
   */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
});
export type AuthConfig = z.infer<typeof authEnvSchema>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv) => loadConfig(authEnvSchema, env);

/** Limits the issue and OWASP ask for; constants rather than env: they are policy, not deployment. */
export const AUTH_POLICY = {
  verificationTtlMs: 24 * 60 * 60 * 1000,
  resetTtlMs: 60 * 60 * 1000,
  /** Failed sign-ins per account before it is throttled, and the window. */
  loginFailuresPerAccount: 10,
  loginFailuresPerIp: 100,
  loginWindowSeconds: 15 * 60,
  /** One reset mail per address per minute. */
  resetMailIntervalSeconds: 60,
  /** Wrong current passwords (change password, delete account) per signed-in user per login window. */
  passwordConfirmFailuresPerUser: 10,
  /** New verification links a signed-in user may ask for per hour. */
  verificationResendsPerHour: 3,
} as const;
