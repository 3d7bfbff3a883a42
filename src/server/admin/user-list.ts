import { and, desc, ilike, sql } from 'drizzle-orm';
import { limitsFor, planBadge, UNLIMITED } from '../../shared/plans.js';
import type { AdminUser, AdminUserDetails, AdminUserPage, AdminUsersQuery } from '../../shared/schemas/admin.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { boxEventTotalsQuery } from '../stats/day-counts.js';
import { target } from './target.js';

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
export const encodeCursor = (row: { user: UserRow; cursorAt: string }) => `${row.cursorAt}_${row.user.id}`;

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

export async function listUsers({ db, clock }: ServiceDeps, query: AdminUsersQuery): Promise<AdminUserPage> {
  const now = clock.now();
  const rows = await userPageQuery(db, query, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map((row) => presentAdminUser(row.user, now)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** One account as the admin sees it: its boxes with their events, the trash told apart, K-ORAI's use. */
export async function userDetails({ db, clock }: ServiceDeps, id: string): Promise<AdminUserDetails> {
  const user = await target(db, id);
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
}
