import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SYSTEM_LOG_TYPES } from '../../../shared/schemas/admin.js';
import { users } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/** The instance's own records: platform figures, the system log, generated settings, scheduled job runs. */
/**
 * The admin dashboard's figures per closed day (sign-ups by UTC day, live events by their owners' days, active
 * users): filled by the `platform-days` job and by refresh-data, for days at least two days old. A write that
 * touches such a day deletes its row (triggers in migration 0011), so the dashboard reads that day live until the
 * job fills it again; the tap path's days are never covered, so a tap writes nothing here.
 */
export const platformDays = pgTable('platform_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  signups: integer('signups').notNull(),
  events: bigint('events', { mode: 'number' }).notNull(),
  activeUsers: integer('active_users').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/**
 * Distinct active users over a range of closed days (a period of the dashboard up to the latest closed day), kept
 * like `platform_days`: an activity row written or deleted on one of its days deletes the range's row.
 */
export const platformActiveRanges = pgTable(
  'platform_active_ranges',
  {
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    activeUsers: integer('active_users').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.startDay, table.endDay] })],
);

export const systemLogs = pgTable(
  'system_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: SYSTEM_LOG_TYPES }).notNull(),
    /** The English text; older lines have only this. */
    message: text('message').notNull(),
    /** What happened (`systemLog.<event>` in the catalogues) and its parameters, rendered in the reader's language. */
    event: text('event'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** Cleared when the user is deleted; the email stays, so the log still says whom it was about. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email'),
    /** The admin who acted, for `admin` entries: kept as an email so the entry outlives both accounts. */
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (table) => [index('system_logs_created_idx').on(table.createdAt), index('system_logs_user_idx').on(table.userId)],
);

/** Generated secrets (VAPID keys and the like), made once and kept with the data. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Each scheduled minute of a job, claimed as it comes due (by any process) and run once, under the job's advisory
 * lock, by whichever process holds it; the outcome is kept so a failed or unfinished run is retried or reported,
 * never silently lost (`src/server/jobs/scheduler.ts`).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    slot: timestamptz('slot').notNull(),
    /**
     * claimed (due, not started), running, done, failed, or skipped (too late to be worth running). The scheduler
     * writes 'claimed' itself: a row without a state comes from an older version, which ran each minute it claimed.
     */
    state: text('state').notNull().default('done'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    /** When a failed run is tried again; none when it is not (its attempts are spent, or the job is not retried). */
    retryAt: timestamptz('retry_at'),
    /** The process that last ran it (host:pid). */
    runBy: text('run_by'),
    /** The last failure's message. */
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.name, table.slot] })],
);
