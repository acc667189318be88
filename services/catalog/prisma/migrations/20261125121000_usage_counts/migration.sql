-- CreateTable
CREATE TABLE "UsageCount" (
    "userId" UUID NOT NULL,
    "day" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "writer" TEXT NOT NULL DEFAULT '',
    "apiKeyId" TEXT NOT NULL DEFAULT '',
    "count" INTEGER NOT NULL DEFAULT 0,
    "passed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UsageCount_pkey" PRIMARY KEY ("userId","day","kind","platform","writer","apiKeyId")
);
