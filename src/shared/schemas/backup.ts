import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { answerSourceSchema, MAX_READINGS } from './ai.js';
import { BOX_UNIT_MAX, TRACKING_MODES } from './boxes.js';
import { instantSchema, localDateSchema, text } from './common.js';
import { goalTargetSchema } from './goals.js';
import { AI_TONES, quarterHourSchema } from './notifications.js';
import { THEMES } from './user.js';

/**
 * A Korai backup: everything that is one person's, in one JSON file. `version` changes whenever a field's
 * meaning changes; a file of another version is refused rather than half-understood. Ids in the file only link
 * its parts (an event to its box); a restore never writes them into the database.
 */
export const BACKUP_FORMAT = 'korai-backup';
export const BACKUP_VERSION = 1;
/** The largest file a restore accepts: about 250,000 events. */
export const BACKUP_MAX_BYTES = 50 * 1024 * 1024;

const INT4_MAX = 2 ** 31 - 1;
const int4 = z.number().int().min(0).max(INT4_MAX);
const fileId = z.number().int().positive().max(INT4_MAX);
const bounded = (max: number) => text().max(max);
const nullableInstant = instantSchema.nullable();

const profileSchema = z.object({
  /** The account's identity: shown for reference, never restored. */
  email: z.string().max(254),
  username: z.string().max(100),
  firstName: bounded(100).nullable(),
  lastName: bounded(100).nullable(),
  bio: bounded(1000).nullable(),
  avatar: bounded(32).nullable(),
  preferredLanguage: z.enum(LANGUAGE_CODES),
  theme: z.enum(THEMES),
  timeZone: bounded(64),
  showTutorial: z.boolean(),
  smartNotifications: z.boolean(),
  weeklyDigest: z.boolean(),
});

const backupBoxSchema = z.object({
  id: fileId,
  name: bounded(200).refine((name) => name.trim().length > 0),
  emoji: bounded(64).min(1),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  trackingMode: z.enum(TRACKING_MODES),
  starred: z.boolean(),
  category: bounded(200).nullable(),
  /** Absent from files written before boxes had units. */
  unit: bounded(BOX_UNIT_MAX).nullable().optional(),
  createdAt: instantSchema,
  /** In the trash since then; null for a live box. */
  deletedAt: nullableInstant,
});

export const backupEventSchema = z.object({
  boxId: fileId,
  description: bounded(10_000),
  quantity: int4,
  notes: bounded(50_000).nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  tags: z.array(bounded(500)).max(200),
  eventDate: instantSchema,
  trackingMode: z.enum(TRACKING_MODES),
  createdAt: instantSchema,
  deletedAt: nullableInstant,
});

const backupPauseSchema = z.object({ from: localDateSchema, to: localDateSchema });

const backupGoalSchema = z.object({
  name: bounded(200).refine((name) => name.trim().length > 0),
  boxIds: z.array(fileId).min(1).max(200),
  startDate: instantSchema,
  endDate: nullableInstant,
  isActive: z.boolean(),
  createdAt: instantSchema,
  /** Files written before goals had targets have none. */
  target: goalTargetSchema.nullish(),
  /** The goal's own pauses; files written before pauses have none. */
  pauses: z.array(backupPauseSchema).max(1000).optional(),
});

const backupNotificationSchema = z.object({
  boxId: fileId,
  isEnabled: z.boolean(),
  scheduleHours: z.array(quarterHourSchema).max(3),
  aiTone: z.enum(AI_TONES),
  aiContext: bounded(500).nullable(),
});

/** PostgreSQL's jsonb cannot hold a NUL character, wherever it is. */
const withoutNul = (value: unknown) => !JSON.stringify(value).includes('\\u0000');

const backupMessageSchema = z.object({
  type: z.enum(['user', 'assistant']),
  content: bounded(100_000),
  sources: z.array(answerSourceSchema).max(100).refine(withoutNul),
  /** How the question was read ("Letto come: …"), and the readings a refusal offered as buttons. */
  reading: bounded(1000).nullable().optional(),
  readings: z
    .array(z.object({ label: bounded(1000), plan: z.record(z.string(), z.unknown()) }))
    .max(MAX_READINGS)
    .refine(withoutNul)
    .optional(),
  createdAt: instantSchema,
});

