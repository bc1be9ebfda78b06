/**
 * The limiters against the machine's real Redis (a fresh key prefix per run, deleted afterwards),
 * and the documented fallback when Redis is unreachable.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import { LIMIT_RULES, LOGIN_FAILURES, loginLockSeconds } from './rules.ts';

const prefix = `arena-rate-test-${randomBytes(4).toString('hex')}`;
process.env.ARENA_RATE_PREFIX = prefix;
const { consume, consumeAll, loginFailed, loginLocked, loginSucceeded } = await import('./limiters.ts');
const { limitsRedis } = await import('./redis.ts');

beforeAll(async () => {
  // Until the connection is ready the limiters count in memory (the fallback); these tests are about Redis.
  if (limitsRedis().status !== 'ready') await once(limitsRedis(), 'ready');
});

afterAll(async () => {
  const admin = new Redis('redis://127.0.0.1:6379');
  const keys = await admin.keys(`${prefix}:*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
  limitsRedis().disconnect();
});

describe('rate limits in Redis', () => {
  test('a rule allows its points, then refuses with the wait; keys are separate', async () => {
    const { points, seconds } = LIMIT_RULES.signupIp;
    for (let i = 0; i < points; i++) expect(await consume('signupIp', '10.0.0.1')).toBeUndefined();
    const refused = await consume('signupIp', '10.0.0.1');
    expect(refused?.retryAfter).toBeGreaterThan(seconds - 5);
    expect(refused?.retryAfter).toBeLessThanOrEqual(seconds);
    expect(await consume('signupIp', '10.0.0.2')).toBeUndefined();
    const admin = new Redis('redis://127.0.0.1:6379');
    expect(await admin.get(`${prefix}:signupIp:10.0.0.1`)).toBe(String(points + 1));
    await admin.quit();
  });

  test('consumeAll refuses when any rule refuses, with the longest wait', async () => {
    for (let i = 0; i < LIMIT_RULES.tokenAccount.points; i++) await consume('tokenAccount', 'acc-1');
    const refused = await consumeAll([['tokenIp', '10.0.0.3'], ['tokenAccount', 'acc-1']]);
    expect(refused?.retryAfter).toBeGreaterThan(LIMIT_RULES.tokenAccount.seconds - 5);
  });

  test('log-in failures lock the account for growing times; a good log-in forgets them', async () => {
    const email = `Someone-${randomBytes(3).toString('hex')}@example.org`;
    for (let i = 0; i < LOGIN_FAILURES.free; i++) {
      await loginFailed(email);
      expect(await loginLocked(email)).toBeUndefined();
    }
    await loginFailed(email);
    expect((await loginLocked(email.toLowerCase()))?.retryAfter).toBe(loginLockSeconds(LOGIN_FAILURES.free + 1));
    await loginFailed(email);
    await loginFailed(email);
    expect((await loginLocked(email))?.retryAfter).toBe(loginLockSeconds(LOGIN_FAILURES.free + 3));
    expect(loginLockSeconds(LOGIN_FAILURES.free + 3)).toBe(4 * loginLockSeconds(LOGIN_FAILURES.free + 1));
    await loginSucceeded(email);
    expect(await loginLocked(email)).toBeUndefined();
    await loginFailed(email);
    expect(await loginLocked(email)).toBeUndefined();
  });

  test('the lock grows to its ceiling and no further', () => {
    expect(loginLockSeconds(LOGIN_FAILURES.free)).toBe(0);
    expect(loginLockSeconds(1000)).toBe(LOGIN_FAILURES.maxSeconds);
  });
});
