import { and, asc, eq, isNull } from 'drizzle-orm';
import { limitsFor, PLANS } from '../../shared/plans.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events } from '../db/schema.js';
import { AppError } from '../errors.js';

type Reader = Pick<Database, 'select'>;

/**
 * The boxes of a user holding more than the plan allows (back on Free after Pro or the trial): the oldest ones up
 * to the limit stay usable, the rest can be looked at but not changed until the user chooses which to keep.
 */
export async function readOnlyBoxIds(db: Reader, user: UserRow, now: Date): Promise<Set<number>> {
  const { maxBoxes } = limitsFor(user, now);
  // Nobody holds more boxes than the largest plan allows, so on it nothing is read-only (and nothing is read).
  if (maxBoxes >= PLANS.pro.maxBoxes) return new Set();
  const beyond = await db
    .select({ id: boxes.id })
    .from(boxes)
    .where(and(eq(boxes.userId, user.id), isNull(boxes.deletedAt)))
    .orderBy(asc(boxes.createdAt), asc(boxes.id))
    .offset(maxBoxes);
  return new Set(beyond.map((box) => box.id));
}

/** Refuses a change to a box the plan no longer covers. */
export async function requireWritableBox(db: Reader, user: UserRow, now: Date, boxId: number): Promise<void> {
  if ((await readOnlyBoxIds(db, user, now)).has(boxId)) throw new AppError('box_read_only');
}

/** Refuses a change to an event of a box the plan no longer covers. */
export async function requireWritableEvent(db: Reader, user: UserRow, now: Date, eventId: number): Promise<void> {
  const readOnly = await readOnlyBoxIds(db, user, now);
  if (!readOnly.size) return;
  const [event] = await db
    .select({ boxId: events.boxId })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.userId, user.id)));
  if (event && readOnly.has(event.boxId)) throw new AppError('box_read_only');
}
