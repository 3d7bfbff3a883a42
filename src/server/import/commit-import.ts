import { and, eq, sql } from 'drizzle-orm';
import { limitsFor } from '../../shared/plans.js';
import type { ImportCommit } from '../../shared/schemas/import.js';
import type { AnyDatabase } from '../db/client.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import { imports } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { foldName } from './content.js';
import { keptBoxes, keptEvents } from './kept-content.js';
import { createChosenBoxes, liveBoxesByName, placeEvents } from './place-content.js';

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Imports a previewed file, all of it at once or nothing: the boxes named (all by default) within the plan's
 * room for new boxes, their events without duplicates. Recorded so that undo removes exactly this.
 */
export async function commitImport(
  { clock }: ServiceDeps,
  user: UserRow,
  bulk: AnyDatabase,
  importId: string,
  boxNames: readonly string[] | undefined,
): Promise<ImportCommit> {
  const now = clock.now();
  const { maxBoxes } = limitsFor(user, now);
  return bulk.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const [found] = await tx
      .select({ state: imports.state, expiresAt: imports.expiresAt, kept: sql<boolean>`content IS NOT NULL` })
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.userId, user.id)))
      .for('update');
    if (!found || (found.state === 'previewed' && found.expiresAt <= now)) throw notFound();
    if (found.state !== 'previewed' || !found.kept) throw new AppError('import_done', 'import.errors.done');
    const kept = await keptBoxes(tx, importId, user.id);
    const named = boxNames ? new Set(boxNames.map(foldName)) : undefined;
    const chosen = named ? kept.filter((box) => named.has(foldName(box.name))) : kept;
    if (named && chosen.length !== named.size) throw new AppError('validation', 'import.validation.boxUnknown');
    const live = await liveBoxesByName(tx, user.id);
    const newBoxes = chosen.filter((box) => !live.has(foldName(box.name))).length;
    if (newBoxes && live.size + newBoxes > maxBoxes) {
      throw new AppError('box_limit', 'import.errors.boxLimit', { max: maxBoxes, count: newBoxes });
    }
    const { idOf, created } = await createChosenBoxes(tx, user, chosen, live, now);
    const eventIds: number[] = [];
    for await (const events of keptEvents(tx, importId, user.id)) {
      for (const id of await placeEvents(tx, user, events, idOf, now)) eventIds.push(id);
    }
    await tx.execute(sql`
      INSERT INTO import_events (import_id, event_id, user_id)
      SELECT ${importId}, unnest(${idArray(eventIds)}::bigint[]), ${user.id}`);
    await tx.execute(sql`
      INSERT INTO import_boxes (import_id, box_id, user_id)
      SELECT ${importId}, unnest(${idArray(created)}::int[]), ${user.id}`);
    await tx
      .update(imports)
      .set({ state: 'committed', content: null, boxesCreated: created.length, eventsCreated: eventIds.length })
      .where(eq(imports.id, importId));
    return { boxesCreated: created.length, eventsCreated: eventIds.length };
  });
}
