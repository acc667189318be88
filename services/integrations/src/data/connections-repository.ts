import type { ConnectionStatus, StoreConnectionView, StorePlatform } from "@shopscript/contracts";
import type { Database } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";

/** A transaction client or the root one: the repository works inside the caller's transaction when given one. */
export type Tx = Pick<PrismaClient, "storeConnection" | "oAuthState" | "pulledProduct" | "publishRun">;

export interface ConnectionRow {
  id: string;
  userId: string;
  platform: StorePlatform;
  shop: string;
  status: ConnectionStatus;
  scopes: string;
  sealedToken: Uint8Array | null;
  tokenKeyId: string | null;
  connectedAt: Date;
  disconnectedAt: Date | null;
}

export const toView = (row: ConnectionRow): StoreConnectionView => ({
  id: row.id,
  platform: row.platform,
  shop: row.shop,
  status: row.status,
  scopes: row.scopes ? row.scopes.split(",") : [],
  connectedAt: row.connectedAt.toISOString(),
  disconnectedAt: row.disconnectedAt?.toISOString() ?? null,
});

/** Connections and OAuth states; every read is scoped to the seller who owns them. */
export function createConnectionsRepository(db: Database<PrismaClient>) {
  const client = db.client;
  return {
    async listFor(userId: string): Promise<ConnectionRow[]> {
      return (await client.storeConnection.findMany({
        where: { userId },
        orderBy: [{ connectedAt: "desc" }, { id: "asc" }],
      })) as ConnectionRow[];
    },

    async findFor(userId: string, id: string, tx: Tx = client): Promise<ConnectionRow | null> {
      return (await tx.storeConnection.findFirst({ where: { id, userId } })) as ConnectionRow | null;
    },

    async findByShop(platform: StorePlatform, shop: string, tx: Tx = client): Promise<ConnectionRow[]> {
      return (await tx.storeConnection.findMany({ where: { platform, shop, status: "connected" } })) as ConnectionRow[];
    },

    /** The connection's id for (seller, platform, shop), made if new: the token is sealed to this id. */
    async idFor(tx: Tx, key: { userId: string; platform: StorePlatform; shop: string }): Promise<string> {
      const row = await tx.storeConnection.upsert({
        where: { userId_platform_shop: key },
        create: { ...key, status: "disconnected" },
        update: {},
        select: { id: true },
      });
      return row.id;
    },

    async markConnected(tx: Tx, id: string, values: { scopes: string; sealedToken: Uint8Array; tokenKeyId: string; at: Date }) {
      await tx.storeConnection.update({
        where: { id },
        data: {
          status: "connected",
          scopes: values.scopes,
          sealedToken: Buffer.from(values.sealedToken),
          tokenKeyId: values.tokenKeyId,
          connectedAt: values.at,
          disconnectedAt: null,
        },
      });
    },

    /** Drops the credential with the status change: a disconnected or revoked row holds nothing usable. */
    async markDisconnected(tx: Tx, id: string, status: "disconnected" | "revoked", at: Date): Promise<boolean> {
      const { count } = await tx.storeConnection.updateMany({
        where: { id, status: "connected" },
        data: { status, sealedToken: null, tokenKeyId: null, disconnectedAt: at },
      });
      return count === 1;
    },

    async sealedUnder(notKeyId: string, take: number): Promise<Array<{ id: string; userId: string; sealedToken: Uint8Array }>> {
      const rows = await client.storeConnection.findMany({
        where: { sealedToken: { not: null }, NOT: { tokenKeyId: notKeyId } },
        select: { id: true, userId: true, sealedToken: true },
        take,
      });
      return rows as Array<{ id: string; userId: string; sealedToken: Uint8Array }>;
    },

    async replaceSealed(id: string, from: Uint8Array, to: Uint8Array, keyId: string): Promise<void> {
      // Only if nobody replaced it meanwhile (a reconnect seals a new token).
      await client.storeConnection.updateMany({
        where: { id, sealedToken: { equals: Buffer.from(from) } },
        data: { sealedToken: Buffer.from(to), tokenKeyId: keyId },
      });
    },

    async deleteAllFor(tx: Tx, userId: string): Promise<void> {
      await tx.storeConnection.deleteMany({ where: { userId } });
      await tx.oAuthState.deleteMany({ where: { userId } });
      await tx.pulledProduct.deleteMany({ where: { userId } });
      // The publish log goes with its runs (cascade).
      await tx.publishRun.deleteMany({ where: { userId } });
    },

    async saveState(state: { stateHash: string; userId: string; shop: string; expiresAt: Date }): Promise<void> {
      await client.oAuthState.create({ data: state });
    },

    /** Uses a state once, whoever it was handed to (WooCommerce's callback comes without a session): its seller and store, else null. */
    async takeAnyState(tx: Tx, stateHash: string, now: Date): Promise<{ userId: string; shop: string } | null> {
      const { count } = await tx.oAuthState.updateMany({
        where: { stateHash, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return null;
      return tx.oAuthState.findUnique({ where: { stateHash }, select: { userId: true, shop: true } });
    },

    /** Uses a state once: the row if it was unused and unexpired for this seller, else null. */
    async takeState(tx: Tx, stateHash: string, userId: string, now: Date): Promise<{ shop: string } | null> {
      const { count } = await tx.oAuthState.updateMany({
        where: { stateHash, userId, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return null;
      const row = await tx.oAuthState.findUnique({ where: { stateHash }, select: { shop: true } });
      return row;
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
