import type { Readable } from 'node:stream';
import { and, eq, lt, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../shared/days.js';
import { localDate } from '../../shared/local-dates.js';
import { limitsFor } from '../../shared/plans.js';
import {
  IMPORT_PREVIEW_MINUTES,
  type ImportMapping,
  type ImportPreview,
  type ImportSource,
} from '../../shared/schemas/import.js';
import { addMs } from '../clock.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { imports } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { countDuplicates } from '../events/bulk-insert.js';
import type { Translate } from '../i18n.js';
import { foldName, type ImportContent } from './content.js';
import { contentJson } from './kept-content.js';
import { nothingToImport } from './malformed.js';
import { createChosenBoxes, liveBoxesByName, placeEvents } from './place-content.js';
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

/**
 * Reads a file, keeps its content for an hour under a new import id, and says what a commit would do: the
 * boxes (matched to the user's by name, case and accents aside), the events per box, the days they span, and
 * how many are already there. Nothing of the user's changes.
 */
export async function previewImport(
  { clock }: ServiceDeps,
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
}

/** The scheduled clean-up: previews an hour old were never committed and are no longer kept. */
export async function pruneExpiredPreviews({ db, clock }: ServiceDeps): Promise<number> {
  const pruned = await db
    .delete(imports)
    .where(and(eq(imports.state, 'previewed'), lt(imports.expiresAt, clock.now())))
    .returning({ id: imports.id });
  return pruned.length;
}