const backupConversationSchema = z.object({
  title: bounded(200).nullable(),
  archivedAt: nullableInstant,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  messages: z.array(backupMessageSchema).max(10_000),
});

/** What names a file as a Korai backup, checked first so a file of another kind or version gets its own message. */
export const backupEnvelopeSchema = z.looseObject({
  format: z.literal(BACKUP_FORMAT, { error: 'backup.errors.notBackup' }),
  version: z.literal(BACKUP_VERSION, { error: 'backup.errors.unknownVersion' }),
});

const backupHeadShape = {
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: instantSchema,
  profile: profileSchema,
  /** In the order the app lists them: starred first, then by name. */
  boxes: z.array(backupBoxSchema).max(10_000),
  goals: z.array(backupGoalSchema).max(10_000),
  /** Pauses for every goal (a holiday for all of them). */
  pausesForAllGoals: z.array(backupPauseSchema).max(1000).optional(),
  notificationSettings: z.array(backupNotificationSchema).max(1000),
  conversations: z.array(backupConversationSchema).max(10_000),
};

type Linked = Pick<z.output<z.ZodObject<typeof backupHeadShape>>, 'boxes' | 'goals' | 'notificationSettings'> & {
  events?: readonly { boxId: number }[];
};

/** Box ids are unique in a file, and whatever names a box (an event, a reminder, a goal) names one of them. */
function requireKnownBoxes(file: Linked, context: z.RefinementCtx) {
  const boxIds = new Set<number>();
  for (const [index, box] of file.boxes.entries()) {
    if (boxIds.has(box.id)) context.addIssue({ code: 'custom', message: 'duplicate', path: ['boxes', index, 'id'] });
    boxIds.add(box.id);
  }
  const requireBox = (id: number, path: (string | number)[]) => {
    if (!boxIds.has(id)) context.addIssue({ code: 'custom', message: 'unknown box', path });
  };
  for (const [index, event] of (file.events ?? []).entries()) requireBox(event.boxId, ['events', index, 'boxId']);
  for (const [index, setting] of file.notificationSettings.entries()) {
    requireBox(setting.boxId, ['notificationSettings', index, 'boxId']);
  }
  for (const [index, goal] of file.goals.entries()) {
    for (const [at, id] of goal.boxIds.entries()) requireBox(id, ['goals', index, 'boxIds', at]);
  }
}

export const backupFileSchema = z
  .object({
    ...backupHeadShape,
    /** Last, as the largest part: a download streams them. */
    events: z.array(backupEventSchema),
  })
  .superRefine(requireKnownBoxes);

/** All of a file but its events, for a reader that checks the events a few thousand at a time. */
export const backupHeadSchema = z.object(backupHeadShape).superRefine(requireKnownBoxes);
export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupBox = BackupFile['boxes'][number];
export type BackupEvent = BackupFile['events'][number];

export const restoreQuerySchema = z.object({
  /** Work out what a restore would do, and change nothing. */
  dryRun: z.enum(['true', 'false'], { error: 'validation.booleanRequired' }).optional(),
});

/** What a restore did (or, on a dry run, would do). */
export const restoreResultSchema = z.object({
  /** `empty`: the account had nothing, so profile and preferences came too; `merge`: added to what was there. */
  mode: z.enum(['empty', 'merge']),
  dryRun: z.boolean(),
  boxesCreated: z.number(),
  boxesMatched: z.number(),
  eventsAdded: z.number(),
  /** Events already in the account (or repeated in the file): the one duplicate rule shared with import. */
  eventsSkipped: z.number(),
  goalsAdded: z.number(),
  conversationsAdded: z.number(),
  notificationSettingsAdded: z.number(),
  /** What the plan did not allow: boxes beyond its limit (with their events), goals, reminders, stars. */
  leftOut: z.object({
    boxes: z.array(z.string()),
    events: z.number(),
    goals: z.number(),
    notificationSettings: z.number(),
    stars: z.number(),
  }),
  message: z.string(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

export const backupStatusSchema = z.object({ lastBackupAt: z.string().nullable() });
export type BackupStatus = z.infer<typeof backupStatusSchema>;
