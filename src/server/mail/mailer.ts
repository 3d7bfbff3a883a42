import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Removes every kept copy of mail to or from this address: the account it belonged to is gone. */
  forget(address: string): Promise<void>;
  /** Removes kept copies older than `before`. */
  prune(before: Date): Promise<number>;
}

/** How long the outbox of a single-machine install keeps a copy of each mail. */
export const OUTBOX_RETENTION_DAYS = 30;

/** How a kept mail's file name names its addresses without writing them in clear. */
export function addressTag(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * Real mail over SMTP_URL; without it each message becomes an .eml file in DATA_DIR/outbox,
 * so a single-machine install still works end to end.
 */
export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      forget: async () => {},
      prune: async () => 0,
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const kept = async () =>
    (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const tags = [mail.to, mail.replyTo].filter((address) => address !== undefined).map(addressTag);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${tags.join('-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, message as Buffer, { mode: 0o600 });
      options.log(`mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    },
    async forget(address) {
      const tag = addressTag(address);
      const files = (await kept()).filter((file) => file.includes(`-${tag}-`));
      await Promise.all(files.map((file) => fs.rm(path.join(outbox, file), { force: true })));
    },
    async prune(before) {
      let removed = 0;
      for (const file of await kept()) {
        const full = path.join(outbox, file);
        const stat = await fs.stat(full).catch(() => undefined);
        if (stat && stat.mtime < before) {
          await fs.rm(full, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
