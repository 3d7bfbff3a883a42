import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userPageQuery } from '../../src/server/admin/user-list.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { createDatabaseIfMissing } from '../../src/server/db/embedded.js';
import { eventPageQuery } from '../../src/server/events/filters.js';
import { dayCountsQuery, platformEventDaysQuery, rebuildDayCounts } from '../../src/server/stats/day-counts.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { databaseUrl, dropDatabase } from '../support/database-url.js';
import { createTestApp, registerUser, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * With many events the planner must reach a user's rows through the indexes, not by reading the table.
 * (The 1,000,000-event timings live in `npm run bench`.)
 */
let ctx: TestContext;
let userId: string;
let boxId: number;
const EVENTS = 60_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const api = trackingClient(ctx.app, (await registerUser(ctx.app)).token);
  boxId = (await api.createBox({ name: 'Diario', trackingMode: 'descriptive' })).id;
  userId = (await api.get('/api/auth/user')).json(userSchema).id;
  await ctx.db.$client.query(
    `INSERT INTO events (user_id, box_id, description, tracking_mode, event_date)
     SELECT $1, $2, 'giornata numero ' || g || CASE WHEN g % 20000 = 0 THEN ' ornitorinco' ELSE '' END,
            'descriptive', now() - make_interval(mins => g * 10)
     FROM generate_series(1, $3) g`,
    [userId, boxId, EVENTS],
  );
  await rebuildDayCounts(ctx.db, userId);
  // Other people's events and day counts, so the tables are as crowded as real ones.
  const { rows: others } = await ctx.db.$client.query<{ user_id: string }>(
    `WITH people AS (
       INSERT INTO users (email, password_hash, username)
       SELECT 'plan-' || g || '-' || $1 || '@example.com', 'x', 'plan-' || g || '-' || $1 FROM generate_series(1, 150) g
       RETURNING id),
     their_boxes AS (INSERT INTO boxes (user_id, name) SELECT id, 'Box' FROM people RETURNING id, user_id),
     written AS (
       INSERT INTO events (user_id, box_id, description, tracking_mode, event_date)
       SELECT user_id, id, '+1', 'counter', now() - make_interval(days => d) FROM their_boxes, generate_series(1, 400) d
       RETURNING user_id)
     SELECT DISTINCT user_id FROM written`,
    [userId.slice(0, 8)],
  );
  for (const other of others) await rebuildDayCounts(ctx.db, other.user_id);
  await ctx.db.$client.query('ANALYZE events; ANALYZE event_day_counts; ANALYZE boxes');
}, 120_000);
afterAll(() => ctx.close());

