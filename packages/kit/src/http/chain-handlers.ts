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
    let index = 0;
    const next = (err?: unknown): void => {
      if (err !== undefined || index === handlers.length) return done(err);
      const handler = handlers[index++]!;
      try {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) result.then(undefined, (reason: unknown) => next(reason ?? new Error("Rejected promise")));
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}
