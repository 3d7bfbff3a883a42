import { and, asc, eq } from 'drizzle-orm';
import type { Passkey } from '../../shared/schemas/passkeys.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { passkeys } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';

export function ownPasskeys(db: Database, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export function presentPasskey(row: typeof passkeys.$inferSelect): Passkey {
  return {
    id: row.id,
    deviceName: row.deviceName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys({ db }: ServiceDeps, user: UserRow): Promise<Passkey[]> {
  return (await ownPasskeys(db, user.id)).map(presentPasskey);
}

export async function removePasskey({ db }: ServiceDeps, user: UserRow, id: string): Promise<void> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning({ id: passkeys.id });
  if (!deleted.length) throw new AppError('not_found', 'passkeys.notFound');
}
