import type pg from 'pg';
import type { Database } from '../src/server/db/client.js';
import { hashPassword } from '../src/server/secrets.js';
import { rebuildDayCounts } from '../src/server/stats/day-counts.js';

export const BENCH_PASSWORD = 'bench-password';
const WORDS = [
  'corsa',
  'acqua',
  'libro',
  'film',
  'caffè',
  'lavoro',
  'riunione',
  'palestra',
  'cena',
  'pranzo',
  'amici',
  'musica',
  'viaggio',
  'treno',
  'città',
  'mare',
  'montagna',
  'pioggia',
  'sole',
  'studio',
  'progetto',
  'famiglia',
  'gatto',
  'cane',
];
/** A word that appears in only a handful of events: what a rare-term search looks for. */
export const RARE_TERM = 'ornitorinco';

export interface SeededUser {
  id: string;
  email: string;
  boxIds: number[];
}

/**
 * Users with five boxes each (each counted by a goal with a target) and `eventsPerUser` events spread over the last
 * two years, written with
 * generate_series so a million rows take seconds, then the day counts built from them.
 */
export async function seedUsers(
  client: pg.Client,
  db: Database,
  prefix: string,
  users: number,
  eventsPerUser: number,
): Promise<SeededUser[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const seeded: SeededUser[] = [];
  for (let index = 0; index < users; index++) {
    const email = `${prefix}-${index}@bench.korai`;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, username, plan, subscription_status, time_zone)
       VALUES ($1, $2, $1, 'pro', 'active', 'Europe/Rome') RETURNING id`,
      [email, passwordHash],
    );
    const userId = rows[0]?.id ?? '';
    const boxes = await client.query<{ id: number }>(
      `INSERT INTO boxes (user_id, name, emoji, tracking_mode)
       SELECT $1, name, emoji, mode FROM (VALUES ('Acqua', '💧', 'counter'), ('Corsa', '🏃', 'counter'),
         ('Film', '🎬', 'descriptive'), ('Libri', '📚', 'descriptive'), ('Umore', '🙂', 'descriptive')) v(name, emoji, mode)
       RETURNING id`,
      [userId],
    );
    const boxIds = boxes.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO events (user_id, box_id, description, notes, tracking_mode, event_date, tags, quantity, rating)
       SELECT $1, ($2::int[])[1 + g % 5],
         CASE WHEN g % 5 < 2 THEN '+1'
              ELSE ($3::text[])[1 + g % 24] || ' ' || ($3::text[])[1 + (g / 24) % 24] || ' ' || g
                   || CASE WHEN g % 100000 = 7 THEN ' ${RARE_TERM}' ELSE '' END END,
         CASE WHEN g % 5 >= 2 AND g % 3 = 0 THEN 'note ' || ($3::text[])[1 + (g / 7) % 24] END,
         CASE WHEN g % 5 < 2 THEN 'counter' ELSE 'descriptive' END,
         now() - make_interval(secs => (g::float8 / $4) * 730 * 86400),
         CASE WHEN g % 5 >= 2 AND g % 4 = 0 THEN ARRAY[($3::text[])[1 + g % 24]] ELSE '{}'::text[] END,
         CASE WHEN g % 5 = 0 THEN 1 + g % 3 ELSE 1 END,
         CASE WHEN g % 5 IN (2, 3) THEN 1 + g % 5 END
       FROM generate_series(1, $4) g`,
      [userId, boxIds, WORDS, eventsPerUser],
    );
    // A goal with a target on every box, begun a year ago, and a week's pause: the boxes screen shows each card's
    // progress, read from the goals' route.
    await client.query(
      `INSERT INTO goals (user_id, name, box_ids, start_date, target)
       SELECT $1, 'Goal ' || box_id, ARRAY[box_id], now() - interval '365 days',
         CASE WHEN ord <= 2 THEN '{"direction":"atLeast","count":3,"period":"day"}'::jsonb
              ELSE '{"direction":"atLeast","count":4,"period":"week"}'::jsonb END
       FROM unnest($2::int[]) WITH ORDINALITY AS b(box_id, ord)`,
      [userId, boxIds],
    );
    await client.query(
      `INSERT INTO goal_pauses (user_id, goal_id, start_day, end_day)
       VALUES ($1, NULL, current_date - 40, current_date - 34)`,
      [userId],
    );
    // The rollup (counts and quantities) is built by its one owner, as after any bulk load.
    await rebuildDayCounts(db, userId);
    seeded.push({ id: userId, email, boxIds });
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map that index-only scans rely on.
  await client.query('VACUUM ANALYZE');
  // The seed written out now, so that the loads measure the app at rest rather than the flush of a bulk load.
  await client.query('CHECKPOINT');
  return seeded;
}
