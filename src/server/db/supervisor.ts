import { setTimeout as sleep } from 'node:timers/promises';
import { describeExit, freePort, portIsFree, type ServerProcess, stopPostgres } from './postgres-process.js';

export interface Supervisor {
  /** The port of the server running, or being started again. */
  port(): number;
  /** Stops the server, whatever it is doing (running, recovering, waiting to be started again). */
  stop(): Promise<void>;
  /** How many times the server died and was started again. */
  restarts(): number;
}

export interface SupervisorOptions {
  /** The server as first started, already accepting connections. */
  first: ServerProcess;
  /** Starts a server on the same cluster, listening on `port`. */
  launch(port: number): Promise<ServerProcess>;
  /** Resolves when a launched server accepts connections; throws if it ends first. */
  ready(server: ServerProcess): Promise<void>;
  log(message: string): void;
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * Keeps a PostgreSQL server running: when it dies (killed, crashed), it is started again on the same cluster,
 * which replays its write-ahead log and so comes back with every committed transaction. It keeps its port when
 * that is still free, else takes a new one (callers read `port()` for each new connection).
 */
export function superviseServer(options: SupervisorOptions): Supervisor {
  let current = options.first;
  /** Whether `current` was started again and does not accept connections yet (it is recovering). */
  let recovering = false;
  let recovery: Promise<void> | undefined;
  let restarts = 0;
  const stopped = new AbortController();

  function watch(server: ServerProcess) {
    void server.exited.then((exit) => {
      if (stopped.signal.aborted || server !== current) return;
      options.log(`PostgreSQL (pid ${server.child.pid}) ${describeExit(exit)}; starting it again`);
      restarts += 1;
      recovery = restart(Date.now());
    });
  }

  async function restart(diedAt: number): Promise<void> {
    let delay = FIRST_RETRY_MS;
    while (!stopped.signal.aborted) {
      try {
        // Until the dead server's last backends have exited, a new one refuses the cluster and ends at once.
        const port = (await portIsFree(current.port)) ? current.port : await freePort();
        const server = await options.launch(port);
        current = server;
        recovering = true;
        if (stopped.signal.aborted) return await stopPostgres(server, 'immediate');
        await options.ready(server);
        recovering = false;
        if (stopped.signal.aborted) return;
        watch(server);
        options.log(`PostgreSQL is running again on 127.0.0.1:${port}, ${Date.now() - diedAt} ms after it stopped`);
        return;
      } catch (error) {
        if (stopped.signal.aborted) return;
        options.log(`PostgreSQL did not start again (next try in ${delay} ms): ${(error as Error).message}`);
        await sleep(delay, undefined, { signal: stopped.signal }).catch(() => undefined);
        delay = Math.min(delay * 2, LAST_RETRY_MS);
      }
    }
  }

  watch(current);
  return {
    port: () => current.port,
    restarts: () => restarts,
    async stop() {
      stopped.abort();
      await stopPostgres(current, recovering ? 'immediate' : 'fast');
      await recovery;
      // A server launched while this stop was under way.
      await stopPostgres(current, recovering ? 'immediate' : 'fast');
    },
  };
}
