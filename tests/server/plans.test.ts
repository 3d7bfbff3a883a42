import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DAY_MS, HOUR_MS } from '../../src/shared/days.js';
import { checkoutResponseSchema, subscriptionChangeResponseSchema } from '../../src/shared/schemas/billing.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { keepBoxesResponseSchema } from '../../src/shared/schemas/plans.js';
import { trashedBoxSchema } from '../../src/shared/schemas/trash.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { accountOf, bodyOf, logsAbout, subjectOf } from '../support/billing.js';
import { mailsTo } from '../support/outbox.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/** The trial's end, the welcome dialog's flag, and the boxes of a user back on Free. Each test has its own clock. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const boxList = z.array(boxSchema);

/** Runs a test against a fresh app whose clock the test moves, so the shared one stays where it is. */
async function withClock(run: (app: TestContext) => Promise<void>) {
  const own = await createTestApp({ clock: new TestClock(new Date('2026-03-02T08:00:00Z')) });
  try {
    await run(own);
  } finally {
    await own.close();
  }
}

/** A session opened now: the trial outlasts the 30 days a remembered session lives, so tests sign in again. */
async function signInAgain(app: TestContext, email: string) {
  const { id } = await accountOf(app, email);
  return trackingClient(app.app, (await app.app.services.sessions.create(id, true, undefined)).token);
}

describe('the trial welcome', () => {
  it('opens once per user: closing it is recorded on the account', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).trialWelcomeSeen).toBe(
      false,
    );
    const seen = await call(ctx.app, 'PUT', '/api/user/trial-welcome', undefined, { token });
    expect(seen.json(userSchema)).toMatchObject({ trialWelcomeSeen: true, subscriptionStatus: 'trialing' });
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).trialWelcomeSeen).toBe(
      true,
    );
  });
});

describe('the end of the trial', () => {
  it('warns two days ahead, then ends the trial: Free, a trial_end log and a mail, each once', async () =>
    withClock(async (app) => {
      const { email, token } = await registerUser(app.app);
      await call(app.app, 'PATCH', '/api/user/preferences', { preferredLanguage: 'de' }, { token });
      const other = await registerUser(app.app);

      app.clock.advance(4 * DAY_MS);
      expect(await app.app.services.planLifecycle.run()).toMatchObject({ trialsReminded: 0, trialsEnded: 0 });
      app.clock.advance(DAY_MS + HOUR_MS);
      expect(await app.app.services.planLifecycle.run()).toMatchObject({ trialsReminded: 2 });
      expect(await app.app.services.planLifecycle.run()).toMatchObject({ trialsReminded: 0 });
      const reminder = (await mailsTo(app, email))[0] ?? '';
      expect(subjectOf(reminder)).toBe('Deine Pro-Testphase endet in 2 Tagen');
      expect(subjectOf((await mailsTo(app, other.email))[0] ?? '')).toBe('La tua prova Pro finisce tra 2 giorni');

      app.clock.advance(2 * DAY_MS);
      const api = await signInAgain(app, email);
      // The limits are Free's as soon as the trial is over, before the job has run.
      expect((await api.get('/api/auth/user')).json(userSchema)).toMatchObject({
        effectivePlan: 'free',
        trialDaysLeft: 0,
      });
      expect(await app.app.services.planLifecycle.run()).toMatchObject({ trialsEnded: 2 });
      expect(await app.app.services.planLifecycle.run()).toMatchObject({ trialsEnded: 0 });
      expect((await api.get('/api/auth/user')).json(userSchema)).toMatchObject({
        plan: 'free',
        effectivePlan: 'free',
        subscriptionStatus: 'inactive',
      });
      expect(await logsAbout(app, email)).toEqual([
        'registration: New account',
        'trial_start: Pro trial of 7 days started',
        'trial_end: Pro trial ended without a purchase: back to Free',
      ]);
      const mails = await mailsTo(app, email);
      expect(mails.map(subjectOf)).toEqual(['Deine Pro-Testphase endet in 2 Tagen', 'Deine Pro-Testphase ist vorbei']);
      expect(bodyOf(mails[1] ?? '')).toContain('3 Boxen');
    }));

  it('keeps the log entry, with its email, when the account is deleted', async () =>
    withClock(async (app) => {
      const { email, token, password } = await registerUser(app.app);
      await call(app.app, 'DELETE', '/api/user/delete', { password }, { token });
      expect(await logsAbout(app, email)).toEqual([
        'registration: New account',
        'trial_start: Pro trial of 7 days started',
      ]);
    }));
});

