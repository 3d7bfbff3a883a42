import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds every table of the schema uses. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
