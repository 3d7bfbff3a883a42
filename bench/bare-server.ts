import Fastify from 'fastify';
import pg from 'pg';

/**
 * The yardstick for the write benchmark: a bare Fastify route doing the same INSERT of a counter event,
 * with no authentication, validation, day count or idempotency.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const userId = process.env.BENCH_USER_ID;
const boxId = Number(process.env.BENCH_BOX_ID);
const app = Fastify();
app.post('/insert', async () => {
  const { rows } = await pool.query(
    `INSERT INTO events (user_id, box_id, description, quantity, tracking_mode) VALUES ($1, $2, '+1', 1, 'counter') RETURNING id`,
    [userId, boxId],
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
