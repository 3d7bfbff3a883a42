import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { deviceName } from '../../shared/device-name.js';
import type {
  avatarRequestSchema,
  preferencesRequestSchema,
  profileRequestSchema,
  User,
} from '../../shared/schemas/user.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { hashPassword, verifyPassword } from '../secrets.js';
import { rebuildDayCounts } from '../stats/day-counts.js';
import { presentUser } from './present-user.js';

type Changes = Partial<typeof users.$inferInsert>;

export function createAccountService({ db, clock, sessions, mailer }: ServiceDeps) {
  async function update(user: UserRow, changes: Changes): Promise<UserRow> {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!updated) throw new AppError('unauthorized');
    return updated;
  }

  /** PostgreSQL computes every local day: a zone the browser knows but PostgreSQL does not is refused. */
  async function requireKnownTimeZone(timeZone: string): Promise<void> {
    const { rows } = await db.execute(sql`SELECT 1 FROM pg_timezone_names WHERE name = ${timeZone} LIMIT 1`);
    if (!rows.length) throw new AppError('validation', 'validation.timeZoneInvalid');
  }

  const present = (user: UserRow): User => presentUser(user, clock.now());

  return {
    async updateProfile(user: UserRow, profile: z.infer<typeof profileRequestSchema>): Promise<User> {
      const { firstName, lastName, bio } = profile;
      return present(await update(user, { firstName, lastName, bio }));
    },

    async updateAvatar(user: UserRow, { avatar }: z.infer<typeof avatarRequestSchema>): Promise<User> {
      return present(await update(user, { avatar }));
    },

    /** A new time zone moves every event to its local day there, so the day counts are rebuilt. */
    async updatePreferences(user: UserRow, preferences: z.infer<typeof preferencesRequestSchema>): Promise<User> {
      const movesZone = preferences.timeZone !== undefined && preferences.timeZone !== user.timeZone;
      if (movesZone && preferences.timeZone) await requireKnownTimeZone(preferences.timeZone);
      const updated = await update(user, preferences);
      if (movesZone) await rebuildDayCounts(db, user.id);
      return present(updated);
    },

    async setTutorial(user: UserRow, showTutorial: boolean): Promise<User> {
      return present(await update(user, { showTutorial }));
    },

    /** A new password ends every session but the one that changed it. */
    async changePassword(user: UserRow, currentSessionId: string, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new AppError('wrong_password');
      await update(user, { passwordHash: await hashPassword(newPassword) });
      await sessions.revokeAllExcept(user.id, currentSessionId);
    },

    async listSessions(user: UserRow, currentSessionId: string) {
      const live = await sessions.listLive(user.id);
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

    async endSession(user: UserRow, sessionId: string) {
      if (!(await sessions.revoke(user.id, sessionId))) throw new AppError('not_found');
    },

    /**
     * Asks for the password again, then removes every row of the user at once (all user-owned tables cascade
     * from users) and the copies of the mails sent to them.
     */
    async deleteAccount(user: UserRow, password: string) {
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('wrong_password');
      await db.delete(users).where(eq(users.id, user.id));
      await mailer.forget(user.email);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
