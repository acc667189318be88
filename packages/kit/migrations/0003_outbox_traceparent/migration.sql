-- The W3C trace context of the work that wrote the event (null while tracing is off): the relay's publish
-- continues that trace, so a request's trace reaches the services that consume its events.
ALTER TABLE "outbox_event" ADD COLUMN "traceparent" TEXT;
