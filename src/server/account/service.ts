import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { avatarRequestSchema, preferencesRequestSchema, profileRequestSchema } from '../../shared/schemas/user.js';
import { hashPassword, verifyPassword } from '../auth/secrets.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { rebuildDayCounts } from '../stats/day-counts.js';
import { deviceName } from './device-name.js';

type Changes = Partial<typeof users.$inferInsert>;

export function createAccountService({ db, sessions }: ServiceDeps) {
  async function update(userId: string, changes: Changes): Promise<UserRow> {
    const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  return {
    updateProfile(userId: string, profile: z.infer<typeof profileRequestSchema>) {
      const { firstName, lastName, bio } = profile;
      return update(userId, { firstName, lastName, bio });
    },

    updateAvatar(userId: string, { avatar }: z.infer<typeof avatarRequestSchema>) {
      return update(userId, { avatar });
    },

    /** A new time zone moves every event to its local day there, so the day counts are rebuilt. */
    async updatePreferences(user: UserRow, preferences: z.infer<typeof preferencesRequestSchema>) {
      const updated = await update(user.id, preferences);
      if (preferences.timeZone && preferences.timeZone !== user.timeZone) await rebuildDayCounts(db, user.id);
      return updated;
    },

    setTutorial(userId: string, showTutorial: boolean) {
      return update(userId, { showTutorial });
    },

    /** A new password ends every session but the one that changed it. */
    async changePassword(user: UserRow, currentSessionId: string, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new AppError('wrong_password');
      await update(user.id, { passwordHash: await hashPassword(newPassword) });
      await sessions.revokeAllExcept(user.id, currentSessionId);
    },

    async listSessions(userId: string, currentSessionId: string) {
      const live = await sessions.listLive(userId);
      return live
        .map((session) => ({
          id: session.id,
          device: deviceName(session.userAgent),
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastUsedAt.toISOString(),
          current: session.id === currentSessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    },

    async endSession(userId: string, sessionId: string) {
      if (!(await sessions.revoke(userId, sessionId))) throw new AppError('not_found');
    },

    /** Every row of the user goes with it: all user-owned tables cascade from users. */
    async deleteAccount(userId: string) {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
