import type { Database } from '../db/client.js';
import { systemLogs } from '../db/schema.js';
import type { SystemLogEvent, SystemLogEvents } from './events.js';
import { renderSystemLog } from './render.js';

type Executor = Pick<Database, 'insert'>;
export type SystemLogType = (typeof systemLogs.$inferInsert)['type'];

/**
 * One line of the admin dashboard's activity log, kept as its event and parameters so each admin reads it in their
 * own language; the English text is stored beside them for anyone reading the table itself. The user's email is
 * written into the entry, so the line still says whom it was about once the account is gone.
 */
export async function recordSystemLog<E extends SystemLogEvent>(
  executor: Executor,
  entry: {
    type: SystemLogType;
    event: E;
    params: SystemLogEvents[E];
    user?: { id: string; email: string } | null;
    /** The admin who acted, for `admin` entries. */
    actor?: { email: string };
    at: Date;
  },
): Promise<void> {
  await executor.insert(systemLogs).values({
    type: entry.type,
    event: entry.event,
    params: entry.params,
    message: renderSystemLog(entry.event, entry.params, 'en', 'UTC'),
    userId: entry.user?.id ?? null,
    userEmail: entry.user?.email ?? null,
    actorEmail: entry.actor?.email ?? null,
    createdAt: entry.at,
  });
}
