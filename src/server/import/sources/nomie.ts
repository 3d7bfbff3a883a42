import type { Readable } from 'node:stream';
import { ImportContentBuilder } from '../content.js';
import { malformed, unreadable } from '../malformed.js';
import { readAll } from '../read-file.js';
import type { SourceContext } from '../source.js';

interface NomieTracker {
  tag?: unknown;
  label?: unknown;
  emoji?: unknown;
  type?: unknown;
}

interface NomieLog {
  note?: unknown;
  end?: unknown;
  start?: unknown;
}

/** `#coffee`, `#coffee(2)`, `#sleep(27000)`: a tracker's tag and its value. */
const TRACKER_IN_NOTE = /#([\p{L}\p{N}_-]+)(?:\((-?[\d.]+)\))?/gu;
/** `+context` and `@person` are kept as tags. */
const CONTEXT_IN_NOTE = /(?:^|\s)[+@]([\p{L}\p{N}_-]+)/gu;

/** The line and column of a JSON syntax error, from V8's message (it names a position, or a line and column). */
function jsonErrorPlace(error: Error, text: string): { line: number; column: number } {
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = Number(/position (\d+)/.exec(error.message)?.[1] ?? text.length);
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function instantOf(value: unknown): Date | null {
  const instant = typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(value) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

/**
 * A Nomie backup (JSON: `trackers` keyed by tag, and `events` or `logs`, each a note such as
 * `Great day #coffee(2) #mood(8) +work @anna` with its end time in milliseconds). Each tracker named in a note becomes
 * an event of its box, its value the quantity, the whole note kept with its tags; a note without a tracker goes to
 * the descriptive box "Note".
 */
export async function readNomie(input: Readable, { t }: SourceContext) {
  const text = (await readAll(input)).toString('utf8').replace(/^\uFEFF/, '');
  let backup: { trackers?: unknown; events?: unknown; logs?: unknown };
  try {
    backup = JSON.parse(text) as typeof backup;
  } catch (error) {
    const { line, column } = jsonErrorPlace(error as Error, text);
    throw malformed('json', line, column);
  }
  const logs = Array.isArray(backup?.events) ? backup.events : Array.isArray(backup?.logs) ? backup.logs : undefined;
  if (!backup || typeof backup !== 'object' || !logs) throw unreadable('Nomie');
  const trackerList: NomieTracker[] = Array.isArray(backup.trackers)
    ? backup.trackers
    : Object.values((backup.trackers ?? {}) as Record<string, NomieTracker>);
  const trackers = new Map(
    trackerList
      .filter((tracker) => typeof tracker?.tag === 'string')
      .map((tracker) => [String(tracker.tag).toLowerCase(), tracker]),
  );

  const builder = new ImportContentBuilder();
  for (const log of logs as NomieLog[]) {
    const note = typeof log?.note === 'string' ? log.note.trim() : '';
    const eventDate = instantOf(log?.end) ?? instantOf(log?.start);
    if (!note || !eventDate) continue;
    const context = [...note.matchAll(CONTEXT_IN_NOTE)].map((match) => (match[1] ?? '').toLowerCase());
    const named = [...note.matchAll(TRACKER_IN_NOTE)].filter((match) => trackers.has((match[1] ?? '').toLowerCase()));
    for (const [, tag = '', value] of named) {
      const tracker = trackers.get(tag.toLowerCase()) ?? {};
      const label = typeof tracker.label === 'string' && tracker.label.trim() ? tracker.label : tag;
      const box = builder.box(label, 'counter', typeof tracker.emoji === 'string' ? tracker.emoji : undefined);
      builder.event(box, { quantity: value ? Number(value) : 1, notes: note, tags: context, eventDate });
    }
    if (!named.length) {
      builder.event(builder.box(t('import.notesBox'), 'descriptive', '📝'), {
        description: note,
        tags: context,
        eventDate,
      });
    }
  }
  return builder.content();
}
