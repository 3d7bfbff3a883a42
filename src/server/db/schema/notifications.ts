import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerId, users } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';
import { boxes } from './tracking.js';

/** Smart reminders, push subscriptions and what was sent. */
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
  (table) => [
    uniqueIndex('notification_settings_user_box_idx').on(table.userId, table.boxId),
    index('notification_settings_box_idx').on(table.boxId),
  ],
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
