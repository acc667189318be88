import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { AppError } from "./app-error";
import { isDeletedUserWrite } from "../db/deleted-users";

/**
 * Anything no route answered: JSON 404. Mounted on /api in the gateway, so an unknown API path never gets
 * the SPA's HTML, and last in every service.
 */
export const notFound: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`No route for ${req.method} ${req.originalUrl.split("?")[0]}`));
};

const CODE_BY_STATUS: Record<number, string> = { 404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED", 413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE" };
const MESSAGE_BY_STATUS: Record<number, string> = { 404: "Not found", 405: "Method not allowed", 413: "Request body is too large", 415: "Unsupported media type" };

/** Whether the request is on the public API, whose errors are `{ error: { code, message, field? } }`. */
export const isPublicApi = (req: Request) => req.originalUrl === "/api/v1" || req.originalUrl.startsWith("/api/v1/") || req.originalUrl.startsWith("/api/v1?");

/**
 * Writes an error body in the caller's dialect: the web app's `{ message, code, ...details }`, or on
 * /api/v1 the public API's `{ error: { code, message, field?, fields? }, requestId }` (codes lower_snake).
 */
export function sendError(req: Request, res: Response, status: number, body: { message: string; code: string; [key: string]: unknown }): void {
  if (!isPublicApi(req)) {
    res.status(status).json(body);
    return;
  }
  const { message, code, fields, ...rest } = body;
  const fieldMap = fields && typeof fields === "object" ? (fields as Record<string, string>) : undefined;
  const field = fieldMap ? Object.keys(fieldMap)[0] : undefined;
  delete rest.requestId;
  res.status(status).json({
    error: { code: code.toLowerCase(), message, ...(field ? { field, fields: fieldMap } : {}), ...rest },
    requestId: req.id === undefined ? undefined : String(req.id),
  });
}

/**
 * The single place errors become responses: AppErrors as `{ message, code, ...details }`; body-parser
 * errors as 4xx; anything else logged with the request id and answered with a generic 500.
 */
export const errorMiddleware: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err }, "error after the response started");
    res.destroy();
    return;
  }
  if (err instanceof AppError) {
    if (err.status === 429 && typeof err.details.retryAfterSeconds === "number") {
      res.setHeader("Retry-After", String(err.details.retryAfterSeconds));
    }
    sendError(req, res, err.status, { message: err.message, code: err.code, ...err.details });
    return;
  }
  // A write for an account deleted meanwhile (the request passed the gateway before the deletion): the
  // database refused it (deleted_user trigger), and the caller learns the account is gone, not a 500.
  if (isDeletedUserWrite(err)) {
    sendError(req, res, 410, { message: "This account has been deleted.", code: "ACCOUNT_DELETED" });
    return;
  }
  // body-parser marks its errors with `type` and an HTTP status.
  const status = typeof err?.status === "number" ? err.status : typeof err?.statusCode === "number" ? err.statusCode : 500;
  if (err?.type === "entity.too.large") {
    sendError(req, res, 413, { message: "Request body is too large", code: "PAYLOAD_TOO_LARGE" });
    return;
  }
  if (err?.type === "entity.parse.failed") {
    sendError(req, res, 400, { message: "Request body is not valid JSON", code: "INVALID_JSON", fields: { body: "Invalid JSON" } });
    return;
  }
  // A client error from middleware (express.static's missing file, a malformed URL). Its message is shown
  // only when it says it may be (`expose`): a missing file's names the path on disk.
  if (status >= 400 && status < 500) {
    const message = err?.expose === true ? String(err.message) : (MESSAGE_BY_STATUS[status] ?? "Bad request");
    sendError(req, res, status, { message, code: CODE_BY_STATUS[status] ?? "BAD_REQUEST" });
    return;
  }
  req.log?.error({ err, reqId: req.id }, "unhandled error");
  sendError(req, res, 500, { message: "Something went wrong. Please try again.", code: "INTERNAL", requestId: req.id });
};
