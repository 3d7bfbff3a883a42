import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';

/** What the metrics read at each scrape, beside what they count as it happens. */
export interface MetricSources {
  db: Database;
  /** Whether the database answers now. */
  databaseUp(): Promise<boolean>;
  /** The embedded PostgreSQL's restarts so far; none for an external server. */
  restarts?: () => number;
  /** K-ORAI answers streaming now, from every process (their leases in the database). */
  openAiStreams(): Promise<number>;
  /** Mails handed to the background and not sent yet (this process). */
  mailsWaiting(): number;
  /** Imports, backups and exports: the slots of this process, the jobs running and those waiting for a slot. */
  heavyWork(): { slots: number; running: number; queued: number };
}

/** Response times from a tap (a few ms) to a year's export (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The figures read at each scrape: the pool, heavy jobs, the database, restarts, open K-ORAI streams, mails waiting. */
function registerScrapedMetrics(registry: Registry, sources: MetricSources) {
  new Gauge({
    name: 'korai_db_pool_connections',
    help: "The PostgreSQL pool's connections: in use, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.db.$client;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'korai_heavy_jobs',
    help: 'Imports, backups and exports in this process: slots, running, and waiting for a slot',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { slots, running, queued } = sources.heavyWork();
      this.set({ state: 'slots' }, slots);
      this.set({ state: 'running' }, running);
      this.set({ state: 'queued' }, queued);
    },
  });
  new Gauge({
    name: 'korai_database_up',
    help: 'Whether PostgreSQL answers (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await sources.databaseUp()) ? 1 : 0);
    },
  });
  const { restarts } = sources;
  if (restarts) {
    new Counter({
      name: 'korai_embedded_postgres_restarts_total',
      help: 'Times the embedded PostgreSQL died and was started again',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(restarts());
      },
    });
  }
  new Gauge({
    name: 'korai_ai_streams_open',
    help: 'K-ORAI answers streaming now, in every process',
    registers: [registry],
    async collect() {
      this.set(await sources.openAiStreams().catch(() => 0));
    },
  });
  new Gauge({
    name: 'korai_mails_waiting',
    help: 'Mails handed over to be sent and not sent yet, in this process',
    registers: [registry],
    collect() {
      this.set(sources.mailsWaiting());
    },
  });
}

/**
 * The Prometheus metrics of one app, in a registry of its own (tests build several apps in one process): requests
 * by route pattern and status, the pool, heavy jobs, the database, the embedded server's restarts, job runs, open
 * K-ORAI streams, mails waiting, and the process's own (memory, event-loop delay, CPU) from prom-client.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'korai_' });

  const requests = new Counter({
    name: 'korai_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'korai_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'korai_job_runs_total',
    help: 'Scheduled job runs in this process, by job and outcome (done or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  registerScrapedMetrics(registry, sources);

  return {
    registry,
    /** Counts every answer by its route pattern (never the raw path, which would name ids and tokens). */
    observe(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? 'no route',
          status: String(reply.statusCode),
        };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
      });
    },
    jobRan(job: string, outcome: 'done' | 'failed') {
      jobRuns.inc({ job, outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
