import { eq } from 'drizzle-orm';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import { notFound } from '../errors.js';

/** The account an admin action is about; a 404 when it is gone. */
export async function target(db: AnyDatabase, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return user;
}
