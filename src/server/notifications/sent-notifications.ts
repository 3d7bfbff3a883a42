import { lt } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { sentNotifications } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';

/** Sent reminders and digests are remembered for two weeks, well past any catch-up window. */
const SENT_KEPT_DAYS = 14;

/** Claims a slot for the user; true for the one caller (of any process) that gets to send it. */
export async function claim({ db, clock }: ServiceDeps, userId: string, slot: string): Promise<boolean> {
  const claimed = await db
    .insert(sentNotifications)
    .values({ userId, slot, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ slot: sentNotifications.slot });
  return claimed.length > 0;
}

/** The daily clean-up: a claim is needed only while its reminder or its week could still be due. */
export async function pruneSent({ db, clock }: ServiceDeps): Promise<{ removed: number }> {
  const removed = await db
    .delete(sentNotifications)
    .where(lt(sentNotifications.createdAt, new Date(clock.now().getTime() - SENT_KEPT_DAYS * DAY_MS)))
    .returning({ slot: sentNotifications.slot });
  return { removed: removed.length };
}
