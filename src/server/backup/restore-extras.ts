import { and, eq, isNull, sql } from 'drizzle-orm';
import { AVATARS } from '../../shared/avatars.js';
import type { PlanLimits } from '../../shared/plans.js';
import type { BackupFile } from '../../shared/schemas/backup.js';
import type { Transaction } from '../db/client.js';
import {
  aiConversations,
  aiMessages,
  goalPauses,
  goals,
  notificationPreferences,
  notificationSettings,
  users,
} from '../db/schema.js';
import { storedReadings } from '../korai/stored-readings.js';
import type { PlacedBox } from './restore-boxes.js';

type Placed = ReadonlyMap<number, PlacedBox>;

const avatarOrNull = (avatar: string | null) => ((AVATARS as readonly string[]).includes(avatar ?? '') ? avatar : null);

/**
 * Into an empty account the profile and the preferences come too (a time zone PostgreSQL does not know stays as
 * it was); into one in use only the profile's empty fields are filled. Email and username are the account's own.
 * Returns the time zone the account now has.
 */
export async function restoreProfile(
  tx: Transaction,
  userId: string,
  profile: BackupFile['profile'],
  empty: boolean,
  now: Date,
): Promise<string> {
  const avatar = avatarOrNull(profile.avatar);
  if (!empty) {
    await tx.execute(sql`
      UPDATE users SET first_name = coalesce(first_name, ${profile.firstName}), last_name = coalesce(last_name, ${profile.lastName}),
        bio = coalesce(bio, ${profile.bio}), avatar = coalesce(avatar, ${avatar})
      WHERE id = ${userId}`);
  } else {
    const { rows } = await tx.execute(sql`SELECT 1 FROM pg_timezone_names WHERE name = ${profile.timeZone} LIMIT 1`);
    await tx
      .update(users)
      .set({
        firstName: profile.firstName,
        lastName: profile.lastName,
        bio: profile.bio,
        avatar,
        preferredLanguage: profile.preferredLanguage,
        theme: profile.theme,
        showTutorial: profile.showTutorial,
        ...(rows.length ? { timeZone: profile.timeZone } : {}),
      })
      .where(eq(users.id, userId));
    const preferences = {
      smartEnabled: profile.smartNotifications,
      weeklyDigest: profile.weeklyDigest,
      updatedAt: now,
    };
    await tx
      .insert(notificationPreferences)
      .values({ userId, ...preferences })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: preferences });
  }
  const [user] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return user?.timeZone ?? 'Europe/Rome';
}

const boxList = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');

/**
 * Goals with their boxes (those the restore placed) and their pauses, unless the same name, start and boxes already
 * exist; then the pauses for every goal.
 */
export async function restoreGoals(
  tx: Transaction,
  userId: string,
  fileGoals: BackupFile['goals'],
  placed: Placed,
  limits: PlanLimits,
  pauses: { forAllGoals: BackupFile['pausesForAllGoals']; now: Date },
): Promise<{ added: number; leftOut: number }> {
  if (!limits.hasGoals) return { added: 0, leftOut: fileGoals.length };
  await restorePauses(tx, userId, null, pauses.forAllGoals ?? [], pauses.now);
  const existing = await tx.select().from(goals).where(eq(goals.userId, userId));
  const keys = new Set(existing.map((goal) => `${goal.name}|${goal.startDate.toISOString()}|${boxList(goal.boxIds)}`));
  let added = 0;
  let leftOut = 0;
  for (const goal of fileGoals) {
    const boxIds = [...new Set(goal.boxIds.flatMap((id) => placed.get(id)?.id ?? []))];
    if (!boxIds.length) {
      leftOut++;
      continue;
    }
    const key = `${goal.name}|${new Date(goal.startDate).toISOString()}|${boxList(boxIds)}`;
    if (keys.has(key)) continue;
    keys.add(key);
    const [inserted] = await tx
      .insert(goals)
      .values({
        userId,
        name: goal.name,
        boxIds,
        startDate: new Date(goal.startDate),
        endDate: goal.endDate ? new Date(goal.endDate) : null,
        isActive: goal.isActive,
        createdAt: new Date(goal.createdAt),
        target: goal.target ?? null,
      })
      .returning({ id: goals.id });
    if (inserted) await restorePauses(tx, userId, inserted.id, goal.pauses ?? [], pauses.now);
    added++;
  }
  return { added, leftOut };
}

