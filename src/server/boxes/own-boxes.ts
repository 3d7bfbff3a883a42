import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { boxes } from '../db/schema.js';
import { notFound } from '../errors.js';
import type { BoxRow } from './present.js';

export const active = (userId: string) => and(eq(boxes.userId, userId), isNull(boxes.deletedAt));

export async function countActiveBoxes(tx: Transaction | Database, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(boxes).where(active(userId));
  return row?.n ?? 0;
}

/** One of the caller's live boxes, or 404. */
export async function findBox(db: Database, user: UserRow, boxId: number): Promise<BoxRow> {
  const [box] = await db
    .select()
    .from(boxes)
    .where(and(eq(boxes.id, boxId), active(user.id)));
  if (!box) throw notFound();
  return box;
}

/** The given ids, all of them the caller's own live boxes, or 404: someone else's id is never accepted. */
export async function requireOwnedBoxes(db: Database, user: UserRow, boxIds: readonly number[]): Promise<BoxRow[]> {
  const unique = [...new Set(boxIds)];
  if (!unique.length) return [];
  const found = await db
    .select()
    .from(boxes)
    .where(and(active(user.id), inArray(boxes.id, unique)));
  if (found.length !== unique.length) throw notFound();
  return found;
}
