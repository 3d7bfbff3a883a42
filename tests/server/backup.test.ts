import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildDayCounts } from '../../src/server/stats/day-counts.js';
import { type BackupFile, backupFileSchema, restoreResultSchema } from '../../src/shared/schemas/backup.js';
import { type Account, accountArb, comparable, newAccount, seedAccount } from '../support/backup-seed.js';
import { createTestApp, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sortedPauses = (pauses: readonly { from: string; to: string }[]) =>
  pauses.map(({ from, to }) => `${from}..${to}`).sort();

async function backupOf(account: Account): Promise<BackupFile> {
  const answer = await account.api.get('/api/backup');
  expect(answer.status).toBe(200);
  return backupFileSchema.parse(JSON.parse(answer.response.body));
}

async function restore(account: Account, file: unknown) {
  const answer = await account.api.post('/api/backup/restore', file);
  expect(answer.status, answer.response.body).toBe(200);
  return answer.json(restoreResultSchema);
}

/** The per-day rollup as the restore left it, and as recounting every event gives it: they must agree. */
async function dayCountsAgree(userId: string) {
  const read = async () =>
    (
      await ctx.db.execute(sql`
        SELECT box_id, day::text, count, quantity FROM event_day_counts WHERE user_id = ${userId} AND count <> 0
        ORDER BY box_id, day`)
    ).rows;
  const kept = await read();
  await rebuildDayCounts(ctx.db, userId);
  expect(kept).toEqual(await read());
}

describe('a backup', () => {
  it('restored into a new account gives back the same file (ids, account and export time aside)', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, async (generated) => {
        const original = await newAccount(ctx);
        await seedAccount(ctx.db, original.id, generated);
        const file = await backupOf(original);
        expect(file.boxes).toHaveLength(generated.boxes.length);
        expect(file.events).toHaveLength(generated.events.length);
        // K-ORAI's answers keep how each question was read and the readings a refusal offered.
        const readingsOf = (conversations: { messages: { readings?: unknown[] }[] }[]) =>
          conversations.flatMap((conversation) => conversation.messages.flatMap((message) => message.readings ?? []));
        expect(readingsOf(file.conversations)).toHaveLength(readingsOf(generated.conversations).length);
        for (const goal of file.goals) {
          const seeded = generated.goals.find((each) => each.name === goal.name);
          expect(goal.target ?? null).toEqual(seeded?.target);
          expect(sortedPauses(goal.pauses ?? [])).toEqual(sortedPauses(seeded?.pauses ?? []));
        }
        expect(sortedPauses(file.pausesForAllGoals ?? [])).toEqual(sortedPauses(generated.pausesForAllGoals));

        const copy = await newAccount(ctx);
        const result = await restore(copy, file);
        expect(result.mode).toBe('empty');
        expect(result.eventsAdded).toBe(generated.events.length);
        expect(result.leftOut).toEqual({ boxes: [], events: 0, goals: 0, notificationSettings: 0, stars: 0 });

        expect(comparable(await backupOf(copy))).toEqual(comparable(file));
        await dayCountsAgree(copy.id);
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('merges into an account in use: boxes matched by name, nothing duplicated, what was there kept', async () => {
    const source = await newAccount(ctx);
    const coffee = await source.api.createBox({ name: 'Caffè', emoji: '☕', color: '#aa5500' });
    const reading = await source.api.createBox({ name: 'Libri', trackingMode: 'descriptive' });
    await source.api.logEvent(coffee.id, { eventDate: '2026-06-10T08:00:00.000Z' });
    await source.api.logEvent(coffee.id, { eventDate: '2026-06-11T08:00:00.000Z' });
    await source.api.logEvent(reading.id, { description: 'Dune', eventDate: '2026-06-12T21:00:00.000Z' });
    const file = await backupOf(source);

    const target = await newAccount(ctx);
    const mine = await target.api.createBox({ name: 'CAFFE', emoji: '🫖', color: '#111111' });
    await target.api.logEvent(mine.id, { eventDate: '2026-06-10T08:00:00.000Z' });
    await target.api.logEvent(mine.id, { eventDate: '2026-06-13T08:00:00.000Z' });
    await target.api.put('/api/user/profile', { firstName: 'Ada' });

    const result = await restore(target, file);
    expect(result).toMatchObject({ mode: 'merge', boxesCreated: 1, boxesMatched: 1, eventsAdded: 2, eventsSkipped: 1 });

    const merged = await backupOf(target);
    const kept = merged.boxes.find((box) => box.id === mine.id);
    expect(kept).toMatchObject({ name: 'CAFFE', emoji: '🫖', color: '#111111' });
    expect(merged.boxes.map((box) => box.name).sort()).toEqual(['CAFFE', 'Libri']);
    expect(merged.events.filter((event) => event.boxId === mine.id).map((event) => event.eventDate)).toEqual([
      '2026-06-10T08:00:00.000Z',
      '2026-06-11T08:00:00.000Z',
      '2026-06-13T08:00:00.000Z',
    ]);
    expect(merged.profile.firstName).toBe('Ada');
    await dayCountsAgree(target.id);

    const again = await restore(target, file);
    expect(again).toMatchObject({ boxesCreated: 0, eventsAdded: 0, goalsAdded: 0, conversationsAdded: 0 });
    expect(comparable(await backupOf(target))).toEqual(comparable(merged));
  });

  it('restored twice into the same account adds nothing the second time', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, async (generated) => {
        const original = await newAccount(ctx);
        await seedAccount(ctx.db, original.id, generated);
        const file = await backupOf(original);
        const copy = await newAccount(ctx);
        await restore(copy, file);
        const once = await backupOf(copy);

        const second = await restore(copy, file);
        expect(second).toMatchObject({
          mode: generated.boxes.length || generated.goals.length || generated.conversations.length ? 'merge' : 'empty',
          boxesCreated: 0,
          eventsAdded: 0,
          goalsAdded: 0,
          conversationsAdded: 0,
          notificationSettingsAdded: 0,
        });
        expect(comparable(await backupOf(copy))).toEqual(comparable(once));
        await dayCountsAgree(copy.id);
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});
