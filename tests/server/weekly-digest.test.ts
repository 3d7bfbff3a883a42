import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalSchema } from '../../src/shared/schemas/goals.js';
import { mailsTo } from '../support/outbox.js';
import { call, createTestApp, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

const HOUR = 3_600_000;
const clock = new TestClock(new Date('2026-04-01T10:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

/** A mail's text with its quoted-printable encoding undone. */
function text(mail: string): string {
  const body = mail.slice(mail.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '=' && /^[0-9A-F]{2}$/.test(body.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(body.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

async function person(timeZone: string, language: string) {
  const account = await registerUser(ctx.app);
  await call(
    ctx.app,
    'PATCH',
    '/api/user/preferences',
    { timeZone, preferredLanguage: language },
    { token: account.token },
  );
  return { ...account, tracking: trackingClient(ctx.app, account.token) };
}

const runAt = async (iso: string) => {
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
  return ctx.app.services.notifications.sendWeeklyDigests();
};

describe('the weekly digest', () => {
  it("mails last week's figures on Monday morning local time, once, and never when switched off", async () => {
    // The seed: Rome, two boxes over the weeks of 30 March and 6 April 2026, a goal completed on Saturday 11 April.
    const rome = await person('Europe/Rome', 'en');
    const run = await rome.tracking.createBox({ name: 'Running', emoji: '🏃' });
    const read = await rome.tracking.createBox({ name: 'Reading', emoji: '📚' });
    const at = (day: string) => ({ eventDate: `${day}T19:00:00+02:00` });
    for (const day of ['2026-03-31', '2026-04-02']) await rome.tracking.logEvent(run.id, at(day));
    for (const day of ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-10'])
      await rome.tracking.logEvent(run.id, at(day));
    await rome.tracking.logEvent(read.id, at('2026-04-12'));
    await rome.tracking.logEvent(read.id, at('2026-04-12'));
    // Monday 13 April just after midnight: not last week's.
    await rome.tracking.logEvent(read.id, { eventDate: '2026-04-13T00:30:00+02:00' });
    const goal = await rome.tracking.post('/api/goals', {
      name: 'Ten runs',
      boxIds: [String(run.id)],
      startDate: '2026-04-01',
      endDate: '2026-04-11',
    });
    await rome.tracking.patch(`/api/goals/${goal.json(goalSchema).id}`, { isActive: false });
    const target = (name: string, boxId: number, target: Record<string, unknown>) =>
      rome.tracking.post('/api/goals', { name, boxIds: [boxId], startDate: '2026-03-30', target });
    const runs = await target('Run Mon/Wed/Fri', run.id, {
      direction: 'atLeast',
      count: 1,
      period: 'day',
      weekdays: [0, 2, 4],
    });
    await target('Read 3 times a week', read.id, { direction: 'atLeast', count: 3, period: 'week' });
    // A day off running on Friday the 10th: that day counts for nothing, met or not.
    const runsId = runs.json(goalSchema).id;
    await rome.tracking.post('/api/goals/pauses', { goalId: runsId, from: '2026-04-10', to: '2026-04-10' });

    const newYork = await person('America/New_York', 'it');
    const nyBox = await newYork.tracking.createBox({ name: 'Corsa', emoji: '🏃' });
    await newYork.tracking.logEvent(nyBox.id, { eventDate: '2026-04-09T07:00:00-04:00' });

    const quiet = await person('Europe/Rome', 'en');
    const quietBox = await quiet.tracking.createBox({ name: 'Yoga' });
    await quiet.tracking.logEvent(quietBox.id, at('2026-04-08'));
    expect(
      (
        await call(
          ctx.app,
          'PUT',
          '/api/notification-settings/weekly-digest',
          { weeklyDigest: false },
          { token: quiet.token },
        )
      ).status,
    ).toBe(200);

    await runAt('2026-04-13T05:45:00Z'); // 07:45 in Rome: too early
    expect(await mailsTo(ctx, rome.email)).toHaveLength(0);
    await runAt('2026-04-13T06:00:00Z'); // 08:00 in Rome
    await runAt('2026-04-13T06:15:00Z');
    const romeMails = await mailsTo(ctx, rome.email);
    expect(romeMails).toHaveLength(1);
    expect(romeMails[0]).toContain('Subject: Your weekly Korai digest');
    expect(text(romeMails[0] ?? '')).toContain(
      [
        'here is your week, from April 6, 2026 to April 12, 2026:',
        '',
        '🏃 Running: 4 (the week before: 2)',
        '📚 Reading: 2 (the week before: 0)',
        '',
        'Most active box: Running (4).',
        'Longest streak: Running, 3 days in a row.',
        'Goals reached: Ten runs.',
        '“Run Mon/Wed/Fri”: target reached 2 times out of 2.',
        '“Read 3 times a week”: target reached 0 times out of 1.',
      ].join('\n'),
    );
    expect(await mailsTo(ctx, newYork.email)).toHaveLength(0);
    expect(await mailsTo(ctx, quiet.email)).toHaveLength(0);

    await runAt('2026-04-13T12:00:00Z'); // 08:00 in New York
    const nyMails = await mailsTo(ctx, newYork.email);
    expect(nyMails).toHaveLength(1);
    expect(text(nyMails[0] ?? '')).toContain('🏃 Corsa: 1 (la settimana prima: 0)');
    expect(await mailsTo(ctx, quiet.email)).toHaveLength(0);
    expect(await mailsTo(ctx, rome.email)).toHaveLength(1);

    await runAt('2026-04-13T16:00:00Z');
    clock.advance(2 * HOUR);
    expect((await ctx.app.services.notifications.sendWeeklyDigests()).sent).toBe(0);
  });
});
