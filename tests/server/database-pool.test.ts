import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { workerDatabaseUrl } from '../support/test-app.js';

describe('the connection pool', () => {
  it('gets a connection back when a transaction cannot even begin (its connection cut at checkout)', async () => {
    const db = openDatabase(await workerDatabaseUrl(), { max: 1 });
    try {
      await db.execute(sql`SELECT 1`);
      // The next checkout's connection is cut before BEGIN reaches the server, as when PostgreSQL dies.
      db.$client.once('acquire', (client: pg.Client & { connection: { stream: { destroy(): void } } }) => {
        client.connection.stream.destroy();
      });
      await expect(db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      // With one connection in the pool, a connection kept by the failed transaction would make these wait forever.
      const again = await db.transaction((tx) => tx.execute(sql`SELECT 2 AS two`));
      expect(again.rows).toEqual([{ two: 2 }]);
      expect(db.$client.totalCount).toBe(1);
    } finally {
      await db.$client.end();
    }
  });
});
