import type { NotificationSettingsRequest } from '../../shared/schemas/notifications.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import type { GoalService } from '../goals/service.js';
import type { PushService } from '../push/service.js';
import { sendDueReminders } from './due-reminders.js';
import { notificationSettingsOf, saveNotificationSettings, setWeeklyDigest } from './notification-settings.js';
import { pruneSent } from './sent-notifications.js';
import { createWeeklyDigests } from './weekly-digest.js';

export { CATCH_UP_MS } from './due-reminders.js';

/**
 * Notifications: one file per job (a user's settings, the due smart reminders, the weekly digest, the sent slots
 * claimed), put together here for the routes and the scheduled jobs.
 */
export function createNotificationService(deps: ServiceDeps, push: PushService, goals: GoalService) {
  return {
    sendWeeklyDigests: createWeeklyDigests(deps),
    pruneSent: () => pruneSent(deps),
    get: (user: UserRow) => notificationSettingsOf(deps, user),
    save: (user: UserRow, request: NotificationSettingsRequest) => saveNotificationSettings(deps, user, request),
    setWeeklyDigest: (user: UserRow, weeklyDigest: boolean) => setWeeklyDigest(deps, user, weeklyDigest),
    sendDueReminders: () => sendDueReminders(deps, push, goals),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
