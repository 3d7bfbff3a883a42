import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-mailer-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

const mailer = () => createMailer({ dataDir, from: 'Korai <support@korai.app>', log: () => {} });
const kept = async () => (await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [])).length;

describe('the outbox of a single-machine install', () => {
  it('forgets the mails to and from an address, and only those', async () => {
    const outbox = mailer();
    await outbox.send({ to: 'Anna@Example.com', subject: 'a', text: 'a' });
    await outbox.send({ to: 'support@korai.app', replyTo: 'anna@example.com', subject: 'b', text: 'b' });
    await outbox.send({ to: 'luca@example.com', subject: 'c', text: 'c' });
    await outbox.forget('anna@example.com');
    const left = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(left).toHaveLength(1);
    expect(await fs.readFile(path.join(dataDir, 'outbox', left[0] ?? ''), 'utf8')).toContain('To: luca@example.com');
  });

  it('prunes what is older than the cut-off', async () => {
    const outbox = mailer();
    await outbox.send({ to: 'old@example.com', subject: 'old', text: 'old' });
    await outbox.send({ to: 'new@example.com', subject: 'new', text: 'new' });
    const [oldest] = (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
    const longAgo = new Date('2026-01-01T00:00:00Z');
    await fs.utimes(path.join(dataDir, 'outbox', oldest ?? ''), longAgo, longAgo);
    expect(await outbox.prune(new Date('2026-02-01T00:00:00Z'))).toBe(1);
    expect(await kept()).toBe(1);
  });
});
