import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.js';

/**
 * A hand-written statement (one Drizzle can't build, such as an insert with data-modifying CTEs), compiled once
 * with `sql.placeholder(...)` values and prepared by PostgreSQL under `name` on each connection: every value is a
 * parameter, bound by name at each call.
 */
export function preparedStatement<Row extends object>(db: Database, name: string, statement: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  return async (values: Record<string, unknown>, executor: Pick<pg.Pool, 'query'> = db.$client): Promise<Row[]> => {
    const { rows } = await executor.query<Row>({ name, text, values: fillPlaceholders(params, values) });
    return rows;
  };
}
