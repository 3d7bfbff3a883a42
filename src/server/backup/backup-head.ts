import { eq, sql } from 'drizzle-orm';
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
  goals,
  notificationPreferences,
  notificationSettings,
} from '../db/schema.js';
import { readPauses } from '../goals/pauses.js';
import { storedReadings } from '../korai/stored-readings.js';
import { storedSources } from '../korai/stored-sources.js';

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
const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The goals and their pauses; a goal keeps the boxes that still exist, and one left with none has nothing to count. */
async function backupGoals(
  db: AnyDatabase,
  user: UserRow,
  boxIds: Set<number>,
): Promise<Pick<Head, 'goals' | 'pausesForAllGoals'>> {
  const goalRows = await db.select().from(goals).where(eq(goals.userId, user.id)).orderBy(goals.id);
  const pauseRows = await readPauses({ db }, user);
  const pausesFor = (goalId: number | null) =>
    pauseRows
      .filter((pause) => pause.goalId === goalId)
      .map(({ startDay, endDay }) => ({ from: startDay, to: endDay }));
  return {
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
  };
}

async function backupNotificationSettings(
  db: AnyDatabase,
  user: UserRow,
  boxIds: Set<number>,
): Promise<Head['notificationSettings']> {
  const settingRows = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, user.id))
    .orderBy(notificationSettings.id);
  return settingRows
    .filter((setting) => boxIds.has(setting.boxId))
    .map((setting) => ({
      boxId: setting.boxId,
      isEnabled: setting.isEnabled,
      scheduleHours: setting.scheduleHours,
      aiTone: AI_TONES.find((tone) => tone === setting.aiTone) ?? 'motivante',
      aiContext: setting.aiContext,
    }));
}

async function backupConversations(db: AnyDatabase, user: UserRow): Promise<Head['conversations']> {
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
  return conversationRows.map((conversation) => ({
    title: conversation.title,
    archivedAt: isoOrNull(conversation.archivedAt),
    createdAt: iso(conversation.createdAt),
    updatedAt: iso(conversation.updatedAt),
    messages: (messagesOf.get(conversation.id) ?? []).map((message) => ({
      type: message.type,
      content: message.content,
      sources: storedSources(message.sources),
      reading: message.reading,
      readings: storedReadings(message.readings),
      createdAt: iso(message.createdAt),
    })),
  }));
}

/** Everything of the person's but their events: small enough to read at once. */
export async function readHead(db: AnyDatabase, user: UserRow, now: Date): Promise<Head> {
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
  const { goals: goalsKept, pausesForAllGoals } = await backupGoals(db, user, boxIds);
  const settings = await backupNotificationSettings(db, user, boxIds);
  const conversations = await backupConversations(db, user);
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
    goals: goalsKept,
    pausesForAllGoals,
    notificationSettings: settings,
    conversations,
  };
}
