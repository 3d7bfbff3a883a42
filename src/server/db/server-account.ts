import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The system user PostgreSQL runs as when Korai runs as root (PostgreSQL refuses to run as root). */
export interface ServerAccount {
  name: string;
  uid: number;
  gid: number;
}

export const SERVER_USER = 'postgres';

/** Where Korai is root, the `postgres` system user (made when missing); elsewhere PostgreSQL runs as Korai's own user. */
export async function serverAccount(): Promise<ServerAccount | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', SERVER_USER]), run('id', ['-g', SERVER_USER])]);
    return { name: SERVER_USER, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER]);
    return lookup();
  }
}

/** Whether the account may enter `dir`: every folder from / down to it grants it search (x) permission. */
export async function searchableBy(dir: string, account: ServerAccount): Promise<boolean> {
  const folders: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    folders.push(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of folders) {
    const stat = await fs.stat(folder).catch(() => undefined);
    if (!stat) return false;
    const bit = stat.uid === account.uid ? 0o100 : stat.gid === account.gid ? 0o010 : 0o001;
    if (!(stat.mode & bit)) return false;
  }
  return true;
}

/** Whether the account can run a program (reach it, read it, load its libraries): it is tried for real. */
export async function canRun(program: string, account: ServerAccount): Promise<boolean> {
  return run(program, ['--version'], { uid: account.uid, gid: account.gid }).then(
    () => true,
    () => false,
  );
}
