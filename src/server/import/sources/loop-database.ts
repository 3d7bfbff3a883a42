import initSqlJs, { type Database as SqliteDatabase } from 'sql.js';
import { localDate } from '../../../shared/local-dates.js';
import { ImportContentBuilder } from '../content.js';
import { NOON, parseDateTime } from '../date-time.js';
import { unreadable } from '../malformed.js';
import type { SourceContext } from '../source.js';

/** SQLite compiled to WebAssembly: nothing to build on install; loaded once, on the first .db file. */
let sqlite: ReturnType<typeof initSqlJs> | undefined;

/** Loop stores a numeric habit's value times 1000, and a boolean habit's manual check as 2 (1 in old versions). */
const NUMERIC_SCALE = 1000;
const CHECKED = new Set([1, 2]);

function rows(db: SqliteDatabase, query: string): Record<string, unknown>[] {
  const [result] = db.exec(query);
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((column, i) => [column, values[i]])));
}

/**
 * Loop's backup, a SQLite file: `Habits` (id, name, type: 0 yes/no, 1 numeric) and `Repetitions` (habit, timestamp
 * in milliseconds at midnight UTC of the day, value, and notes in recent versions), read as the CSV export is.
 */
export async function readLoopDatabase(file: Buffer, { timeZone }: SourceContext) {
  sqlite ??= initSqlJs();
  const db = new (await sqlite).Database(file);
  try {
    let habits: Record<string, unknown>[];
    let repetitions: Record<string, unknown>[];
    try {
      habits = rows(db, 'SELECT id, name, type FROM Habits ORDER BY position, id');
      const hasNotes = rows(db, 'PRAGMA table_info(Repetitions)').some((column) => column.name === 'notes');
      repetitions = rows(
        db,
        `SELECT habit, timestamp, value${hasNotes ? ', notes' : ''} FROM Repetitions ORDER BY timestamp, habit`,
      );
    } catch {
      throw unreadable('Loop Habit Tracker');
    }
    const builder = new ImportContentBuilder();
    const byId = new Map(
      habits.map((habit) => [
        Number(habit.id),
        { box: builder.box(String(habit.name ?? ''), 'counter'), numeric: Number(habit.type) === 1 },
      ]),
    );
    for (const repetition of repetitions) {
      const habit = byId.get(Number(repetition.habit));
      const value = Number(repetition.value);
      if (!habit) continue;
      const day = localDate(new Date(Number(repetition.timestamp)), 'UTC');
      const eventDate = parseDateTime(day, { timeZone, defaultTime: NOON });
      if (!eventDate) continue;
      const notes = typeof repetition.notes === 'string' ? repetition.notes : null;
      if (habit.numeric && value > 0) builder.event(habit.box, { quantity: value / NUMERIC_SCALE, notes, eventDate });
      else if (!habit.numeric && CHECKED.has(value)) builder.event(habit.box, { notes, eventDate });
    }
    return builder.content();
  } finally {
    db.close();
  }
}
