import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import type { LanguageCode } from '../../shared/languages.js';
import { limitsFor, PLANS, type PlanBadge, type PlanId, planBadge, UNLIMITED } from '../../shared/plans.js';
import {
  type AdminUser,
  type AdminUserDetails,
  type AdminUserPage,
  type AdminUsersQuery,
  type Analytics,
  type ContactMessage,
  type CreateUserRequest,
  createUserRequestSchema,
  PERIOD_DAYS,
  type PeriodFigure,
  type PlatformStats,
  type SystemLog,
  TIME_FILTERS,
  type TimeFilter,
} from '../../shared/schemas/admin.js';
import { usernameBase } from '../auth/service.js';
import type { AnyDatabase, Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import type { UserRow } from '../db/rows.js';
import { contactMessages, systemLogs, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { csvRow, UTF8_BOM } from '../events/csv.js';
import { planBadgeSql } from '../plans/plan-badge-sql.js';
import { hashPassword } from '../secrets.js';
import { boxEventTotalsQuery } from '../stats/day-counts.js';
import type { SystemLogEvent, SystemLogEvents } from '../system-log/events.js';
import { recordSystemLog } from '../system-log/record.js';
import { renderSystemLog } from '../system-log/render.js';
import { anotherActiveAdmin, changeAdminRights } from './admin-rights.js';
import { createPlatformDays } from './platform-days.js';

type Range = { start: string; end: string };

const EXPORT_BATCH = 1000;

/** Days are UTC days for platform figures: the last N days up to today, and the N days before them. */
function periods(now: Date, timeFilter: TimeFilter) {
  const days = PERIOD_DAYS[timeFilter];
  const today = now.toISOString().slice(0, 10);
  const current: Range = { start: addDays(today, 1 - days), end: today };
  const previous: Range = { start: addDays(today, 1 - 2 * days), end: addDays(today, -days) };
  return { current, previous };
}

/** Percentage change, one decimal; null when there is nothing to compare with. */
export function growthPercentage(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const figure = (current: number, previous: number): PeriodFigure => ({
  current,
  previous,
  growthPercentage: growthPercentage(current, previous),
});

export function presentAdminUser(user: UserRow, now: Date): AdminUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    createdAt: user.createdAt.toISOString(),
    plan: user.plan,
    planBadge: planBadge(user, now),
    isAdmin: user.isAdmin,
    status: user.status,
    subscriptionStatus: user.subscriptionStatus,
    trialExpiresAt: user.trialExpiresAt?.toISOString() ?? null,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    lastActivityAt: user.lastActivityAt?.toISOString() ?? null,
  };
}

/** Where a page ends: the creation instant to the microsecond (as PostgreSQL keeps it) and the id. */
const encodeCursor = (row: { user: UserRow; cursorAt: string }) => `${row.cursorAt}_${row.user.id}`;

/** `%` and `_` typed in a search mean themselves. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page of the admin's user list after `cursor`: newest first, optionally only emails containing `q`. */
export function userPageQuery(db: AnyDatabase, query: Pick<AdminUsersQuery, 'q' | 'cursor'>, limit: number) {
  const conditions = [];
  if (query.q) conditions.push(ilike(users.email, likePattern(query.q)));
  if (query.cursor) {
    const [at, id] = query.cursor.split('_');
    conditions.push(sql`(${users.createdAt}, ${users.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return db
    .select({
      user: users,
      cursorAt: sql<string>`to_char(${users.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export function createAdminService(
  deps: ServiceDeps,
  auth: { issueResetToken(userId: string): Promise<{ token: string }> },
) {
  const { db, clock, sessions, mailer, config } = deps;
  const platformDays = createPlatformDays(db, clock);

  const count = async (query: ReturnType<typeof sql>) => {
    const { rows } = await db.execute<{ count: string | number }>(query);
    return Number(rows[0]?.count ?? 0);
  };

  async function target(id: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound();
    return user;
  }

  const logAction = <E extends SystemLogEvent>(
    tx: Pick<Database, 'insert'>,
    actor: UserRow,
    subject: UserRow,
    event: E,
    params: SystemLogEvents[E],
  ) => recordSystemLog(tx, { type: 'admin', event, params, user: subject, actor, at: clock.now() });

  async function platformStats(timeFilter: TimeFilter): Promise<Omit<PlatformStats, 'periodLabel'>> {
    const now = clock.now();
    const { current, previous } = periods(now, timeFilter);
    const nowText = now.toISOString();
    const lastClosed = await platformDays.lastClosedDay();
    // Independent reads, side by side on the pool's connections.
    const [{ rows }, days, totals, activeCurrent, activePrevious, { rows: planRows }, { rows: paid }] =
      await Promise.all([
        db.execute<Record<string, string | number>>(sql`
          SELECT
            (SELECT count(*) FROM boxes) - (SELECT count(*) FROM boxes WHERE deleted_at IS NOT NULL) AS total_boxes,
            (SELECT count(*) FROM goals) AS total_goals`),
        // Sign-ups and events per day: kept days from the platform table, the others live.
        platformDays.days(previous.start, current.end),
        platformDays.totals(),
        platformDays.activeUsers(current.start, current.end, lastClosed),
        platformDays.activeUsers(previous.start, previous.end, lastClosed),
        // Free users are the rest: the others are few, found through users_plan_figures_idx.
        db.execute<{ badge: PlanBadge; count: string }>(sql`
          SELECT ${planBadgeSql(now)} AS badge, count(*) AS count
          FROM users WHERE plan <> 'free' OR subscription_status = 'trialing'
          GROUP BY 1`),
        // Only what is really being paid: a live, unpaused subscription; an admin-assigned plan has none.
        db.execute<{ plan: PlanId; interval: 'month' | 'year'; count: string }>(sql`
          SELECT plan, interval, count(*) AS count FROM subscriptions
          WHERE status = 'active' AND paused_at IS NULL
            AND (current_period_end IS NULL OR current_period_end > ${nowText}::timestamptz)
          GROUP BY plan, interval`),
      ]);
    const row = rows[0] ?? {};
    const n = (key: string) => Number(row[key] ?? 0);
    const sum = (range: Range, field: 'signups' | 'events') =>
      days.filter((d) => d.day >= range.start && d.day <= range.end).reduce((total, d) => total + d[field], 0);
    const totalUsers = totals.users;
    const totalEvents = totals.events;
    const badges = (badge: PlanBadge) => Number(planRows.find((row) => row.badge === badge)?.count ?? 0);
    const [trial, pro, premium] = [badges('trial'), badges('pro'), badges('premium')];

    let monthly = 0;
    let paidSubscriptions = 0;
    for (const subscription of paid) {
      const limits = PLANS[subscription.plan];
      const perMonth =
        subscription.interval === 'year' ? (limits.annualPriceCents ?? 0) / 12 : (limits.monthlyPriceCents ?? 0);
      monthly += perMonth * Number(subscription.count);
      paidSubscriptions += Number(subscription.count);
    }

    return {
      timeFilter,
      totalUsers,
      users: figure(sum(current, 'signups'), sum(previous, 'signups')),
      totalEvents,
      events: figure(sum(current, 'events'), sum(previous, 'events')),
      activeUsers: figure(activeCurrent, activePrevious),
      totalBoxes: n('total_boxes'),
      totalGoals: n('total_goals'),
      usersByPlan: { free: totalUsers - trial - pro - premium, trial, pro, premium },
      monthlyRevenueCents: Math.round(monthly),
      paidSubscriptions,
      listPriceRevenueCents: pro * (PLANS.pro.monthlyPriceCents ?? 0),
    };
  }

  /**
   * The job: fills the closed days missing from the platform figures, recomputes the latest ones, and counts each
   * period's active users over its closed days, so the first look at the dashboard is as quick as the next.
   */
  async function refreshPlatformDays(): Promise<{ days: number }> {
    const refreshed = await platformDays.refresh();
    const lastClosed = await platformDays.lastClosedDay();
    for (const timeFilter of TIME_FILTERS) {
      const { current, previous } = periods(clock.now(), timeFilter);
      await platformDays.activeUsers(current.start, current.end, lastClosed);
      await platformDays.activeUsers(previous.start, previous.end, lastClosed);
    }
    return refreshed;
  }

  return {
    platformStats,

    async analytics(timeFilter: TimeFilter): Promise<Analytics> {
      const { current } = periods(clock.now(), timeFilter);
      const days = await platformDays.days(current.start, current.end);
      return {
        timeFilter,
        days: days.map(({ day, signups, events, activeUsers }) => ({ day, signups, events, activeUsers })),
      };
    },

    async listUsers(query: AdminUsersQuery): Promise<AdminUserPage> {
      const now = clock.now();
      const rows = await userPageQuery(db, query, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        users: page.map((row) => presentAdminUser(row.user, now)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    async userDetails(id: string): Promise<AdminUserDetails> {
      const user = await target(id);
      const now = clock.now();
      const monthStart = `${now.toISOString().slice(0, 7)}-01T00:00:00Z`;
      const { rows } = await db.execute<Record<string, string>>(sql`
        SELECT
          (SELECT count(*) FROM events e JOIN boxes b ON b.id = e.box_id
           WHERE e.user_id = ${id} AND (e.deleted_at IS NOT NULL OR b.deleted_at IS NOT NULL)) AS events_in_trash,
          (SELECT count(*) FROM ai_usage WHERE user_id = ${id}) AS ai_total,
          (SELECT count(*) FROM ai_usage WHERE user_id = ${id} AND created_at >= ${monthStart}::timestamptz) AS ai_month`);
      const { rows: boxRows } = await db.execute<{
        id: number;
        name: string;
        emoji: string;
        starred: boolean;
        eventCount: number;
      }>(sql`
        SELECT b.id, b.name, b.emoji, b.starred, coalesce(t.count, 0)::int AS "eventCount"
        FROM boxes b LEFT JOIN (${boxEventTotalsQuery(id)}) t ON t."boxId" = b.id
        WHERE b.user_id = ${id} AND b.deleted_at IS NULL
        ORDER BY b.starred DESC, b.created_at, b.id`);
      const maxBoxes = limitsFor(user, now).maxBoxes;
      return {
        user: presentAdminUser(user, now),
        totalBoxes: boxRows.length,
        // The same count as the box list beside it: live events of live boxes; the trash is told apart.
        totalEvents: boxRows.reduce((total, box) => total + box.eventCount, 0),
        eventsInTrash: Number(rows[0]?.events_in_trash ?? 0),
        aiUsage: { total: Number(rows[0]?.ai_total ?? 0), thisMonth: Number(rows[0]?.ai_month ?? 0) },
        boxLimit: maxBoxes === UNLIMITED ? UNLIMITED : maxBoxes,
        boxes: boxRows,
      };
    },

    /** A new account on the chosen plan, its username made from the email; no trial: the admin chose the plan. */
    async createUser(actor: UserRow, request: CreateUserRequest): Promise<AdminUser> {
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
            await logAction(tx, actor, user, 'accountCreatedByAdmin', { plan });
            return user;
          });
          return presentAdminUser(created, now);
        } catch (error) {
          if (isUniqueViolation(error, 'email')) throw new AppError('email_taken');
          if (!isUniqueViolation(error, 'username')) throw error;
        }
      }
      throw new Error('could not find a free username');
    },

    /** A new password; every session of the user ends, as after a reset. */
    async changePassword(actor: UserRow, id: string, newPassword: string): Promise<void> {
      const user = await target(id);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await sessions.revokeAllExcept(id, undefined, tx);
        await logAction(tx, actor, user, 'passwordChangedByAdmin', {});
      });
    },

    /** The one-use reset token that a mailed link carries, for the admin to pass on. */
    async resetToken(actor: UserRow, id: string) {
      const user = await target(id);
      const { token } = await auth.issueResetToken(id);
      await logAction(db, actor, user, 'resetLinkIssuedByAdmin', {});
      return {
        token,
        link: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000).toISOString(),
      };
    },

    /** An assigned plan, without payment: it counts nothing towards the revenue. */
    async setPlan(actor: UserRow, id: string, plan: PlanId): Promise<AdminUser> {
      const user = await target(id);
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
        await logAction(tx, actor, user, 'planChangedByAdmin', { from: user.plan, to: plan });
        return changed;
      });
      if (!updated) throw notFound();
      return presentAdminUser(updated, clock.now());
    },

    /** Suspending ends every session of the user at once; never oneself, never the last admin. */
    async setStatus(actor: UserRow, id: string, status: 'active' | 'suspended'): Promise<AdminUser> {
      if (id === actor.id && status === 'suspended') throw new AppError('self_action');
      const user = await target(id);
      const [updated] = await db.transaction(async (tx) => {
        if (status === 'suspended' && user.isAdmin && !(await anotherActiveAdmin(tx, user))) {
          throw new AppError('last_admin');
        }
        const changed = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
        if (status === 'suspended') await sessions.revokeAllExcept(id, undefined, tx);
        await logAction(tx, actor, user, status === 'suspended' ? 'accountSuspended' : 'accountReactivated', {});
        return changed;
      });
      if (!updated) throw notFound();
      return presentAdminUser(updated, clock.now());
    },

    /** Grants or revokes admin rights; the last active admin keeps them. */
    async setAdmin(actor: UserRow, id: string, isAdmin: boolean): Promise<AdminUser> {
      const user = await target(id);
      const [updated] = await db.transaction(async (tx) => {
        const changed = await changeAdminRights(tx, user, isAdmin);
        if (changed === 'last_admin') throw new AppError('last_admin');
        if (changed) await logAction(tx, actor, user, isAdmin ? 'adminGranted' : 'adminRevoked', {});
        return [changed];
      });
      if (!updated) throw notFound();
      return presentAdminUser(updated, clock.now());
    },

    /** A non-admin's account and every row of theirs (all user-owned tables cascade); the log keeps the emails. */
    async deleteUser(actor: UserRow, id: string): Promise<void> {
      if (id === actor.id) throw new AppError('self_action');
      const user = await target(id);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!locked) throw notFound();
        if (locked.isAdmin) throw new AppError('admin_protected');
        await logAction(tx, actor, user, 'accountDeletedByAdmin', {});
        await tx.delete(users).where(eq(users.id, id));
      });
      await mailer.forget(user.email);
    },

    /** The latest entries, in the order they were written, in the reader's language and time zone. */
    async logs(reader: UserRow, language: LanguageCode, limit: number): Promise<SystemLog[]> {
      const rows = await db.select().from(systemLogs).orderBy(desc(systemLogs.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        message: row.event ? renderSystemLog(row.event, row.params ?? {}, language, reader.timeZone) : row.message,
        userId: row.userId,
        userEmail: row.userEmail,
        actorEmail: row.actorEmail,
        timestamp: row.createdAt.toISOString(),
      }));
    },

    async contactMessages(): Promise<{ messages: ContactMessage[]; unread: number }> {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(200);
      const unread = await count(sql`SELECT count(*) FROM contact_messages WHERE read_at IS NULL`);
      return {
        unread,
        messages: rows.map((row) => ({
          id: row.id,
          email: row.email,
          title: row.title,
          description: row.description,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
      };
    },

    async markContactMessage(id: number, read: boolean): Promise<void> {
      const updated = await db
        .update(contactMessages)
        .set({ readAt: read ? clock.now() : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      if (!updated.length) throw notFound();
    },

    /** Recomputes every kept day of the platform figures (the job fills only what is missing and the latest days). */
    async refreshData(): Promise<{ refreshedAt: string; days: number }> {
      const { days } = await platformDays.refresh({ all: true });
      await refreshPlatformDays();
      return { refreshedAt: clock.now().toISOString(), days };
    },

    refreshPlatformDays,

    /** The platform's figures (this month) and the user list, no password hash or token: a CSV stream read on `bulk`. */
    async exportCsv(actor: UserRow, bulk: AnyDatabase): Promise<{ fileName: string; stream: Readable }> {
      const stats = await platformStats('month');
      const now = clock.now();
      await recordSystemLog(db, { type: 'admin', event: 'platformExported', params: {}, actor, at: now });
      async function* lines() {
        yield UTF8_BOM;
        yield csvRow(['metric', 'value']);
        const metrics: [string, number][] = [
          ['total_users', stats.totalUsers],
          ['new_users_30_days', stats.users.current],
          ['total_events', stats.totalEvents],
          ['events_30_days', stats.events.current],
          ['active_users_30_days', stats.activeUsers.current],
          ['total_boxes', stats.totalBoxes],
          ['total_goals', stats.totalGoals],
          ['users_free', stats.usersByPlan.free],
          ['users_trial_pro', stats.usersByPlan.trial],
          ['users_pro', stats.usersByPlan.pro],
          ['users_premium', stats.usersByPlan.premium],
          ['paid_subscriptions', stats.paidSubscriptions],
          ['mrr_eur', stats.monthlyRevenueCents / 100],
          ['list_price_mrr_eur', stats.listPriceRevenueCents / 100],
        ];
        yield metrics.map(([name, value]) => csvRow([name, value])).join('');
        yield '\r\n';
        yield csvRow([
          'id',
          'email',
          'username',
          'created_at',
          'plan',
          'plan_badge',
          'status',
          'subscription_status',
          'is_admin',
          'last_activity_at',
        ]);
        let cursor: string | undefined;
        while (true) {
          const page = await userPageQuery(bulk, { cursor }, EXPORT_BATCH);
          yield page
            .map(({ user }) =>
              csvRow([
                user.id,
                user.email,
                user.username,
                user.createdAt.toISOString(),
                user.plan,
                planBadge(user, now),
                user.status,
                user.subscriptionStatus,
                user.isAdmin ? 'true' : 'false',
                user.lastActivityAt?.toISOString() ?? '',
              ]),
            )
            .join('');
          const last = page.at(-1);
          if (page.length < EXPORT_BATCH || !last) return;
          cursor = encodeCursor(last);
        }
      }
      return { fileName: `korai-platform-${now.toISOString().slice(0, 10)}.csv`, stream: Readable.from(lines()) };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
