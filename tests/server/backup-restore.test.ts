import { parse as parseDisposition } from 'content-disposition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_MAX_BYTES,
  type BackupFile,
  backupFileSchema,
  backupStatusSchema,
  restoreResultSchema,
} from '../../src/shared/schemas/backup.js';
import { type Account, newAccount } from '../support/backup-seed.js';
import { createTestApp, errorBody, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Back on Free: the trial over, nothing bought. */
async function onFree(account: Account) {
  await ctx.db.execute(sql`UPDATE users SET subscription_status = 'inactive',
    trial_expires_at = ${new Date(ctx.clock.now().getTime() - 86_400_000).toISOString()}::timestamptz WHERE id = ${account.id}`);
}

async function owned(userId: string) {
  const { rows } = await ctx.db.execute<{ boxes: number; events: number; goals: number }>(sql`
    SELECT (SELECT count(*)::int FROM boxes WHERE user_id = ${userId}) AS boxes,
           (SELECT count(*)::int FROM events WHERE user_id = ${userId}) AS events,
           (SELECT count(*)::int FROM goals WHERE user_id = ${userId}) AS goals`);
  return rows[0];
}

const restore = (account: Account, file: unknown, query = '') => account.api.post(`/api/backup/restore${query}`, file);

/** A small backup written by hand: `boxes` named, each with `eventsPerBox` events on consecutive days. */
function handMadeFile(names: string[], eventsPerBox = 2, extra: Partial<BackupFile> = {}): BackupFile {
  const boxes = names.map((name, index) => ({
    id: index + 1,
    name,
    emoji: '📦',
    color: '#317873',
    trackingMode: 'counter' as const,
    starred: index === 0,
    category: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    deletedAt: null,
  }));
  const events = boxes.flatMap((box) =>
    Array.from({ length: eventsPerBox }, (_, day) => ({
      boxId: box.id,
      description: '+1',
      quantity: 1,
      notes: null,
      rating: null,
      tags: [],
      eventDate: `2026-06-${String(day + 1).padStart(2, '0')}T09:00:00.000Z`,
      trackingMode: 'counter' as const,
      createdAt: '2026-06-01T09:00:00.000Z',
      deletedAt: null,
    })),
  );
  return backupFileSchema.parse({
    format: 'korai-backup',
    version: 1,
    exportedAt: '2026-06-14T10:00:00.000Z',
    profile: {
      email: 'someone@example.com',
      username: 'someone',
      firstName: 'Grace',
      lastName: null,
      bio: null,
      avatar: '🦉',
      preferredLanguage: 'en',
      theme: 'dark',
      timeZone: 'America/New_York',
      showTutorial: false,
      smartNotifications: true,
      weeklyDigest: false,
    },
    boxes,
    goals: [],
    notificationSettings: [],
    conversations: [],
    events,
    ...extra,
  });
}

describe('downloading a backup', () => {
  it('is an attachment named after the day, and remembered as the last backup', async () => {
    const account = await newAccount(ctx);
    const before = await account.api.get('/api/backup/status');
    expect(before.json(backupStatusSchema)).toEqual({ lastBackupAt: null });

    const answer = await account.api.get('/api/backup');
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toContain('application/json');
    expect(parseDisposition(String(answer.response.headers['content-disposition']))).toMatchObject({
      type: 'attachment',
      parameters: { filename: 'korai-backup-2026-06-15.json' },
    });
    expect(backupFileSchema.parse(JSON.parse(answer.response.body)).version).toBe(1);

    const after = await account.api.get('/api/backup/status');
    expect(after.json(backupStatusSchema)).toEqual({ lastBackupAt: ctx.clock.now().toISOString() });
  });
});

describe('restoring a backup', () => {
  it('into an empty account brings the profile and preferences too', async () => {
    const account = await newAccount(ctx);
    const answer = await restore(account, handMadeFile(['Caffè']));
    expect(answer.json(restoreResultSchema)).toMatchObject({ mode: 'empty', boxesCreated: 1, eventsAdded: 2 });
    const { rows } = await ctx.db.execute(sql`
      SELECT first_name, avatar, preferred_language, theme, time_zone, email <> 'someone@example.com' AS own_email
      FROM users WHERE id = ${account.id}`);
    expect(rows[0]).toEqual({
      first_name: 'Grace',
      avatar: '🦉',
      preferred_language: 'en',
      theme: 'dark',
      time_zone: 'America/New_York',
      own_email: true,
    });
  });

  it('on Free creates boxes up to the limit and names what was left out', async () => {
    const account = await newAccount(ctx);
    await onFree(account);
    const file = handMadeFile(['Caffè', 'Corsa', 'Libri', 'Sonno', 'Yoga'], 3, {
      goals: [
        {
          name: 'Muoversi',
          boxIds: [2],
          startDate: '2026-06-01T00:00:00.000Z',
          endDate: null,
          isActive: true,
          createdAt: '2026-06-01T00:00:00.000Z',
        },
      ],
      notificationSettings: [
        { boxId: 1, isEnabled: true, scheduleHours: ['09:00'], aiTone: 'motivante', aiContext: null },
      ],
    });
    const answer = await restore(account, file);
    expect(answer.json(restoreResultSchema)).toMatchObject({
      boxesCreated: 3,
      eventsAdded: 9,
      goalsAdded: 0,
      notificationSettingsAdded: 0,
      leftOut: { boxes: ['Sonno', 'Yoga'], events: 6, goals: 1, notificationSettings: 1, stars: 1 },
    });
    const { rows } = await ctx.db.execute(sql`
      SELECT name, starred FROM boxes WHERE user_id = ${account.id} AND deleted_at IS NULL ORDER BY name`);
    expect(rows).toEqual([
      { name: 'Caffè', starred: false },
      { name: 'Corsa', starred: false },
      { name: 'Libri', starred: false },
    ]);
  });

  it('as a dry run says what would happen and changes nothing', async () => {
    const account = await newAccount(ctx);
    const answer = await restore(account, handMadeFile(['Caffè', 'Corsa']), '?dryRun=true');
    expect(answer.json(restoreResultSchema)).toMatchObject({
      dryRun: true,
      mode: 'empty',
      boxesCreated: 2,
      eventsAdded: 4,
    });
    expect(await owned(account.id)).toEqual({ boxes: 0, events: 0, goals: 0 });
  });

  it('refuses a file of another kind or version with a translated message, changing nothing', async () => {
    const account = await newAccount(ctx);
    const version2 = await account.api.post('/api/backup/restore', { format: 'korai-backup', version: 2 });
    expect(version2.status).toBe(400);
    expect(version2.json(errorBody).error.message).toBe(
      'Questa versione del backup non è supportata: scarica un nuovo backup da Korai.',
    );

    const notBackup = await ctx.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { authorization: `Bearer ${account.token}`, 'accept-language': 'en' },
      payload: { boxes: [] },
    });
    expect(notBackup.statusCode).toBe(400);
    expect(JSON.parse(notBackup.body).error.message).toBe('This file is not a Korai backup.');

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      payload: '{"format":"korai-backup","version":1,"boxes":[',
    });
    expect(broken.statusCode).toBe(400);

    const file = handMadeFile(['Caffè']);
    const orphan = await restore(account, { ...file, events: [{ ...file.events[0], boxId: 99 }] });
    expect(orphan.status).toBe(400);
    expect(orphan.json(errorBody).error.message).toBe(
      'Il file di backup è danneggiato o incompleto (in events.0.boxId): non è stato ripristinato nulla.',
    );
    expect(await owned(account.id)).toEqual({ boxes: 0, events: 0, goals: 0 });
  });

  it('is all or nothing: a failure half-way leaves no box behind', async () => {
    const account = await newAccount(ctx);
    const file = handMadeFile(['Caffè'], 2);
    // Two events whose quantities overflow their day's total: the boxes are already created when it fails.
    const overflowing = {
      ...file,
      events: file.events.map((event) => ({
        ...event,
        eventDate: '2026-06-01T09:00:00.000Z',
        quantity: 2_000_000_000,
        description: event.eventDate,
      })),
    };
    const answer = await restore(account, overflowing);
    expect(answer.status).toBe(400);
    expect(await owned(account.id)).toEqual({ boxes: 0, events: 0, goals: 0 });
  });

  it('refuses a file over the size limit', async () => {
    const account = await newAccount(ctx);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      payload: `{"format":"korai-backup","version":1,"padding":"${'x'.repeat(BACKUP_MAX_BYTES)}"}`,
    });
    expect(answer.statusCode).toBe(413);
  });

  it('is limited to 10 tries a minute from one address, counted before the file is read', async () => {
    const account = await newAccount(ctx);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/backup/restore?dryRun=true',
        remoteAddress: '10.77.0.1',
        headers: { authorization: `Bearer ${account.token}` },
        payload: { format: 'korai-backup', version: 2 },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it('writes only into the signed-in account, whatever ids the file names', async () => {
    const owner = await newAccount(ctx);
    const box = await owner.api.createBox({ name: 'Diario' });
    await owner.api.logEvent(box.id, { eventDate: '2026-06-10T08:00:00.000Z' });
    const ownersFile = backupFileSchema.parse(JSON.parse((await owner.api.get('/api/backup')).response.body));
    expect(ownersFile.boxes[0]?.id).toBe(box.id);
    const before = await owned(owner.id);

    const other = await newAccount(ctx);
    const answer = await restore(other, ownersFile);
    expect(answer.json(restoreResultSchema)).toMatchObject({ boxesCreated: 1, eventsAdded: 1 });
    expect(await owned(owner.id)).toEqual(before);
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM boxes WHERE user_id = ${other.id}`);
    expect(rows.map((row) => row.id)).not.toContain(box.id);
  });
});
