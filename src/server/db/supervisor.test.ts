import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ServerExit, ServerProcess } from './postgres-process.js';
import { superviseServer } from './supervisor.js';

/**
 * A process standing in for a postmaster. One that serves ends with code 0 on a fast shutdown (SIGINT); one busy
 * recovering (syncing its folder, replaying its log) does not heed it, as PostgreSQL at that stage does not, and
 * ends only on an immediate shutdown (SIGQUIT).
 */
async function standIn(port: number, state: 'serving' | 'recovering'): Promise<ServerProcess> {
  const onFastShutdown = state === 'serving' ? 'process.exit(0)' : '';
  const script = `process.on('SIGINT', () => {${onFastShutdown}}); console.log('up'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  let exit: ServerExit | undefined;
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  // Its signal handler is in place once it has said so.
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return {
    child,
    port,
    options: { postgres: process.execPath, clusterDir: '', port, logFile: '' },
    exited,
    get exit() {
      return exit;
    },
  };
}

describe('the supervisor of the embedded PostgreSQL', () => {
  it('stops at once a server it started again that is still recovering', async () => {
    const first = await standIn(1, 'serving');
    let relaunched: ServerProcess | undefined;
    let launching!: () => void;
    const launched = new Promise<void>((resolve) => {
      launching = resolve;
    });
    const supervisor = superviseServer({
      first,
      launch: async (port) => {
        relaunched = await standIn(port, 'recovering');
        launching();
        return relaunched;
      },
      // Ready only once it has ended: it never accepts connections while recovering.
      ready: async (server) => {
        await server.exited;
        throw new Error('ended while recovering');
      },
      log: () => {},
    });

    first.child.kill('SIGKILL');
    await launched;
    const stopping = Date.now();
    await supervisor.stop();

    expect({ exit: relaunched?.exit, fast: Date.now() - stopping < 10_000 }).toEqual({
      exit: { code: null, signal: 'SIGQUIT' },
      fast: true,
    });
  });

  it('stops a server that serves with a fast shutdown, which keeps its data clean', async () => {
    const first = await standIn(1, 'serving');
    const supervisor = superviseServer({
      first,
      launch: async () => {
        throw new Error('not started again');
      },
      ready: async () => {},
      log: () => {},
    });
    await supervisor.stop();
    expect(first.exit).toEqual({ code: 0, signal: null });
  });
});
