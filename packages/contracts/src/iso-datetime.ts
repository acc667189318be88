import { z } from "zod";

// Timestamps cross the wire as ISO-8601 strings (JSON has no date type). Offsets are accepted
// because Postgres and other producers may write "+00:00" rather than "Z".
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: "Expected an ISO-8601 date-time string",
});
