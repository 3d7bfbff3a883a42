import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Goal, goalCardListSchema, goalPauseSchema, goalSchema } from '../../src/shared/schemas/goals.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-10-20T10:00:00Z')) });
});
afterAll(() => ctx.close());

/** Moves the app's clock to an instant (each test begins by saying when it happens). */
function at(instant: string) {
  ctx.clock.advance(new Date(instant).getTime() - ctx.clock.now().getTime());
}

/** A new user on the Pro trial, living in a time zone. */
async function userIn(timeZone: string) {
  const { token } = await registerUser(ctx.app);
  await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone }, { token });
  return trackingClient(ctx.app, token);
}

type Api = Awaited<ReturnType<typeof userIn>>;

async function logAt(api: Api, boxId: number, instants: string[]) {
  for (const eventDate of instants) await api.logEvent(boxId, { eventDate });
}

/** `times` events at noon UTC of a day (the same local day in Rome, Tokyo and Los Angeles). */
const onDay = (day: string, times: number) => Array.from({ length: times }, () => `${day}T12:00:00Z`);

async function goal(api: Api, id: number): Promise<Goal> {
  const listed = (await api.get('/api/goals')).json(goalSchema.array());
  const found = listed.find((each) => each.id === id);
  if (!found) throw new Error(`goal ${id} not listed`);
  return found;
}

