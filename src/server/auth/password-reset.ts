import { and, eq, gt, isNull } from 'drizzle-orm';
import { HOUR_MS } from '../../shared/days.js';
import type { ResetPasswordRequest } from '../../shared/schemas/auth.js';
import { addMs } from '../clock.js';
import { passwordResetTokens, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { Translate } from '../i18n.js';
import { hashPassword, hashToken, newSecretToken } from '../secrets.js';

const RESET_TOKEN_LIFETIME_MS = HOUR_MS;

/** A new one-use reset link; any link issued before it stops working. */
export async function issueResetToken({ db, clock }: ServiceDeps, userId: string) {
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
 * Mails a one-use link valid for an hour. Answers at once, the same whether or not the account exists: the
 * lookup and the mail happen after the answer, so its timing tells nothing.
 */
export function requestPasswordReset(
  deps: ServiceDeps,
  email: string,
  translate: (language: string) => Translate,
): void {
  const { db, mailer, config, background } = deps;
  background.run('password reset mail', async () => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user || user.status === 'suspended') return;
    const { token } = await issueResetToken(deps, user.id);
    const t = translate(user.preferredLanguage);
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({ to: user.email, subject: t('mail.resetSubject'), text: t('mail.resetBody', { link }) });
  });
}

/** Sets the new password, spends the token (and any other link of the account) and ends every session. */
export async function resetPassword({ db, clock, sessions }: ServiceDeps, request: ResetPasswordRequest) {
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
    await sessions.revokeAllExcept(spent.userId, undefined, tx);
  });
}
