-- Issue 26: no per-user row is inserted for a deleted account, however late the write comes (a request that
-- passed the gateway before the deletion, a description.saved or description.generated still queued, a
-- batch row's answer). refuse_deleted_user_rows() and the "deleted_user" table come from the kit's
-- migration 0004; the user.deleted consumer fills the table before it purges. "DescriptionCount" is written
-- only by the triggers on "Description", so guarding "Description" guards it. Prisma cannot express triggers.
CREATE TRIGGER "Description_refuse_deleted_user" AFTER INSERT ON "Description"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "UsageCount_refuse_deleted_user" AFTER INSERT ON "UsageCount"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "BatchJob_refuse_deleted_user" AFTER INSERT ON "BatchJob"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "BatchRow_refuse_deleted_user" AFTER INSERT ON "BatchRow"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
