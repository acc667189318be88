-- The transactional outbox and the consumer inbox, created in every service schema that keeps state.
-- Applied by the kit's migration runner with search_path set to the service's schema.
CREATE TABLE "outbox_event" (
  "seq"          BIGSERIAL PRIMARY KEY,
  "id"           UUID NOT NULL UNIQUE,
  "type"         TEXT NOT NULL,
  "envelope"     JSONB NOT NULL,
  "created_at"   TIMESTAMPTZ NOT NULL DEFAULT now(),
  "published_at" TIMESTAMPTZ,
  "attempts"     INTEGER NOT NULL DEFAULT 0,
  "last_error"   TEXT
);
-- The relay only ever scans what is still unpublished, in commit order.
CREATE INDEX "outbox_event_unpublished_idx" ON "outbox_event" ("seq") WHERE "published_at" IS NULL;

CREATE TABLE "processed_event" (
  "consumer"     TEXT NOT NULL,
  "event_id"     UUID NOT NULL,
  "processed_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY ("consumer", "event_id")
);
