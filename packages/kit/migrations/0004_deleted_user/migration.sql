-- Issue 26: a deleted account's data must not come back. Writes that were in flight when the account was
-- deleted (a request past the gateway, an event still queued) can land after the user.deleted purge ran.
-- The consumer of user.deleted records the user here first ("tombstoneUser" in the kit), and a trigger on every
-- per-user table ("refuse_deleted_user_rows", attached by each service's own migration) refuses an insert
-- for a recorded user, inside the writing transaction.
--
-- Why this cannot race: the trigger takes a SHARED transaction-scoped advisory lock on the user's key (held
-- until the writing transaction ends) before it looks here; the tombstone is written under the EXCLUSIVE lock on the same key. A write that took its lock
-- first commits before the tombstone can be written, and the purge (which starts after the tombstone commits)
-- deletes it. A write that comes later waits for the tombstone's commit and then sees it (READ COMMITTED: each
-- statement of a volatile function reads what is committed when it starts), and is refused.
CREATE TABLE "deleted_user" (
  "user_id"    UUID PRIMARY KEY,
  "deleted_at" TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One advisory-lock key per user and schema (services may share a database: one service's purge should not
-- wait on another's writes). SET search_path FROM CURRENT: current_schema() is this migration's schema.
CREATE FUNCTION deleted_user_lock_key(user_id UUID) RETURNS BIGINT
  LANGUAGE sql SET search_path FROM CURRENT
  AS $$ SELECT hashtextextended(current_schema() || ':deleted-user:' || user_id::text, 0) $$;

-- An AFTER INSERT ... FOR EACH STATEMENT trigger with the inserted rows as transition table "inserted": one
-- lock and one look per user a statement writes (a 5,000-row batch is one user, one check), not per row (a
-- row-level version cost ~0.2 ms a row: 1 s for 5,000). Raising here undoes the statement. SQLSTATE SS410 is
-- ours: the kit's error middleware answers it with 410 Gone.
CREATE FUNCTION refuse_deleted_user_rows() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
DECLARE
  writer UUID;
BEGIN
  FOR writer IN SELECT DISTINCT "userId" FROM inserted ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock_shared(deleted_user_lock_key(writer));
    IF EXISTS (SELECT 1 FROM "deleted_user" WHERE "user_id" = writer) THEN
      RAISE EXCEPTION 'this account was deleted; nothing more is stored for it' USING ERRCODE = 'SS410';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
