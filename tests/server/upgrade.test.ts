import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../src/server/db/client.js';
import { migrationsApplied, runMigrations } from '../../src/server/db/migrate.js';
import { hashToken } from '../../src/server/secrets.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { projectRoot } from '../support/app-process.js';
import { call, createTestApp, workerDatabaseUrl } from '../support/test-app.js';

/**
 * An upgrade keeps every row: a database at the previous release's last migration, filled as that release filled
 * it, then migrated by this build, reads as this build expects. When a release with new migrations lands, its last
 * one becomes PREVIOUS_RELEASE here.
 */
const PREVIOUS_RELEASE = '0018_gin_without_pending_list';

let url: string;
let admin: pg.Client;
const name = `korai_upgrade_${randomUUID().replaceAll('-', '')}`;

beforeAll(async () => {
  const server = new URL(await workerDatabaseUrl());
  admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  server.pathname = `/${name}`;
  url = server.toString();
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** The migrations folder as the previous release shipped it: its journal cut after PREVIOUS_RELEASE. */
function previousReleaseMigrations(): string {
  const folder = fs.mkdtempSync(path.join(tmpdir(), 'korai-previous-'));
  fs.cpSync(path.join(projectRoot, 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === PREVIOUS_RELEASE);
  if (last < 0) throw new Error(`no migration ${PREVIOUS_RELEASE}`);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

describe('upgrading from the previous release', () => {
  it('keeps every row, and the new columns read as this build expects', async () => {
    const db = openDatabase(url, { max: 2 });
    const token = `upgrade-${randomUUID()}`;
    try {
      await migrate(db, { migrationsFolder: previousReleaseMigrations() });
      expect(await migrationsApplied(db)).toBe(false);

      // The previous release's rows, written with its columns.
      const client = db.$client;
      const { rows: users } = await client.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, username, time_zone, subscription_status, trial_expires_at)
         VALUES ('before@example.com', 'x', 'before', 'Europe/Rome', 'trialing', now() + interval '5 days') RETURNING id`,
      );
      const userId = users[0]?.id;
      await client.query(
        `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '30 days')`,
        [userId, hashToken(token)],
      );
      const { rows: boxes } = await client.query<{ id: number }>(
        `INSERT INTO boxes (user_id, name, emoji, color, tracking_mode) VALUES ($1, 'Film', '🎬', '#317873', 'descriptive')
         RETURNING id`,
        [userId],
      );
      const boxId = boxes[0]?.id;
      for (const [description, day] of [
        ['Dune #sf', '2026-06-01'],
        ['Arrival', '2026-06-02'],
      ] as const) {
        await client.query(
          `INSERT INTO events (user_id, box_id, description, tracking_mode, event_date, tags)
           VALUES ($1, $2, $3, 'descriptive', $4::date + time '20:00', $5)`,
          [userId, boxId, description, day, description.includes('#sf') ? ['sf'] : []],
        );
      }
      await client.query(
        `INSERT INTO event_day_counts (user_id, box_id, day, count, quantity)
         VALUES ($1, $2, '2026-06-01', 1, 1), ($1, $2, '2026-06-02', 1, 1)`,
        [userId, boxId],
      );
      await client.query(
        `INSERT INTO system_logs (type, message, user_id, user_email) VALUES ('registration', 'New account', $1, 'before@example.com')`,
        [userId],
      );
      await client.query(`INSERT INTO job_runs (name, slot) VALUES ('trash-purge', '2026-06-01T10:17:00Z')`);

      await runMigrations(db);
      expect(await migrationsApplied(db)).toBe(true);

      // Every row is there, and the columns added since read as their defaults say.
      const { rows: after } = await client.query(
        `SELECT (SELECT count(*)::int FROM events) AS events,
                (SELECT renewal_reminders FROM users WHERE id = $1) AS reminders,
                (SELECT state FROM job_runs WHERE name = 'trash-purge') AS job_state,
                (SELECT message FROM system_logs WHERE user_id = $1) AS log_message,
                (SELECT event FROM system_logs WHERE user_id = $1) AS log_event`,
        [userId],
      );
      expect(after[0]).toEqual({
        events: 2,
        reminders: true,
        job_state: 'done',
        log_message: 'New account',
        log_event: null,
      });
    } finally {
      await db.$client.end();
    }

    // And this build's app serves them: the same session, the same boxes and events.
    const ctx = await createTestApp({ databaseUrl: url });
    try {
      const boxes = await call(ctx.app, 'GET', '/api/boxes', undefined, { token });
      const [film] = boxes.json(z.array(boxSchema));
      expect(film).toMatchObject({ name: 'Film', emoji: '🎬' });
      const events = await call(ctx.app, 'GET', `/api/boxes/${film?.id}/events`, undefined, { token });
      expect(events.json(eventPageSchema).events.map((event) => event.description)).toEqual(['Arrival', 'Dune #sf']);
    } finally {
      await ctx.close();
    }
  });
});
