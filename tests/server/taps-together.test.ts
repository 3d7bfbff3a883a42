import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TapValues } from '../../src/server/events/create-event.js';
import { createTapWriter } from '../../src/server/events/tap-writer.js';
import { boxListSchema } from '../../src/shared/schemas/boxes.js';
import { COUNTER_DESCRIPTION } from '../../src/shared/schemas/events.js';
import { createTestApp, registerUser, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * Taps that arrive while others are being written go to PostgreSQL together, in one statement: each must still be
 * exactly what it would have been alone (its own event, its day counted in its writer's time zone, its idempotency
 * key kept), and a tap that cannot be written must not take the others down with it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function person(timeZone = 'Europe/Rome') {
  const { email, token } = await registerUser(ctx.app);
  const api = trackingClient(ctx.app, token);
  await api.patch('/api/user/preferences', { timeZone });
  const { rows } = await ctx.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`);
  const box = await api.createBox({ name: 'Acqua', emoji: '💧' });
  const films = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
  return { api, userId: rows[0]?.id ?? '', box, films, timeZone };
}

function tap(who: Awaited<ReturnType<typeof person>>, extra: Partial<TapValues> = {}): TapValues {
  const now = ctx.clock.now();
  return {
    boxId: who.box.id,
    userId: who.userId,
    description: null,
    counterDescription: COUNTER_DESCRIPTION,
    quantity: 1,
    notes: null,
    rating: null,
    tags: [],
    eventDate: now,
    now,
    timeZone: who.timeZone,
    key: randomUUID(),
    requestHash: 'hash',
    ...extra,
  };
}

describe('taps written together', () => {
  it('each is its own event, counted on its day in its writer time zone, with its key', async () => {
    const [rome, newYork, tokyo] = await Promise.all([
      person('Europe/Rome'),
      person('America/New_York'),
      person('Asia/Tokyo'),
    ]);
    const people = [rome, newYork, tokyo];
    // One statement at a time: the first tap goes alone, the others wait and go together.
    const write = createTapWriter(ctx.db, 1);
    // 23:30 UTC: still today in New York, already tomorrow in Rome and Tokyo.
    const late = new Date('2026-06-10T23:30:00Z');
    const taps = [
      ...people.flatMap((who) => [tap(who), tap(who), tap(who, { eventDate: late })]),
      tap(rome, {
        boxId: rome.films.id,
        description: 'Dune #cinema',
        quantity: 3,
        notes: 'con Luca',
        rating: 4,
        tags: ['cinema'],
      }),
    ];
    const written = await Promise.all(taps.map((one) => write(one)));
    expect(written.map((rows) => rows.length)).toEqual(taps.map(() => 1));
    const ids = written.map((rows) => rows[0]?.id);
    expect(new Set(ids).size).toBe(taps.length);
    written.forEach((rows, index) => {
      expect(rows[0]).toMatchObject({ box_id: taps[index]?.boxId });
    });
    expect(written.at(-1)?.[0]).toMatchObject({
      description: 'Dune #cinema',
      quantity: 3,
      notes: 'con Luca',
      rating: 4,
      tags: ['cinema'],
      tracking_mode: 'descriptive',
    });

    for (const who of people) {
      const days = await ctx.db.execute<{ day: string; count: number }>(
        sql`SELECT day::text, count FROM event_day_counts WHERE box_id = ${who.box.id} ORDER BY day`,
      );
      const lateDay = who.timeZone === 'America/New_York' ? '2026-06-10' : '2026-06-11';
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: who.timeZone }).format(ctx.clock.now());
      const expected = new Map<string, number>([[today, 2]]);
      expected.set(lateDay, (expected.get(lateDay) ?? 0) + 1);
      expect(Object.fromEntries(days.rows.map((row) => [row.day, row.count]))).toEqual(
        Object.fromEntries([...expected].sort()),
      );
      const keys = await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = ${who.userId}`,
      );
      expect(keys.rows[0]?.n).toBe(taps.filter((one) => one.userId === who.userId).length);
    }
  });

  it("writes nothing for a tap into another person's box or with a key already used, and the rest as asked", async () => {
    const [owner, other] = await Promise.all([person(), person()]);
    const write = createTapWriter(ctx.db, 1);
    const used = randomUUID();
    await write(tap(owner, { key: used }));
    const taps = [
      tap(owner),
      tap(other, { boxId: owner.box.id }),
      tap(owner, { key: used }),
      tap(other),
      tap(owner, { boxId: owner.films.id }),
    ];
    const written = await Promise.all(taps.map((one) => write(one)));
    expect(written.map((rows) => rows.length)).toEqual([1, 0, 0, 1, 0]);
  });

  it('keeps one event for one key sent twice at once, and writes the others', async () => {
    const [first, second] = await Promise.all([person(), person()]);
    const write = createTapWriter(ctx.db, 1);
    const twice = randomUUID();
    // The first goes alone; the other three wait and go together, the two with one key among them.
    const taps = [tap(second), tap(first, { key: twice }), tap(second), tap(first, { key: twice })];
    const written = await Promise.all(
      taps.map((one) => write(one).catch((error: unknown) => (error instanceof Error ? error.message : 'failed'))),
    );
    const rows = written.filter((entry) => Array.isArray(entry));
    // The taps of the failed statement are written again alone: one of the two with the key loses the race.
    expect(rows.filter((entry) => entry.length === 1)).toHaveLength(3);
    const events = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM events WHERE box_id = ${first.box.id}`,
    );
    expect(events.rows[0]?.n).toBe(1);
  });
});

describe('taps through the API at once', () => {
  it('are each answered with their own event, and the boxes count them all', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => person()));
    const answers = await Promise.all(
      people.flatMap((who) =>
        Array.from({ length: 5 }, () => who.api.logEvent(who.box.id, {}, { 'idempotency-key': randomUUID() })),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(answers.length);
    for (const who of people) {
      const boxes = (await who.api.get('/api/boxes')).json(boxListSchema);
      expect(boxes.find((box) => box.id === who.box.id)?.todayCount).toBe(5);
    }
  });
});
