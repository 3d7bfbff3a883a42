import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { TRIAL_DAYS } from '../../shared/plans.js';
import type { RegisterRequest } from '../../shared/schemas/auth.js';
import { addMs } from '../clock.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { hashPassword } from '../secrets.js';
import { recordSystemLog } from '../system-log/record.js';
import type { AuthContext } from './auth-context.js';

/** A username made from an email's local part: what registration and the admin's new accounts start from. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  return local.replace(/[^a-z0-9._-]/gi, '').slice(0, 30) || 'user';
}

/** The account, under the username asked for, or else one derived from the email (suffixed while taken). */
async function insertUser({ db, clock, config }: ServiceDeps, request: RegisterRequest, passwordHash: string) {
  const now = clock.now();
  const base = request.username || usernameBase(request.email);
  for (let attempt = 0; attempt < 8; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
    try {
      const [user] = await db
        .insert(users)
        .values({
          email: request.email,
          passwordHash,
          username,
          firstName: request.firstName,
          lastName: request.lastName,
          isAdmin: config.adminEmails.includes(request.email),
          subscriptionStatus: 'trialing',
          trialExpiresAt: addMs(now, TRIAL_DAYS * DAY_MS),
          createdAt: now,
          lastActivityAt: now,
        })
        .returning();
      if (user) return user;
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw new AppError('email_taken');
      if (!isUniqueViolation(error, 'username')) throw error;
      if (request.username) throw new AppError('username_taken');
    }
  }
  throw new Error('could not find a free username');
}

/** A new account with its 7-day Pro trial, signed in at once. */
export async function register(ctx: AuthContext, request: RegisterRequest, userAgent: string | undefined) {
  const { db, clock, sessions, throttle } = ctx;
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, request.email));
  if (existing.length) throw new AppError('email_taken');
  const user = await insertUser(ctx, request, await hashPassword(request.password));
  const at = clock.now();
  await recordSystemLog(db, { type: 'registration', event: 'newAccount', params: {}, user, at });
  await recordSystemLog(db, { type: 'trial_start', event: 'trialStarted', params: { days: TRIAL_DAYS }, user, at });
  const { token } = await sessions.create(user.id, true, userAgent);
  return { token, user, deviceToken: await throttle.rememberDevice(user.id, undefined) };
}

/** Makes the accounts named in ADMIN_EMAILS administrators. */
export async function grantConfiguredAdmins({ db, config }: ServiceDeps) {
  for (const email of config.adminEmails) {
    await db.update(users).set({ isAdmin: true }).where(eq(users.email, email));
  }
}
