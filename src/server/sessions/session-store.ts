import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { addMs, type Clock } from '../clock.js';
import { type Database, SESSION_TOUCH } from '../db/client.js';

type Executor = Pick<Database, 'delete'>;

import type { SessionRow, UserRow } from '../db/rows.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newSecretToken } from '../secrets.js';
import { createSessionCache } from './session-cache.js';

const REMEMBERED_MS = 30 * DAY_MS;
const DEFAULT_MS = DAY_MS;
/** Sliding expiry is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBERED_MS : DEFAULT_MS;
}

// Every authenticated request runs this: prepared once per connection, so PostgreSQL plans it once.
function prepareFindLiveSession(db: Database) {
  return db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('korai_find_live_session');
}

/** Pushes a session's expiry on, and its user's last activity: nothing a cached session must be told of. */
async function touch(db: Database, found: { user: UserRow; session: SessionRow }, now: Date) {
  const expiresAt = addMs(now, sessionLifetimeMs(found.session.rememberMe));
  const { id: sessionId } = found.session;
  const { id: userId } = found.user;
  await db.execute(
    sql
      .raw(SESSION_TOUCH)
      .append(
        sql` UPDATE sessions SET last_used_at = ${now}, expires_at = ${expiresAt} WHERE id = ${sessionId} AND user_id = ${userId}`,
      ),
  );
  await db.execute(
    sql.raw(SESSION_TOUCH).append(sql` UPDATE users SET last_activity_at = ${now} WHERE id = ${userId}`),
  );
  return {
    user: { ...found.user, lastActivityAt: now },
    session: { ...found.session, lastUsedAt: now, expiresAt },
  };
}

async function createSession(
  db: Database,
  clock: Clock,
  userId: string,
  rememberMe: boolean,
  userAgent: string | undefined,
) {
  const { token, hash } = newSecretToken();
  const now = clock.now();
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hash,
      rememberMe,
      userAgent: userAgent?.slice(0, 300),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: addMs(now, sessionLifetimeMs(rememberMe)),
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { token, session };
}

export function createSessionStore(db: Database, clock: Clock) {
  const findLiveSession = prepareFindLiveSession(db);
  const cache = createSessionCache<{ user: UserRow; session: SessionRow }>(db);

  return {
    create: (userId: string, rememberMe: boolean, userAgent: string | undefined) =>
      createSession(db, clock, userId, rememberMe, userAgent),

    /** The live session and its user for a bearer token, extending the session as it is used. */
    async authenticate(token: string): Promise<{ user: UserRow; session: SessionRow } | undefined> {
      const now = clock.now();
      const tokenHash = hashToken(token);
      const key = tokenHash.toString('base64');
      let found = cache.get(key);
      if (!found || found.session.expiresAt <= now) {
        const ticket = cache.ticket();
        [found] = await findLiveSession.execute({ tokenHash, now });
        if (!found) return undefined;
        cache.set(ticket, key, found.user.id, found);
      }
      if (now.getTime() - found.session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        found = await touch(db, found, now);
        cache.update(key, found);
      }
      return found;
    },

    /** Stops listening for the changes that end cached sessions; before the pool closes. */
    close() {
      cache.close();
    },

    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** Ends every session of a user but `keepSessionId`; inside a caller's transaction when given one. */
    async revokeAllExcept(userId: string, keepSessionId?: string, executor: Executor = db): Promise<void> {
      await executor
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        );
    },

    async listLive(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock.now())))
        .orderBy(sessions.lastUsedAt);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
