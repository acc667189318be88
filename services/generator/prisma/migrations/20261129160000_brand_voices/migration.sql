-- Issue 31: brand voices, the generator's first durable data. One row per voice, owned by one seller.

-- CreateTable
CREATE TABLE "Voice" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "profile" JSONB NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Voice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Voice_userId_createdAt_idx" ON "Voice"("userId", "createdAt");

-- One default voice per seller, held by the database rather than by every writer's care. Prisma cannot express
-- a partial unique index.
CREATE UNIQUE INDEX "Voice_one_default_per_user" ON "Voice"("userId") WHERE "isDefault";

-- A deleted account stays deleted: no voice can be stored for it afterwards (the kit's deleted_user table).
CREATE TRIGGER "Voice_refuse_deleted_user" AFTER INSERT ON "Voice"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleted_user_rows();
