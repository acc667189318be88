-- Published events are pruned after a retention window (OutboxRelay.prunePublished): find them by age.
CREATE INDEX "outbox_event_published_idx" ON "outbox_event" ("published_at") WHERE "published_at" IS NOT NULL;
