import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { addDays, DAY_MS } from '../../shared/days.js';
import { isLanguageCode, type LanguageCode } from '../../shared/languages.js';
import { limitsFor } from '../../shared/plans.js';
import {
  AI_TONES,
  type AiTone,
  MAX_NOTIFICATION_TIMES,
  type NotificationSettings,
  type NotificationSettingsRequest,
} from '../../shared/schemas/notifications.js';
import type { UserRow } from '../db/rows.js';
import {
  boxes,
  notificationPreferences,
  notificationSettings,
  pushSubscriptions,
  sentNotifications,
  users,
} from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { GoalService } from '../goals/service.js';
import { translatorFor } from '../i18n.js';
import type { PushService } from '../push/service.js';
import { instantOfLocalTime, localDate } from '../time/local-dates.js';
import { boxFacts } from './box-facts.js';
import { goalReminder } from './goal-reminder.js';
import { smartMessage } from './smart-message.js';
import { createWeeklyDigests } from './weekly-digest.js';

/** A reminder missed by up to this much (a restart, a busy minute) still goes out; older ones are skipped. */
export const CATCH_UP_MS = 15 * 60_000;
/** Sent reminders and digests are remembered for two weeks, well past any catch-up window. */
const SENT_KEPT_DAYS = 14;

const languageOf = (user: UserRow): LanguageCode =>
  isLanguageCode(user.preferredLanguage) ? user.preferredLanguage : 'it';
const toneOf = (value: string): AiTone =>
  (AI_TONES as readonly string[]).includes(value) ? (value as AiTone) : 'motivante';

export function createNotificationService(deps: ServiceDeps, push: PushService, goals: GoalService) {
  const { db, clock } = deps;
  async function preferences(userId: string) {
    const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    return row ?? { smartEnabled: false, weeklyDigest: true };
  }

  /** Claims a slot for the user; true for the one caller (of any process) that gets to send it. */
  async function claim(userId: string, slot: string): Promise<boolean> {
    const claimed = await db
      .insert(sentNotifications)
      .values({ userId, slot, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ slot: sentNotifications.slot });
    return claimed.length > 0;
  }

  return {
    sendWeeklyDigests: createWeeklyDigests(deps),

    /** The daily clean-up: a claim is needed only while its reminder or its week could still be due. */
    async pruneSent(): Promise<{ removed: number }> {
      const removed = await db
        .delete(sentNotifications)
        .where(lt(sentNotifications.createdAt, new Date(clock.now().getTime() - SENT_KEPT_DAYS * DAY_MS)))
        .returning({ slot: sentNotifications.slot });
      return { removed: removed.length };
    },

    async get(user: UserRow): Promise<NotificationSettings> {
      const rows = await db
        .select()
        .from(notificationSettings)
        .innerJoin(boxes, eq(boxes.id, notificationSettings.boxId))
        .where(and(eq(notificationSettings.userId, user.id), isNull(boxes.deletedAt)))
        .orderBy(asc(notificationSettings.id));
      const prefs = await preferences(user.id);
      const first = rows[0]?.notification_settings;
      return {
        success: true,
        data: rows.map(({ notification_settings: row }) => ({
          boxId: row.boxId,
          isEnabled: row.isEnabled && prefs.smartEnabled,
          scheduleHours: row.scheduleHours,
        })),
        enabled: prefs.smartEnabled,
        times: first?.scheduleHours ?? [],
        aiTone: toneOf(first?.aiTone ?? 'motivante'),
        aiContext: first?.aiContext ?? null,
        weeklyDigest: prefs.weeklyDigest,
      };
    },

    /** Saves the smart-notification choices: Pro and trial only, the user's own live boxes, within the plan's limits. */
    async save(user: UserRow, request: NotificationSettingsRequest): Promise<void> {
      const limits = limitsFor(user, clock.now());
      if (limits.maxNotificationBoxes === 0) throw new AppError('pro_feature');
      if (request.selectedBoxes.length > limits.maxNotificationBoxes) {
        throw new AppError('validation', 'notifications.validation.tooManyBoxes');
      }
      if (request.times.length > Math.min(limits.maxNotificationTimes, MAX_NOTIFICATION_TIMES)) {
        throw new AppError('validation', 'notifications.validation.tooManyTimes');
      }
      await db.transaction(async (tx) => {
        const owned = request.selectedBoxes.length
          ? await tx
              .select({ id: boxes.id })
              .from(boxes)
              .where(and(eq(boxes.userId, user.id), inArray(boxes.id, request.selectedBoxes), isNull(boxes.deletedAt)))
          : [];
        if (owned.length !== request.selectedBoxes.length) throw new AppError('not_found', 'notifications.boxNotFound');
        await tx.delete(notificationSettings).where(eq(notificationSettings.userId, user.id));
        if (request.selectedBoxes.length) {
          await tx.insert(notificationSettings).values(
            request.selectedBoxes.map((boxId) => ({
              userId: user.id,
              boxId,
              isEnabled: request.enabled,
              scheduleHours: [...request.times].sort(),
              aiTone: request.aiTone,
              aiContext: request.aiContext ?? null,
              createdAt: clock.now(),
            })),
          );
        }
        await tx
          .insert(notificationPreferences)
          .values({ userId: user.id, smartEnabled: request.enabled, updatedAt: clock.now() })
          .onConflictDoUpdate({
            target: notificationPreferences.userId,
            set: { smartEnabled: request.enabled, updatedAt: clock.now() },
          });
      });
    },

    async setWeeklyDigest(user: UserRow, weeklyDigest: boolean): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId: user.id, weeklyDigest, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { weeklyDigest, updatedAt: clock.now() } });
    },

    /**
     * The per-minute job: every smart reminder whose local time has come (within the catch-up window) and was not
     * sent yet, to Pro and trial users with a browser subscribed. Each (day, time, box) is claimed before it is
     * sent, so two processes or a restart never send it twice.
     */
    async sendDueReminders(): Promise<{ sent: number; failed: number }> {
      const now = clock.now();
      const candidates = await db
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
      let sent = 0;
      let failed = 0;
      const boxesSeen = new Map<string, number>();
      for (const { user, setting, box } of candidates) {
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
            if (!(await claim(user.id, slot))) continue;
            // One person's failure (a box deleted meanwhile, a push service down) does not hold up the others.
            try {
              const language = languageOf(user);
              const reminder = goalReminder(await goals.list(user), box.id);
              if (!reminder.send) continue;
              const facts = await boxFacts(db, user, box.id, now);
              const message = smartMessage(
                box,
                facts,
                reminder,
                toneOf(setting.aiTone),
                translatorFor(language),
                language,
                slot,
              );
              sent += await push.sendToUser(user.id, message);
            } catch {
              failed += 1;
            }
          }
        }
      }
      return { sent, failed };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
