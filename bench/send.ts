import http from 'node:http';

export interface BenchRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request through `agent` (kept-alive sockets), answered with its status, 0 if it failed. The bench's client
 * shares the machine's cores with the app; node:http spends about a third of the CPU per request that `fetch` does.
 */
export function send(agent: http.Agent, request: BenchRequest): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      request.url,
      { agent, method: request.method ?? 'GET', headers: request.headers },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', () => resolve(0));
      },
    );
    outgoing.once('error', () => resolve(0));
    outgoing.end(request.body);
  });
}

/** Whether a status from `send` is an answer the bench counts as served. */
export const served = (status: number) => status >= 200 && status < 300;

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
