import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IncomingEvent, insertEventsSkippingDuplicates } from '../../src/server/events/bulk-insert.js';
import { rebuildDayCounts } from '../../src/server/stats/day-counts.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { newTrackingUser } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function ownerOf(boxId: number) {
  const { rows } = await ctx.db.execute<{ id: string; timeZone: string }>(sql`
    SELECT u.id, u.time_zone AS "timeZone" FROM users u JOIN boxes b ON b.user_id = u.id WHERE b.id = ${boxId}`);
  const [owner] = rows;
  if (!owner) throw new Error(`no owner for box ${boxId}`);
  return owner;
}

async function dayCounts(userId: string) {
  const { rows } = await ctx.db.execute(sql`
    SELECT box_id, day::text, count, quantity FROM event_day_counts WHERE user_id = ${userId} ORDER BY box_id, day`);
  return rows;
}

const film = (boxId: number, description: string, eventDate: string): IncomingEvent => ({
  boxId,
  description,
  quantity: 1,
  notes: null,
  rating: null,
  tags: [],
  eventDate: new Date(eventDate),
});

describe('events brought in from elsewhere', () => {
  it('are inserted once, leaving out those already there or repeated, with their days counted', async () => {
    const api = await newTrackingUser(ctx.app);
    const box = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    await api.logEvent(box.id, { description: 'Dune', eventDate: '2026-06-01T20:00:00.000Z' });
    const owner = await ownerOf(box.id);

    const incoming = [
      film(box.id, 'Dune', '2026-06-01T20:00:00.000Z'),
      film(box.id, 'Alien', '2026-06-02T20:00:00.000Z'),
      film(box.id, 'Alien', '2026-06-02T20:00:00.000Z'),
      film(box.id, 'Heat', '2026-06-02T21:30:00.000Z'),
    ];
    const ids = await insertEventsSkippingDuplicates(ctx.db, owner, incoming, ctx.clock.now());
    expect(ids).toHaveLength(2);
    expect(await insertEventsSkippingDuplicates(ctx.db, owner, incoming, ctx.clock.now())).toEqual([]);

    const counted = await dayCounts(owner.id);
    await rebuildDayCounts(ctx.db, owner.id);
    expect(counted).toEqual(await dayCounts(owner.id));
    expect(counted).toHaveLength(2);
  });

  it('never reach a box of another user', async () => {
    const mine = await newTrackingUser(ctx.app);
    const theirs = await newTrackingUser(ctx.app);
    const myBox = await mine.createBox({ name: 'Acqua', trackingMode: 'counter' });
    const theirBox = await theirs.createBox({ name: 'Acqua', trackingMode: 'counter' });
    const owner = await ownerOf(myBox.id);

    const ids = await insertEventsSkippingDuplicates(
      ctx.db,
      owner,
      [film(theirBox.id, '+1', '2026-06-01T08:00:00.000Z')],
      ctx.clock.now(),
    );
    expect(ids).toEqual([]);
    const { rows } = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM events WHERE box_id = ${theirBox.id}`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('load thousands in a few statements', async () => {
    const api = await newTrackingUser(ctx.app);
    const box = await api.createBox({ name: 'Passi', trackingMode: 'counter' });
    const owner = await ownerOf(box.id);
    const start = Date.parse('2025-01-01T12:00:00.000Z');
    const incoming = Array.from({ length: 5000 }, (_, i) =>
      film(box.id, '+1', new Date(start + i * 3_600_000).toISOString()),
    );
    const ids = await insertEventsSkippingDuplicates(ctx.db, owner, incoming, ctx.clock.now());
    expect(new Set(ids).size).toBe(5000);
    const counted = await dayCounts(owner.id);
    await rebuildDayCounts(ctx.db, owner.id);
    expect(counted).toEqual(await dayCounts(owner.id));
  }, 60_000);
});
