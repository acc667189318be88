import express from "express";
import {
  createServiceApp,
  finishServiceApp,
  identify,
  idempotency,
  type Cache,
  type Clock,
  type Logger,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import { generationRoutes, type GenerationRouteDeps } from "./routes/generation-routes";
import { internalRoutes } from "./routes/internal-routes";
import { inlineListingWork } from "./generation/listing-work";
import { voiceRoutes } from "./routes/voice-routes";
import type { VoiceStore } from "./voices/voice-store";

export interface GeneratorDeps extends GenerationRouteDeps {
  cache: Cache;
  publicKey: string;
  clock: Clock;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
  voices: VoiceStore;
}

/** The generator's HTTP app: listing copy per marketplace, and the sellers' brand voices it is written in. */
export function createApp(deps: GeneratorDeps) {
  // Two JSON limits, so no global parser: a generation request is a few fields (64 KB is plenty), while the
  // catalog's check of an edited listing carries a saved listing twice (as edited and as written), each up to
  // the catalog's 50,000 characters.
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining, parseJson: false, metrics: deps.metrics });
  // The checker for the catalog (a listing a seller edited), on the same worker threads as generation.
  app.use("/internal", express.json({ limit: "1mb" }), internalRoutes({ work: deps.generation.work ?? inlineListingWork(deps.generation.builtin), voices: deps.voices }));
  app.use(express.json({ limit: "64kb" }));
  app.use(identify(deps.publicKey, deps.clock));
  app.use("/api/generate-description", generationRoutes(deps));
  app.use("/api/v1/generate", idempotency(deps.cache), generationRoutes(deps, { publicApi: true }));
  app.use("/api/voices", voiceRoutes(deps.voices, { preview: deps.generation }));
  app.use("/api/v1/voices", idempotency(deps.cache), voiceRoutes(deps.voices));
  return finishServiceApp(app);
}
