import type { Database } from '../db/client.js';
import { type InsertEvent, type InsertedEventRow, prepareInsertEvent, type TapValues } from './create-event.js';
import { prepareInsertEvents, tapArrays } from './insert-events-together.js';

/** The most taps one statement writes. */
const TOGETHER_MAX = 100;

interface Waiting {
  tap: TapValues;
  resolve: (rows: InsertedEventRow[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes taps as they come while few are being written, and together when many are: the taps that arrive while
 * `inFlightMax` statements are already under way wait, and go to PostgreSQL in one statement as soon as one of those
 * ends (one round trip and one commit for all of them). A tap alone is written at once, by the one-tap statement.
 * If a statement of several fails (two taps with one idempotency key, say), each of its taps is written again on its
 * own, so what each request gets is what it would have got alone.
 */
export function createTapWriter(db: Database, inFlightMax = inFlightFor(db)): InsertEvent {
  const one = prepareInsertEvent(db);
  const together = prepareInsertEvents(db);
  const waiting: Waiting[] = [];
  let inFlight = 0;

  const writeAlone = async ({ tap, resolve, reject }: Waiting) => {
    try {
      resolve(await one(tap));
    } catch (error) {
      reject(error);
    }
  };

  async function write(batch: Waiting[]) {
    const [only] = batch;
    if (batch.length === 1 && only) return writeAlone(only);
    let rows: (InsertedEventRow & { at: number })[];
    try {
      rows = await together(tapArrays(batch.map((entry) => entry.tap)));
    } catch {
      await Promise.all(batch.map(writeAlone));
      return;
    }
    const byPlace = new Map(rows.map(({ at, ...row }) => [at, row]));
    batch.forEach((entry, index) => {
      const row = byPlace.get(index + 1);
      entry.resolve(row ? [row] : []);
    });
  }

  function next() {
    while (inFlight < inFlightMax && waiting.length) {
      const batch = waiting.splice(0, TOGETHER_MAX);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        next();
      });
    }
  }

  return (tap) =>
    new Promise<InsertedEventRow[]>((resolve, reject) => {
      waiting.push({ tap, resolve, reject });
      next();
    });
}

/** Half the pool, so taps never hold every connection the other requests need. */
function inFlightFor(db: Database): number {
  const poolSize = db.$client.options.max ?? 4;
  return Math.max(1, Math.floor(poolSize / 2));
}
