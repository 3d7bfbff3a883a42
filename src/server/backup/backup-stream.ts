import { Readable } from 'node:stream';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { events } from '../db/schema.js';
import { presentEvent } from '../events/present.js';
import { isoOrNull, readHead } from './backup-head.js';

/** Events read per query: a 100,000-event account streams in 50 small reads, never held whole in memory. */
const EVENT_PAGE = 2000;

type EventRow = typeof events.$inferSelect;

function backupEvent(event: EventRow) {
  const { id: _id, ...fields } = presentEvent(event);
  return { ...fields, deletedAt: isoOrNull(event.deletedAt) };
}

/** The person's events, live and trashed, oldest first, a page at a time (keyset on date and id). */
async function* eventPages(db: AnyDatabase, userId: string): AsyncGenerator<EventRow[]> {
  let after: { eventDate: Date; id: number } | undefined;
  while (true) {
    const page = await db
      .select()
      .from(events)
      .where(
        and(
          eq(events.userId, userId),
          // The index on (user, date, box) finds where the page starts; the id breaks ties within one instant.
          after ? gte(events.eventDate, after.eventDate) : undefined,
          after
            ? sql`(${events.eventDate}, ${events.id}) > (${after.eventDate.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(events.eventDate), asc(events.id))
      .limit(EVENT_PAGE);
    if (page.length) yield page;
    const last = page.at(-1);
    if (!last || page.length < EVENT_PAGE) return;
    after = { eventDate: last.eventDate, id: last.id };
  }
}

/**
 * The backup file as a stream of JSON text: the small parts at once, then the events page by page, so memory
 * stays flat however many years of events there are.
 */
export async function backupStream(db: AnyDatabase, user: UserRow, now: Date): Promise<Readable> {
  const head = await readHead(db, user, now);
  async function* chunks() {
    yield `${JSON.stringify(head).slice(0, -1)},"events":[`;
    // A box made while the events stream is not in the file: its events are left out, so the file stays whole.
    const boxIds = new Set(head.boxes.map((box) => box.id));
    let first = true;
    for await (const page of eventPages(db, user.id)) {
      const kept = page.filter((event) => boxIds.has(event.boxId));
      if (!kept.length) continue;
      const text = kept.map((event) => JSON.stringify(backupEvent(event))).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks());
}
