import { Redis } from 'ioredis';

/** The Redis the multi-process tests share counters through: the machine's own unless TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis at `url` cannot be used, or undefined when it answers a PING. */
export async function redisProblem(url: string): Promise<string | undefined> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? undefined : 'no PONG';
  } catch (error) {
    return (error as Error).message;
  } finally {
    redis.disconnect();
  }
}
