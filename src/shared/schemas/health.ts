import { z } from 'zod';

const databaseKind = z.enum(['embedded', 'external']);

/** Where the embedded PostgreSQL keeps its data (DATA_DIR/postgres, or /var/lib/korai/... when run as root). */
const dataDirectory = z.string().optional();

const connectionFigures = {
  /** Connections the pool may open. */
  size: z.number().int(),
  open: z.number().int(),
  idle: z.number().int(),
  /** Queries waiting for a connection. */
  waiting: z.number().int(),
};

/** The request pool (taps, lists, sign-ins) and the heavy work beside it (imports, backups, exports). */
export const poolFiguresSchema = z.object({
  ...connectionFigures,
  heavyWork: z.object({
    /** Heavy jobs this process runs at once: the bulk pool's connections. */
    slots: z.number().int(),
    running: z.number().int(),
    /** Jobs waiting for a slot. */
    queued: z.number().int(),
    pool: z.object(connectionFigures),
  }),
});

/** GET /api/health while the database answers (200). */
export const healthySchema = z.object({
  status: z.literal('ok'),
  database: databaseKind,
  postgres: z.string(),
  version: z.string(),
  dataDirectory,
  pool: poolFiguresSchema,
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
  pool: poolFiguresSchema,
});

/**
 * GET /api/health while every connection of the request pool is busy and queries wait for one (503): the database
 * is up, the app is short of connections. Answered from the pool's figures, without waiting for a connection.
 */
export const saturatedSchema = z.object({
  status: z.literal('saturated'),
  database: databaseKind,
  version: z.string(),
  dataDirectory,
  pool: poolFiguresSchema,
});

export const unhealthySchema = z.discriminatedUnion('status', [degradedSchema, saturatedSchema]);

/** GET /api/health/live: the process answers. */
export const liveSchema = z.object({ status: z.literal('live') });

/** GET /api/health/ready: the database answers and has every migration of this build (200)... */
export const readySchema = z.object({ status: z.literal('ready') });

/** ...or not yet (503): `migrations_pending`, or `database_<reason>` while PostgreSQL cannot be reached. */
export const notReadySchema = z.object({ status: z.literal('not_ready'), reason: z.string() });
