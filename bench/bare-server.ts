import Fastify from 'fastify';
import pg from 'pg';
import { defaultPoolSize } from '../src/server/db/client.js';

/**
 * The yardstick for the write benchmark: a bare Fastify route doing the same INSERT of a counter event into the
 * user's box named in the address, with no authentication, validation, day count or idempotency. Its pool is
 * the app's size.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: defaultPoolSize() });
const app = Fastify();
app.post<{ Params: { userId: string; boxId: string } }>('/users/:userId/boxes/:boxId/events', async (request) => {
  const { rows } = await pool.query(
    `INSERT INTO events (user_id, box_id, description, quantity, tracking_mode) VALUES ($1, $2, '+1', 1, 'counter') RETURNING id`,
    [request.params.userId, Number(request.params.boxId)],
  );
  return rows[0];
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`bare server on ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
