import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { TRACKING_MODES } from '../../../shared/schemas/boxes.js';
import { ownerId } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/** Boxes, their events, the per-day counts the reports read, and the keys that make a tap count once. */
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
    /** What a quantity counts in this box (km, min, bicchieri): free text, shown beside every quantity. */
    unit: text('unit'),
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
