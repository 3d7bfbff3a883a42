import { AppError } from '../errors.js';

/** Keyset position in a newest-first event list: the last event's date and id. */
export interface EventCursor {
  eventDate: Date;
  id: number;
}

export function encodeCursor(cursor: EventCursor): string {
  return Buffer.from(`${cursor.eventDate.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): EventCursor | undefined {
  if (!cursor) return undefined;
  const [date, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const eventDate = new Date(date ?? '');
  if (Number.isNaN(eventDate.getTime()) || !Number.isSafeInteger(Number(id))) {
    throw new AppError('validation', 'validation.cursorInvalid');
  }
  return { eventDate, id: Number(id) };
}
