import { isLanguageCode } from '../../shared/languages.js';
import { effectivePlan, trialDaysLeft } from '../../shared/plans.js';
import type { User } from '../../shared/schemas/user.js';
import type { UserRow } from '../db/rows.js';

/** The user as the API shows it: derived plan facts included, the password hash never. */
export function presentUser(user: UserRow, now: Date): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    avatar: user.avatar,
    plan: user.plan,
    effectivePlan: effectivePlan(user, now),
    isAdmin: user.isAdmin,
    status: user.status,
    subscriptionStatus: user.subscriptionStatus,
    trialExpiresAt: user.trialExpiresAt?.toISOString() ?? null,
    trialDaysLeft: trialDaysLeft(user, now),
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    preferredLanguage: isLanguageCode(user.preferredLanguage) ? user.preferredLanguage : 'it',
    theme: user.theme,
    timeZone: user.timeZone,
    showTutorial: user.showTutorial,
    trialWelcomeSeen: user.trialWelcomeSeen,
    lastActivityAt: user.lastActivityAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
