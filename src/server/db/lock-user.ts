import { eq } from 'drizzle-orm';
import type { Transaction } from './client.js';
import { users } from './schema.js';

/** Serialises a user's writes that count against a limit, so two requests at once cannot both take the last place. */
export async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
