import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { DAY_MS, HOUR_MS } from '../../shared/days.js';
import { TRIAL_DAYS } from '../../shared/plans.js';
import type { LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../shared/schemas/auth.js';
import { addMs } from '../clock.js';
import { isUniqueViolation } from '../db/errors.js';
import { passwordResetTokens, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { Translate } from '../i18n.js';
import { hashPassword, hashToken, newSecretToken, verifyDecoy, verifyPassword } from '../secrets.js';
import { recordSystemLog } from '../system-log/record.js';
import { createLoginThrottle } from './login-throttle.js';

const RESET_TOKEN_LIFETIME_MS = HOUR_MS;

/** A username made from an email's local part: what registration and the admin's new accounts start from. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  return local.replace(/[^a-z0-9._-]/gi, '').slice(0, 30) || 'user';
}

export function createAuthService({ db, clock, sessions: sessionStore, mailer, config, background }: ServiceDeps) {
  const throttle = createLoginThrottle(db, clock);

  /** The account, under the username asked for, or else one derived from the email (suffixed while taken). */
  async function insertUser(request: RegisterRequest, passwordHash: string) {
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

  /** A new one-use reset link; any link issued before it stops working. */
  async function issueResetToken(userId: string) {
    const { token, hash } = newSecretToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx
        .insert(passwordResetTokens)
        .values({ userId, tokenHash: hash, createdAt: now, expiresAt: addMs(now, RESET_TOKEN_LIFETIME_MS) });
    });
    return { token };
  }

  /**
   * The one way into an account once its owner is proven (password or passkey): a suspended account stays out,
   * then the session, the last activity and the browser remembered as one of the account's devices.
   */
  async function startSession(
    user: typeof users.$inferSelect,
    rememberMe: boolean,
    client: { userAgent?: string; deviceToken?: string },
  ) {
    if (user.status === 'suspended') throw new AppError('account_suspended');
    await throttle.clear(user.email);
    const { token } = await sessionStore.create(user.id, rememberMe, client.userAgent);
    await db.update(users).set({ lastActivityAt: clock.now() }).where(eq(users.id, user.id));
    return { token, user, deviceToken: await throttle.rememberDevice(user.id, client.deviceToken) };
  }

  return {
    /** A new account with its 7-day Pro trial, signed in at once. */
    async register(request: RegisterRequest, userAgent: string | undefined) {
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, request.email));
      if (existing.length) throw new AppError('email_taken');
      const user = await insertUser(request, await hashPassword(request.password));
      const at = clock.now();
      await recordSystemLog(db, { type: 'registration', event: 'newAccount', params: {}, user, at });
      await recordSystemLog(db, { type: 'trial_start', event: 'trialStarted', params: { days: TRIAL_DAYS }, user, at });
      const { token } = await sessionStore.create(user.id, true, userAgent);
      return { token, user, deviceToken: await throttle.rememberDevice(user.id, undefined) };
    },

    /**
     * Signs in. Failures slow further attempts on that email down (see login-throttle.ts), except from a browser
     * that has signed in to the account before or holds one of its sessions.
     */
    async login(request: LoginRequest, client: { userAgent?: string; deviceToken?: string; signedInAs?: string }) {
      const trusted =
        client.signedInAs === request.email || (await throttle.isKnownDevice(client.deviceToken, request.email));
      if (!trusted) await throttle.check(request.email);
      const [user] = await db.select().from(users).where(eq(users.email, request.email));
      if (!user) {
        await verifyDecoy(request.password);
        await throttle.recordFailure(request.email);
        throw new AppError('invalid_credentials');
      }
      if (!(await verifyPassword(user.passwordHash, request.password))) {
        await throttle.recordFailure(request.email);
        throw new AppError('invalid_credentials');
      }
      return startSession(user, request.rememberMe, client);
    },

    startSession,

    /** The hourly clean-up: failed sign-ins nobody has added to for a day. */
    pruneLoginFailures: () => throttle.prune(),

    /**
     * Mails a one-use link valid for an hour. Answers at once, the same whether or not the account exists: the
     * lookup and the mail happen after the answer, so its timing tells nothing.
     */
    requestPasswordReset(email: string, translate: (language: string) => Translate): void {
      background.run('password reset mail', async () => {
        const [user] = await db.select().from(users).where(eq(users.email, email));
        if (!user || user.status === 'suspended') return;
        const { token } = await issueResetToken(user.id);
        const t = translate(user.preferredLanguage);
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, subject: t('mail.resetSubject'), text: t('mail.resetBody', { link }) });
      });
    },

    issueResetToken,

    /** Sets the new password, spends the token (and any other link of the account) and ends every session. */
    async resetPassword(request: ResetPasswordRequest) {
      const passwordHash = await hashPassword(request.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(request.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) throw new AppError('invalid_reset_token');
        await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, spent.userId));
        await sessionStore.revokeAllExcept(spent.userId, undefined, tx);
      });
    },

    /** Makes the accounts named in ADMIN_EMAILS administrators. */
    async grantConfiguredAdmins() {
      for (const email of config.adminEmails) {
        await db.update(users).set({ isAdmin: true }).where(eq(users.email, email));
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
