import { and, count, eq, lt, sql } from 'drizzle-orm';
import { MAX_OPEN_STREAMS } from '../../shared/schemas/ai.js';
import type { Database, Transaction } from '../db/client.js';
import { aiStreams } from '../db/schema.js';
import { AppError } from '../errors.js';

/** A heartbeat goes out this often, and pushes the stream's row on; a row not pushed on for longer is dead. */
export const HEARTBEAT_MS = 15_000;
const LEASE_MS = 3 * HEARTBEAT_MS;

/**
 * The cap on answers a person streams at once, kept in PostgreSQL so it holds across app processes: a row per open
 * stream, taken under a per-user transaction lock, removed when the stream ends (or left to expire if its process
 * died).
 */

/** Serialises one person's K-ORAI bookkeeping (stream slots, the allowance) until the transaction ends. */
export async function lockAssistantOf(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`korai:${userId}`}, 0))`);
}

export function createStreamSlots(db: Database) {
  return {
    /** Takes a slot inside the caller's transaction, which holds `lockAssistantOf` the user. */
    async open(tx: Transaction, userId: string, now: Date): Promise<string> {
      await tx.delete(aiStreams).where(and(eq(aiStreams.userId, userId), lt(aiStreams.expiresAt, now)));
      const [open] = await tx.select({ value: count() }).from(aiStreams).where(eq(aiStreams.userId, userId));
      if ((open?.value ?? 0) >= MAX_OPEN_STREAMS) {
        throw new AppError('too_many_streams', 'errors.too_many_streams', { max: MAX_OPEN_STREAMS });
      }
      const [row] = await tx
        .insert(aiStreams)
        .values({ userId, expiresAt: new Date(now.getTime() + LEASE_MS) })
        .returning({ id: aiStreams.id });
      if (!row) throw new Error('no stream row');
      return row.id;
    },
    async renew(userId: string, id: string, now: Date): Promise<void> {
      await db
        .update(aiStreams)
        .set({ expiresAt: new Date(now.getTime() + LEASE_MS) })
        .where(and(eq(aiStreams.id, id), eq(aiStreams.userId, userId)));
    },
    async close(userId: string, id: string): Promise<void> {
      await db.delete(aiStreams).where(and(eq(aiStreams.id, id), eq(aiStreams.userId, userId)));
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
