import { sql } from 'drizzle-orm';
import type { PlanLimits } from '../../shared/plans.js';
import type { BackupBox } from '../../shared/schemas/backup.js';
import type { Transaction } from '../db/client.js';
import { boxes } from '../db/schema.js';

/** Where a box of the file went in the account. */
export interface PlacedBox {
  id: number;
  trackingMode: 'counter' | 'descriptive';
  /** When it goes (back) to the trash once its events are in; null for a live box. */
  trashedAt: Date | null;
}

export interface BoxPlacement {
  /** File box id -> the account's box. */
  placed: Map<number, PlacedBox>;
  created: number;
  matched: number;
  leftOut: string[];
  starsLeftOut: number;
}

interface ExistingBox {
  id: number;
  key: string;
  trackingMode: 'counter' | 'descriptive';
  starred: boolean;
  deletedAt: Date | null;
}

/** Names folded as search folds them (korai_fold: lower case, accents dropped), in the file's order. */
async function foldedNames(tx: Transaction, names: string[]): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string }>(sql`
    SELECT korai_fold(value) AS key
    FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) WITH ORDINALITY AS n(value, position)
    ORDER BY position`);
  return rows.map((row) => row.key);
}

export async function existingBoxes(tx: Transaction, userId: string): Promise<ExistingBox[]> {
  const { rows } = await tx.execute<{
    id: number;
    key: string;
    trackingMode: 'counter' | 'descriptive';
    starred: boolean;
    deletedAt: string | null;
  }>(sql`
    SELECT id, korai_fold(name) AS key, tracking_mode AS "trackingMode", starred, deleted_at AS "deletedAt"
    FROM boxes WHERE user_id = ${userId} ORDER BY id`);
  return rows.map((row) => ({ ...row, deletedAt: row.deletedAt ? new Date(row.deletedAt) : null }));
}

/**
 * Matches each box of the file to one of the account's by name (case- and accent-insensitive; live with live,
 * trashed with trashed) or creates it, within the plan: live boxes up to its limit, stars up to its limit.
 * Every box that will hold events is live until `retrash` puts the trashed ones back, since events go only into
 * live boxes.
 */
export async function placeBoxes(
  tx: Transaction,
  userId: string,
  fileBoxes: readonly BackupBox[],
  existing: readonly ExistingBox[],
  limits: PlanLimits,
  now: Date,
): Promise<BoxPlacement> {
  const keys = await foldedNames(
    tx,
    fileBoxes.map((box) => box.name),
  );
  const slot = (key: string, trashed: boolean) => `${trashed ? 'trash' : 'live'}:${key}`;
  const known = new Map<string, ExistingBox>();
  for (const box of existing) {
    const at = slot(box.key, box.deletedAt !== null);
    if (!known.has(at)) known.set(at, box);
  }
  let liveCount = existing.filter((box) => !box.deletedAt).length;
  let starredCount = existing.filter((box) => !box.deletedAt && box.starred).length;
  const result: BoxPlacement = { placed: new Map(), created: 0, matched: 0, leftOut: [], starsLeftOut: 0 };

  for (const [index, box] of fileBoxes.entries()) {
    const key = keys[index] ?? '';
    const trashed = box.deletedAt !== null;
    const match = known.get(slot(key, trashed));
    if (match) {
      result.placed.set(box.id, { id: match.id, trackingMode: match.trackingMode, trashedAt: match.deletedAt });
      result.matched++;
      continue;
    }
    if (!trashed && liveCount >= limits.maxBoxes) {
      result.leftOut.push(box.name);
      continue;
    }
    const starred = !trashed && box.starred && starredCount < limits.maxStarredBoxes;
    if (box.starred && !starred) result.starsLeftOut++;
    const [inserted] = await tx
      .insert(boxes)
      .values({
        userId,
        name: box.name,
        emoji: box.emoji,
        color: box.color.toLowerCase(),
        trackingMode: box.trackingMode,
        starred,
        category: box.category,
        unit: box.unit?.trim() || null,
        createdAt: new Date(box.createdAt),
        updatedAt: now,
      })
      .returning({ id: boxes.id });
    if (!inserted) throw new Error('box insert returned nothing');
    const trashedAt = box.deletedAt ? new Date(box.deletedAt) : null;
    known.set(slot(key, trashed), {
      id: inserted.id,
      key,
      trackingMode: box.trackingMode,
      starred,
      deletedAt: trashedAt,
    });
    result.placed.set(box.id, { id: inserted.id, trackingMode: box.trackingMode, trashedAt });
    result.created++;
    if (!trashed) liveCount++;
    if (starred) starredCount++;
  }

  const toOpen = [...result.placed.values()].filter((box) => box.trashedAt).map((box) => box.id);
  if (toOpen.length) {
    await tx.execute(sql`UPDATE boxes SET deleted_at = NULL WHERE user_id = ${userId}
      AND id = ANY(${`{${toOpen.join(',')}}`}::int[])`);
  }
  return result;
}

/** The trashed boxes back in the trash, each with its own deletion time. */
export async function retrash(tx: Transaction, userId: string, placement: BoxPlacement): Promise<void> {
  const trashed = [...new Map([...placement.placed.values()].map((box) => [box.id, box])).values()].filter(
    (box) => box.trashedAt,
  );
  if (!trashed.length) return;
  const rows = trashed.map((box) => ({ id: box.id, deleted_at: box.trashedAt?.toISOString() }));
  await tx.execute(sql`
    UPDATE boxes b SET deleted_at = x.deleted_at, starred = false
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id int, deleted_at timestamptz)
    WHERE b.id = x.id AND b.user_id = ${userId}`);
}
