import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_TTL_SECONDS } from "@shopscript/contracts";
import type { Cache } from "../cache/cache";
import { AppError } from "./app-error";

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a first request may run before a retry with the same key may run it again (it crashed). */
const PENDING_TTL_SECONDS = 120;

interface Stored {
  state: "pending" | "done";
  fingerprint: string;
  status?: number;
  body?: unknown;
}

/**
 * `Idempotency-Key` on POST, as Stripe has it: the first answer (2xx or 4xx) to a key is kept for 24 hours
 * and replayed to any retry with the same key and the same body, so the work happens once; the same key
 * with a different body is refused (422), and a retry while the first is still running gets 409. A 5xx is
 * not kept: the retry runs again. Keys are per user and per route, so two sellers cannot collide. Only
 * JSON answers are kept (a streamed answer cannot be replayed).
 */
export function idempotency(cache: Cache, ttlSeconds = IDEMPOTENCY_TTL_SECONDS): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    if (req.method !== "POST" || header === undefined) return next();
    try {
      if (typeof header !== "string" || !KEY_PATTERN.test(header)) {
        throw AppError.validation({ "Idempotency-Key": "Must be 1 to 255 visible ASCII characters" });
      }
      const owner = req.user?.id ?? "anonymous";
      const path = req.originalUrl.split("?")[0];
      const key = `idem:${owner}:${createHash("sha256").update(`${path}\n${header}`).digest("hex")}`;
      const fingerprint = createHash("sha256").update(JSON.stringify(req.body ?? null)).digest("hex");
      const pending: Stored = { state: "pending", fingerprint };
      if (!(await cache.setIfAbsent(key, JSON.stringify(pending), PENDING_TTL_SECONDS))) {
        const raw = await cache.get(key);
        const stored = raw ? (JSON.parse(raw) as Stored) : undefined;
        if (stored && stored.fingerprint !== fingerprint) {
          throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used with a different request body.");
        }
        if (!stored || stored.state === "pending") {
          throw new AppError(409, "IDEMPOTENCY_IN_PROGRESS", "A request with this Idempotency-Key is still being processed. Retry shortly.");
        }
        res.setHeader("Idempotent-Replayed", "true");
        res.status(stored.status ?? 200).json(stored.body);
        return;
      }
      let captured: { status: number; body: unknown } | undefined;
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        captured = { status: res.statusCode, body };
        return json(body);
      };
      res.on("finish", () => {
        const keep = captured && captured.status < 500;
        const done: Stored = { state: "done", fingerprint, status: captured?.status, body: captured?.body };
        const write = keep ? cache.set(key, JSON.stringify(done), ttlSeconds) : cache.del(key);
        write.catch((err: Error) => req.log?.warn({ err: err.message }, "could not record an idempotent answer"));
      });
      res.on("close", () => {
        if (!res.writableFinished) cache.del(key).catch(() => {});
      });
      next();
    } catch (err) {
      next(err);
    }
  };
}
