import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import { isLanguageCode, type LanguageCode } from '../../shared/languages.js';
import { instantOfLocalTime, localDate } from '../../shared/local-dates.js';
import { limitsFor } from '../../shared/plans.js';
import type { UserRow } from '../db/rows.js';
import { boxes, notificationPreferences, notificationSettings, pushSubscriptions, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import type { GoalService } from '../goals/service.js';
import { translatorFor } from '../i18n.js';
import type { PushService } from '../push/service.js';
import { boxFacts } from './box-facts.js';
import { goalReminder } from './goal-reminder.js';
import { toneOf } from './notification-settings.js';
import { claim } from './sent-notifications.js';
import { smartMessage } from './smart-message.js';

/** A reminder missed by up to this much (a restart, a busy minute) still goes out; older ones are skipped. */
export const CATCH_UP_MS = 15 * 60_000;

const languageOf = (user: UserRow): LanguageCode =>
  isLanguageCode(user.preferredLanguage) ? user.preferredLanguage : 'it';

/** The enabled reminders of active users with smart notifications on and a browser subscribed. */
function reminderCandidates({ db }: ServiceDeps) {
  return db
    .select({ user: users, setting: notificationSettings, box: boxes })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .innerJoin(boxes, and(eq(boxes.id, notificationSettings.boxId), isNull(boxes.deletedAt)))
    .innerJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.smartEnabled, true)),
    )
    .where(
      and(
        eq(notificationSettings.isEnabled, true),
        eq(users.status, 'active'),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
      ),
    )
    .orderBy(asc(notificationSettings.userId), asc(notificationSettings.id));
}

type Candidate = Awaited<ReturnType<typeof reminderCandidates>>[number];

/** One claimed reminder, sent: the number of browsers it reached. */
async function sendReminder(
  deps: ServiceDeps,
  push: PushService,
  goals: GoalService,
  { user, setting, box }: Candidate,
  slot: string,
  now: Date,
): Promise<number> {
  const language = languageOf(user);
  const reminder = goalReminder(await goals.list(user), box.id);
  if (!reminder.send) return 0;
  const facts = await boxFacts(deps.db, user, box.id, now);
  const message = smartMessage(box, facts, reminder, toneOf(setting.aiTone), translatorFor(language), language, slot);
  return push.sendToUser(user.id, message);
}

/**
 * The per-minute job: every smart reminder whose local time has come (within the catch-up window) and was not
 * sent yet, to Pro and trial users with a browser subscribed. Each (day, time, box) is claimed before it is
 * sent, so two processes or a restart never send it twice.
 */
export async function sendDueReminders(
  deps: ServiceDeps,
  push: PushService,
  goals: GoalService,
): Promise<{ sent: number; failed: number }> {
  const now = deps.clock.now();
  const candidates = await reminderCandidates(deps);
  let sent = 0;
  let failed = 0;
  const boxesSeen = new Map<string, number>();
  for (const candidate of candidates) {
    const { user, setting, box } = candidate;
    const limits = limitsFor(user, now);
    const seen = boxesSeen.get(user.id) ?? 0;
    boxesSeen.set(user.id, seen + 1);
    if (seen >= limits.maxNotificationBoxes) continue;
    const today = localDate(now, user.timeZone);
    for (const time of setting.scheduleHours.slice(0, limits.maxNotificationTimes)) {
      for (const day of [addDays(today, -1), today]) {
        const at = instantOfLocalTime(day, time, user.timeZone);
        if (at > now || now.getTime() - at.getTime() >= CATCH_UP_MS) continue;
        const slot = `smart:${day}T${time}:${box.id}`;
        if (!(await claim(deps, user.id, slot))) continue;
        // One person's failure (a box deleted meanwhile, a push service down) does not hold up the others.
        try {
          sent += await sendReminder(deps, push, goals, candidate, slot, now);
        } catch {
          failed += 1;
        }
      }
    }
  }
  return { sent, failed };
}
