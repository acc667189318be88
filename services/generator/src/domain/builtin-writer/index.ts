import { renderDescription } from "../render-description";
import type { ListingWriter, WriteInput, WriteOptions } from "../types";
import { composeListing } from "./compose-listing";

/**
 * The built-in copywriter: the default writer, offline and deterministic. The same input gives the
 * same listing byte for byte; another variant (Regenerate) gives another wording. It runs in well
 * under a millisecond or two, so it is also the pipeline's fallback when a model's output fails.
 */
export function createBuiltinWriter(): ListingWriter {
  return {
    name: "builtin",
    async write(input: WriteInput, options: WriteOptions = {}) {
      options.signal?.throwIfAborted();
      const listing = composeListing(input.facts, input.platform, input.tone, Math.max(0, Math.floor(input.variant || 0)));
      // A streaming client sees the whole text at once: there is nothing to wait for.
      options.onText?.(renderDescription(listing, input.platform));
      return listing;
    },
  };
}

export { composeListing } from "./compose-listing";
