import { MESSAGES } from "@shopscript/contracts";
import { AppError, clientKey, requireEntitlement, tryConsume, type Cache, type Entitlements, type SessionUser } from "@shopscript/kit";

export interface GenerationPass {
  userId: string | null;
  /**
   * Gives the anonymous demo back when the generation failed on our side before any of it reached the
   * client, so a bad URL does not use it up.
   */
  release(): Promise<void>;
}

export interface GenerationLimits {
  perUserPerMinute: number;
  perAddressPerMinute: number;
}

/**
 * Who may generate: a signed-in user while billing says canGenerate (else 402), and an anonymous visitor
 * once per client address per window (then 403 with requiresSignup, which opens the sign-up dialog).
 * The browser's demo flag is the friendly check; this is the one that holds. Before either, a rate per
 * user and per client address (429), so no one account or address can keep the writer busy.
 */
export function createGenerationAccess(deps: { cache: Cache; entitlements: Entitlements; demoWindowSeconds: number; limits: GenerationLimits }) {
  const perUser = deps.cache.rateLimiter({ keyPrefix: "generate-user", points: deps.limits.perUserPerMinute, durationSeconds: 60 });
  const perAddress = deps.cache.rateLimiter({ keyPrefix: "generate-ip", points: deps.limits.perAddressPerMinute, durationSeconds: 60 });
  const tooMany = (retryAfterSeconds: number) =>
    AppError.rateLimited("You're generating very quickly. Please wait a moment and try again.", retryAfterSeconds);
  // One key per client as the limits count it (an IPv6 client by its /64).
  const demoKey = (ip: string | undefined) => `demo-used:${clientKey(ip)}`;

  return {
    /**
     * Whether this anonymous client may still use the demo: what the web asks before promising
     * "1 free description" (a new browser behind an address that already used it must not be told so).
     */
    async demoAvailable(ip: string | undefined): Promise<boolean> {
      return (await deps.cache.get(demoKey(ip))) === null;
    },

    async admit(user: SessionUser | undefined, ip: string | undefined): Promise<GenerationPass> {
      const clientAddress = clientKey(ip);
      const byAddress = await tryConsume(perAddress, clientAddress);
      if (!byAddress.allowed) throw tooMany(byAddress.retryAfterSeconds);
      if (user) {
        const byUser = await tryConsume(perUser, user.id);
        if (!byUser.allowed) throw tooMany(byUser.retryAfterSeconds);
        await requireEntitlement(deps.entitlements, user);
        return { userId: user.id, release: async () => undefined };
      }
      const key = demoKey(ip);
      // Reserve before generating, so two parallel requests cannot both take the one demo.
      if (!(await deps.cache.setIfAbsent(key, "1", deps.demoWindowSeconds))) {
        throw new AppError(403, "DEMO_USED", MESSAGES.DEMO_USED, { requiresSignup: true });
      }
      return { userId: null, release: () => deps.cache.del(key) };
    },
  };
}

export type GenerationAccess = ReturnType<typeof createGenerationAccess>;
