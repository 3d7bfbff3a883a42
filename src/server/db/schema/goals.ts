import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownerId } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/** Goals: boxes counted over a period. */
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
