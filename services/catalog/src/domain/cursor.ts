import { AppError } from "@shopscript/kit";
import type { Position } from "../data/descriptions-repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: the position of the last item of a page. */
export const encodeCursor = (position: { createdAt: string; id: string }) =>
  Buffer.from(JSON.stringify([position.createdAt, position.id])).toString("base64url");

export function decodeCursor(cursor: string): Position {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [string, string];
    const date = new Date(createdAt);
    if (typeof id === "string" && UUID.test(id) && !Number.isNaN(date.getTime())) return { createdAt: date, id };
  } catch {
    // fall through to the error below
  }
  throw AppError.validation({ cursor: "Invalid cursor" });
}
