/**
 * `npm run bench:backup`: a backup of a 100,000-event account downloaded and restored, on the PostgreSQL named by
 * BENCH_EXTERNAL_URL (default: the machine's PostgreSQL 15), through real HTTP. Reports each step's time, the
 * file's size and the process's peak memory above where it started (sampled every 20 ms).
 */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { createDatabaseIfMissing } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { rebuildDayCounts } from '../src/server/stats/day-counts.js';

const SERVER = process.env.BENCH_EXTERNAL_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_BACKUP_EVENTS ?? 100_000);
const DATABASE = 'korai_bench_backup';

const databaseUrl = (() => {
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

/** Runs `step`, reporting its time and the peak heap and resident memory it added. */
async function measured<T>(label: string, step: () => Promise<T>): Promise<T> {
  global.gc?.();
  const start = process.memoryUsage();
  let peakHeap = start.heapUsed;
  let peakRss = start.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const at = performance.now();
  try {
    return await step();
  } finally {
    clearInterval(sampler);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `${label}: ${((performance.now() - at) / 1000).toFixed(2)} s, peak heap +${mb(peakHeap - start.heapUsed)}, peak RSS +${mb(peakRss - start.rss)}`,
    );
  }
}

async function main() {
  await createDatabaseIfMissing(SERVER, DATABASE);
  const db = openDatabase(databaseUrl, { max: 5 });
  await runMigrations(db);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-bench-backup-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const app = await buildApp({ db, config, database: 'external' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const register = async () => {
    const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const answer = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password' }),
    });
    const { token } = (await answer.json()) as { token: string };
    const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`);
    return { token, id: rows[0]?.id ?? '' };
  };

  const owner = await register();
  await measured(`seed: 10 boxes, ${EVENTS.toLocaleString('en')} events`, async () => {
    await db.execute(sql`
      INSERT INTO boxes (user_id, name, tracking_mode)
      SELECT ${owner.id}, 'Box ' || n, CASE WHEN n % 2 = 0 THEN 'descriptive' ELSE 'counter' END
      FROM generate_series(1, 10) n`);
    await db.execute(sql`
      INSERT INTO events (user_id, box_id, description, quantity, notes, tags, event_date, tracking_mode)
      SELECT ${owner.id}, b.id, 'Evento ' || n, 1 + n % 5, CASE WHEN n % 3 = 0 THEN 'Una nota, con "virgolette"' END,
             CASE WHEN n % 4 = 0 THEN ARRAY['mattina'] ELSE '{}'::text[] END,
             timestamptz '2020-01-01' + n * interval '17 minutes', b.tracking_mode
      FROM generate_series(1, ${EVENTS}) n
      JOIN LATERAL (SELECT id, tracking_mode FROM boxes WHERE user_id = ${owner.id} ORDER BY id OFFSET n % 10 LIMIT 1) b ON true`);
    await rebuildDayCounts(db, owner.id);
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const file = await measured('GET /api/backup (streamed, read to the end)', async () => {
    const answer = await fetch(`${base}/api/backup`, { headers: auth(owner.token) });
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body ?? []) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  });
  console.log(`   file: ${(file.length / 1024 / 1024).toFixed(1)} MB`);

  const restore = async (token: string) => {
    const answer = await fetch(`${base}/api/backup/restore`, {
      method: 'POST',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: file,
    });
    const result = (await answer.json()) as { eventsAdded?: number; eventsSkipped?: number };
    console.log(`   ${answer.status}: ${result.eventsAdded} added, ${result.eventsSkipped} skipped`);
  };
  const copy = await register();
  await measured('POST /api/backup/restore into a new account', () => restore(copy.token));
  await measured('POST /api/backup/restore again (every event a duplicate)', () => restore(copy.token));

  await app.close();
  await db.execute(sql`DELETE FROM users WHERE id IN (${owner.id}, ${copy.id})`);
  await db.$client.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}

await main();
