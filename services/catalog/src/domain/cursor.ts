import type { DescriptionSort } from "@shopscript/contracts";
import { AppError } from "@shopscript/kit";
import type { Position } from "../data/descriptions-repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A cursor names a row's creation time, so it lies in this range. JavaScript dates reach ±275,760 years;
// past year 9999 their ISO form ("+010000-…") is not a timestamp PostgreSQL reads, and it would fail there.
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1);
const isPlausibleCreationTime = (date: Date) => date.getTime() >= EARLIEST && date.getTime() < LATEST;

/** The sorts whose position carries a value of its own (the lowered name, the platform) after time and id. */
const KEYED: ReadonlySet<DescriptionSort> = new Set(["name", "platform"]);
/** A key is a product name (at most 300 characters) lowered, or a platform. */
const KEY_MAX = 1200;

/**
 * Opaque to clients: the position of the last item of a page, [createdAt, id] (as before sorts existed) and
 * the sort's key for a name or platform sort.
 */
export const encodeCursor = (position: Position) =>
  Buffer.from(
    JSON.stringify(
      position.key === undefined ? [position.createdAt.toISOString(), position.id] : [position.createdAt.toISOString(), position.id, position.key],
    ),
  ).toString("base64url");

export function decodeCursor(cursor: string, sort: DescriptionSort = "newest"): Position {
  try {
    const [createdAt, id, key] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [string, string, unknown];
    const date = new Date(createdAt);
    const keyFits = KEYED.has(sort) ? typeof key === "string" && key.length <= KEY_MAX : true;
    if (typeof id === "string" && UUID.test(id) && isPlausibleCreationTime(date) && keyFits) {
      return KEYED.has(sort) ? { createdAt: date, id, key: key as string } : { createdAt: date, id };
    }
  } catch {
    // fall through to the error below
  }
  throw AppError.validation({ cursor: "Invalid cursor" });
}
