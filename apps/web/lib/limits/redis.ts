/**
 * The site's one Redis connection for rate limits (ioredis), opened once per server process and
 * kept on `globalThis`. `enableOfflineQueue: false`: while Redis is unreachable a command fails at
 * once instead of waiting, and the limiters fall back to their in-process copy (`limiters.ts`).
 */
import { Redis } from 'ioredis';
import { siteEnv } from '../env.ts';

const holder = globalThis as typeof globalThis & { arenaLimitsRedis?: Redis };

export function limitsRedis(): Redis {
  holder.arenaLimitsRedis ??= new Redis(siteEnv().redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // Without a listener ioredis prints every failed reconnection; the fallback is documented.
  holder.arenaLimitsRedis.on('error', () => undefined);
  return holder.arenaLimitsRedis;
}
