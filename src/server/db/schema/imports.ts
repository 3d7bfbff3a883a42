import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { IMPORT_SOURCES } from '../../../shared/schemas/import.js';
import { ownerId } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';
import { boxes, events } from './tracking.js';

/** Imports, and the boxes and events each created, so it can be undone. */
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
    index('import_events_user_idx').on(table.userId),
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
  (table) => [
    primaryKey({ columns: [table.importId, table.boxId] }),
    index('import_boxes_box_idx').on(table.boxId),
    index('import_boxes_user_idx').on(table.userId),
  ],
);
