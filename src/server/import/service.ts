import type { Readable } from 'node:stream';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../shared/days.js';
import { limitsFor } from '../../shared/plans.js';
import {
  IMPORT_PREVIEW_MINUTES,
  type ImportCommit,
  type ImportMapping,
  type ImportPreview,
  type ImportSource,
} from '../../shared/schemas/import.js';
import { addMs } from '../clock.js';
import type { AnyDatabase, Transaction } from '../db/client.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import { boxes, imports } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { countDuplicates, insertEventsSkippingDuplicates } from '../events/bulk-insert.js';
import type { Translate } from '../i18n.js';
import { uncountDeletedEvents } from '../stats/day-counts.js';
import { localDate } from '../time/local-dates.js';
import { foldName, type ImportContent, type ImportedBox, type ImportedEvent } from './content.js';
import { contentJson, keptBoxes, keptEvents } from './kept-content.js';
import { nothingToImport } from './malformed.js';
import { sourceReader } from './source-reader.js';

/** Thrown to roll back the preview's trial run. */
class TrialRun extends Error {
  constructor(
    readonly live: Map<string, number>,
    readonly inserted: number,
  ) {
    super('trial run');
  }
}

/** Above this many events a preview is not tried in a transaction but counted in a pass of short reads. */
export const PREVIEW_TRIAL_MAX_EVENTS = 10_000;

/** The user's live boxes by folded name. */
async function liveBoxesByName(db: AnyDatabase | Transaction, userId: string): Promise<Map<string, number>> {
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
async function createChosenBoxes(
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
function placeEvents(
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

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

interface PreviewCount {
  live: Map<string, number>;
  duplicates: number;
}

/** A small file: its import tried in a transaction that is then rolled back, counting what it left out. */
async function trialRun(db: AnyDatabase, user: UserRow, content: ImportContent, now: Date): Promise<PreviewCount> {
  try {
    await db.transaction(async (tx) => {
      const live = await liveBoxesByName(tx, user.id);
      const { idOf } = await createChosenBoxes(tx, user, content.boxes, live, now);
      throw new TrialRun(live, (await placeEvents(tx, user, content.events, idOf, now)).length);
    });
  } catch (error) {
    if (error instanceof TrialRun) return { live: error.live, duplicates: content.events.length - error.inserted };
    throw error;
  }
  throw new Error('trial run ended without its figures');
}

/** A large file: what the import would leave out, counted by the duplicate rule in short reads, nothing written. */
async function countedPass(db: AnyDatabase, user: UserRow, content: ImportContent): Promise<PreviewCount> {
  const live = await liveBoxesByName(db, user.id);
  // A box to be created stands in with an id of its own below zero.
  const boxIds = new Map(content.boxes.map((box, index) => [box.name, live.get(foldName(box.name)) ?? -(index + 1)]));
  function* incoming() {
    for (const { box, eventDate, description, quantity } of content.events) {
      yield { boxId: boxIds.get(box) ?? 0, eventDate, description, quantity };
    }
  }
  return { live, duplicates: await countDuplicates(db, user, incoming()) };
}

export function createImportService({ db, clock }: ServiceDeps) {
  return {
    /**
     * Reads a file, keeps its content for an hour under a new import id, and says what a commit would do: the
     * boxes (matched to the user's by name, case and accents aside), the events per box, the days they span, and
     * how many are already there. Nothing of the user's changes.
     */
    async preview(
      user: UserRow,
      bulk: AnyDatabase,
      source: ImportSource,
      mapping: ImportMapping,
      file: Readable,
      t: Translate,
    ): Promise<ImportPreview> {
      const content = await (await sourceReader(source))(file, { timeZone: user.timeZone, mapping, t });
      if (!content.events.length) throw nothingToImport();
      const now = clock.now();
      const { maxBoxes } = limitsFor(user, now);
      const { live, duplicates } =
        content.events.length > PREVIEW_TRIAL_MAX_EVENTS
          ? await countedPass(bulk, user, content)
          : await trialRun(bulk, user, content, now);
      const perBox = new Map<string, number>();
      let first = content.events[0]?.eventDate ?? '';
      let last = first;
      for (const event of content.events) {
        perBox.set(event.box, (perBox.get(event.box) ?? 0) + 1);
        if (event.eventDate < first) first = event.eventDate;
        if (event.eventDate > last) last = event.eventDate;
      }
      const [row] = await bulk
        .insert(imports)
        .values({
          userId: user.id,
          source,
          content: sql`${await contentJson(content)}::jsonb`,
          createdAt: now,
          expiresAt: addMs(now, IMPORT_PREVIEW_MINUTES * MINUTE_MS),
        })
        .returning({ id: imports.id });
      if (!row) throw new Error('import insert returned nothing');
      return {
        importId: row.id,
        boxes: content.boxes.map((box) => ({
          name: box.name,
          trackingMode: box.trackingMode,
          events: perBox.get(box.name) ?? 0,
          existing: live.has(foldName(box.name)),
        })),
        events: content.events.length,
        from: localDate(new Date(first), user.timeZone),
        to: localDate(new Date(last), user.timeZone),
        duplicates,
        newBoxesAllowed: Math.max(0, maxBoxes - live.size),
      };
    },

    /**
     * Imports a previewed file, all of it at once or nothing: the boxes named (all by default) within the plan's
     * room for new boxes, their events without duplicates. Recorded so that undo removes exactly this.
     */
    async commit(
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
    },

    /** The scheduled clean-up: previews an hour old were never committed and are no longer kept. */
    async pruneExpiredPreviews(): Promise<number> {
      const pruned = await db
        .delete(imports)
        .where(and(eq(imports.state, 'previewed'), lt(imports.expiresAt, clock.now())))
        .returning({ id: imports.id });
      return pruned.length;
    },

    /**
     * Undoes a committed import: its events are deleted for good (in the trash or not), and so are the boxes it
     * created, unless the person has since logged events of their own in them.
     */
    async undo(
      user: UserRow,
      bulk: AnyDatabase,
      importId: string,
    ): Promise<{ boxesRemoved: number; eventsRemoved: number }> {
      return bulk.transaction(async (tx) => {
        const [found] = await tx
          .select({ state: imports.state })
          .from(imports)
          .where(and(eq(imports.id, importId), eq(imports.userId, user.id)))
          .for('update');
        if (!found) throw notFound();
        if (found.state !== 'committed') throw new AppError('import_not_committed', 'import.errors.notCommitted');
        const removed = await tx.execute<{ n: number }>(sql`
          WITH deleted AS (
            DELETE FROM events e USING import_events i
            WHERE i.import_id = ${importId} AND i.user_id = ${user.id} AND e.id = i.event_id AND e.user_id = ${user.id}
            RETURNING e.user_id, e.box_id, e.event_date, e.quantity, e.deleted_at
          ), uncounted AS (${uncountDeletedEvents(user.timeZone)})
          SELECT count(*)::int AS n FROM deleted`);
        const removedBoxes = await tx.execute<{ id: number }>(sql`
          DELETE FROM boxes b USING import_boxes i
          WHERE i.import_id = ${importId} AND i.user_id = ${user.id} AND b.id = i.box_id AND b.user_id = ${user.id}
            AND NOT EXISTS (SELECT 1 FROM events e WHERE e.box_id = b.id)
          RETURNING b.id`);
        await tx.update(imports).set({ state: 'undone' }).where(eq(imports.id, importId));
        return { boxesRemoved: removedBoxes.rows.length, eventsRemoved: removed.rows[0]?.n ?? 0 };
      });
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
