import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../src/server/db/client.js';
import {
  aiConversations,
  aiMessages,
  boxes,
  events,
  goalPauses,
  goals,
  notificationPreferences,
  notificationSettings,
  users,
} from '../../src/server/db/schema.js';
import { rebuildDayCounts } from '../../src/server/stats/day-counts.js';
import { AVATARS } from '../../src/shared/avatars.js';
import { addDays } from '../../src/shared/days.js';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import type { BackupFile } from '../../src/shared/schemas/backup.js';
import { registerUser, type TestContext } from './test-app.js';
import { trackingClient } from './tracking.js';

/**
 * Generated accounts for the backup round trip: every kind of thing a person owns, live and trashed, within what
 * the app itself allows (box names distinct as search folds them, at most 3 stars, no two events that the duplicate
 * rule would take for one, at most 3 boxes with smart reminders).
 */

const BOX_NAMES = ['Caffè', 'Corsa', 'Libri', 'Acqua', 'Sonno', 'Yoga', 'Tè verde', 'Médico', '読書', 'Спорт'];
const instant = (from: string, to: string) => fc.date({ min: new Date(from), max: new Date(to), noInvalidDate: true });
const someText = fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom('Caffè ☕', '#mattina corsa', 'Dune', 'نص'));
const optionalText = fc.option(someText, { nil: null });
const mode = fc.constantFrom('counter' as const, 'descriptive' as const);

const boxArb = fc.record({
  emoji: fc.constantFrom('📦', '☕', '🏃', '👨‍👩‍👧'),
  color: fc.constantFrom('#317873', '#ff8800', '#123abc'),
  trackingMode: mode,
  starred: fc.boolean(),
  category: fc.option(fc.constantFrom('Salute', 'Tempo libero'), { nil: null }),
  unit: fc.option(fc.constantFrom('km', 'bicchieri', 'ページ'), { nil: null }),
  createdAt: instant('2020-01-01', '2026-06-01'),
  deletedAt: fc.option(instant('2026-06-01', '2026-06-14'), { nil: null, freq: 4 }),
});

/** A pause of 1 to 10 days in 2026, as the app stores it (local days). */
const pauseArb = fc
  .record({ start: fc.integer({ min: 0, max: 300 }), days: fc.integer({ min: 0, max: 9 }) })
  .map(({ start, days }) => ({ from: addDays('2026-01-01', start), to: addDays('2026-01-01', start + days) }));

