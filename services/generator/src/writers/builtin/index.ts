import { renderDescription } from "../../domain/render-description";
import type { ListingWriter, WriteInput, WriteOptions } from "../../domain/types";
import { composeListing } from "./compose-listing";
import { loadPhrasebook, DEFAULT_PHRASEBOOK_DIR } from "./phrasebook";
import { applyVoice } from "../../voices/apply-voice";
import { steerReadingLevel } from "../../voices/reading-level";

/**
 * The built-in copywriter: the default writer, offline and deterministic. It writes only from the
 * seller's facts, in the phrasebook's sentences (phrasebook/*.yaml). The same input gives the same
 * listing byte for byte; another variant (Regenerate) gives another wording and title.
 */
export function createBuiltinWriter(options: { phrasebookDir?: string } = {}): ListingWriter {
  const book = loadPhrasebook(options.phrasebookDir ?? DEFAULT_PHRASEBOOK_DIR);
  return {
    name: "builtin",
    async write(input: WriteInput, writeOptions: WriteOptions = {}) {
      writeOptions.signal?.throwIfAborted();
      // The seller's brand voice, when one applies (issue 31): its words, spelling, person, casing and lines.
      const write = (variant: number) => applyVoice(composeListing(input.facts, input.platform, input.tone, variant, book), input);
      // Its reading level by choosing among the writer's own wordings when the first reads outside the range.
      const listing = steerReadingLevel(write(Math.max(0, Math.floor(input.variant || 0))), input, write);
      // A streaming client sees the whole text at once: there is nothing to wait for.
      writeOptions.onText?.(renderDescription(listing, input.platform));
      return listing;
    },
  };
}

export { composeListing } from "./compose-listing";
export { loadPhrasebook } from "./phrasebook";
