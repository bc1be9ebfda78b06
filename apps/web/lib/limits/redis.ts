/**
 * The site's one Redis connection for rate limits (ioredis), opened once per server process
 * (lib/process-wide.ts). `enableOfflineQueue: false`: while Redis is unreachable a command fails at
 * once instead of waiting, and the limiters fall back to their in-process copy (`limiters.ts`).
 */
import { Redis } from 'ioredis';
import { siteEnv } from '../env.ts';
import { processWide } from '../process-wide.ts';

export function limitsRedis(): Redis {
  return processWide('limits-redis', () => {
    const redis = new Redis(siteEnv().redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    // Without a listener ioredis prints every failed reconnection; the fallback is documented.
    redis.on('error', () => undefined);
    return redis;
  });
}
