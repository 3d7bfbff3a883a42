import { describe, expect, it } from 'vitest';
import { together } from './together.js';

/** A batch runner whose batches end when the test says so, recording what each batch held. */
function heldRunner() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (items: number[]) => {
    batches.push(items);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running -= 1;
    // Each item's result says which batch answered it; odd items fail on their own.
    return items.map(
      (item): PromiseSettledResult<string> =>
        item % 2
          ? { status: 'rejected', reason: new Error(`odd ${item}`) }
          : { status: 'fulfilled', value: `${item}@${batches.indexOf(items)}` },
    );
  };
  const releaseAll = async () => {
    while (releases.length) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { run, batches, releaseAll, mostAtOnce: () => mostAtOnce };
}

describe('requests done together', () => {
  it('sends an item at once while there is room, and the ones that wait as batches of at most batchMax', async () => {
    const runner = heldRunner();
    const ask = together({ run: runner.run, inFlightMax: 2, batchMax: 3 });
    const answers = [0, 2, 4, 6, 8, 10, 12, 14].map((item) => ask(item));
    expect(runner.batches).toEqual([[0], [2]]);
    await runner.releaseAll();
    expect(await Promise.all(answers)).toEqual(['0@0', '2@1', '4@2', '6@2', '8@2', '10@3', '12@3', '14@3']);
    expect(runner.batches).toEqual([[0], [2], [4, 6, 8], [10, 12, 14]]);
    expect(runner.mostAtOnce()).toBe(2);
  });

  it('never answers an item with a batch that had begun before it was asked', async () => {
    const runner = heldRunner();
    const ask = together({ run: runner.run, inFlightMax: 1, batchMax: 100 });
    const first = ask(0);
    const second = ask(2);
    expect(runner.batches).toEqual([[0]]);
    await runner.releaseAll();
    expect(await first).toBe('0@0');
    expect(await second).toBe('2@1');
  });

  it('fails an item alone when its own result failed, and every item of a batch whose run threw', async () => {
    const runner = heldRunner();
    const ask = together({ run: runner.run, inFlightMax: 1, batchMax: 10 });
    const answers = [0, 1, 2].map((item) => ask(item).catch((error: Error) => error.message));
    await runner.releaseAll();
    expect(await Promise.all(answers)).toEqual(['0@0', 'odd 1', '2@1']);

    const broken = together<number, string>({
      run: async () => {
        throw new Error('connection lost');
      },
      inFlightMax: 1,
      batchMax: 10,
    });
    const failed = await Promise.all([1, 2, 3].map((item) => broken(item).catch((error: Error) => error.message)));
    expect(failed).toEqual(['connection lost', 'connection lost', 'connection lost']);
    // A failed batch frees its place: the next item is run.
    const again = together<number, number>({
      run: async (items) => items.map((value) => ({ status: 'fulfilled', value })),
      inFlightMax: 1,
      batchMax: 10,
    });
    expect(await again(7)).toBe(7);
  });
});
