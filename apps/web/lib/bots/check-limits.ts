/**
 * The limits of the bot check (README "Security"): the queue's bounds (check-queue.ts) and the
 * child's heap and time limits (check.ts). Operators may set each by environment (read in
 * lib/env.ts, parsed here once); a value outside its floor and ceiling stops the site at its first
 * check with a message naming the variable, instead of running checks without a sane bound.
 */
import { z } from 'zod';

export interface CheckLimits {
  /** Checks run at once per server process. */
  readonly concurrency: number;
  /** Checks that may wait for a slot; one more is refused at once ("the checker is busy"). */
  readonly maxWaiting: number;
  /** Checks one user may have queued or running. */
  readonly perUser: number;
  /** The checker child's V8 heap (`--max-old-space-size`). */
  readonly memoryMb: number;
  /** Each step of the check (compile, type check, smoke match). */
  readonly stepMs: number;
  /** The whole check. */
  readonly totalMs: number;
}

export const CHECK_LIMIT_DEFAULTS: CheckLimits = { concurrency: 1, maxWaiting: 8, perUser: 1, memoryMb: 512, stepMs: 45_000, totalMs: 120_000 };

/** Each limit's environment variable, floor and ceiling. */
export const CHECK_LIMIT_VARIABLES = {
  concurrency: { variable: 'ARENA_CHECK_CONCURRENCY', min: 1, max: 64 },
  maxWaiting: { variable: 'ARENA_CHECK_WAITING', min: 0, max: 1000 },
  perUser: { variable: 'ARENA_CHECK_PER_USER', min: 1, max: 100 },
  memoryMb: { variable: 'ARENA_CHECK_MEMORY_MB', min: 128, max: 16_384 },
  stepMs: { variable: 'ARENA_CHECK_STEP_MS', min: 1000, max: 600_000 },
  totalMs: { variable: 'ARENA_CHECK_TOTAL_MS', min: 1000, max: 3_600_000 },
} as const satisfies Record<keyof CheckLimits, { variable: string; min: number; max: number }>;

/** An unset or empty variable: the default; otherwise an integer within the floor and ceiling. */
function limit(key: keyof CheckLimits) {
  const { min, max } = CHECK_LIMIT_VARIABLES[key];
  return z.preprocess((raw) => (raw === '' ? undefined : raw), z.coerce.number().int().min(min).max(max).optional())
    .transform((n) => n ?? CHECK_LIMIT_DEFAULTS[key]);
}

const schema = z.object({
  ARENA_CHECK_CONCURRENCY: limit('concurrency'),
  ARENA_CHECK_WAITING: limit('maxWaiting'),
  ARENA_CHECK_PER_USER: limit('perUser'),
  ARENA_CHECK_MEMORY_MB: limit('memoryMb'),
  ARENA_CHECK_STEP_MS: limit('stepMs'),
  ARENA_CHECK_TOTAL_MS: limit('totalMs'),
}).transform((e): CheckLimits => ({
  concurrency: e.ARENA_CHECK_CONCURRENCY, maxWaiting: e.ARENA_CHECK_WAITING, perUser: e.ARENA_CHECK_PER_USER,
  memoryMb: e.ARENA_CHECK_MEMORY_MB, stepMs: e.ARENA_CHECK_STEP_MS, totalMs: e.ARENA_CHECK_TOTAL_MS,
})).refine((l) => l.totalMs >= l.stepMs, { message: 'ARENA_CHECK_TOTAL_MS is below ARENA_CHECK_STEP_MS' });

/** The check's limits from the environment, defaults for unset variables; throws on a bad value (an operator's mistake). */
export function parseCheckLimits(env: Readonly<Record<string, string | undefined>>): CheckLimits {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(`bad bot check limits in the environment: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'limits'}: ${i.message}`).join('; ')}`);
}
