import { Readable } from 'node:stream';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../../shared/schemas/backup.js';
import { AI_TONES } from '../../shared/schemas/notifications.js';
import { presentUser } from '../account/present-user.js';
import { presentBox } from '../boxes/present.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import {
  aiConversations,
  aiMessages,
  boxes,
  events,
  goals,
  notificationPreferences,
  notificationSettings,
} from '../db/schema.js';
import { presentEvent } from '../events/present.js';
import { readPauses } from '../goals/pauses.js';

/** Events read per query: a 100,000-event account streams in 50 small reads, never held whole in memory. */
const EVENT_PAGE = 2000;

type Head = Omit<BackupFile, 'events'>;

const PROFILE_FIELDS = [
  'email',
  'username',
  'firstName',
  'lastName',
  'bio',
  'avatar',
  'preferredLanguage',
  'theme',
  'timeZone',
  'showTutorial',
] as const;

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
type EventRow = typeof events.$inferSelect;

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Everything of the person's but their events: small enough to read at once. */
async function readHead(db: AnyDatabase, user: UserRow, now: Date): Promise<Head> {
  const [preferences] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const boxRows = await db
    .select()
    .from(boxes)
    .where(eq(boxes.userId, user.id))
    .orderBy(sql`${boxes.deletedAt} IS NOT NULL`, sql`${boxes.starred} DESC`, sql`lower(${boxes.name})`, boxes.id);
  const boxIds = new Set(boxRows.map((box) => box.id));
  const goalRows = await db.select().from(goals).where(eq(goals.userId, user.id)).orderBy(goals.id);
  const pauseRows = await readPauses({ db }, user);
  const pausesFor = (goalId: number | null) =>
    pauseRows
      .filter((pause) => pause.goalId === goalId)
      .map(({ startDay, endDay }) => ({ from: startDay, to: endDay }));
  const settingRows = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, user.id))
    .orderBy(notificationSettings.id);
  const conversationRows = await db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.userId, user.id))
    .orderBy(aiConversations.createdAt, aiConversations.id);
  const messageRows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.userId, user.id))
    .orderBy(aiMessages.createdAt, aiMessages.id);
  const messagesOf = new Map<string, typeof messageRows>();
  for (const message of messageRows) {
    const list = messagesOf.get(message.conversationId);
    if (list) list.push(message);
    else messagesOf.set(message.conversationId, [message]);
  }

  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: iso(now),
    profile: {
      ...pick(presentUser(user, now), PROFILE_FIELDS),
      smartNotifications: preferences?.smartEnabled ?? false,
      weeklyDigest: preferences?.weeklyDigest ?? true,
    },
    boxes: boxRows.map((box) => {
      const { todayCount: _today, readOnly: _readOnly, ...fields } = presentBox(box, 0);
      return { ...fields, deletedAt: isoOrNull(box.deletedAt) };
    }),
    // A goal keeps the boxes that still exist; one left with none has nothing to count.
    goals: goalRows.flatMap((goal) => {
      const linked = goal.boxIds.filter((id) => boxIds.has(id));
      if (!linked.length) return [];
      return [
        {
          name: goal.name,
          boxIds: linked,
          startDate: iso(goal.startDate),
          endDate: isoOrNull(goal.endDate),
          isActive: goal.isActive,
          createdAt: iso(goal.createdAt),
          target: goal.target ?? null,
          pauses: pausesFor(goal.id),
        },
      ];
    }),
    pausesForAllGoals: pausesFor(null),
    notificationSettings: settingRows
      .filter((setting) => boxIds.has(setting.boxId))
      .map((setting) => ({
        boxId: setting.boxId,
        isEnabled: setting.isEnabled,
        scheduleHours: setting.scheduleHours,
        aiTone: AI_TONES.find((tone) => tone === setting.aiTone) ?? 'motivante',
        aiContext: setting.aiContext,
      })),
    conversations: conversationRows.map((conversation) => ({
      title: conversation.title,
      archivedAt: isoOrNull(conversation.archivedAt),
      createdAt: iso(conversation.createdAt),
      updatedAt: iso(conversation.updatedAt),
      messages: (messagesOf.get(conversation.id) ?? []).map((message) => ({
        type: message.type,
        content: message.content,
        sources: message.sources as Head['conversations'][number]['messages'][number]['sources'],
        createdAt: iso(message.createdAt),
      })),
    })),
  };
}

function backupEvent(event: EventRow) {
  const { id: _id, ...fields } = presentEvent(event);
  return { ...fields, deletedAt: isoOrNull(event.deletedAt) };
}

/** The person's events, live and trashed, oldest first, a page at a time (keyset on date and id). */
async function* eventPages(db: AnyDatabase, userId: string): AsyncGenerator<EventRow[]> {
  let after: { eventDate: Date; id: number } | undefined;
  while (true) {
    const page = await db
      .select()
      .from(events)
      .where(
        and(
          eq(events.userId, userId),
          // The index on (user, date, box) finds where the page starts; the id breaks ties within one instant.
          after ? gte(events.eventDate, after.eventDate) : undefined,
          after
            ? sql`(${events.eventDate}, ${events.id}) > (${after.eventDate.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(events.eventDate), asc(events.id))
      .limit(EVENT_PAGE);
    if (page.length) yield page;
    const last = page.at(-1);
    if (!last || page.length < EVENT_PAGE) return;
    after = { eventDate: last.eventDate, id: last.id };
  }
}

/**
 * The backup file as a stream of JSON text: the small parts at once, then the events page by page, so memory
 * stays flat however many years of events there are.
 */
export async function backupStream(db: AnyDatabase, user: UserRow, now: Date): Promise<Readable> {
  const head = await readHead(db, user, now);
  async function* chunks() {
    yield `${JSON.stringify(head).slice(0, -1)},"events":[`;
    // A box made while the events stream is not in the file: its events are left out, so the file stays whole.
    const boxIds = new Set(head.boxes.map((box) => box.id));
    let first = true;
    for await (const page of eventPages(db, user.id)) {
      const kept = page.filter((event) => boxIds.has(event.boxId));
      if (!kept.length) continue;
      const text = kept.map((event) => JSON.stringify(backupEvent(event))).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks());
}
