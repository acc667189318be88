import { voiceRefSchema, type VoiceRef } from "@shopscript/contracts";
import { AppError, type Logger } from "@shopscript/kit";

/** Whether a brand voice is the seller's: the generator owns voices, so this is a question to it. */
export interface VoiceDirectory {
  /** The voice when it is this seller's; a 404 naming voiceId otherwise, a 503 when the generator cannot say. */
  find(userId: string, voiceId: string, requestId: string): Promise<VoiceRef>;
}

const TIMEOUT_MS = 10_000;

/**
 * Asks the generator's internal route (GET /internal/voices/:userId/:voiceId) at a catalog upload, so a voice
 * id that is not the seller's is refused with the upload instead of failing each of thousands of rows. The
 * generator resolves the voice again for every row (a voice deleted meanwhile fails the rows, with the reason).
 */
export function generatorVoiceDirectory(deps: { generatorUrl: string; log: Logger }): VoiceDirectory {
  const unavailable = () => AppError.unavailable("We couldn't check your brand voice just now. Please try again in a moment.");
  return {
    async find(userId, voiceId, requestId) {
      let response: Response;
      try {
        response = await fetch(
          `${deps.generatorUrl}/internal/voices/${encodeURIComponent(userId)}/${encodeURIComponent(voiceId)}`,
          { headers: { "x-request-id": requestId }, signal: AbortSignal.timeout(TIMEOUT_MS) },
        );
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, "the generator did not answer a voice look-up");
        throw unavailable();
      }
      if (response.status === 404) {
        throw new AppError(404, "NOT_FOUND", "Voice not found", { fields: { voiceId: "Voice not found" } });
      }
      const parsed = response.ok ? voiceRefSchema.safeParse(await response.json().catch(() => null)) : null;
      if (!parsed?.success) {
        deps.log.warn({ status: response.status }, "the generator answered a voice look-up with an error or an unknown shape");
        throw unavailable();
      }
      return parsed.data;
    },
  };
}
