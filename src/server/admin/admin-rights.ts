import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { users } from '../db/schema.js';

type UserRow = typeof users.$inferSelect;

/**
 * The rule that an instance always keeps an active administrator, for the dashboard and `npm run admin` alike:
 * whether an account other than `leaving` is an active admin. Every admin's row is locked, so two admins revoking
 * or suspending each other at once cannot leave none.
 */
export async function anotherActiveAdmin(tx: Transaction, leaving: Pick<UserRow, 'id'>): Promise<boolean> {
  const admins = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.isAdmin, true))
    .for('update');
  return admins.some((admin) => admin.id !== leaving.id && admin.status === 'active');
}

/** Grants or revokes an account's admin rights, unless it is the last active admin losing them (undefined: no such account). */
export async function changeAdminRights(
  tx: Transaction,
  user: Pick<UserRow, 'id' | 'isAdmin'>,
  isAdmin: boolean,
): Promise<UserRow | 'last_admin' | undefined> {
  if (!isAdmin && user.isAdmin && !(await anotherActiveAdmin(tx, user))) return 'last_admin';
  const [changed] = await tx.update(users).set({ isAdmin }).where(eq(users.id, user.id)).returning();
  return changed;
}
