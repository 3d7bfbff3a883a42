import http from 'node:http';
import { type BenchRequest, quantile, send, served } from './send.js';

export interface OpenLoopResult {
  /** The rate asked for, and the rate the answers came back at. */
  offered: number;
  answered: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Latency as a person meets it: requests sent at a fixed rate whatever the server is doing (an open loop), each
 * timed from when it was due to be sent, so a server that falls behind sees its queue in the figures rather than
 * slowing the sender down (autocannon's closed loop waits for each answer before the next request, and hides that).
 * `next(i)` gives the i-th request; at most `sockets` are open at once, and requests beyond wait for one, timed.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  next: (index: number) => BenchRequest,
  sockets = 64,
): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let errors = 0;
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    // Timers are coarse; requests that fall due within a millisecond go together.
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(agent, next(index)).then((status) => {
        latencies.push(performance.now() - due);
        if (!served(status)) errors++;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    offered: rate,
    answered: Math.round(total / elapsed),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}
