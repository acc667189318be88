-- AlterTable
ALTER TABLE "BillingAccount" ADD COLUMN     "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "currentPeriodEnd" TIMESTAMPTZ(3),
ADD COLUMN     "customerId" TEXT,
ADD COLUMN     "plan" TEXT,
ADD COLUMN     "provider" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "subscriptionId" TEXT,
ADD COLUMN     "syncedAt" TIMESTAMPTZ(6);

-- CreateTable
CREATE TABLE "ProcessedWebhookEvent" (
    "eventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessedWebhookEvent_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "SandboxCheckout" (
    "id" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "customerId" TEXT NOT NULL,
    "plan" TEXT NOT NULL,
    "successUrl" TEXT NOT NULL,
    "cancelUrl" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "subscriptionId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SandboxCheckout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxSubscription" (
    "id" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "customerId" TEXT NOT NULL,
    "plan" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "currentPeriodEnd" TIMESTAMPTZ(3) NOT NULL,
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SandboxSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SandboxCheckout_userId_idx" ON "SandboxCheckout"("userId");

-- CreateIndex
CREATE INDEX "SandboxSubscription_customerId_idx" ON "SandboxSubscription"("customerId");

-- CreateIndex
CREATE INDEX "SandboxSubscription_userId_idx" ON "SandboxSubscription"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "BillingAccount_customerId_key" ON "BillingAccount"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "BillingAccount_subscriptionId_key" ON "BillingAccount"("subscriptionId");

