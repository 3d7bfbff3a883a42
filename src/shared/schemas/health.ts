import { z } from 'zod';

const databaseKind = z.enum(['embedded', 'external']);

/** Where the embedded PostgreSQL keeps its data (DATA_DIR/postgres, or /var/lib/korai/... when run as root). */
const dataDirectory = z.string().optional();

/** GET /api/health while the database answers (200). */
export const healthySchema = z.object({
  status: z.literal('ok'),
  database: databaseKind,
  postgres: z.string(),
  version: z.string(),
  dataDirectory,
});

/** GET /api/health while the database is down or starting (503), naming what is wrong. */
export const degradedSchema = z.object({
  status: z.literal('degraded'),
  database: z.object({
    kind: databaseKind,
    /** 'starting' while PostgreSQL starts or replays its log after a crash, 'down' while it cannot be reached. */
    state: z.enum(['down', 'starting']),
    /** What the connection attempt said: a SQLSTATE or a socket error code. */
    reason: z.string(),
  }),
  version: z.string(),
  dataDirectory,
});

/** GET /api/health/live: the process answers. */
export const liveSchema = z.object({ status: z.literal('live') });

/** GET /api/health/ready: the database answers and has every migration of this build (200)... */
export const readySchema = z.object({ status: z.literal('ready') });

/** ...or not yet (503): `migrations_pending`, or `database_<reason>` while PostgreSQL cannot be reached. */
export const notReadySchema = z.object({ status: z.literal('not_ready'), reason: z.string() });
