import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BILLING_INTERVALS, PLAN_IDS, SOLD_PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../shared/plans.js';
import { SYSTEM_LOG_TYPES } from '../../shared/schemas/admin.js';
import { API_TOKEN_SCOPES } from '../../shared/schemas/api-tokens.js';
import { PAYMENT_PROVIDERS } from '../../shared/schemas/billing.js';
import { TRACKING_MODES } from '../../shared/schemas/boxes.js';
import { IMPORT_SOURCES } from '../../shared/schemas/import.js';
import { THEMES } from '../../shared/schemas/user.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** Every user-owned row carries user_id (the natural shard key) and goes with its user. */
const ownerId = () =>
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

export const boxes = pgTable(
  'boxes',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    emoji: text('emoji').notNull().default('📦'),
    color: text('color').notNull().default('#317873'),
    trackingMode: text('tracking_mode', { enum: TRACKING_MODES }).notNull().default('counter'),
    starred: boolean('starred').notNull().default(false),
    category: text('category'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    index('boxes_user_idx').on(table.userId, table.deletedAt),
    index('boxes_trashed_idx').on(table.deletedAt).where(sql`${table.deletedAt} IS NOT NULL`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    notes: text('notes'),
    rating: smallint('rating'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    eventDate: timestamptz('event_date').notNull().defaultNow(),
    trackingMode: text('tracking_mode', { enum: TRACKING_MODES }).notNull(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
    /** Description, notes and tags folded to lower case without accents: what search matches against. */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`korai_search_text(description, notes, tags)`),
  },
  (table) => [
    index('events_user_date_box_idx').on(table.userId, table.eventDate, table.boxId),
    index('events_user_box_date_idx').on(table.userId, table.boxId, table.eventDate),
    // Without a pending list (fastupdate), each insert writes its entries into the index at once: otherwise every
    // search reads through up to 4 MB of entries not yet merged, and the insert that overflows it merges them all.
    index('events_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    index('events_tags_idx').using('gin', table.tags).with({ fastupdate: false }),
    index('events_trashed_idx').on(table.deletedAt).where(sql`${table.deletedAt} IS NOT NULL`),
  ],
);

/**
 * Events (and the sum of their quantities) per box and local day in the user's time zone, kept current in the
 * same statement or transaction as every event write, so a year of statistics reads a few hundred rows instead
 * of every event. Only src/server/stats/day-counts.ts reads or writes it.
 */
export const eventDayCounts = pgTable(
  'event_day_counts',
  {
    userId: ownerId(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day, table.boxId] }),
    // The admin dashboard's platform figures read every user's days in a range.
    index('event_day_counts_day_idx').on(table.day),
  ],
);

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

/**
 * The event a create request with an Idempotency-Key made: a retry with the same key and the same request gets
 * that event back; the same key with another box or body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** SHA-256 of the box and the request body the key was first used with. */
    requestHash: text('request_hash').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    boxIds: integer('box_ids').array().notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('goals_user_idx').on(table.userId)],
);

export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    scheduleHours: text('schedule_hours').array().notNull().default(sql`'{}'::text[]`),
    aiTone: text('ai_tone').notNull().default('motivante'),
    aiContext: text('ai_context'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('notification_settings_user_box_idx').on(table.userId, table.boxId)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
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

/** A person's notification switches: the smart reminders and the weekly digest mail. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  smartEnabled: boolean('smart_enabled').notNull().default(false),
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Every reminder and digest sent, by its slot: claiming the slot first is what makes each one go out once. */
export const sentNotifications = pgTable(
  'sent_notifications',
  {
    userId: ownerId(),
    slot: text('slot').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.slot] }),
    index('sent_notifications_created_idx').on(table.createdAt),
  ],
);

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title'),
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('ai_conversations_user_idx').on(table.userId, table.updatedAt)],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** What each figure of an assistant's answer was computed from (answerSourceSchema[]). */
    sources: jsonb('sources').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('ai_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/** One row per insight (a question answered by K-ORAI), counted against the monthly allowance. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    conversationId: uuid('conversation_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('ai_usage_user_idx').on(table.userId, table.createdAt)],
);

/**
 * K-ORAI answers being streamed right now, one row each, so the cap on open streams holds across app processes;
 * a row whose process died stops counting once `expires_at` passes (each heartbeat pushes it on).
 */
export const aiStreams = pgTable(
  'ai_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('ai_streams_user_idx').on(table.userId)],
);

/** The support chatbot's knowledge: one text per interface language, split into passages by its headings. */
export const supportKnowledge = pgTable('support_knowledge', {
  language: text('language').primaryKey(),
  content: text('content').notNull().default(''),
  /** Korai's own first text, rewritten at start-up so its figures follow the plan table; false once an admin edits. */
  installed: boolean('installed').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Questions put to the support chatbot per minute, across every address and app process. */
export const supportChatBudget = pgTable('support_chat_budget', {
  minute: timestamptz('minute').primaryKey(),
  questions: integer('questions').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** When an admin first read it. */
  readAt: timestamptz('read_at'),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    plan: text('plan', { enum: ['pro', 'premium'] }).notNull(),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Payment collection paused (Stripe's pause_collection): Pro until the period already paid ends. */
    pausedAt: timestamptz('paused_at'),
    /** The period end whose renewal the owner was reminded of: one reminder per renewal. */
    renewalRemindedFor: timestamptz('renewal_reminded_for'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull(),
    plan: text('plan').notNull(),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    /** The card charged, as the provider names it ('visa', '4242'): what the payment method card shows. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (table) => [index('payments_user_idx').on(table.userId, table.createdAt)],
);

/** The customer a payment provider keeps for a user, created at the first checkout and reused after. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/** A checkout a user started: its provider's session id, and what the success page reports once it is paid. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    plan: text('plan', { enum: SOLD_PLAN_IDS }).notNull(),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    /** The payment (invoice) that completed it. */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

/** Webhook events already applied, by the provider's event id: a delivery seen before changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

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
  (table) => [index('system_logs_created_idx').on(table.createdAt)],
);

/** Generated secrets (VAPID keys and the like), made once and kept with the data. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

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

/**
 * One file brought in from another tracker: previewed (its parsed content kept for an hour, until committed),
 * committed (what it created listed in import_events and import_boxes, so that undo removes exactly that), or undone.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    state: text('state', { enum: ['previewed', 'committed', 'undone'] })
      .notNull()
      .default('previewed'),
    /** The parsed boxes and events between preview and commit; cleared once committed. */
    content: jsonb('content'),
    boxesCreated: integer('boxes_created').notNull().default(0),
    eventsCreated: integer('events_created').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('imports_user_idx').on(table.userId, table.createdAt),
    index('imports_previewed_expiry_idx').on(table.expiresAt).where(sql`${table.state} = 'previewed'`),
  ],
);

/** The events one import created: undo deletes them by this list (a cascade keeps it true when they go first). */
export const importEvents = pgTable(
  'import_events',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: ownerId(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.eventId] }),
    index('import_events_event_idx').on(table.eventId),
  ],
);

/** The boxes one import created. */
export const importBoxes = pgTable(
  'import_boxes',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    userId: ownerId(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.boxId] }), index('import_boxes_box_idx').on(table.boxId)],
);

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
