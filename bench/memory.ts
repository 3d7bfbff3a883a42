import fs from 'node:fs/promises';

/** Figures from /proc (Linux), in MB; undefined where /proc cannot tell. */

async function statusField(pid: number, field: string): Promise<number | undefined> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
  return Number.isFinite(kb) && kb > 0 ? kb / 1024 : undefined;
}

/** A process's resident memory. */
export const rssMb = (pid: number) => statusField(pid, 'VmRSS');

/** The processes whose parent is `pid`. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await fs.readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The fields after the command name, which is in parentheses and may hold spaces: state, then ppid.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * The proportional memory (PSS) of a PostgreSQL server: its postmaster and every backend and helper it started,
 * each counted with its share of the shared buffers rather than all of them, so the sum is what the server costs.
 */
export async function postgresPssMb(postmasterPid: number): Promise<number | undefined> {
  let total = 0;
  for (const pid of [postmasterPid, ...(await childrenOf(postmasterPid))]) {
    const rollup = await fs.readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    total += Number(rollup.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? 0);
  }
  return total ? total / 1024 : undefined;
}

/** Samples `measure` every 250 ms until `stop`, which gives the largest value seen. */
export function peakOf(measure: () => Promise<number | undefined>) {
  let peak: number | undefined;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      const value = await measure();
      if (value !== undefined) peak = Math.max(peak ?? 0, value);
    });
  }, 250);
  return {
    async stop(): Promise<number | undefined> {
      clearInterval(timer);
      await sampling;
      return peak;
    },
  };
}