export const accountArb = fc
  .record({
    profile: fc.record({
      firstName: optionalText,
      lastName: optionalText,
      bio: optionalText,
      avatar: fc.option(fc.constantFrom(...AVATARS), { nil: null }),
      preferredLanguage: fc.constantFrom(...LANGUAGE_CODES),
      theme: fc.constantFrom('light' as const, 'dark' as const),
      timeZone: fc.constantFrom('Europe/Rome', 'America/New_York', 'Asia/Tokyo', 'UTC'),
      showTutorial: fc.boolean(),
      smartNotifications: fc.boolean(),
      weeklyDigest: fc.boolean(),
    }),
    boxes: fc.uniqueArray(fc.tuple(fc.constantFrom(...BOX_NAMES), boxArb), {
      maxLength: 6,
      selector: ([name]) => name,
    }),
  })
  .chain(({ profile, boxes: namedBoxes }) => {
    let stars = 0;
    const boxList = namedBoxes.map(([name, box]) => {
      const starred = box.starred && box.deletedAt === null && stars < 3;
      if (starred) stars++;
      return { ...box, name, starred };
    });
    const boxIndex = fc.nat({ max: Math.max(boxList.length - 1, 0) });
    const liveIndexes = boxList.flatMap((box, index) => (box.deletedAt ? [] : [index]));
    const eventArb = fc.record({
      box: boxIndex,
      description: someText,
      quantity: fc.integer({ min: 1, max: 10_000 }),
      notes: optionalText,
      rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      tags: fc.uniqueArray(fc.constantFrom('mattina', 'sera', 'caffè'), { maxLength: 2 }),
      eventDate: instant('2021-01-01', '2026-12-31'),
      trackingMode: mode,
      createdAt: instant('2021-01-01', '2026-06-14'),
      deletedAt: fc.option(instant('2026-06-01', '2026-06-14'), { nil: null, freq: 4 }),
    });
    const sourceArb = fc.record({
      boxes: fc.uniqueArray(boxIndex, { maxLength: 2 }),
      from: fc.constant('2026-05-01'),
      to: fc.constant('2026-05-31'),
      figure: fc.integer({ min: 0, max: 500 }),
      measure: fc.constantFrom('events' as const, 'quantity' as const, 'days' as const),
    });
    return fc.record({
      profile: fc.constant(profile),
      boxes: fc.constant(boxList),
      events: fc.uniqueArray(eventArb, {
        maxLength: boxList.length ? 25 : 0,
        selector: (event) => `${event.box}|${event.eventDate.getTime()}|${event.description}|${event.quantity}`,
      }),
      goals: fc.uniqueArray(
        fc.record({
          name: fc.constantFrom('Bere di più', 'Leggere', 'Correre'),
          boxes: fc.uniqueArray(boxIndex, { minLength: 1, maxLength: 3 }),
          startDate: instant('2025-01-01', '2026-06-01'),
          endDate: fc.option(instant('2026-06-02', '2027-01-01'), { nil: null }),
          isActive: fc.boolean(),
          createdAt: instant('2025-01-01', '2026-06-01'),
          target: fc.option(
            fc
              .record({
                direction: fc.constantFrom('atLeast' as const, 'atMost' as const),
                count: fc.integer({ min: 1, max: 50 }),
                period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
              })
              .map((target) => ({ ...target })),
            { nil: null },
          ),
          pauses: fc.uniqueArray(pauseArb, { maxLength: 2, selector: (pause) => pause.from }),
        }),
        { maxLength: boxList.length ? 3 : 0, selector: (goal) => goal.name },
      ),
      pausesForAllGoals: fc.uniqueArray(pauseArb, { maxLength: 2, selector: (pause) => pause.from }),
      notifications: fc.uniqueArray(fc.constantFrom(...(liveIndexes.length ? liveIndexes : [-1])), {
        maxLength: liveIndexes.length ? 3 : 0,
      }),
      notificationTimes: fc.uniqueArray(fc.constantFrom('09:00', '14:00', '20:15'), { minLength: 1, maxLength: 3 }),
      conversations: fc.uniqueArray(
        fc.record({
          title: optionalText,
          archivedAt: fc.option(instant('2026-06-01', '2026-06-14'), { nil: null }),
          createdAt: instant('2025-01-01', '2026-06-01'),
          updatedAt: instant('2026-06-01', '2026-06-14'),
          messages: fc.array(
            fc.record({
              type: fc.constantFrom('user' as const, 'assistant' as const),
              content: someText,
              sources: fc.array(sourceArb, { maxLength: boxList.length ? 2 : 0 }),
              reading: fc.option(someText, { nil: null }),
              readings: fc.array(
                fc.record({
                  label: someText,
                  plan: fc.record({
                    measure: fc.constantFrom('count' as const, 'lastTime' as const),
                    boxIds: fc.uniqueArray(boxIndex, { maxLength: 2 }),
                    period: fc.constant({ from: '2026-06-08', to: '2026-06-14', name: 'lastWeek' as const }),
                  }),
                }),
                { maxLength: boxList.length ? 3 : 0 },
              ),
              createdAt: instant('2026-06-01', '2026-06-14'),
            }),
            { maxLength: 4 },
          ),
        }),
        { maxLength: 3, selector: (conversation) => conversation.createdAt.getTime() },
      ),
    });
  });
export type GeneratedAccount = typeof accountArb extends fc.Arbitrary<infer T> ? T : never;

