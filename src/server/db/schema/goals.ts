import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { GoalTarget } from '../../../shared/schemas/goals.js';
import { ownerId } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/** Goals: boxes counted over a period, with an optional target (checked by its zod schema on the way in). */
export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    boxIds: integer('box_ids').array().notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date'),
    target: jsonb('target').$type<GoalTarget>(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('goals_user_idx').on(table.userId)],
);

/**
 * Days a person set aside (a holiday, an illness): for one goal, or for all of them when `goal_id` is null. A paused
 * day neither breaks a target's streak nor extends it.
 */
export const goalPauses = pgTable(
  'goal_pauses',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'cascade' }),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('goal_pauses_user_idx').on(table.userId), index('goal_pauses_goal_idx').on(table.goalId)],
);
