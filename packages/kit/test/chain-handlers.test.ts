import express, { type RequestHandler } from "express";
import request from "supertest";
import { chainHandlers } from "../src";

/** An app with `chain` mounted at /api, a route after it, and an error handler that names the error. */
function appWith(chain: RequestHandler) {
  const app = express();
  app.use("/api", chain);
  app.get("/api/thing", (req, res) => {
    res.json({ steps: (req as unknown as { steps: string[] }).steps });
  });
  app.use(((err, _req, res, _next) => {
    res.status(500).json({ error: (err as Error).message });
  }) as express.ErrorRequestHandler);
  return app;
}

const step =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    const r = req as unknown as { steps?: string[] };
    (r.steps ??= []).push(`${name}:${req.baseUrl}${req.path}`);
    next();
  };

describe("chainHandlers", () => {
  it("runs every step in order, as a mounted layer sees the request, then goes on", async () => {
    const res = await request(appWith(chainHandlers(step("a"), step("b"), step("c")))).get("/api/thing");
    expect(res.status).toBe(200);
    expect(res.body.steps).toEqual(["a:/api/thing", "b:/api/thing", "c:/api/thing"]);
  });

  it("stops at a step that passes an error, and the error reaches the error handler", async () => {
    const refuse: RequestHandler = (_req, _res, next) => next(new Error("refused"));
    const after = jest.fn(step("after"));
    const res = await request(appWith(chainHandlers(step("a"), refuse, after))).get("/api/thing");
    expect(res.body).toEqual({ error: "refused" });
    expect(after).not.toHaveBeenCalled();
  });

  it("passes a thrown error and a rejected promise on, as express 5 does for a layer", async () => {
    const throws: RequestHandler = () => {
      throw new Error("thrown");
    };
    const rejects: RequestHandler = async () => {
      throw new Error("rejected");
    };
    expect((await request(appWith(chainHandlers(step("a"), throws))).get("/api/thing")).body).toEqual({ error: "thrown" });
    expect((await request(appWith(chainHandlers(rejects, step("b")))).get("/api/thing")).body).toEqual({ error: "rejected" });
  });

  it("lets a step answer the request itself", async () => {
    const answer: RequestHandler = (_req, res) => {
      res.status(403).json({ error: "no" });
    };
    const res = await request(appWith(chainHandlers(step("a"), answer, step("b")))).get("/api/thing");
    expect(res.status).toBe(403);
  });

  it("waits for an asynchronous step before the next", async () => {
    const slow: RequestHandler = async (req, _res, next) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      step("slow")(req, _res, next);
    };
    const res = await request(appWith(chainHandlers(slow, step("b")))).get("/api/thing");
    expect(res.body.steps).toEqual(["slow:/api/thing", "b:/api/thing"]);
  });
});
