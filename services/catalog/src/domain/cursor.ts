import { AppError } from "@shopscript/kit";
import type { Position } from "../data/descriptions-repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A cursor names a row's creation time, so it lies in this range. JavaScript dates reach ±275,760 years;
// past year 9999 their ISO form ("+010000-…") is not a timestamp PostgreSQL reads, and it would fail there.
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1);
const isPlausibleCreationTime = (date: Date) => date.getTime() >= EARLIEST && date.getTime() < LATEST;

/** Opaque to clients: the position of the last item of a page. */
export const encodeCursor = (position: { createdAt: string; id: string }) =>
  Buffer.from(JSON.stringify([position.createdAt, position.id])).toString("base64url");

export function decodeCursor(cursor: string): Position {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [string, string];
    const date = new Date(createdAt);
    if (typeof id === "string" && UUID.test(id) && isPlausibleCreationTime(date)) return { createdAt: date, id };
  } catch {
    // fall through to the error below
  }
  throw AppError.validation({ cursor: "Invalid cursor" });
}
