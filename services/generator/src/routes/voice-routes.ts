import { Router, type Request } from "express";
import { VOICE_PREVIEW_PRODUCT, voiceLearnRequestSchema, voicePreviewRequestSchema, voiceSaveSchema } from "@shopscript/contracts";
import { parseInput, requireUser } from "@shopscript/kit";
import type { VoiceStore } from "../voices/voice-store";
import { learnVoice } from "../voices/learn-voice";
import { generateListing, type GenerationDeps } from "../generation/generate-listing";

/**
 * /api/voices (the web app) and /api/v1/voices (the public API, scope `generate` at the gateway): a seller's
 * brand voices. Thin: the owner is always the session's user or the API key's owner, never a parameter.
 */
export function voiceRoutes(voices: VoiceStore, options: { preview?: GenerationDeps } = {}): Router {
  const router = Router();
  router.use(requireUser);
  const owner = (req: Request) => req.user!.id;
  const id = (req: Request) => String(req.params.id);

  router.get("/", async (req, res) => {
    res.json({ voices: await voices.list(owner(req)) });
  });
  router.post("/", async (req, res) => {
    res.status(201).json(await voices.create(owner(req), parseInput(voiceSaveSchema, req.body)));
  });
  // Deterministic analysis of the seller's own listings: nothing is stored until they save the proposal.
  router.post("/learn", (req, res) => {
    const { examples, name } = parseInput(voiceLearnRequestSchema, req.body);
    res.json(learnVoice(examples, name));
  });
  // The voice page's live preview: a draft voice on the sample product, always by the built-in writer (fast,
  // free, deterministic), never stored and never counted as a generation. The web app's only (not in /api/v1).
  const preview = options.preview;
  if (preview) {
    router.post("/preview", async (req, res) => {
      const { voice, platform } = parseInput(voicePreviewRequestSchema, req.body);
      const result = await generateListing(
        { ...VOICE_PREVIEW_PRODUCT, platform, tone: voice.baseTone, productUrl: undefined },
        { ...preview, writer: preview.builtin },
        { voice: { id: "preview", name: voice.name, profile: voice } },
      );
      res.json(result);
    });
  }
  router.get("/:id", async (req, res) => {
    res.json(await voices.get(owner(req), id(req)));
  });
  router.put("/:id", async (req, res) => {
    res.json(await voices.update(owner(req), id(req), parseInput(voiceSaveSchema, req.body)));
  });
  router.delete("/:id", async (req, res) => {
    await voices.remove(owner(req), id(req));
    res.json({ message: "Voice deleted" });
  });
  return router;
}
