import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { limitsFor } from '../../shared/plans.js';
import {
  AI_TONES,
  type AiTone,
  MAX_NOTIFICATION_TIMES,
  type NotificationSettings,
  type NotificationSettingsRequest,
} from '../../shared/schemas/notifications.js';
import type { UserRow } from '../db/rows.js';
import { boxes, notificationPreferences, notificationSettings } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';

export const toneOf = (value: string): AiTone =>
  (AI_TONES as readonly string[]).includes(value) ? (value as AiTone) : 'motivante';

async function preferences({ db }: ServiceDeps, userId: string) {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row ?? { smartEnabled: false, weeklyDigest: true };
}

export async function notificationSettingsOf(deps: ServiceDeps, user: UserRow): Promise<NotificationSettings> {
  const rows = await deps.db
    .select()
    .from(notificationSettings)
    .innerJoin(boxes, eq(boxes.id, notificationSettings.boxId))
    .where(and(eq(notificationSettings.userId, user.id), isNull(boxes.deletedAt)))
    .orderBy(asc(notificationSettings.id));
  const prefs = await preferences(deps, user.id);
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
}

/** Saves the smart-notification choices: Pro and trial only, the user's own live boxes, within the plan's limits. */
export async function saveNotificationSettings(
  { db, clock }: ServiceDeps,
  user: UserRow,
  request: NotificationSettingsRequest,
): Promise<void> {
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
}

export async function setWeeklyDigest({ db, clock }: ServiceDeps, user: UserRow, weeklyDigest: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId: user.id, weeklyDigest, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { weeklyDigest, updatedAt: clock.now() } });
}
