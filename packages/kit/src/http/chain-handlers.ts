import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Runs middleware in sequence as a single express layer. Each layer of the router costs a path match and,
 * for a mounted one, a rewrite of `req.url` and its restore; a group of steps that always run together
 * (the gateway's door for /api) pays that once instead of once per step. Each step keeps express 5's
 * contract: a thrown error or a rejected promise goes to `next(err)`, and `next(err)` (or `next("route")`)
 * leaves the group. Chosen over a package such as compose-middleware: twenty lines, no dependency, and
 * express 5's promise handling, which those packages predate.
 */
export function chainHandlers(...handlers: RequestHandler[]): RequestHandler {
  if (handlers.length === 1) return handlers[0]!;
  return (req: Request, res: Response, done: NextFunction) => {
    // The step function is stored on an object rather than bound to a name: under tsx (dev, tests, benches)
    // esbuild's keepNames wraps every named closure in a __name() call, once per request here.
    const run = { index: 0, next: done };
    run.next = (err?: unknown): void => {
      if (err !== undefined || run.index === handlers.length) return done(err);
      const handler = handlers[run.index++]!;
      try {
        const result: unknown = handler(req, res, run.next);
        if (result instanceof Promise) result.then(undefined, (reason: unknown) => run.next(reason ?? new Error("Rejected promise")));
      } catch (thrown) {
        run.next(thrown);
      }
    };
    run.next();
  };
}
