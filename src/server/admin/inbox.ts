import { desc, eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../shared/languages.js';
import type { ContactMessage, SystemLog } from '../../shared/schemas/admin.js';
import type { UserRow } from '../db/rows.js';
import { contactMessages, systemLogs } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { renderSystemLog } from '../system-log/render.js';

/** The latest entries, in the order they were written, in the reader's language and time zone. */
export async function latestLogs(
  { db }: ServiceDeps,
  reader: UserRow,
  language: LanguageCode,
  limit: number,
): Promise<SystemLog[]> {
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
}

/** The latest messages sent through the contact form, and how many are still unread. */
export async function contactInbox({ db }: ServiceDeps): Promise<{ messages: ContactMessage[]; unread: number }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(200);
  const { rows: unreadRows } = await db.execute<{ count: string | number }>(
    sql`SELECT count(*) FROM contact_messages WHERE read_at IS NULL`,
  );
  const unread = Number(unreadRows[0]?.count ?? 0);
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
}

export async function markContactMessage({ db, clock }: ServiceDeps, id: number, read: boolean): Promise<void> {
  const updated = await db
    .update(contactMessages)
    .set({ readAt: read ? clock.now() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!updated.length) throw notFound();
}
