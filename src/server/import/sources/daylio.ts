import type { Readable } from 'node:stream';
import { ImportContentBuilder } from '../content.js';
import { csvRows, headerIndex } from '../csv-rows.js';
import { parseDateTime } from '../date-time.js';
import { malformed, unreadable } from '../malformed.js';
import type { SourceContext } from '../source.js';

/** Daylio's five default moods, best first, in the languages its export is most often written in. */
const MOOD_RATINGS: Record<string, number> = {
  rad: 5,
  good: 4,
  meh: 3,
  bad: 2,
  awful: 1,
  super: 5,
  buono: 4,
  bene: 4,
  'così così': 3,
  male: 2,
  terribile: 1,
  genial: 5,
  bien: 4,
  regular: 3,
  mal: 2,
  fatal: 1,
};

/** Daylio writes notes as HTML fragments. */
function plainNote(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

const asTag = (activity: string) => activity.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * Daylio's CSV (`full_date,date,weekday,time,mood,activities,note_title,note`): each entry's mood becomes an event
 * of the descriptive box "Umore" rated 1-5, each activity (separated by ` | `) a tap on a counter box of its name, or
 * a tag of the mood event when the person chooses so; notes are kept. Custom mood labels are rated as the mapping says.
 */
export async function readDaylio(input: Readable, { timeZone, mapping, t }: SourceContext) {
  const builder = new ImportContentBuilder();
  const moodBox = builder.box(t('import.moodBox'), 'descriptive', '😊');
  const activitiesAsTags = mapping.activitiesAs === 'tags';
  const ratings = new Map(
    Object.entries({ ...MOOD_RATINGS, ...mapping.moods }).map(([label, rating]) => [label.toLowerCase(), rating]),
  );
  let columns: Record<'date' | 'time' | 'mood' | 'activities' | 'title' | 'note', number> | undefined;
  for await (const { cells, line } of csvRows(input)) {
    if (!columns) {
      columns = {
        date: headerIndex(cells, 'full_date'),
        time: headerIndex(cells, 'time'),
        mood: headerIndex(cells, 'mood'),
        activities: headerIndex(cells, 'activities'),
        title: headerIndex(cells, 'note_title'),
        note: headerIndex(cells, 'note'),
      };
      if (columns.date < 0 || columns.mood < 0 || columns.time < 0) throw unreadable('Daylio');
      continue;
    }
    const cell = (index: number) => (index >= 0 ? (cells[index] ?? '') : '');
    const eventDate = parseDateTime(cell(columns.date), { timeZone, time: cell(columns.time) });
    if (!eventDate) {
      const timeIsBad = parseDateTime(cell(columns.date), { timeZone }) !== null;
      throw malformed('date', line, (timeIsBad ? columns.time : columns.date) + 1);
    }
    const activities = cell(columns.activities)
      .split('|')
      .map((activity) => activity.trim())
      .filter(Boolean);
    const mood = cell(columns.mood).trim();
    const notes = [cell(columns.title), plainNote(cell(columns.note))].map((part) => part.trim()).filter(Boolean);
    if (mood) {
      builder.event(moodBox, {
        description: mood,
        rating: ratings.get(mood.toLowerCase()) ?? null,
        notes: notes.join('\n'),
        tags: activitiesAsTags ? activities.map(asTag) : [],
        eventDate,
      });
    }
    if (!activitiesAsTags) {
      for (const activity of activities) builder.event(builder.box(activity, 'counter'), { eventDate });
    }
  }
  if (!columns) throw unreadable('Daylio');
  return builder.content();
}
