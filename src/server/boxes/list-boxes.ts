import { sql } from 'drizzle-orm';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import type { Box } from '../../shared/schemas/boxes.js';
import type { Database } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import type { UserRow } from '../db/rows.js';
import { answersAt, halfThePool, onceEach, together } from '../db/together.js';
import type { ServiceDeps } from '../deps.js';
import { readOnlyBoxIds } from '../plans/box-access.js';
import { eventsSoFarToday } from '../stats/day-counts.js';
import { type BoxRow, type ListedBox, presentBox } from './present.js';

/** What the box service's parts need: the services' deps and the reader of lists. */
export interface BoxContext extends ServiceDeps {
  readLists: ReturnType<typeof createListReader>;
}

/** Whose list, and the moments its today runs between. */
interface ListAsk {
  userId: string;
  dayStart: Date;
  now: Date;
}

const p = sql.placeholder;
/**
 * Every screen of the app starts with this list: several people's lists in one prepared statement, each box with
 * today's count, starred first, then by name as a person reads it (case-insensitive). Each row comes back with the
 * place of its list in the arrays (`at`, from 1).
 */
const LIST_BOXES = sql`
  WITH asked AS (
    SELECT * FROM unnest(${p('userIds')}::uuid[], ${p('dayStarts')}::timestamptz[], ${p('nows')}::timestamptz[])
      WITH ORDINALITY AS asked(user_id, day_start, now, at)
  )
  SELECT asked.at::int, list.* FROM asked CROSS JOIN LATERAL (
    SELECT b.id, b.name, b.emoji, b.color, b.tracking_mode AS "trackingMode", b.starred, b.category, b.unit,
      b.created_at AS "createdAt", coalesce(today.count, 0) AS "todayCount"
    FROM boxes b
    LEFT JOIN (${eventsSoFarToday(sql`asked.user_id`, sql`asked.day_start`, sql`asked.now`)}) today
      ON today.box_id = b.id
    WHERE b.user_id = asked.user_id AND b.deleted_at IS NULL
  ) list
  ORDER BY asked.at, list.starred DESC, lower(list.name), list.id`;

/** The most lists one statement reads. */
const TOGETHER_MAX = 100;

/**
 * Reads lists as they are asked for, and together when many are (`db/together.ts`); one person asking several
 * times at once is read once.
 */
export function createListReader(db: Database, inFlightMax = halfThePool(db)) {
  const statement = preparedStatement<ListedBox & { at: number }>(db, 'korai_list_boxes', LIST_BOXES);

  async function read(asks: ListAsk[]) {
    const { distinct, placeOf } = onceEach(asks, (ask) => `${ask.userId} ${ask.dayStart.getTime()}`);
    const rows = await statement({
      userIds: distinct.map((ask) => ask.userId),
      dayStarts: distinct.map((ask) => ask.dayStart),
      nows: distinct.map((ask) => ask.now),
    });
    return answersAt(rows, placeOf);
  }

  return together({ run: read, inFlightMax, batchMax: TOGETHER_MAX });
}

/** The user's live boxes, each with today's count and whether the plan still lets it change. */
export async function listBoxes({ db, clock, readLists }: BoxContext, user: UserRow): Promise<Box[]> {
  const now = clock.now();
  const dayStart = startOfLocalDay(localDate(now, user.timeZone), user.timeZone);
  const [rows, readOnly] = await Promise.all([
    readLists({ userId: user.id, dayStart, now }),
    readOnlyBoxIds(db, user, now),
  ]);
  return rows.map((box) => presentBox(box, box.todayCount, readOnly.has(box.id)));
}

/** A box as the API shows it after a change: its today count read again. */
export async function presentAfterChange(ctx: BoxContext, user: UserRow, box: BoxRow): Promise<Box> {
  return (await listBoxes(ctx, user)).find((entry) => entry.id === box.id) ?? presentBox(box, 0);
}
