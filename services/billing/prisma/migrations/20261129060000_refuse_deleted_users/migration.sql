-- Issue 26: no billing row is inserted for a deleted account, however late the write comes (a user.registered
-- redelivered after user.deleted, a create-subscription that passed the gateway before the deletion).
-- refuse_deleted_user_write() and the "deleted_user" table come from the kit's migration 0004; the
-- user.deleted consumer fills the table before it forgets the account. Prisma cannot express triggers.
CREATE TRIGGER "BillingAccount_refuse_deleted_user" BEFORE INSERT ON "BillingAccount"
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_user_write();
CREATE TRIGGER "SandboxCheckout_refuse_deleted_user" BEFORE INSERT ON "SandboxCheckout"
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_user_write();
CREATE TRIGGER "SandboxSubscription_refuse_deleted_user" BEFORE INSERT ON "SandboxSubscription"
  FOR EACH ROW EXECUTE FUNCTION refuse_deleted_user_write();
