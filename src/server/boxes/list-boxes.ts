import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import type { Box } from '../../shared/schemas/boxes.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { boxes } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { readOnlyBoxIds } from '../plans/box-access.js';
import { eventsSoFarToday } from '../stats/day-counts.js';
import { type BoxRow, presentBox } from './present.js';

/** What the box service's parts need: the services' deps and the prepared list of boxes. */
export interface BoxContext extends ServiceDeps {
  listStatement: ReturnType<typeof prepareListBoxes>;
}

// Every screen of the app starts with this list: one prepared statement, today's counts included.
export function prepareListBoxes(db: Database) {
  const p = sql.placeholder;
  const today = db
    .$with('today', { boxId: sql<number>`box_id`.as('box_id'), count: sql<number>`count`.as('count') })
    .as(eventsSoFarToday(p('userId'), p('dayStart'), p('now')));
  return db
    .with(today)
    .select({ box: boxes, todayCount: sql<number>`coalesce(${today.count}, 0)` })
    .from(boxes)
    .leftJoin(today, eq(today.boxId, boxes.id))
    .where(and(eq(boxes.userId, p('userId')), isNull(boxes.deletedAt)))
    .orderBy(desc(boxes.starred), asc(sql`lower(${boxes.name})`), asc(boxes.id))
    .prepare('korai_list_boxes');
}

/** Starred first, then by name as a person reads it (case-insensitive), each with today's count. */
export async function listBoxes({ db, clock, listStatement }: BoxContext, user: UserRow): Promise<Box[]> {
  const now = clock.now();
  const dayStart = startOfLocalDay(localDate(now, user.timeZone), user.timeZone);
  const [rows, readOnly] = await Promise.all([
    listStatement.execute({ userId: user.id, dayStart, now }),
    readOnlyBoxIds(db, user, now),
  ]);
  return rows.map((row) => presentBox(row.box, row.todayCount, readOnly.has(row.box.id)));
}

/** A box as the API shows it after a change: its today count read again. */
export async function presentAfterChange(ctx: BoxContext, user: UserRow, box: BoxRow): Promise<Box> {
  return (await listBoxes(ctx, user)).find((entry) => entry.id === box.id) ?? presentBox(box, 0);
}
