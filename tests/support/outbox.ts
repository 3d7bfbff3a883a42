import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestContext } from './test-app.js';

/**
 * The mails the file mailer wrote to DATA_DIR/outbox for one recipient, oldest first, once the work the app does
 * after answering (sending them) has finished.
 */
export async function mailsTo(ctx: TestContext, recipient: string): Promise<string[]> {
  await ctx.app.background.idle();
  const outbox = path.join(ctx.dataDir, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${recipient}`));
}

/** The reset token in the link of a password-reset mail (quoted-printable soft breaks undone). */
export function resetTokenIn(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return match[1];
}
