import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