/** The plan PostgreSQL picks for a query the app builds. */
async function planOf(
  query: { toSQL(): { sql: string; params: unknown[] } } | SQL,
  db: Database = ctx.db,
): Promise<string> {
  const { sql: text, params } = 'toSQL' in query ? query.toSQL() : new PgDialect().sqlToQuery(query);
  const { rows } = await db.$client.query(`EXPLAIN ${text}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface PlanNode {
  'Index Name'?: string;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

/** The node of a JSON plan that reads the named index. */
function findNode(node: PlanNode, indexName: string): PlanNode | undefined {
  if (node['Index Name'] === indexName) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, indexName);
    if (found) return found;
  }
  return undefined;
}

describe('query plans of the queries the app builds', () => {
  const owner = () => ({ id: userId, timeZone: 'Europe/Rome' });

  it('finds a rare word through the trigram index', async () => {
    const text = await planOf(eventPageQuery(ctx.db, { ...owner(), userId, q: 'Ornitorinco' }, 50));
    expect(text).toContain('events_search_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on events/);
  });

  it('finds a rare word in the index alone, even right after many events were written', async () => {
    await ctx.db.$client.query(
      `INSERT INTO events (user_id, box_id, description, tracking_mode)
       SELECT $1, $2, 'appena scritto ' || g, 'descriptive' FROM generate_series(1, 5000) g`,
      [userId, boxId],
    );
    const { sql: text, params } = eventPageQuery(ctx.db, { ...owner(), userId, q: 'Ornitorinco' }, 50).toSQL();
    const { rows } = await ctx.db.$client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, params);
    const indexScan = findNode(rows[0]['QUERY PLAN'][0].Plan, 'events_search_trgm_idx');
    // Entries not yet merged into the index (a GIN pending list) would be read on every search: hundreds of pages.
    expect(Number(indexScan?.['Shared Hit Blocks']) + Number(indexScan?.['Shared Read Blocks'])).toBeLessThan(100);
  });

  it("never compiles a statement with JIT, whose cost no one person's query pays back", async () => {
    const { rows } = await ctx.db.$client.query<{ jit: string }>('SHOW jit');
    expect(rows[0]?.jit).toBe('off');
  });

  it('reads a range of days through the (user, date) index', async () => {
    const text = await planOf(eventPageQuery(ctx.db, { ...owner(), userId, startDate: '2026-06-08' }, 50));
    expect(text).toMatch(/events_user_date_box_idx|events_user_box_date_idx/);
    expect(text).not.toMatch(/Seq Scan on events/);
  });

  it('answers a year of statistics from the day counts by their key', async () => {
    const query = dayCountsQuery(owner(), { start: '2025-06-16', end: '2026-06-15' }, ctx.clock.now());
    if (!query) throw new Error('a year that includes today has a query');
    const text = await planOf(query);
    expect(text).toContain('event_day_counts_user_id_day_box_id_pk');
    expect(text).not.toMatch(/Seq Scan on event_day_counts/);
  });
});

describe('query plans of the admin dashboard, with 100,000 users', () => {
  // A database of their own, dropped afterwards: deleting 100,000 users one cascade at a time would take minutes,
  // and the other tests of this worker count and export every user.
  const marker = `piano${Date.now().toString(36)}`;
  const name = `${inject('dbTemplate')}_users_${marker}`;
  let db: Database;
  beforeAll(async () => {
    await createDatabaseIfMissing(inject('dbServerUrl'), name, inject('dbTemplate'));
    db = openDatabase(databaseUrl(inject('dbServerUrl'), name), { max: 1 });
    await db.$client.query(
      `INSERT INTO users (email, password_hash, username, created_at)
       SELECT 'persona' || g || '.' || $1 || '@example.com', 'x', $1 || g, now() - make_interval(secs => g)
       FROM generate_series(1, 100000) g`,
      [marker],
    );
    await db.$client.query('ANALYZE users');
  }, 120_000);
  afterAll(async () => {
    await db.$client.end();
    await dropDatabase(inject('dbServerUrl'), name);
  }, 60_000);

  it('finds users by part of their email through the trigram index', async () => {
    const text = await planOf(userPageQuery(db, { q: `persona4242.${marker}` }, 51), db);
    expect(text).toContain('users_email_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it('walks the newest users, page after page, through the (created_at, id) index', async () => {
    const first = await planOf(userPageQuery(db, {}, 51), db);
    expect(first).toContain('users_created_idx');
    expect(first).not.toMatch(/Seq Scan on users|Sort/);
    const later = await planOf(
      userPageQuery(db, { cursor: '2026-06-01T10:00:00.000000Z_00000000-0000-4000-8000-000000000000' }, 51),
      db,
    );
    expect(later).toContain('users_created_idx');
    expect(later).not.toMatch(/Seq Scan on users|Sort/);
  });

  it("reads a month of every user's events per day through the rollup's day index", async () => {
    const text = await planOf(
      platformEventDaysQuery((day) => sql`${day} BETWEEN '2026-05-17'::date AND '2026-06-15'::date`),
      db,
    );
    expect(text).toContain('event_day_counts_day_idx');
    expect(text).not.toMatch(/Seq Scan on event_day_counts/);
  });
});
