import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { API_TOKENS_MAX, type ApiToken, type createApiTokenRequestSchema } from '../../shared/schemas/api-tokens.js';
import type { ApiTokenRow, UserRow } from '../db/rows.js';
import { apiTokens, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { hashToken, newSecretToken } from '../secrets.js';

/** Names the secret as Korai's wherever it is pasted, so people (and secret scanners) recognise it. */
const SECRET_PREFIX = 'korai_pat_';
/** The last use is written at most once a minute per token, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

function present(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Personal API tokens: made, listed and revoked from Settings; checked on every /api/v1 request. */
export function createApiTokenService({ db, clock }: ServiceDeps) {
  // Every /api/v1 request runs this: prepared once per connection, so PostgreSQL plans it once.
  const findToken = db
    .select({ user: users, token: apiTokens })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('korai_find_api_token');

  return {
    /**
     * A new token and its secret, which is returned here once and never stored: only its SHA-256 is. A fast hash is
     * enough because the secret is 256 random bits (no dictionary to try, unlike a password), and it lets the
     * lookup be one indexed equality per request.
     */
    async create(user: UserRow, request: z.output<typeof createApiTokenRequestSchema>) {
      const [held] = await db.select({ value: count() }).from(apiTokens).where(eq(apiTokens.userId, user.id));
      if ((held?.value ?? 0) >= API_TOKENS_MAX) {
        throw new AppError('token_limit', 'apiTokens.errors.tooMany', { max: API_TOKENS_MAX });
      }
      const { token } = newSecretToken();
      const secret = `${SECRET_PREFIX}${token}`;
      const [row] = await db
        .insert(apiTokens)
        .values({
          userId: user.id,
          name: request.name,
          scope: request.scope,
          tokenHash: hashToken(secret),
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('api token insert returned nothing');
      return { token: present(row), secret };
    },

    async list(user: UserRow): Promise<ApiToken[]> {
      const rows = await db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.userId, user.id))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
      return rows.map(present);
    },

    /** Deleted, so the very next request with it finds nothing. */
    async revoke(user: UserRow, tokenId: string): Promise<void> {
      const deleted = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, user.id)))
        .returning({ id: apiTokens.id });
      if (!deleted.length) throw notFound();
    },

    /** The token a secret belongs to and its owner, recording the use. */
    async authenticate(secret: string): Promise<{ user: UserRow; token: ApiTokenRow } | undefined> {
      const [found] = await findToken.execute({ tokenHash: hashToken(secret) });
      if (!found) return undefined;
      const now = clock.now();
      const last = found.token.lastUsedAt?.getTime();
      if (last === undefined || now.getTime() - last >= TOUCH_INTERVAL_MS) {
        await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, found.token.id));
        await db.update(users).set({ lastActivityAt: now }).where(eq(users.id, found.user.id));
        found.token = { ...found.token, lastUsedAt: now };
      }
      return found;
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
