import type { Database } from '../db/client.js';
import { systemLogs } from '../db/schema.js';

type Executor = Pick<Database, 'insert'>;
export type SystemLogType = (typeof systemLogs.$inferInsert)['type'];

/**
 * One line of the admin dashboard's activity log. The user's email is written into the entry itself, so the line
 * still says whom it was about once the account is gone.
 */
export async function recordSystemLog(
  executor: Executor,
  entry: {
    type: SystemLogType;
    message: string;
    user?: { id: string; email: string } | null;
    /** The admin who acted, for `admin` entries. */
    actor?: { email: string };
    at: Date;
  },
): Promise<void> {
  await executor.insert(systemLogs).values({
    type: entry.type,
    message: entry.message,
    userId: entry.user?.id ?? null,
    userEmail: entry.user?.email ?? null,
    actorEmail: entry.actor?.email ?? null,
    createdAt: entry.at,
  });
}
