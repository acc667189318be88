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

-- CreateTable
CREATE TABLE "PulledProduct" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "connectionId" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "storeUpdatedAt" TEXT NOT NULL,
    "pulledAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PulledProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublishRun" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "connectionId" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "message" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PublishRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublishEntry" (
    "id" UUID NOT NULL,
    "runId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "productId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "after" TEXT NOT NULL,
    "before" TEXT,
    "snapshotted" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "message" TEXT,
    "publishedAt" TIMESTAMPTZ(3),
    "restoredAt" TIMESTAMPTZ(3),

    CONSTRAINT "PublishEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StoreConnection_userId_idx" ON "StoreConnection"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "StoreConnection_userId_platform_shop_key" ON "StoreConnection"("userId", "platform", "shop");

-- CreateIndex
CREATE INDEX "OAuthState_userId_idx" ON "OAuthState"("userId");

-- CreateIndex
CREATE INDEX "PulledProduct_userId_idx" ON "PulledProduct"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PulledProduct_jobId_key_key" ON "PulledProduct"("jobId", "key");

-- CreateIndex
CREATE INDEX "PublishRun_userId_createdAt_idx" ON "PublishRun"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "PublishRun_status_idx" ON "PublishRun"("status");

-- CreateIndex
CREATE INDEX "PublishEntry_userId_idx" ON "PublishEntry"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PublishEntry_runId_productId_field_key" ON "PublishEntry"("runId", "productId", "field");

-- AddForeignKey
ALTER TABLE "PublishEntry" ADD CONSTRAINT "PublishEntry_runId_fkey" FOREIGN KEY ("runId") REFERENCES "PublishRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- No connection, authorization, pulled product or publish is stored for a deleted account, however late the
-- write comes (a Shopify callback or a publish finishing after user.deleted). refuse_deleted_user_rows() and
-- "deleted_user" come from the kit's migration 0004; the user.deleted consumer fills the table. Prisma
-- cannot express triggers.
CREATE TRIGGER "StoreConnection_refuse_deleted_user" AFTER INSERT ON "StoreConnection"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "OAuthState_refuse_deleted_user" AFTER INSERT ON "OAuthState"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "PulledProduct_refuse_deleted_user" AFTER INSERT ON "PulledProduct"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
CREATE TRIGGER "PublishRun_refuse_deleted_user" AFTER INSERT ON "PublishRun"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
