import { sql } from 'drizzle-orm';
import type { BackupEvent } from '../../shared/schemas/backup.js';
import type { Transaction } from '../db/client.js';
import { duplicateKey, type IncomingEvent, insertEventsSkippingDuplicates } from '../events/bulk-insert.js';
import { type Owner, uncountTrashedEvents } from '../stats/day-counts.js';
import type { PlacedBox } from './restore-boxes.js';

export interface EventFigures {
  added: number;
  skipped: number;
  leftOut: number;
}

interface Placed {
  event: BackupEvent;
  box: PlacedBox;
}

const incoming = ({ event, box }: Placed): IncomingEvent => ({
  boxId: box.id,
  description: event.description,
  quantity: event.quantity,
  notes: event.notes,
  rating: event.rating,
  tags: event.tags,
  eventDate: new Date(event.eventDate),
  createdAt: new Date(event.createdAt),
});

/** Trashed events already in the account: the shared rule looks only at live ones, and the trash is small. */
async function trashedKeys(tx: Transaction, userId: string): Promise<Set<string>> {
  const { rows } = await tx.execute<{ boxId: number; eventDate: string; description: string; quantity: number }>(sql`
    SELECT box_id AS "boxId", event_date AS "eventDate", description, quantity
    FROM events WHERE user_id = ${userId} AND deleted_at IS NOT NULL`);
  return new Set(rows.map(duplicateKey));
}

/**
 * What the shared insert cannot know: an event whose mode differs from its box's now, and an event that was in the
 * trash (moved back there, its day uncounted). Only among the events this restore inserted (`ids`).
 */
async function applyDetails(tx: Transaction, owner: Owner, placed: readonly Placed[], ids: readonly number[]) {
  const details = placed
    .filter(({ event, box }) => event.deletedAt !== null || event.trackingMode !== box.trackingMode)
    .map(({ event, box }) => ({
      box_id: box.id,
      event_date: event.eventDate,
      description: event.description,
      quantity: event.quantity,
      tracking_mode: event.trackingMode,
      deleted_at: event.deletedAt,
    }));
  if (!details.length || !ids.length) return;
  await tx.execute(sql`
    WITH changed AS (
      UPDATE events e SET tracking_mode = x.tracking_mode, deleted_at = x.deleted_at
      FROM jsonb_to_recordset(${JSON.stringify(details)}::jsonb) AS x(
             box_id int, event_date timestamptz, description text, quantity int, tracking_mode text,
             deleted_at timestamptz),
           unnest(${`{${ids.join(',')}}`}::bigint[]) AS inserted(id)
      WHERE e.id = inserted.id AND e.user_id = ${owner.id} AND e.box_id = x.box_id AND e.event_date = x.event_date
        AND e.description = x.description AND e.quantity = x.quantity
      RETURNING e.user_id, e.box_id, e.event_date, e.quantity, e.deleted_at
    ), trashed AS (SELECT * FROM changed WHERE deleted_at IS NOT NULL)
    ${uncountTrashedEvents(owner.timeZone)}`);
}

/**
 * The file's events into the boxes they were placed in, through the duplicate rule shared with import: live ones
 * first, then the trashed ones (left out when the account's trash already holds them).
 */
export async function restoreEvents(
  tx: Transaction,
  owner: Owner,
  fileEvents: readonly BackupEvent[],
  placed: ReadonlyMap<number, PlacedBox>,
  now: Date,
): Promise<EventFigures> {
  const live: Placed[] = [];
  const trashed: Placed[] = [];
  let leftOut = 0;
  for (const event of fileEvents) {
    const box = placed.get(event.boxId);
    if (!box) leftOut++;
    else (event.deletedAt === null ? live : trashed).push({ event, box });
  }
  const inTrash = trashed.length ? await trashedKeys(tx, owner.id) : new Set<string>();
  const newTrashed = trashed.filter(({ event, box }) => !inTrash.has(duplicateKey({ ...event, boxId: box.id })));

  const liveIds = await insertEventsSkippingDuplicates(tx, owner, live.map(incoming), now);
  await applyDetails(tx, owner, live, liveIds);
  const trashedIds = await insertEventsSkippingDuplicates(tx, owner, newTrashed.map(incoming), now);
  await applyDetails(tx, owner, newTrashed, trashedIds);

  const added = liveIds.length + trashedIds.length;
  return { added, skipped: live.length + trashed.length - added, leftOut };
}
