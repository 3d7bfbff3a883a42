import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { ImportContentBuilder } from '../content.js';
import { csvRows, headerIndex } from '../csv-rows.js';
import { NOON, parseDateTime } from '../date-time.js';
import { malformed, unreadable } from '../malformed.js';
import type { SourceContext } from '../source.js';

/** Habits.csv and Checkmarks.csv are small even for years of habits: anything far larger is not Loop's export. */
const ENTRY_MAX_BYTES = 64 * 1024 * 1024;

/** A boolean habit's cell for a day the person checked (Loop 2 writes names, older versions numbers). */
const CHECKED = new Set(['2', 'YES_MANUAL']);

/**
 * Loop's CSV export: `Habits.csv` (one row per habit: Position, Name, Type, ...) and `Checkmarks.csv` (a Date column,
 * then one column per habit). Each habit becomes a counter box and each day the person checked it an event at noon
 * of that day; a numeric habit's value is kept as the quantity (rounded to a whole number).
 */
export async function readLoopCsvZip(file: Buffer, { timeZone }: SourceContext) {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(file, {
      filter: (entry) => entry.originalSize <= ENTRY_MAX_BYTES && /(^|\/)(Habits|Checkmarks)\.csv$/.test(entry.name),
    });
  } catch {
    throw unreadable('Loop Habit Tracker');
  }
  // The root's files (the shortest paths): each habit's own folder has a Checkmarks.csv too.
  const pick = (name: string) =>
    Object.keys(entries)
      .filter((path) => path === name || path.endsWith(`/${name}`))
      .sort((a, b) => a.split('/').length - b.split('/').length)[0];
  const habitsPath = pick('Habits.csv');
  const checkmarksPath = pick('Checkmarks.csv');
  if (!habitsPath || !checkmarksPath) throw unreadable('Loop Habit Tracker');
  const text = (path: string) => Readable.from([Buffer.from(entries[path] ?? new Uint8Array())]);

  const numeric = new Set<string>();
  let habitHeader: string[] | undefined;
  for await (const { cells } of csvRows(text(habitsPath))) {
    if (!habitHeader) {
      habitHeader = cells;
      continue;
    }
    const name = cells[headerIndex(habitHeader, 'Name')]?.trim();
    const type = cells[headerIndex(habitHeader, 'Type')]?.trim().toUpperCase() ?? '';
    if (name && (type.startsWith('NUMERICAL') || type.startsWith('MEASURABLE'))) numeric.add(name);
  }
  if (!habitHeader || headerIndex(habitHeader, 'Name') < 0) throw unreadable('Loop Habit Tracker');

  const builder = new ImportContentBuilder();
  let habits: string[] | undefined;
  for await (const { cells, line } of csvRows(text(checkmarksPath))) {
    if (!habits) {
      if (headerIndex(cells, 'Date') !== 0) throw unreadable('Loop Habit Tracker');
      habits = cells.slice(1).map((name) => builder.box(name, 'counter'));
      continue;
    }
    const eventDate = parseDateTime(cells[0] ?? '', { timeZone, defaultTime: NOON });
    if (!eventDate) throw malformed('date', line, 1);
    habits.forEach((habit, index) => {
      const value = (cells[index + 1] ?? '').trim();
      if (numeric.has(habit)) {
        if (!value || value === '-1' || value === 'UNKNOWN') return;
        const quantity = Number(value);
        if (!Number.isFinite(quantity)) throw malformed('number', line, index + 2);
        if (quantity > 0) builder.event(habit, { quantity, eventDate });
      } else if (CHECKED.has(value.toUpperCase())) {
        builder.event(habit, { eventDate });
      }
    });
  }
  return builder.content();
}