/** Writes a generated account into the database for `userId`, as if the person had built it over time. */
export async function seedAccount(db: Database, userId: string, account: GeneratedAccount): Promise<void> {
  const { smartNotifications, weeklyDigest, ...profile } = account.profile;
  await db.update(users).set(profile).where(eq(users.id, userId));
  await db.insert(notificationPreferences).values({ userId, smartEnabled: smartNotifications, weeklyDigest });
  const boxIds: number[] = [];
  for (const box of account.boxes) {
    const [row] = await db
      .insert(boxes)
      .values({ ...box, userId })
      .returning({ id: boxes.id });
    if (!row) throw new Error('no box');
    boxIds.push(row.id);
  }
  const boxOf = (index: number) => boxIds[index] ?? 0;
  if (account.events.length) {
    await db
      .insert(events)
      .values(account.events.map(({ box, ...event }) => ({ ...event, userId, boxId: boxOf(box) })));
  }
  await rebuildDayCounts(db, userId);
  for (const { pauses, ...goal } of account.goals) {
    const [row] = await db
      .insert(goals)
      .values({ ...goal, userId, boxIds: goal.boxes.map(boxOf) })
      .returning({ id: goals.id });
    for (const pause of pauses) {
      await db.insert(goalPauses).values({ userId, goalId: row?.id ?? 0, startDay: pause.from, endDay: pause.to });
    }
  }
  for (const pause of account.pausesForAllGoals) {
    await db.insert(goalPauses).values({ userId, goalId: null, startDay: pause.from, endDay: pause.to });
  }
  for (const box of account.notifications) {
    await db.insert(notificationSettings).values({
      userId,
      boxId: boxOf(box),
      scheduleHours: account.notificationTimes,
      aiTone: 'amichevole',
      aiContext: 'mattina',
    });
  }
  for (const { messages, ...conversation } of account.conversations) {
    const [row] = await db
      .insert(aiConversations)
      .values({ ...conversation, userId })
      .returning({ id: aiConversations.id });
    if (!row || !messages.length) continue;
    await db.insert(aiMessages).values(
      messages.map((message) => ({
        ...message,
        userId,
        conversationId: row.id,
        readings: message.readings.map(({ label, plan }) => ({
          label,
          plan: { ...plan, boxIds: plan.boxIds.map(boxOf) },
        })),
        sources: message.sources.map((source) => ({
          ...source,
          boxes: source.boxes.map((index) => {
            const box = account.boxes[index];
            return { id: boxOf(index), name: box?.name ?? '', emoji: box?.emoji ?? '', color: box?.color ?? '' };
          }),
        })),
      })),
    );
  }
}

/** A backup with what may differ between two accounts holding the same things: ids, the account, the export time. */
export function comparable(file: BackupFile) {
  const position = new Map(file.boxes.map((box, index) => [box.id, index]));
  const box = (id: number) => position.get(id) ?? -1;
  const sorted = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const { email: _email, username: _username, ...profile } = file.profile;
  return {
    format: file.format,
    version: file.version,
    profile,
    boxes: file.boxes.map(({ id: _id, ...rest }) => rest),
    events: sorted(file.events.map((event) => ({ ...event, boxId: box(event.boxId) }))),
    goals: sorted(
      file.goals.map((goal) => ({ ...goal, boxIds: goal.boxIds.map(box).sort(), pauses: sorted(goal.pauses ?? []) })),
    ),
    pausesForAllGoals: sorted(file.pausesForAllGoals ?? []),
    notificationSettings: sorted(
      file.notificationSettings.map((setting) => ({ ...setting, boxId: box(setting.boxId) })),
    ),
    conversations: file.conversations.map((conversation) => ({
      ...conversation,
      messages: conversation.messages.map((message) => ({
        ...message,
        readings: message.readings?.map(({ label, plan }) => ({
          label,
          plan: { ...plan, boxIds: (plan.boxIds as number[]).map(box) },
        })),
        sources: message.sources.map((source) => ({
          ...source,
          boxes: source.boxes.map((summary) => ({ ...summary, id: box(summary.id) })),
        })),
      })),
    })),
  };
}

/** A newly registered account with its database id, ready to call the API. */
export async function newAccount(ctx: TestContext) {
  const { email, token } = await registerUser(ctx.app);
  const { rows } = await ctx.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`);
  const id = rows[0]?.id;
  if (!id) throw new Error('no user');
  return { id, token, api: trackingClient(ctx.app, token) };
}
export type Account = Awaited<ReturnType<typeof newAccount>>;
