-- CreateTable
CREATE TABLE "SentMessage" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SentMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SentMessage_eventId_kind_key" ON "SentMessage"("eventId", "kind");

