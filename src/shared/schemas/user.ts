import { z } from 'zod';
import { AVATARS } from '../avatars.js';
import { LANGUAGE_CODES } from '../languages.js';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans.js';
import { passwordSchema } from './auth.js';
import { text } from './common.js';

export const THEMES = ['light', 'dark'] as const;

/** The signed-in user as the API shows it: never the password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  effectivePlan: z.enum(PLAN_IDS),
  isAdmin: z.boolean(),
  status: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  trialExpiresAt: z.string().nullable(),
  trialDaysLeft: z.number().int(),
  subscriptionEndDate: z.string().nullable(),
  preferredLanguage: z.enum(LANGUAGE_CODES),
  theme: z.enum(THEMES),
  timeZone: z.string(),
  showTutorial: z.boolean(),
  /** The trial's welcome dialog has been shown and closed once. */
  trialWelcomeSeen: z.boolean(),
  lastActivityAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A change to the profile or the preferences: what was done, and the user as it is now. */
export const userUpdateResponseSchema = z.object({ message: z.string(), user: userSchema });

/** The password a person already has: asked again before anything that cannot be undone. */
export const currentPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(128, { error: 'validation.passwordTooLong' });

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const deleteAccountRequestSchema = z.object({ password: currentPasswordSchema });

export const profileRequestSchema = z
  .object({
    firstName: text().trim().max(100, { error: 'validation.tooLong' }).optional(),
    lastName: text().trim().max(100, { error: 'validation.tooLong' }).optional(),
    bio: text().trim().max(1000, { error: 'validation.bioTooLong' }).optional(),
    /** The spec's profile form also sends the email; it cannot be changed here and is ignored. */
    email: z.string().max(254).optional(),
  })
  .refine((body) => [body.firstName, body.lastName, body.bio].some((value) => value !== undefined), {
    error: 'validation.nothingToUpdate',
  });

export const avatarRequestSchema = z.object({
  avatar: z.enum(AVATARS, { error: 'validation.avatarInvalid' }),
});

/** A time zone the browser's Intl knows; the server also checks PostgreSQL's own list before saving. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const preferencesRequestSchema = z
  .object({
    preferredLanguage: z.enum(LANGUAGE_CODES, { error: 'validation.languageInvalid' }).optional(),
    theme: z.enum(THEMES, { error: 'validation.themeInvalid' }).optional(),
    timeZone: z
      .string({ error: 'validation.timeZoneInvalid' })
      .max(64, { error: 'validation.timeZoneInvalid' })
      .refine(isTimeZone, { error: 'validation.timeZoneInvalid' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'validation.nothingToUpdate',
  });

export const tutorialRequestSchema = z.object({
  showTutorial: z.boolean({ error: 'validation.booleanRequired' }),
});

export const sessionSchema = z.object({
  id: z.string(),
  /** Browser and system, or null when the client sent no User-Agent. */
  device: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