/** Pauses of a restored goal, or (goal null) for every goal, unless the same days are already set aside. */
export async function restorePauses(
  tx: Transaction,
  userId: string,
  goalId: number | null,
  pauses: readonly { from: string; to: string }[],
  now: Date,
): Promise<void> {
  if (!pauses.length) return;
  const existing = await tx
    .select()
    .from(goalPauses)
    .where(
      and(eq(goalPauses.userId, userId), goalId === null ? isNull(goalPauses.goalId) : eq(goalPauses.goalId, goalId)),
    );
  const known = new Set(existing.map((pause) => `${pause.startDay}|${pause.endDay}`));
  const added = pauses.filter((pause) => !known.has(`${pause.from}|${pause.to}`));
  if (added.length) {
    await tx
      .insert(goalPauses)
      .values(added.map((pause) => ({ userId, goalId, startDay: pause.from, endDay: pause.to, createdAt: now })));
  }
}

/** Smart reminders of boxes that have none yet, within the plan's number of boxes and times. */
export async function restoreNotificationSettings(
  tx: Transaction,
  userId: string,
  settings: BackupFile['notificationSettings'],
  placed: Placed,
  limits: PlanLimits,
  now: Date,
): Promise<{ added: number; leftOut: number }> {
  const existing = await tx
    .select({ boxId: notificationSettings.boxId })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const taken = new Set(existing.map((row) => row.boxId));
  let added = 0;
  let leftOut = 0;
  for (const setting of settings) {
    const box = placed.get(setting.boxId);
    if (box && taken.has(box.id)) continue;
    if (!box || taken.size >= limits.maxNotificationBoxes) {
      leftOut++;
      continue;
    }
    taken.add(box.id);
    await tx.insert(notificationSettings).values({
      userId,
      boxId: box.id,
      isEnabled: setting.isEnabled,
      scheduleHours: setting.scheduleHours.slice(0, limits.maxNotificationTimes),
      aiTone: setting.aiTone,
      aiContext: setting.aiContext,
      createdAt: now,
    });
    added++;
  }
  return { added, leftOut };
}

/** K-ORAI conversations with their messages, unless one with the same title and start is there; sources re-linked. */
export async function restoreConversations(
  tx: Transaction,
  userId: string,
  conversations: BackupFile['conversations'],
  placed: Placed,
): Promise<number> {
  const existing = await tx
    .select({ title: aiConversations.title, createdAt: aiConversations.createdAt })
    .from(aiConversations)
    .where(eq(aiConversations.userId, userId));
  const keys = new Set(existing.map((row) => `${row.title ?? ''}|${row.createdAt.toISOString()}`));
  let added = 0;
  for (const conversation of conversations) {
    const key = `${conversation.title ?? ''}|${new Date(conversation.createdAt).toISOString()}`;
    if (keys.has(key)) continue;
    keys.add(key);
    const [row] = await tx
      .insert(aiConversations)
      .values({
        userId,
        title: conversation.title,
        archivedAt: conversation.archivedAt ? new Date(conversation.archivedAt) : null,
        createdAt: new Date(conversation.createdAt),
        updatedAt: new Date(conversation.updatedAt),
      })
      .returning({ id: aiConversations.id });
    if (!row) throw new Error('conversation insert returned nothing');
    const messages = conversation.messages.map((message) => ({
      userId,
      conversationId: row.id,
      type: message.type,
      content: message.content,
      // A source's boxes point at the boxes this restore placed; one not restored points nowhere (0).
      sources: message.sources.map((source) => ({
        ...source,
        boxes: source.boxes.map((box) => ({ ...box, id: placed.get(box.id)?.id ?? 0 })),
      })),
      reading: message.reading ?? null,
      readings: restoredReadings(message.readings, placed),
      createdAt: new Date(message.createdAt),
    }));
    for (let start = 0; start < messages.length; start += 500) {
      await tx.insert(aiMessages).values(messages.slice(start, start + 500));
    }
    added++;
  }
  return added;
}

/**
 * The readings a refusal offered, their boxes pointing at the boxes this restore placed. A reading about a box not
 * restored, or about goals (whose new ids the plan does not know), is left out rather than run on something else.
 */
function restoredReadings(readings: unknown, placed: Placed) {
  return storedReadings(readings).flatMap(({ label, plan }) => {
    const boxIds = plan.boxIds.map((id) => placed.get(id)?.id);
    if (plan.goalIds?.length || boxIds.some((id) => id === undefined)) return [];
    return [{ label, plan: { ...plan, boxIds: boxIds.filter((id) => id !== undefined) } }];
  });
}
