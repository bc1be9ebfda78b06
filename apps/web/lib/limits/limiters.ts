/**
 * Rate limits kept in Redis with rate-limiter-flexible (one `RateLimiterRedis` per rule of
 * `rules.ts`, keys under `ARENA_RATE_PREFIX`).
 *
 * When Redis is unreachable every limiter falls back to an in-process `RateLimiterMemory` with the
 * same rule (the library's `insuranceLimiter`): limits still hold per server process, log-in
 * included, so the site neither stops (fail closed) nor drops its limits (fail open).
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { siteEnv } from '../env.ts';
import { processWide } from '../process-wide.ts';
import { limitsRedis } from './redis.ts';
import { LIMIT_RULES, LOGIN_FAILURES, loginLockSeconds, type LimitName, type LimitRule } from './rules.ts';

function redisLimiter(name: string, rule: LimitRule): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: limitsRedis(),
    keyPrefix: `${siteEnv().ratePrefix}:${name}`,
    points: rule.points,
    duration: rule.seconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${name}-memory`, points: rule.points, duration: rule.seconds }),
  });
}

function limiter(name: string, rule: LimitRule): RateLimiterRedis {
  const limiters = processWide('limiters', () => new Map<string, RateLimiterRedis>());
  let found = limiters.get(name);
  if (!found) {
    found = redisLimiter(name, rule);
    limiters.set(name, found);
  }
  return found;
}

/** Undefined: allowed (one point taken); otherwise the seconds to wait. */
export type Verdict = undefined | { readonly retryAfter: number };

function waitOf(res: RateLimiterRes): { retryAfter: number } {
  return { retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/**
 * A refusal of a limiter, known by its shape rather than by `instanceof RateLimiterRes`: the
 * limiters are process-wide (lib/process-wide.ts), and Next bundles the library into each route's and each
 * server action's chunk, so a limiter first made by the challenge form's action throws that
 * chunk's RateLimiterRes into the API route (where `instanceof` said no and the route answered
 * 500 instead of 429).
 */
function isRefusal(error: unknown): error is RateLimiterRes {
  if (error instanceof RateLimiterRes) return true;
  if (typeof error !== 'object' || error === null || error instanceof Error) return false;
  const { msBeforeNext, consumedPoints } = error as { msBeforeNext?: unknown; consumedPoints?: unknown };
  return typeof msBeforeNext === 'number' && typeof consumedPoints === 'number';
}

/** Takes one point of rule `name` for `key`; a refusal names the wait. */
export async function consume(name: LimitName, key: string): Promise<Verdict> {
  try {
    await limiter(name, LIMIT_RULES[name]).consume(key);
    return undefined;
  } catch (error) {
    if (isRefusal(error)) return waitOf(error);
    throw error;
  }
}

/** Takes one point of every `[rule, key]` pair; the longest wait when any refuses. */
export async function consumeAll(pairs: readonly (readonly [LimitName, string])[]): Promise<Verdict> {
  const verdicts = await Promise.all(pairs.map(([name, key]) => consume(name, key)));
  const waits = verdicts.filter((v) => v !== undefined).map((v) => v.retryAfter);
  return waits.length === 0 ? undefined : { retryAfter: Math.max(...waits) };
}

const FAIL_RULE: LimitRule = { points: 1_000_000, seconds: LOGIN_FAILURES.windowSeconds };
const LOCK_RULE: LimitRule = { points: 1, seconds: LOGIN_FAILURES.maxSeconds };

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The wait before this account may try to log in again (after failures), if any. */
export async function loginLocked(email: string): Promise<Verdict> {
  const res = await limiter('login-lock', LOCK_RULE).get(accountKey(email));
  return res !== null && res.consumedPoints > LOCK_RULE.points && res.msBeforeNext > 0 ? waitOf(res) : undefined;
}

/** Counts a failed log-in; locks the account for a growing time once past the free failures. */
export async function loginFailed(email: string): Promise<void> {
  const res = await limiter('login-fails', FAIL_RULE).penalty(accountKey(email));
  const seconds = loginLockSeconds(res.consumedPoints);
  if (seconds > 0) await limiter('login-lock', LOCK_RULE).block(accountKey(email), seconds);
}

/** A good log-in forgets the failures. */
export async function loginSucceeded(email: string): Promise<void> {
  await Promise.all([limiter('login-fails', FAIL_RULE).delete(accountKey(email)), limiter('login-lock', LOCK_RULE).delete(accountKey(email))]);
}
