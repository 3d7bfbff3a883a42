import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import type { UserRow } from '../db/rows.js';
import { boxes, goals, notificationPreferences, sentNotifications, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { type TargetWeek, targetWeeks } from '../goals/target-weeks.js';
import { translatorFor } from '../i18n.js';
import { mailFormats } from '../mail/user-mail.js';
import { readDayCounts } from '../stats/day-counts.js';
import { longestStreak } from '../stats/streaks.js';

/** The digest goes out on Monday from 08:00 local time; a job run missed until noon still sends it. */
export const DIGEST_HOURS = { from: 8, until: 12 } as const;

export interface WeeklyDigest {
  from: string;
  to: string;
  boxes: { name: string; emoji: string; count: number; previous: number }[];
  mostActive: { name: string; count: number } | null;
  longestStreak: { name: string; days: number } | null;
  goalsReached: string[];
  /** Each active goal with a target: how many of last week's periods met it. */
  targets: TargetWeek[];
}

/** Last week (Monday to Sunday, local days) against the week before, from the per-day counts the reports read. */
export async function weeklyDigestFor(
  { db }: Pick<ServiceDeps, 'db'>,
  user: UserRow,
  now: Date,
): Promise<WeeklyDigest> {
  const monday = localDate(now, user.timeZone);
  const from = addDays(monday, -7);
  const to = addDays(monday, -1);
  const previousFrom = addDays(monday, -14);
  const live = await db
    .select({ id: boxes.id, name: boxes.name, emoji: boxes.emoji })
    .from(boxes)
    .where(and(eq(boxes.userId, user.id), isNull(boxes.deletedAt)))
    .orderBy(asc(boxes.id));
  const counts = await readDayCounts(db, user, { start: previousFrom, end: to }, now);
  const total = (boxId: number, start: string, end: string) =>
    counts
      .filter((row) => row.boxId === boxId && row.day >= start && row.day <= end)
      .reduce((sum, row) => sum + row.count, 0);
  const perBox = live
    .map((box) => ({
      id: box.id,
      name: box.name,
      emoji: box.emoji,
      count: total(box.id, from, to),
      previous: total(box.id, previousFrom, addDays(from, -1)),
    }))
    .filter((box) => box.count > 0 || box.previous > 0);
  const busiest = [...perBox].sort((a, b) => b.count - a.count)[0];
  let longest: WeeklyDigest['longestStreak'] = null;
  for (const box of perBox) {
    const active = new Set(counts.filter((row) => row.boxId === box.id && row.count > 0).map((row) => row.day));
    const { days } = longestStreak(active, from, to);
    if (days > (longest?.days ?? 0)) longest = { name: box.name, days };
  }
  // A goal counts as reached when it was marked completed and its end date falls in the week.
  const reached = await db
    .select({ name: goals.name })
    .from(goals)
    .where(
      and(
        eq(goals.userId, user.id),
        eq(goals.isActive, false),
        sql`${goals.endDate} >= ${startOfLocalDay(from, user.timeZone)} AND ${goals.endDate} < ${startOfLocalDay(monday, user.timeZone)}`,
      ),
    )
    .orderBy(asc(goals.endDate));
  return {
    from,
    to,
    boxes: perBox.map(({ name, emoji, count, previous }) => ({ name, emoji, count, previous })),
    mostActive: busiest && busiest.count > 0 ? { name: busiest.name, count: busiest.count } : null,
    longestStreak: longest,
    goalsReached: reached.map((goal) => goal.name),
    targets: await targetWeeks({ db }, user, { from, to }, now),
  };
}

/**
 * The Monday-morning job: every active user whose switch is on (it is by default), whose local time is Monday
 * between 08:00 and noon, and who has not had this week's digest, gets it by mail. The week is claimed first, so
 * it goes out once whatever the number of processes.
 */
export function createWeeklyDigests(deps: ServiceDeps) {
  const { db, clock, mailer, config } = deps;
  return async function sendWeeklyDigests(): Promise<{ sent: number }> {
    const now = clock.now();
    const localNow = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${users.timeZone})`;
    const due = await db
      .select({ user: users })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(
        and(
          eq(users.status, 'active'),
          sql`coalesce(${notificationPreferences.weeklyDigest}, true)`,
          sql`extract(isodow from ${localNow}) = 1`,
          sql`extract(hour from ${localNow}) >= ${DIGEST_HOURS.from} AND extract(hour from ${localNow}) < ${DIGEST_HOURS.until}`,
          sql`NOT EXISTS (SELECT 1 FROM ${sentNotifications} s WHERE s.user_id = ${users.id}
                AND s.slot = 'digest:' || (${localNow})::date::text)`,
        ),
      );
    let sent = 0;
    for (const { user } of due) {
      const monday = localDate(now, user.timeZone);
      const claimed = await db
        .insert(sentNotifications)
        .values({ userId: user.id, slot: `digest:${monday}`, createdAt: now })
        .onConflictDoNothing()
        .returning({ slot: sentNotifications.slot });
      if (!claimed.length) continue;
      const digest = await weeklyDigestFor(deps, user, now);
      if (!digest.boxes.length) continue;
      const formats = mailFormats(user);
      const t = translatorFor(formats.language);
      const day = (value: string) => formats.date(startOfLocalDay(value, user.timeZone));
      const lines = [
        t('notifications.digest.intro', { from: day(digest.from), to: day(digest.to) }),
        '',
        ...digest.boxes.map((box) => t('notifications.digest.boxLine', box)),
        '',
        digest.mostActive
          ? t('notifications.digest.mostActive', digest.mostActive)
          : t('notifications.digest.quietWeek'),
        ...(digest.longestStreak
          ? [
              t('notifications.digest.longestStreak', {
                name: digest.longestStreak.name,
                count: digest.longestStreak.days,
              }),
            ]
          : []),
        digest.goalsReached.length
          ? t('notifications.digest.goalsReached', { names: digest.goalsReached.join(', ') })
          : t('notifications.digest.noGoalsReached'),
        ...digest.targets.map((target) => t('notifications.digest.target', { ...target })),
        '',
        t('notifications.digest.footer', { link: `${config.publicUrl}/settings` }),
      ];
      await mailer.send({ to: user.email, subject: t('notifications.digest.subject'), text: lines.join('\n') });
      sent += 1;
    }
    return { sent };
  };
}
