import type { Database } from '../db/client.js';
import { halfThePool, together } from '../db/together.js';
import { type InsertEvent, type InsertedEventRow, prepareInsertEvent, type TapValues } from './create-event.js';
import { prepareInsertEvents, tapArrays } from './insert-events-together.js';

/** The most taps one statement writes. */
const TOGETHER_MAX = 100;

/**
 * Writes taps as they come while few are being written, and together when many are (`db/together.ts`): one
 * statement, one round trip and one commit for all the taps that waited. A tap alone is written by the one-tap
 * statement. If a statement of several fails (two taps with one idempotency key, say), each of its taps is written
 * again on its own, so what each request gets is what it would have got alone.
 */
export function createTapWriter(db: Database, inFlightMax = halfThePool(db)): InsertEvent {
  const one = prepareInsertEvent(db);
  const several = prepareInsertEvents(db);
  const eachAlone = (taps: TapValues[]) => Promise.allSettled(taps.map((tap) => one(tap)));

  async function write(taps: TapValues[]): Promise<PromiseSettledResult<InsertedEventRow[]>[]> {
    if (taps.length === 1) return eachAlone(taps);
    let rows: (InsertedEventRow & { at: number })[];
    try {
      rows = await several(tapArrays(taps));
    } catch {
      return eachAlone(taps);
    }
    const byPlace = new Map(rows.map(({ at, ...row }) => [at, row]));
    return taps.map((_, index) => {
      const row = byPlace.get(index + 1);
      return { status: 'fulfilled', value: row ? [row] : [] };
    });
  }

  return together({ run: write, inFlightMax, batchMax: TOGETHER_MAX });
}
