import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { type BackupFile, backupEventSchema, backupHeadSchema } from '../../shared/schemas/backup.js';
import { AppError } from '../errors.js';
import { heavyWorkStopped } from '../heavy-work/queue.js';

/** Events checked between two turns of the event loop: a few milliseconds of work, however long the file. */
const EVENTS_PER_TURN = 5000;
const eventsSchema = z.array(backupEventSchema);

const invalidFile = (path: readonly PropertyKey[]) =>
  new AppError('validation', 'backup.errors.invalidFile', { where: path.map(String).join('.') });

/**
 * A file that passed the envelope check (format and version) checked against the whole schema, its events a few
 * thousand at a time so that 250,000 of them never hold up other requests for a second (and no longer than its
 * job lasts); refused naming where it first goes wrong.
 */
export async function readBackupFile(body: unknown, signal: AbortSignal): Promise<BackupFile> {
  const head = backupHeadSchema.safeParse(body);
  if (!head.success) throw invalidFile(head.error.issues[0]?.path ?? []);
  const given = (body as { events?: unknown }).events;
  if (!Array.isArray(given)) throw invalidFile(['events']);
  const boxIds = new Set(head.data.boxes.map((box) => box.id));
  const events: BackupFile['events'] = [];
  for (let start = 0; start < given.length; start += EVENTS_PER_TURN) {
    if (start) await nextTurn();
    if (signal.aborted) throw heavyWorkStopped();
    const chunk = eventsSchema.safeParse(given.slice(start, start + EVENTS_PER_TURN));
    if (!chunk.success) {
      const [index = 0, ...rest] = chunk.error.issues[0]?.path ?? [];
      throw invalidFile(['events', Number(index) + start, ...rest]);
    }
    for (const [index, event] of chunk.data.entries()) {
      if (!boxIds.has(event.boxId)) throw invalidFile(['events', start + index, 'boxId']);
      events.push(event);
    }
  }
  return { ...head.data, events };
}
