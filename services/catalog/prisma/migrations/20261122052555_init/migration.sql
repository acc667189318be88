-- CreateTable
CREATE TABLE "Description" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "productName" TEXT NOT NULL,
    "keywords" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "productUrl" TEXT,
    "description" TEXT NOT NULL,
    "listing" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Description_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Description_userId_createdAt_id_idx" ON "Description"("userId", "createdAt" DESC, "id" DESC);

