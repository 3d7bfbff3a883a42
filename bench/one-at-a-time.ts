import http from 'node:http';
import { type BenchRequest, quantile, send, served } from './send.js';

/**
 * What one person waits: `count` requests, each sent when the last is answered, on one kept-alive connection as a
 * browser holds it. `next(i)` gives the i-th request; an answer other than 2xx stops the bench.
 */
export async function oneAtATime(next: (index: number) => BenchRequest, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const durations: number[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const request = next(index);
      const started = performance.now();
      const status = await send(agent, request);
      if (!served(status)) throw new Error(`${request.method ?? 'GET'} ${request.url}: ${status}`);
      durations.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  durations.sort((a, b) => a - b);
  return { p50: quantile(durations, 0.5), p95: quantile(durations, 0.95) };
}
