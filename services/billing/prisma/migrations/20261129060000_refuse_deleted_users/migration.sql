-- Issue 26: no billing row is inserted for a deleted account, however late the write comes (a user.registered
-- redelivered after user.deleted, a create-subscription that passed the gateway before the deletion).
-- refuse_deleted_user_rows() and the "deleted_user" table come from the kit's migration 0004; the
-- user.deleted consumer fills the table before it forgets the account. Prisma cannot express triggers.
CREATE TRIGGER "BillingAccount_refuse_deleted_user" AFTER INSERT ON "BillingAccount"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "SandboxCheckout_refuse_deleted_user" AFTER INSERT ON "SandboxCheckout"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "SandboxSubscription_refuse_deleted_user" AFTER INSERT ON "SandboxSubscription"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
