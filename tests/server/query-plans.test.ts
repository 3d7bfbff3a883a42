import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function plan(query: string, params: unknown[]): Promise<string> {
  const { rows } = await ctx.db.$client.query(`EXPLAIN ${query}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

beforeAll(async () => {
  ctx = await createTestApp();
  const api = trackingClient(ctx.app, (await registerUser(ctx.app)).token);
  boxId = (await api.createBox({ name: 'Diario', trackingMode: 'descriptive' })).id;
  userId = (await api.get('/api/auth/user')).body.id;
  await ctx.db.$client.query(
    `INSERT INTO events (user_id, box_id, description, tracking_mode, event_date)
     SELECT $1, $2, 'giornata numero ' || g || CASE WHEN g % 20000 = 0 THEN ' ornitorinco' ELSE '' END,
            'descriptive', now() - make_interval(mins => g * 10)
     FROM generate_series(1, $3) g`,
    [userId, boxId, EVENTS],
  );
  await ctx.db.$client.query(
    `INSERT INTO event_day_counts (user_id, box_id, day, count)
     SELECT user_id, box_id, (event_date AT TIME ZONE 'Europe/Rome')::date, count(*) FROM events WHERE user_id = $1
     GROUP BY 1, 2, 3`,
    [userId],
  );
  // Other people's day counts, so the table is as crowded as a real one.
  await ctx.db.$client.query(
    `WITH people AS (
       INSERT INTO users (email, password_hash, username)
       SELECT 'plan-' || g || '-' || $1 || '@example.com', 'x', 'plan-' || g || '-' || $1 FROM generate_series(1, 150) g
       RETURNING id),
     their_boxes AS (INSERT INTO boxes (user_id, name) SELECT id, 'Box' FROM people RETURNING id, user_id)
     INSERT INTO event_day_counts (user_id, box_id, day, count)
     SELECT user_id, id, current_date - d, 1 FROM their_boxes, generate_series(1, 400) d`,
    [userId.slice(0, 8)],
  );
  await ctx.db.$client.query('ANALYZE events; ANALYZE event_day_counts; ANALYZE boxes');
}, 120_000);
afterAll(() => ctx.close());

describe('query plans', () => {
  it('finds a rare word through the trigram index', async () => {
    const text = await plan(
      `SELECT id FROM events WHERE user_id = $1 AND deleted_at IS NULL AND search_text LIKE '%' || korai_fold($2) || '%'
       ORDER BY event_date DESC, id DESC LIMIT 51`,
      [userId, 'Ornitorinco'],
    );
    expect(text).toContain('events_search_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on events/);
  });

  it('reads a range of days through the (user, date) index', async () => {
    const text = await plan(
      `SELECT id FROM events WHERE user_id = $1 AND deleted_at IS NULL AND event_date >= now() - interval '7 days'
       ORDER BY event_date DESC, id DESC LIMIT 51`,
      [userId],
    );
    expect(text).toMatch(/events_user_date_box_idx|events_user_box_date_idx/);
    expect(text).not.toMatch(/Seq Scan on events/);
  });

  it('answers a year of statistics from the day counts by their key', async () => {
    const text = await plan(
      `SELECT box_id, day, count FROM event_day_counts WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [userId, '2025-06-01', '2026-05-31'],
    );
    expect(text).toContain('event_day_counts_user_id_day_box_id_pk');
  });
});
