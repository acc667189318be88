-- Issue 26: no per-user row is inserted for a deleted account, however late the write comes (a request that
-- passed the gateway before the deletion, a description.saved or description.generated still queued, a
-- batch row's answer). refuse_deleted_user_write() and the "deleted_user" table come from the kit's
-- migration 0004; the user.deleted consumer fills the table before it purges. "DescriptionCount" is written
-- only by the triggers on "Description", so guarding "Description" guards it. Prisma cannot express triggers.
CREATE TRIGGER "Description_refuse_deleted_user" BEFORE INSERT ON "Description"
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_user_write();
CREATE TRIGGER "UsageCount_refuse_deleted_user" BEFORE INSERT ON "UsageCount"
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_user_write();
CREATE TRIGGER "BatchJob_refuse_deleted_user" BEFORE INSERT ON "BatchJob"
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_user_write();
CREATE TRIGGER "BatchRow_refuse_deleted_user" BEFORE INSERT ON "BatchRow"
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_user_write();
