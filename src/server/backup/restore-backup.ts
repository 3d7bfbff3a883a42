import { sql } from 'drizzle-orm';
import { limitsFor, type PlanLimits } from '../../shared/plans.js';
import type { BackupFile, RestoreResult } from '../../shared/schemas/backup.js';
import type { AnyDatabase, Transaction } from '../db/client.js';
import { postgresFailure } from '../db/errors.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { readBackupFile } from './read-backup-file.js';
import { existingBoxes, placeBoxes, retrash } from './restore-boxes.js';
import { restoreEvents } from './restore-events.js';
import { restoreConversations, restoreGoals, restoreNotificationSettings, restoreProfile } from './restore-extras.js';

export type RestoreFigures = Omit<RestoreResult, 'message'>;

/** Thrown inside a dry run's transaction so that everything it did is rolled back; carries the figures out. */
class DryRunDone extends Error {
  constructor(readonly figures: RestoreFigures) {
    super('dry run');
  }
}

/** Everything of the file the account has room for, inside the restore's transaction: the figures of what it did. */
async function restoreInto(
  tx: Transaction,
  user: UserRow,
  file: BackupFile,
  limits: PlanLimits,
  now: Date,
  dryRun: boolean,
): Promise<RestoreFigures> {
  const existing = await existingBoxes(tx, user.id);
  const { rows } = await tx.execute<{ used: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM goals WHERE user_id = ${user.id})
        OR EXISTS (SELECT 1 FROM ai_conversations WHERE user_id = ${user.id}) AS used`);
  const empty = !existing.length && !rows[0]?.used;
  const timeZone = await restoreProfile(tx, user.id, file.profile, empty, now);

  const boxes = await placeBoxes(tx, user.id, file.boxes, existing, limits, now);
  const events = await restoreEvents(tx, { id: user.id, timeZone }, file.events, boxes.placed, now);
  await retrash(tx, user.id, boxes);
  const goals = await restoreGoals(tx, user.id, file.goals, boxes.placed, limits, {
    forAllGoals: file.pausesForAllGoals,
    now,
  });
  const settings = await restoreNotificationSettings(tx, user.id, file.notificationSettings, boxes.placed, limits, now);
  const conversationsAdded = await restoreConversations(tx, user.id, file.conversations, boxes.placed);
  return {
    mode: empty ? 'empty' : 'merge',
    dryRun,
    boxesCreated: boxes.created,
    boxesMatched: boxes.matched,
    eventsAdded: events.added,
    eventsSkipped: events.skipped,
    goalsAdded: goals.added,
    conversationsAdded,
    notificationSettingsAdded: settings.added,
    leftOut: {
      boxes: boxes.leftOut,
      events: events.leftOut,
      goals: goals.leftOut,
      notificationSettings: settings.leftOut,
      stars: boxes.starsLeftOut,
    },
  };
}

/**
 * Restores a backup into the signed-in account, in one transaction on the heavy job's connection: into an empty
 * account everything, into one in use what is not there yet. A dry run does the same and rolls it all back, to
 * say what would happen.
 */
export async function restoreBackup(
  { clock }: ServiceDeps,
  user: UserRow,
  job: { db: AnyDatabase; signal: AbortSignal },
  body: unknown,
  dryRun: boolean,
): Promise<RestoreFigures> {
  const file = await readBackupFile(body, job.signal);
  const now = clock.now();
  const limits = limitsFor(user, now);
  try {
    const figures = await job.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const result = await restoreInto(tx, user, file, limits, now, dryRun);
      if (dryRun) throw new DryRunDone(result);
      return result;
    });
    return figures;
  } catch (error) {
    if (error instanceof DryRunDone) return error.figures;
    // A day's total beyond what a count can hold: only a forged file gets there.
    if (postgresFailure(error)?.code === '22003') {
      throw new AppError('validation', 'backup.errors.invalidFile', { where: 'events' });
    }
    throw error;
  }
}
