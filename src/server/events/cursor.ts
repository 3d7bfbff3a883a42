import { isPlausibleInstant } from '../../shared/schemas/common.js';
import { AppError } from '../errors.js';

/** Keyset position in a newest-first event list: the last event's date and id. */
export interface EventCursor {
  eventDate: Date;
  id: number;
}

export function encodeCursor(cursor: EventCursor): string {
  return Buffer.from(`${cursor.eventDate.toISOString()}|${cursor.id}`).toString('base64url');
}

/** A cursor this API handed out: a date a person can mean and an id that fits its column. */
export function decodeCursor(cursor: string | undefined): EventCursor | undefined {
  if (!cursor) return undefined;
  const [date, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const eventDate = new Date(date ?? '');
  const eventId = Number(id);
  if (rest.length || !isPlausibleInstant(eventDate) || !Number.isSafeInteger(eventId) || eventId < 0) {
    throw new AppError('validation', 'validation.cursorInvalid');
  }
  return { eventDate, id: eventId };
}
