import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListReader } from '../../src/server/boxes/list-boxes.js';
import { createCardsReader } from '../../src/server/goals/goal-cards.js';
import { localDate, startOfLocalDay } from '../../src/shared/local-dates.js';
import { boxListSchema } from '../../src/shared/schemas/boxes.js';
import { goalCardListSchema } from '../../src/shared/schemas/goals.js';
import { createTestApp, registerUser, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * Box lists and goal cards asked for while others are being read go to PostgreSQL together, in one statement: each
 * person must still get exactly their own boxes or goals, in their order, with today counted in their own time zone.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A person with three live boxes and a trashed one, and events today, before today (in some zones) and ahead. */
async function person(timeZone: string) {
  const { email, token } = await registerUser(ctx.app);
  const api = trackingClient(ctx.app, token);
  await api.patch('/api/user/preferences', { timeZone });
  const { rows } = await ctx.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`);
  const water = await api.createBox({ name: 'acqua', emoji: '💧' });
  const banana = await api.createBox({ name: 'Banana' });
  const films = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
  const gone = await api.createBox({ name: 'Zeta' });
  await api.patch(`/api/boxes/${films.id}/star`);
  await api.delete(`/api/boxes/${gone.id}`);
  for (let i = 0; i < 3; i += 1) await api.logEvent(water.id);
  // 03:00 UTC: this morning in Rome and Tokyo, last night in New York.
  await api.logEvent(water.id, { eventDate: '2026-06-15T03:00:00.000Z' });
  await api.logEvent(banana.id, { eventDate: new Date(ctx.clock.now().getTime() + 7_200_000).toISOString() });
  await api.logEvent(films.id, { description: 'Dune' });
  return { api, userId: rows[0]?.id ?? '', timeZone, water };
}

describe('box lists read together', () => {
  it('gives each person their own list, in their order, counted in their time zone', async () => {
    const people = await Promise.all(['Europe/Rome', 'America/New_York', 'Asia/Tokyo'].map(person));
    const expected = (timeZone: string) => [
      ['Film', 1],
      ['acqua', timeZone === 'America/New_York' ? 3 : 4],
      ['Banana', 0],
    ];
    for (const who of people) {
      const alone = (await who.api.get('/api/boxes')).json(boxListSchema);
      expect(alone.map((box) => [box.name, box.todayCount])).toEqual(expected(who.timeZone));
    }

    // One statement at a time: the first ask goes alone, the rest (each person three times) wait and go together.
    const read = createListReader(ctx.db, 1);
    const now = ctx.clock.now();
    const asks = [...people, ...people, ...people].map((who) => ({
      userId: who.userId,
      dayStart: startOfLocalDay(localDate(now, who.timeZone), who.timeZone),
      now,
      timeZone: who.timeZone,
    }));
    const lists = await Promise.all(asks.map(({ timeZone, ...ask }) => read(ask)));
    lists.forEach((list, index) => {
      expect(list.map((box) => [box.name, box.todayCount])).toEqual(expected(asks[index]?.timeZone ?? ''));
    });
  });

  it('counts a tap written after an ask began in the asks that come after it', async () => {
    const rome = await person('Europe/Rome');
    const read = createListReader(ctx.db, 1);
    const ask = () => {
      const now = ctx.clock.now();
      return read({
        userId: rome.userId,
        dayStart: startOfLocalDay(localDate(now, rome.timeZone), rome.timeZone),
        now,
      });
    };
    const water = (list: Awaited<ReturnType<typeof ask>>) => list.find((box) => box.name === 'acqua')?.todayCount;
    const boxId = (await ask()).find((box) => box.name === 'acqua')?.id ?? 0;
    for (let round = 1; round <= 5; round += 1) {
      // A read under way while the tap is written may or may not see it; the one asked after must.
      const under = ask();
      await rome.api.logEvent(boxId);
      const after = ask();
      expect(water(await under)).toBeGreaterThanOrEqual(3 + round);
      expect(water(await after)).toBe(4 + round);
    }
  });

  it("gives each person their own goal cards, each counted over its period in the person's time zone", async () => {
    const people = await Promise.all(['Europe/Rome', 'America/New_York', 'Asia/Tokyo'].map(person));
    for (const who of people) {
      for (const [name, period] of [
        ['Acqua ogni giorno', 'day'],
        ['Acqua ogni settimana', 'week'],
      ] as const) {
        const created = await who.api.post('/api/goals', {
          name,
          boxIds: [who.water.id],
          startDate: '2026-06-01',
          target: { direction: 'atLeast', count: 8, period },
        });
        expect(created.status).toBe(201);
      }
    }
    // Monday the 15th: the 03:00 UTC glass is Sunday night in New York, so neither today's nor this week's there.
    const expected = (timeZone: string) => {
      const count = timeZone === 'America/New_York' ? 3 : 4;
      return [
        ['Acqua ogni giorno', count],
        ['Acqua ogni settimana', count],
      ];
    };
    for (const who of people) {
      const alone = (await who.api.get('/api/goals/cards')).json(goalCardListSchema);
      expect(alone.map((card) => [card.name, card.count])).toEqual(expected(who.timeZone));
    }
    const read = createCardsReader(ctx.db, 1);
    const now = ctx.clock.now();
    const asks = [...people, ...people, ...people].map((who) => {
      const today = localDate(now, who.timeZone);
      return { userId: who.userId, timeZone: who.timeZone, today, dayStart: startOfLocalDay(today, who.timeZone), now };
    });
    const cards = await Promise.all(asks.map((ask) => read(ask)));
    cards.forEach((list, index) => {
      expect(list.map((card) => [card.name, card.count])).toEqual(expected(asks[index]?.timeZone ?? ''));
    });
  });
});
