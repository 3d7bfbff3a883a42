import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TrackedEventWithBox } from '../../shared/schemas/events.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events } from '../db/schema.js';
import { boxColumns, eventColumns, eventConditions } from '../events/filters.js';
import { presentEventWithBox } from '../events/present.js';
import { findGoal, type GoalDeps, goalPeriod } from './goal-rows.js';

const GOAL_EVENTS_SHOWN = 500;

/** The goal's events, newest first, optionally narrowed to days `from`..`to` inside its period. */
export async function goalEvents(
  deps: GoalDeps,
  user: UserRow,
  goalId: number,
  range: { from?: string; to?: string },
): Promise<TrackedEventWithBox[]> {
  const { db, clock } = deps;
  const goal = await findGoal(deps, user, goalId);
  const { start, end } = goalPeriod(user, goal, clock.now());
  const from = range.from && range.from > start ? range.from : start;
  const to = range.to && range.to < end ? range.to : end;
  if (from > to) return [];
  const rows = await db
    .select({ event: eventColumns, box: boxColumns })
    .from(events)
    .innerJoin(boxes, eq(boxes.id, events.boxId))
    .where(
      and(
        eventConditions({
          userId: user.id,
          timeZone: user.timeZone,
          startDate: from,
          endDate: to,
          notAfter: clock.now(),
        }),
        inArray(events.boxId, goal.boxIds),
      ),
    )
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(GOAL_EVENTS_SHOWN);
  return rows.map((row) => presentEventWithBox(row.event, row.box));
}