describe('goal targets', () => {
  it('8 glasses a day: progress today against the pace, what is left, the streak of days met and their history', async () => {
    at('2026-10-20T10:00:00Z'); // Tuesday, 12:00 in Rome
    const api = await userIn('Europe/Rome');
    const water = await api.createBox({ name: 'Acqua' });
    await logAt(api, water.id, [
      ...onDay('2026-10-15', 8),
      ...onDay('2026-10-16', 9),
      ...onDay('2026-10-17', 8),
      ...onDay('2026-10-18', 3),
      ...onDay('2026-10-19', 8),
      ...onDay('2026-10-20', 5).map(() => '2026-10-20T08:00:00Z'),
    ]);
    const created = await api.post('/api/goals', {
      name: '8 bicchieri al giorno',
      boxIds: [water.id],
      startDate: '2026-10-14',
      target: { direction: 'atLeast', count: 8, period: 'day' },
    });
    expect(created.status).toBe(201);
    const { id, progress, target } = created.json(goalSchema);
    expect(target).toEqual({ direction: 'atLeast', count: 8, period: 'day' });
    // Half the day gone and 5 of 8: ahead of the even pace of 4.
    expect(progress).toMatchObject({
      period: { start: '2026-10-20', end: '2026-10-20', count: 5, met: false },
      status: 'onTrack',
      left: 3,
      streak: 1,
    });
    expect(progress?.history.map(({ start, count, met }) => [start, count, met])).toEqual([
      ['2026-10-14', 0, false],
      ['2026-10-15', 8, true],
      ['2026-10-16', 9, true],
      ['2026-10-17', 8, true],
      ['2026-10-18', 3, false],
      ['2026-10-19', 8, true],
    ]);

    at('2026-10-20T19:00:00Z'); // 21:00: 5 of 8 is now behind the pace
    expect((await goal(api, id)).progress?.status).toBe('behind');
    await logAt(api, water.id, ['2026-10-20T18:00:00Z', '2026-10-20T18:10:00Z', '2026-10-20T18:20:00Z']);
    expect((await goal(api, id)).progress).toMatchObject({ status: 'done', left: 0, streak: 2 });
  });

  it('a schedule (Mon, Wed, Fri) counts its days only: a rest day neither breaks nor extends the streak', async () => {
    at('2026-10-20T10:00:00Z'); // Tuesday
    const api = await userIn('Europe/Rome');
    const gym = await api.createBox({ name: 'Palestra' });
    await logAt(api, gym.id, [...onDay('2026-10-12', 1), ...onDay('2026-10-13', 1), ...onDay('2026-10-14', 1)]);
    await logAt(api, gym.id, onDay('2026-10-19', 1));
    const { id, progress } = (
      await api.post('/api/goals', {
        name: 'Palestra lun/mer/ven',
        boxIds: [gym.id],
        startDate: '2026-10-12',
        target: { direction: 'atLeast', count: 1, period: 'day', weekdays: [0, 2, 4] },
      })
    ).json(goalSchema);
    expect(progress?.status).toBe('rest');
    // Friday the 16th was missed; Monday the 19th met; Tuesday's extra session counts for nothing.
    expect(progress?.history.map(({ start, met }) => [start, met])).toEqual([
      ['2026-10-12', true],
      ['2026-10-14', true],
      ['2026-10-16', false],
      ['2026-10-19', true],
    ]);
    expect(progress?.streak).toBe(1);

    at('2026-10-21T10:00:00Z'); // Wednesday
    expect((await goal(api, id)).progress).toMatchObject({ status: 'onTrack', left: 1, streak: 1 });
    await logAt(api, gym.id, ['2026-10-21T09:00:00Z']);
    expect((await goal(api, id)).progress).toMatchObject({ status: 'done', left: 0, streak: 2 });
  });

  it('at most 2 coffees a day, in Tokyo: the third is over the target, and a day within it keeps the streak', async () => {
    at('2026-10-20T03:00:00Z'); // 12:00 in Tokyo
    const api = await userIn('Asia/Tokyo');
    const coffee = await api.createBox({ name: 'Caffè' });
    // 23:30 in Tokyo on the 18th is still the 18th there (14:30 UTC).
    await logAt(api, coffee.id, [...onDay('2026-10-18', 2), '2026-10-18T14:30:00Z', '2026-10-19T01:00:00Z']);
    const { id, progress } = (
      await api.post('/api/goals', {
        name: 'Meno caffè',
        boxIds: [coffee.id],
        startDate: '2026-10-18',
        target: { direction: 'atMost', count: 2, period: 'day' },
      })
    ).json(goalSchema);
    expect(progress?.history.map(({ start, count, met }) => [start, count, met])).toEqual([
      ['2026-10-18', 3, false],
      ['2026-10-19', 1, true],
    ]);
    // A day under way is not yet within its limit for good: it joins the streak when it ends.
    expect(progress).toMatchObject({ status: 'onTrack', left: 2, streak: 1 });
    await logAt(api, coffee.id, ['2026-10-20T00:00:00Z', '2026-10-20T01:00:00Z', '2026-10-20T02:00:00Z']);
    expect((await goal(api, id)).progress).toMatchObject({ status: 'over', left: 0, streak: 1 });
  });

  it('a week from Monday to Sunday across the October change in Rome, by local days', async () => {
    at('2026-10-25T22:30:00Z'); // Sunday 23:30 in Rome, an hour after the clocks went back
    const api = await userIn('Europe/Rome');
    const run = await api.createBox({ name: 'Corsa' });
    await logAt(api, run.id, [
      '2026-10-18T22:30:00Z', // Monday the 19th at 00:30 (CEST): this week
      '2026-10-18T21:30:00Z', // Sunday the 18th at 23:30: last week
      '2026-10-25T00:30:00Z', // the night of the change, 02:30 CEST: Sunday, this week
      '2026-10-25T22:00:00Z', // Sunday 23:00 (CET): this week
      '2026-10-12T12:00:00Z', // Monday the 12th, before the goal began on Wednesday
    ]);
    const { id, progress } = (
      await api.post('/api/goals', {
        name: 'Correre 3 volte a settimana',
        boxIds: [run.id],
        startDate: '2026-10-14',
        target: { direction: 'atLeast', count: 3, period: 'week' },
      })
    ).json(goalSchema);
    expect(progress).toMatchObject({
      period: { start: '2026-10-19', end: '2026-10-25', count: 3, met: true },
      status: 'done',
      streak: 1,
    });
    expect(progress?.history).toEqual([
      { start: '2026-10-12', end: '2026-10-18', count: 1, met: false, paused: false },
    ]);

    at('2026-10-25T23:30:00Z'); // Monday 00:30: a new week
    expect((await goal(api, id)).progress).toMatchObject({
      period: { start: '2026-10-26', end: '2026-11-01', count: 0 },
      status: 'onTrack',
      left: 3,
      streak: 1,
    });
  });

  it('a month in Los Angeles keeps an evening event of the 31st in October, across its own November change', async () => {
    at('2026-11-02T20:00:00Z'); // Monday 12:00 in Los Angeles, the day after the clocks went back
    const api = await userIn('America/Los_Angeles');
    const pages = await api.createBox({ name: 'Lettura' });
    await logAt(api, pages.id, [...onDay('2026-10-10', 4), '2026-11-01T06:30:00Z', ...onDay('2026-11-01', 1)]);
    const { progress } = (
      await api.post('/api/goals', {
        name: 'Leggere 5 volte al mese',
        boxIds: [pages.id],
        startDate: '2026-10-01',
        target: { direction: 'atLeast', count: 5, period: 'month' },
      })
    ).json(goalSchema);
    // 23:30 on 31 October there (06:30 UTC on 1 November) completes October.
    expect(progress?.history).toEqual([{ start: '2026-10-01', end: '2026-10-31', count: 5, met: true, paused: false }]);
    expect(progress).toMatchObject({
      period: { start: '2026-11-01', end: '2026-11-30', count: 1 },
      status: 'onTrack',
      left: 4,
      streak: 1,
    });
  });

  it('counts a backdated event where its date falls and drops a trashed one; a changed target applies at once', async () => {
    at('2026-10-20T10:00:00Z');
    const api = await userIn('Europe/Rome');
    const water = await api.createBox({ name: 'Acqua' });
    const { id } = (
      await api.post('/api/goals', {
        name: 'Acqua',
        boxIds: [water.id],
        startDate: '2026-10-19',
        target: { direction: 'atLeast', count: 2, period: 'day' },
      })
    ).json(goalSchema);
    await logAt(api, water.id, ['2026-10-19T09:00:00Z']);
    const forgotten = await api.logEvent(water.id, { eventDate: '2026-10-19T17:00:00Z' });
    expect((await goal(api, id)).progress?.history).toEqual([
      { start: '2026-10-19', end: '2026-10-19', count: 2, met: true, paused: false },
    ]);
    expect((await api.delete(`/api/events/${forgotten.id}`)).status).toBe(200);
    expect((await goal(api, id)).progress?.history).toEqual([
      { start: '2026-10-19', end: '2026-10-19', count: 1, met: false, paused: false },
    ]);

    const lowered = await api.patch(`/api/goals/${id}`, { target: { direction: 'atLeast', count: 1, period: 'day' } });
    expect(lowered.json(goalSchema).progress).toMatchObject({ streak: 1, left: 1 });
    const removed = await api.patch(`/api/goals/${id}`, { target: null });
    expect(removed.json(goalSchema)).toMatchObject({ target: null, progress: null });
  });

  it('a total by the end date needs an end date; a schedule is for per-day targets; a target counts at least 1', async () => {
    at('2026-10-20T10:00:00Z');
    const api = await userIn('Europe/Rome');
    const books = await api.createBox({ name: 'Libri' });
    const base = { name: 'Libri', boxIds: [books.id], startDate: '2026-10-01' };
    const refusals = [
      [{ ...base, target: { direction: 'atLeast', count: 12, period: 'total' } }, 'endDate'],
      [{ ...base, target: { direction: 'atLeast', count: 3, period: 'week', weekdays: [0] } }, 'target.weekdays'],
      [{ ...base, target: { direction: 'atLeast', count: 0, period: 'day' } }, 'target.count'],
      [{ ...base, target: { direction: 'sometimes', count: 1, period: 'day' } }, 'target.direction'],
    ] as const;
    for (const [body, field] of refusals) {
      const answer = await api.post('/api/goals', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        answer.json(errorBody).error.fields?.map((each) => each.path),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect((await api.get('/api/goals')).json(goalSchema.array())).toEqual([]);

    const total = await api.post('/api/goals', {
      ...base,
      endDate: '2026-12-31',
      target: { direction: 'atLeast', count: 12, period: 'total' },
    });
    expect(total.json(goalSchema).progress).toMatchObject({
      period: { start: '2026-10-01', end: '2026-12-31', count: 0 },
      left: 12,
      history: [],
    });
    const withoutEnd = await api.patch(`/api/goals/${total.json(goalSchema).id}`, { endDate: null });
    expect(withoutEnd.status).toBe(400);
    expect(withoutEnd.json(errorBody).error.message).toBe('Un totale da raggiungere ha bisogno di una data di fine');
  });

  it('a week of holiday neither breaks nor extends the streak; a pause for every goal covers today; only its owner sees it', async () => {
    at('2026-10-20T10:00:00Z');
    const api = await userIn('Europe/Rome');
    const water = await api.createBox({ name: 'Acqua' });
    await logAt(api, water.id, [
      ...['2026-10-10', '2026-10-11', '2026-10-12', '2026-10-13', '2026-10-19'].flatMap((day) => onDay(day, 8)),
    ]);
    const { id } = (
      await api.post('/api/goals', {
        name: 'Acqua',
        boxIds: [water.id],
        startDate: '2026-10-10',
        target: { direction: 'atLeast', count: 8, period: 'day' },
      })
    ).json(goalSchema);
    expect((await goal(api, id)).progress?.streak).toBe(1);

    const holiday = await api.post('/api/goals/pauses', { goalId: id, from: '2026-10-14', to: '2026-10-18' });
    expect(holiday.status).toBe(201);
    const paused = await goal(api, id);
    expect(paused.pauses).toEqual([
      { id: holiday.json(goalPauseSchema).id, goalId: id, from: '2026-10-14', to: '2026-10-18' },
    ]);
    // Four days before the holiday and the 19th after it: five in a row; today is still open.
    expect(paused.progress).toMatchObject({ streak: 5, status: 'behind' });
    expect(paused.progress?.history.map(({ start, met, paused }) => [start, met, paused])).toEqual([
      ['2026-10-12', true, false],
      ['2026-10-13', true, false],
      ['2026-10-14', false, true],
      ['2026-10-15', false, true],
      ['2026-10-16', false, true],
      ['2026-10-17', false, true],
      ['2026-10-18', false, true],
      ['2026-10-19', true, false],
    ]);

    const illness = (await api.post('/api/goals/pauses', { goalId: null, from: '2026-10-20', to: '2026-10-22' })).json(
      goalPauseSchema,
    );
    expect((await goal(api, id)).progress).toMatchObject({ status: 'paused', streak: 5 });

    const stranger = await userIn('Europe/Rome');
    expect(
      (await stranger.post('/api/goals/pauses', { goalId: id, from: '2026-10-20', to: '2026-10-20' })).status,
    ).toBe(404);
    expect((await stranger.delete(`/api/goals/pauses/${illness.id}`)).status).toBe(404);
    expect((await goal(api, id)).pauses).toHaveLength(2);

    expect((await api.delete(`/api/goals/pauses/${illness.id}`)).status).toBe(200);
    expect((await goal(api, id)).progress?.status).toBe('behind');

    const backwards = await api.post('/api/goals/pauses', { goalId: id, from: '2026-10-20', to: '2026-10-19' });
    expect(backwards.json(errorBody).error.message).toBe('La data di fine non può essere prima della data di inizio');
    const tooLong = await api.post('/api/goals/pauses', { goalId: id, from: '2026-01-01', to: '2027-06-01' });
    expect(tooLong.json(errorBody).error.message).toBe('Una pausa può durare al massimo un anno');
    expect((await goal(api, id)).pauses).toHaveLength(1);
  });

  it("the box cards' counts agree with each goal's own progress; goals without a target, completed or not begun are not there", async () => {
    at('2026-10-22T16:00:00Z'); // Thursday, 18:00 in Rome
    const api = await userIn('Europe/Rome');
    const water = await api.createBox({ name: 'Acqua' });
    const coffee = await api.createBox({ name: 'Caffè' });
    await logAt(api, water.id, [...onDay('2026-10-01', 4), ...onDay('2026-10-19', 2), ...onDay('2026-10-22', 3)]);
    await logAt(api, coffee.id, [...onDay('2026-10-20', 2), ...onDay('2026-10-22', 3)]);
    const make = async (name: string, boxIds: number[], extra: Record<string, unknown>) =>
      (await api.post('/api/goals', { name, boxIds, startDate: '2026-09-01', ...extra })).json(goalSchema);
    const daily = await make('Acqua al giorno', [water.id], {
      target: { direction: 'atLeast', count: 3, period: 'day' },
    });
    const weekly = await make('Caffè a settimana', [coffee.id], {
      target: { direction: 'atMost', count: 4, period: 'week' },
    });
    const monthly = await make('Tutto il mese', [water.id, coffee.id], {
      target: { direction: 'atLeast', count: 20, period: 'month' },
    });
    const total = await make('Entro dicembre', [water.id], {
      endDate: '2026-12-31',
      target: { direction: 'atLeast', count: 50, period: 'total' },
    });
    await make('Senza traguardo', [water.id], {});
    const later = await make('Da novembre', [water.id], {
      startDate: '2026-11-01',
      target: { direction: 'atLeast', count: 1, period: 'day' },
    });
    const done = await make('Finito', [coffee.id], { target: { direction: 'atLeast', count: 1, period: 'day' } });
    await api.patch(`/api/goals/${done.id}`, { isActive: false });

    const cards = (await api.get('/api/goals/cards')).json(goalCardListSchema);
    expect(cards.map((card) => card.goalId).sort()).toEqual([daily.id, weekly.id, monthly.id, total.id].sort());
    const byHand = { [daily.id]: 3, [weekly.id]: 5, [monthly.id]: 14, [total.id]: 9 };
    for (const card of cards) {
      expect(card.count, card.name).toBe(byHand[card.goalId]);
      expect(card.count, card.name).toBe((await goal(api, card.goalId)).progress?.period.count);
    }
    expect(cards.find((card) => card.goalId === daily.id)?.status).toBe('done');
    expect(cards.find((card) => card.goalId === weekly.id)?.status).toBe('over');
    expect(cards.find((card) => card.goalId === monthly.id)?.status).toBe('open');
    expect(later.id).toBeGreaterThan(0);

    const stranger = await userIn('Europe/Rome');
    expect((await stranger.get('/api/goals/cards')).json(goalCardListSchema)).toEqual([]);
  });
});
