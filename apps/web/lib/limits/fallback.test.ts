/**
 * When Redis is unreachable the limits still hold, per server process (the in-memory insurance
 * limiter of rate-limiter-flexible): nothing throws, and the rule's points are still the ceiling.
 */
import { describe, expect, test } from 'vitest';
import { LIMIT_RULES } from './rules.ts';

process.env.REDIS_URL = 'redis://127.0.0.1:1'; // nothing listens on port 1
process.env.ARENA_RATE_PREFIX = 'arena-rate-unreachable';
const { consume } = await import('./limiters.ts');
const { limitsRedis } = await import('./redis.ts');

describe('rate limits without Redis', () => {
  test('fall back to the same rule in memory', async () => {
    const { points } = LIMIT_RULES.signupIp;
    for (let i = 0; i < points; i++) expect(await consume('signupIp', '10.9.9.9')).toBeUndefined();
    expect((await consume('signupIp', '10.9.9.9'))?.retryAfter).toBeGreaterThan(0);
    expect(await consume('signupIp', '10.9.9.8')).toBeUndefined();
    expect(limitsRedis().status).not.toBe('ready');
    limitsRedis().disconnect();
  });
});
