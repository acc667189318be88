import { Router } from "express";
import { z } from "zod";
import { publishRequestSchema, type PublishRunList, restoreRequestSchema, storePullRequestSchema } from "@shopscript/contracts";
import { AppError, parseInput, requirePlanFeature, requireUser, type PlanLookup } from "@shopscript/kit";
import type { PublishApproved } from "../domain/publish-approved";
import type { PullOptions, PullResult } from "../domain/pull-products";

const uuid = z.uuid();
const idOf = (value: unknown, what: string) => {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw AppError.notFound(`No such ${what}`);
  return parsed.data;
};

/** /api/integrations: pull a store into a job, publish its approved rows, see runs, restore. */
export function publishRoutes(deps: {
  plans: PlanLookup;
  pull: (userId: string, connectionId: string, options: PullOptions) => Promise<PullResult>;
  publish: PublishApproved;
  restore: (userId: string, runId: string, options: { productId?: string; force?: boolean }) => Promise<{ restored: number }>;
}): Router {
  const router = Router();
  router.use(requireUser);

  router.post("/connections/:id/pull", async (req, res) => {
    const connectionId = idOf(req.params.id, "store connection");
    await requirePlanFeature(deps.plans, req.user!, "storePublishing");
    const { tone, voiceId } = parseInput(storePullRequestSchema, req.body ?? {});
    res.status(201).json(await deps.pull(req.user!.id, connectionId, { tone: tone ?? "professional", voiceId }));
  });

  // Publishing is Pro's; reading runs and restoring never are (a seller who lost Pro keeps the way back).
  router.post("/publish", async (req, res) => {
    await requirePlanFeature(deps.plans, req.user!, "storePublishing");
    const { jobId } = parseInput(publishRequestSchema, req.body);
    res.status(202).json(await deps.publish.start(req.user!.id, jobId));
  });

  router.get("/publish-runs", async (req, res) => {
    const jobId = typeof req.query.jobId === "string" ? idOf(req.query.jobId, "job") : undefined;
    const body: PublishRunList = { runs: await deps.publish.list(req.user!.id, jobId) };
    // With a job: where it came from, so the job page offers "Publish approved" only for a pulled job.
    if (jobId) body.source = await deps.publish.source(req.user!.id, jobId);
    res.set("cache-control", "no-store").json(body);
  });

  router.get("/publish-runs/:id", async (req, res) => {
    res.set("cache-control", "no-store").json(await deps.publish.view(req.user!.id, idOf(req.params.id, "publish run")));
  });

  router.post("/publish-runs/:id/restore", async (req, res) => {
    const runId = idOf(req.params.id, "publish run");
    const options = parseInput(restoreRequestSchema, req.body ?? {});
    res.json(await deps.restore(req.user!.id, runId, options));
  });
  return router;
}
