import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TrashedBox, TrashedEvent } from '../../shared/schemas/trash.js';
import { presentBoxSummary } from '../boxes/present.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { eventColumns } from '../events/filters.js';

export async function listTrashedBoxes({ db, clock }: ServiceDeps, user: UserRow): Promise<TrashedBox[]> {
  const rows = await db
    .select({ box: boxes, eventCount: count(events.id) })
    .from(boxes)
    .leftJoin(events, and(eq(events.boxId, boxes.id), isNull(events.deletedAt)))
    .where(and(eq(boxes.userId, user.id), isNotNull(boxes.deletedAt)))
    .groupBy(boxes.id)
    .orderBy(desc(boxes.deletedAt));
  return rows.map(({ box, eventCount }) => ({
    id: box.id,
    name: box.name,
    emoji: box.emoji,
    color: box.color,
    category: box.category,
    deletedAt: (box.deletedAt ?? clock.now()).toISOString(),
    eventCount,
  }));
}

export async function listTrashedEvents({ db, clock }: ServiceDeps, user: UserRow): Promise<TrashedEvent[]> {
  const rows = await db
    .select({ event: eventColumns, box: boxes })
    .from(events)
    .innerJoin(boxes, eq(boxes.id, events.boxId))
    .where(and(eq(events.userId, user.id), isNotNull(events.deletedAt)))
    .orderBy(desc(events.deletedAt), desc(events.id));
  return rows.map(({ event, box }) => ({
    id: event.id,
    description: event.description,
    hashtags: event.tags,
    eventDate: event.eventDate.toISOString(),
    deletedAt: (event.deletedAt ?? clock.now()).toISOString(),
    box: presentBoxSummary(box),
    boxInTrash: box.deletedAt !== null,
  }));
}
