import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { AnyDatabase, Transaction } from '../db/client.js';
import type { ImportContent, ImportedBox, ImportedEvent } from './content.js';

/** Events per piece of the kept content written or read: milliseconds of work, between turns of the event loop. */
const EVENTS_PER_PIECE = 2000;

/**
 * A preview's content as the JSON text `imports.content` keeps, written a piece at a time: a million events are
 * 130 MB of JSON, which one `JSON.stringify` would take a second or two to write while every other request waited.
 */
export async function contentJson(content: ImportContent): Promise<string> {
  const pieces = [`{"boxes":${JSON.stringify(content.boxes)},"events":[`];
  for (let start = 0; start < content.events.length; start += EVENTS_PER_PIECE) {
    if (start) await nextTurn();
    const piece = JSON.stringify(content.events.slice(start, start + EVENTS_PER_PIECE)).slice(1, -1);
    pieces.push(start ? `,${piece}` : piece);
  }
  pieces.push(']}');
  return pieces.join('');
}

/** The kept boxes of a preview (a handful). */
export async function keptBoxes(
  db: AnyDatabase | Transaction,
  importId: string,
  userId: string,
): Promise<ImportedBox[]> {
  const { rows } = await db.execute<{ boxes: ImportedBox[] | null }>(
    sql`SELECT content->'boxes' AS boxes FROM imports WHERE id = ${importId} AND user_id = ${userId}`,
  );
  return rows[0]?.boxes ?? [];
}

/**
 * The kept events of a preview, a piece at a time through a cursor of the caller's transaction: PostgreSQL reads
 * the document once, and Node never parses it whole.
 */
export async function* keptEvents(tx: Transaction, importId: string, userId: string): AsyncGenerator<ImportedEvent[]> {
  await tx.execute(sql`
    DECLARE kept_events NO SCROLL CURSOR FOR
    SELECT event FROM imports, jsonb_array_elements(content->'events') AS event
    WHERE id = ${importId} AND user_id = ${userId}`);
  try {
    while (true) {
      const { rows } = await tx.execute<{ event: ImportedEvent }>(
        sql.raw(`FETCH ${EVENTS_PER_PIECE} FROM kept_events`),
      );
      if (rows.length) yield rows.map((row) => row.event);
      if (rows.length < EVENTS_PER_PIECE) return;
    }
  } finally {
    await tx.execute(sql`CLOSE kept_events`);
  }
}
