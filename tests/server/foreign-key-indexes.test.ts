import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';

/**
 * Deleting a row makes PostgreSQL find every row that points at it (to cascade, to clear or to refuse): without
 * an index whose first column is the pointing one, each delete reads that whole table. Deleting an account goes
 * through about forty tables; a box's deletion, a conversation's, through a few more.
 */
const UNINDEXED_ON_PURPOSE: Record<string, string> = {
  // Every tap writes these: an index only for the rare deletion of a box or an event would cost every tap.
  'events.box_id': 'the tap',
  'event_day_counts.box_id': 'the tap',
  'idempotency_keys.event_id': 'the tap',
  // A few dozen rows, written by admins.
  'support_knowledge.updated_by': 'a handful of rows',
};

describe('foreign keys', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('each have an index that starts with their column, unless a hot write path pays for it', async () => {
    const { rows } = await ctx.db.$client.query<{ key: string }>(`
      SELECT c.conrelid::regclass || '.' || a.attname AS key
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
        AND c.connamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
      ORDER BY 1`);
    expect(rows.map((row) => row.key)).toEqual(Object.keys(UNINDEXED_ON_PURPOSE).sort());
  });
});
