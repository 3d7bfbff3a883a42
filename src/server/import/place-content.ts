import { and, eq, isNull } from 'drizzle-orm';
import type { AnyDatabase, Transaction } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { boxes } from '../db/schema.js';
import { insertEventsSkippingDuplicates } from '../events/bulk-insert.js';
import { foldName, type ImportedBox, type ImportedEvent } from './content.js';

/** The user's live boxes by folded name. */
export async function liveBoxesByName(db: AnyDatabase | Transaction, userId: string): Promise<Map<string, number>> {
  const live = await db
    .select({ id: boxes.id, name: boxes.name })
    .from(boxes)
    .where(and(eq(boxes.userId, userId), isNull(boxes.deletedAt)));
  return new Map(live.map((box) => [foldName(box.name), box.id]));
}

/**
 * Creates the chosen boxes that do not exist yet. Returns the id of each chosen box by the content's name for it,
 * and the ids of those created.
 */
export async function createChosenBoxes(
  tx: Transaction,
  user: UserRow,
  chosen: readonly ImportedBox[],
  live: Map<string, number>,
  now: Date,
): Promise<{ idOf: Map<string, number>; created: number[] }> {
  const byFoldedName = new Map(live);
  const missing = chosen.filter((box) => !byFoldedName.has(foldName(box.name)));
  const created = missing.length
    ? await tx
        .insert(boxes)
        .values(
          missing.map((box) => ({
            userId: user.id,
            name: box.name,
            emoji: box.emoji,
            trackingMode: box.trackingMode,
            unit: box.unit ?? null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: boxes.id, name: boxes.name })
    : [];
  for (const box of created) byFoldedName.set(foldName(box.name), box.id);
  const idOf = new Map(
    chosen.flatMap((box) => {
      const id = byFoldedName.get(foldName(box.name));
      return id === undefined ? [] : [[box.name, id] as const];
    }),
  );
  return { idOf, created: created.map((box) => box.id) };
}

/**
 * The events of the chosen boxes into them, duplicates left out by the one rule imports and backups share.
 * Returns the new events' ids.
 */
export function placeEvents(
  tx: Transaction,
  user: UserRow,
  events: readonly ImportedEvent[],
  idOf: Map<string, number>,
  now: Date,
): Promise<number[]> {
  const incoming = events.flatMap((event) => {
    const boxId = idOf.get(event.box);
    return boxId === undefined ? [] : [{ ...event, boxId, eventDate: new Date(event.eventDate) }];
  });
  return insertEventsSkippingDuplicates(tx, user, incoming, now);
}
