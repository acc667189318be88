-- CreateTable
CREATE TABLE "StoreConnection" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "shop" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "scopes" TEXT NOT NULL DEFAULT '',
    "sealedToken" BYTEA,
    "tokenKeyId" TEXT,
    "connectedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disconnectedAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "StoreConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OAuthState" (
    "stateHash" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "shop" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "OAuthState_pkey" PRIMARY KEY ("stateHash")
);

-- CreateIndex
CREATE INDEX "StoreConnection_userId_idx" ON "StoreConnection"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "StoreConnection_userId_platform_shop_key" ON "StoreConnection"("userId", "platform", "shop");

-- CreateIndex
CREATE INDEX "OAuthState_userId_idx" ON "OAuthState"("userId");


-- No connection or authorization is stored for a deleted account, however late the write comes (a Shopify
-- callback finishing after user.deleted). refuse_deleted_user_rows() and "deleted_user" come from the kit's
-- migration 0004; the user.deleted consumer fills the table. Prisma cannot express triggers.
CREATE TRIGGER "StoreConnection_refuse_deleted_user" AFTER INSERT ON "StoreConnection"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "OAuthState_refuse_deleted_user" AFTER INSERT ON "OAuthState"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
