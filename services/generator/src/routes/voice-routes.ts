import { Router, type Request } from "express";
import { voiceLearnRequestSchema, voiceSaveSchema } from "@shopscript/contracts";
import { parseInput, requireUser } from "@shopscript/kit";
import type { VoiceStore } from "../voices/voice-store";
import { learnVoice } from "../voices/learn-voice";

/**
 * /api/voices (the web app) and /api/v1/voices (the public API, scope `generate` at the gateway): a seller's
 * brand voices. Thin: the owner is always the session's user or the API key's owner, never a parameter.
 */
export function voiceRoutes(voices: VoiceStore): Router {
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
