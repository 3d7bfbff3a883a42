import type { Database } from './client.js';

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export interface TogetherOptions<Item, Result> {
  /** Does what was asked for every item of a batch: one settled result per item, in the items' order. */
  run: (items: Item[]) => Promise<PromiseSettledResult<Result>[]>;
  /** How many batches may be under way at once. */
  inFlightMax: number;
  /** The most items one batch holds. */
  batchMax: number;
}

/**
 * Requests done as they come while few are under way, and together when many are: the items that arrive while
 * `inFlightMax` batches are under way wait, and go as one batch as soon as one of those ends (one round trip to
 * PostgreSQL for all of them). An item never joins a batch that had begun before it arrived, so what it gets is
 * what it would have got alone, read or written after it was asked for.
 */
export function together<Item, Result>({
  run,
  inFlightMax,
  batchMax,
}: TogetherOptions<Item, Result>): (item: Item) => Promise<Result> {
  const waiting: Waiting<Item, Result>[] = [];
  let inFlight = 0;

  async function settle(batch: Waiting<Item, Result>[]) {
    try {
      const results = await run(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => {
        const result = results[index];
        if (result?.status === 'fulfilled') entry.resolve(result.value);
        else entry.reject(result ? result.reason : new Error('no result for a batched item'));
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  function next() {
    while (inFlight < inFlightMax && waiting.length) {
      const batch = waiting.splice(0, batchMax);
      inFlight += 1;
      void settle(batch).finally(() => {
        inFlight -= 1;
        next();
      });
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      next();
    });
}

/** Half the pool, so one kind of request never holds every connection the others need. */
export function halfThePool(db: Database): number {
  const poolSize = db.$client.options.max ?? 4;
  return Math.max(1, Math.floor(poolSize / 2));
}

/** Something asked for by a person at a moment: asks with one key are answered by one read. */
export interface Ask {
  now: Date;
}

/**
 * The asks of a batch with one key each (one person asking several times at once: two tabs, a screen and its
 * refresh), the one kept at the latest of their moments, and the place (from 1) of each ask's answer among them.
 */
export function onceEach<Item extends Ask>(asks: Item[], key: (ask: Item) => string) {
  const places = new Map<string, number>();
  const distinct: Item[] = [];
  const placeOf = asks.map((ask) => {
    const place = places.get(key(ask));
    const kept = place === undefined ? undefined : distinct[place - 1];
    if (place === undefined || !kept) {
      places.set(key(ask), distinct.push({ ...ask }));
      return distinct.length;
    }
    if (ask.now > kept.now) kept.now = ask.now;
    return place;
  });
  return { distinct, placeOf };
}

/** The rows of a batched read (each with its ask's place, `at`) as each ask's answer. */
export function answersAt<Row extends { at: number }>(
  rows: Row[],
  placeOf: number[],
): PromiseSettledResult<Omit<Row, 'at'>[]>[] {
  const byPlace = new Map<number, Omit<Row, 'at'>[]>();
  for (const { at, ...row } of rows) {
    const answer = byPlace.get(at);
    if (answer) answer.push(row);
    else byPlace.set(at, [row]);
  }
  return placeOf.map((place) => ({ status: 'fulfilled', value: byPlace.get(place) ?? [] }));
}