describe('back on Free with more boxes than it allows', () => {
  it('keeps every box visible, the oldest three usable and the others read-only, refused by the server', async () =>
    withClock(async (app) => {
      const { email, token } = await registerUser(app.app);
      const trial = trackingClient(app.app, token);
      const boxes = [];
      for (const name of ['Acqua', 'Corsa', 'Film', 'Libri', 'Caffè']) {
        boxes.push(
          await trial.createBox({
            name,
            trackingMode: name === 'Film' || name === 'Libri' ? 'descriptive' : 'counter',
          }),
        );
        app.clock.advance(60_000);
      }
      const diary = await trial.logEvent(boxes[3]?.id ?? 0, { description: 'Dune' });
      app.clock.advance(8 * DAY_MS);
      const api = await signInAgain(app, email);

      const listed = (await api.get('/api/boxes')).json(boxList);
      expect(listed.map((box) => [box.name, box.readOnly])).toEqual([
        ['Acqua', false],
        ['Caffè', true],
        ['Corsa', false],
        ['Film', false],
        ['Libri', true],
      ]);
      const [water, , , books, coffee] = boxes.map((box) => box.id);
      for (const [name, attempt] of [
        ['tap', () => api.post(`/api/events/boxes/${coffee}/events`, {})],
        ['new event', () => api.post(`/api/events/boxes/${books}/events`, { description: 'Emma' })],
        ['rename box', () => api.put(`/api/boxes/${books}`, { name: 'Romanzi' })],
        ['rename event', () => api.put(`/api/events/${diary.id}`, { description: 'Dune, di nuovo' })],
        ['trash event', () => api.delete(`/api/events/${diary.id}`)],
      ] as const) {
        const { status, json } = await attempt();
        expect([name, status, json(errorBody).error.code]).toEqual([name, 403, 'box_read_only']);
      }
      expect((await api.post(`/api/events/boxes/${water}/events`, {})).status).toBe(201);
      expect((await api.get(`/api/boxes/${books}/events`)).json(eventPageSchema).events).toHaveLength(1);
    }));

  it('asks which three to keep; the others go to the trash, restorable once there is room', async () =>
    withClock(async (app) => {
      const { email, token } = await registerUser(app.app);
      const trial = trackingClient(app.app, token);
      const ids: number[] = [];
      for (const name of ['Uno', 'Due', 'Tre', 'Quattro', 'Cinque']) {
        ids.push((await trial.createBox({ name })).id);
        app.clock.advance(60_000);
      }
      await trial.logEvent(ids[4] ?? 0);
      const stranger = trackingClient(app.app, (await registerUser(app.app)).token);
      const theirs = await stranger.createBox({ name: 'Altrui' });
      app.clock.advance(8 * DAY_MS);
      const api = await signInAgain(app, email);
      const [one, two, three, four, five] = ids as [number, number, number, number, number];

      const tooFew = await api.post('/api/boxes/keep', { boxIds: [one, two] });
      expect([tooFew.status, tooFew.json(errorBody).error.message]).toEqual([
        400,
        'Scegli esattamente 3 box da tenere',
      ]);
      expect((await api.post('/api/boxes/keep', { boxIds: [one, two, theirs.id] })).status).toBe(404);
      expect((await api.get('/api/boxes')).json(boxList)).toHaveLength(5);

      const kept = await api.post('/api/boxes/keep', { boxIds: [one, four, five] });
      expect(kept.json(keepBoxesResponseSchema)).toEqual({
        trashed: 2,
        message: 'Fatto: 2 box sono andati nel cestino.',
      });
      const listed = (await api.get('/api/boxes')).json(boxList);
      expect(listed.map((box) => [box.id, box.readOnly]).sort()).toEqual(
        [
          [five, false],
          [four, false],
          [one, false],
        ].sort(),
      );
      expect((await api.post(`/api/events/boxes/${five}/events`, {})).status).toBe(201);
      expect(
        (await api.get('/api/trash/boxes'))
          .json(z.array(trashedBoxSchema))
          .map((box) => box.id)
          .sort(),
      ).toEqual([two, three].sort());
      const again = await api.post('/api/boxes/keep', { boxIds: [one, four, five] });
      expect([again.status, again.json(errorBody).error.code]).toEqual([409, 'box_choice_not_needed']);

      // Nothing is lost: with a free place, a trashed box comes back.
      expect((await api.post(`/api/trash/boxes/${two}/restore`)).json(errorBody).error.code).toBe('box_limit');
      await api.delete(`/api/boxes/${one}`);
      expect((await api.post(`/api/trash/boxes/${two}/restore`)).status).toBe(200);
    }));

  it('applies after a cancelled Pro period ends as after the trial', async () =>
    withClock(async (app) => {
      const { email, token } = await registerUser(app.app);
      const checkout = await call(app.app, 'POST', '/api/stripe/create-checkout-session', { planId: 'pro' }, { token });
      await app.app.inject({
        method: 'POST',
        url: checkout.json(checkoutResponseSchema).url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cardNumber=4242424242424242&expiry=12%2F34&cvc=123',
      });
      const pro = trackingClient(app.app, token);
      for (const name of ['Uno', 'Due', 'Tre', 'Quattro']) await pro.createBox({ name });
      const cancelled = await pro.post('/api/subscription/cancel');
      app.clock.advance(
        new Date(cancelled.json(subscriptionChangeResponseSchema).subscription.endsAt ?? '').getTime() -
          app.clock.now().getTime() -
          HOUR_MS,
      );
      let api = await signInAgain(app, email);
      expect((await api.get('/api/boxes')).json(boxList).some((box) => box.readOnly)).toBe(false);
      app.clock.advance(2 * HOUR_MS);
      await app.app.services.planLifecycle.run();
      api = await signInAgain(app, email);
      const listed = (await api.get('/api/boxes')).json(boxList);
      expect(listed.filter((box) => box.readOnly).map((box) => box.name)).toEqual(['Quattro']);
    }));
});
