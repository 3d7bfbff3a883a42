import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlanId } from '../../shared/plans.js';
import { type AdminUser, type CreateUserRequest, createUserRequestSchema } from '../../shared/schemas/admin.js';
import { usernameBase } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { hashPassword } from '../secrets.js';
import type { SystemLogEvent, SystemLogEvents } from '../system-log/events.js';
import { recordSystemLog } from '../system-log/record.js';
import { anotherActiveAdmin, changeAdminRights } from './admin-rights.js';
import { target } from './target.js';
import { presentAdminUser } from './user-list.js';

/** What an admin's action on an account needs: the services' deps and the reset tokens of auth. */
export interface AdminContext extends ServiceDeps {
  auth: { issueResetToken(userId: string): Promise<{ token: string }> };
}

/** Every action on an account goes in the activity log, with who did it, in the action's own transaction. */
function logAction<E extends SystemLogEvent>(
  ctx: AdminContext,
  tx: Pick<Database, 'insert'>,
  actor: UserRow,
  subject: UserRow,
  event: E,
  params: SystemLogEvents[E],
) {
  return recordSystemLog(tx, { type: 'admin', event, params, user: subject, actor, at: ctx.clock.now() });
}

/** A new account on the chosen plan, its username made from the email; no trial: the admin chose the plan. */
export async function createUser(ctx: AdminContext, actor: UserRow, request: CreateUserRequest): Promise<AdminUser> {
  const { db, clock } = ctx;
  const { email, password, plan } = createUserRequestSchema.parse(request);
  const passwordHash = await hashPassword(password);
  const base = usernameBase(email);
  const now = clock.now();
  for (let attempt = 0; attempt < 8; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
    try {
      const created = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            username,
            plan,
            subscriptionStatus: plan === 'free' ? 'inactive' : 'active',
            createdAt: now,
          })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        await logAction(ctx, tx, actor, user, 'accountCreatedByAdmin', { plan });
        return user;
      });
      return presentAdminUser(created, now);
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw new AppError('email_taken');
      if (!isUniqueViolation(error, 'username')) throw error;
    }
  }
  throw new Error('could not find a free username');
}

/** A new password; every session of the user ends, as after a reset. */
export async function changePassword(
  ctx: AdminContext,
  actor: UserRow,
  id: string,
  newPassword: string,
): Promise<void> {
  const { db, sessions } = ctx;
  const user = await target(db, id);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    await sessions.revokeAllExcept(id, undefined, tx);
    await logAction(ctx, tx, actor, user, 'passwordChangedByAdmin', {});
  });
}

/** The one-use reset token that a mailed link carries, for the admin to pass on. */
export async function resetToken(ctx: AdminContext, actor: UserRow, id: string) {
  const { db, clock, config, auth } = ctx;
  const user = await target(db, id);
  const { token } = await auth.issueResetToken(id);
  await logAction(ctx, db, actor, user, 'resetLinkIssuedByAdmin', {});
  return {
    token,
    link: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000).toISOString(),
  };
}

/** An assigned plan, without payment: it counts nothing towards the revenue. */
export async function setPlan(ctx: AdminContext, actor: UserRow, id: string, plan: PlanId): Promise<AdminUser> {
  const { db, clock } = ctx;
  const user = await target(db, id);
  const [updated] = await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set(
        plan === 'free'
          ? { plan, subscriptionStatus: 'inactive', subscriptionEndDate: null }
          : { plan, subscriptionStatus: 'active', subscriptionEndDate: null },
      )
      .where(eq(users.id, id))
      .returning();
    await logAction(ctx, tx, actor, user, 'planChangedByAdmin', { from: user.plan, to: plan });
    return changed;
  });
  if (!updated) throw notFound();
  return presentAdminUser(updated, clock.now());
}

/** Suspending ends every session of the user at once; never oneself, never the last admin. */
export async function setStatus(
  ctx: AdminContext,
  actor: UserRow,
  id: string,
  status: 'active' | 'suspended',
): Promise<AdminUser> {
  const { db, clock, sessions } = ctx;
  if (id === actor.id && status === 'suspended') throw new AppError('self_action');
  const user = await target(db, id);
  const [updated] = await db.transaction(async (tx) => {
    if (status === 'suspended' && user.isAdmin && !(await anotherActiveAdmin(tx, user))) {
      throw new AppError('last_admin');
    }
    const changed = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
    if (status === 'suspended') await sessions.revokeAllExcept(id, undefined, tx);
    await logAction(ctx, tx, actor, user, status === 'suspended' ? 'accountSuspended' : 'accountReactivated', {});
    return changed;
  });
  if (!updated) throw notFound();
  return presentAdminUser(updated, clock.now());
}

/** Grants or revokes admin rights; the last active admin keeps them. */
export async function setAdmin(ctx: AdminContext, actor: UserRow, id: string, isAdmin: boolean): Promise<AdminUser> {
  const { db, clock } = ctx;
  const user = await target(db, id);
  const [updated] = await db.transaction(async (tx) => {
    const changed = await changeAdminRights(tx, user, isAdmin);
    if (changed === 'last_admin') throw new AppError('last_admin');
    if (changed) await logAction(ctx, tx, actor, user, isAdmin ? 'adminGranted' : 'adminRevoked', {});
    return [changed];
  });
  if (!updated) throw notFound();
  return presentAdminUser(updated, clock.now());
}

/** A non-admin's account and every row of theirs (all user-owned tables cascade); the log keeps the emails. */
export async function deleteUser(ctx: AdminContext, actor: UserRow, id: string): Promise<void> {
  const { db, mailer } = ctx;
  if (id === actor.id) throw new AppError('self_action');
  const user = await target(db, id);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!locked) throw notFound();
    if (locked.isAdmin) throw new AppError('admin_protected');
    await logAction(ctx, tx, actor, user, 'accountDeletedByAdmin', {});
    await tx.delete(users).where(eq(users.id, id));
  });
  await mailer.forget(user.email);
}
