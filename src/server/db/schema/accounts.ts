import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../../shared/plans.js';
import { API_TOKEN_SCOPES } from '../../../shared/schemas/api-tokens.js';
import { THEMES } from '../../../shared/schemas/user.js';
import { bytea, createdAt, timestamptz } from './columns.js';

/** Accounts and how people sign in: users, sessions, passkeys, API tokens. */
/** Every user-owned row carries user_id (the natural shard key) and goes with its user. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    username: text('username').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    avatar: text('avatar'),
    plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('inactive'),
    trialExpiresAt: timestamptz('trial_expires_at'),
    subscriptionEndDate: timestamptz('subscription_end_date'),
    preferredLanguage: text('preferred_language').notNull().default('it'),
    theme: text('theme', { enum: THEMES }).notNull().default('light'),
    timeZone: text('time_zone').notNull().default('Europe/Rome'),
    showTutorial: boolean('show_tutorial').notNull().default(true),
    /** The trial's welcome dialog opens by itself once per user: until it has been closed. */
    trialWelcomeSeen: boolean('trial_welcome_seen').notNull().default(false),
    /** A mail a few days before each renewal charge (Subscription settings' Notifications switch). */
    renewalReminders: boolean('renewal_reminders').notNull().default(true),
    /** When the 'trial ends in 2 days' mail went out, so it goes once. */
    trialReminderSentAt: timestamptz('trial_reminder_sent_at'),
    lastActivityAt: timestamptz('last_activity_at'),
    /** When the person last downloaded a backup of everything that is theirs, shown in Settings. */
    lastBackupAt: timestamptz('last_backup_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // The admin user list: newest first by keyset, and search by any part of the email.
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    // The admin dashboard's plan distribution reads only the users not simply on Free.
    index('users_plan_figures_idx')
      .on(table.plan)
      .where(sql`${table.plan} <> 'free' OR ${table.subscriptionStatus} = 'trialing'`),
  ],
);

/** The days (UTC) on which a user made at least one request: one row a day at most, what active users count. */
export const userActivityDays = pgTable(
  'user_activity_days',
  {
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), index('user_activity_days_day_idx').on(table.day)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: bytea('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull().default(false),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Failed sign-ins per email address (hashed: it may belong to no account), so that guessing one account's
 * password slows down without locking its owner out (see auth/login-throttle.ts).
 */
export const loginFailures = pgTable('login_failures', {
  emailHash: bytea('email_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamptz('last_failure_at').notNull(),
});

/** Browsers that have signed in to an account before: they pass the sign-in delay that guessing triggers. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    tokenHash: bytea('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array(),
    deviceName: text('device_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/** A passkey ceremony's challenge: single-use, valid five minutes, found again by its value. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: ownerId(),
    kind: text('kind', { enum: ['register', 'login'] }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webauthn_challenges_user_idx').on(table.userId)],
);

/**
 * A personal API token: a long random secret the person gives a shortcut or an automation app, good only for
 * /api/v1. Like a session token, only its SHA-256 is kept.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId, table.createdAt)],
);
