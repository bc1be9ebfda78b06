/** The check's limits come from the environment within floors and ceilings, defaults otherwise. */
import { describe, expect, test } from 'vitest';
import { CHECK_LIMIT_DEFAULTS, parseCheckLimits } from './check-limits.ts';

describe('parseCheckLimits', () => {
  test('unset or empty variables give the defaults', () => {
    expect(parseCheckLimits({})).toEqual(CHECK_LIMIT_DEFAULTS);
    expect(parseCheckLimits({ ARENA_CHECK_STEP_MS: '' })).toEqual(CHECK_LIMIT_DEFAULTS);
  });

  test('each variable sets its limit', () => {
    expect(parseCheckLimits({
      ARENA_CHECK_CONCURRENCY: '2', ARENA_CHECK_WAITING: '0', ARENA_CHECK_PER_USER: '3',
      ARENA_CHECK_MEMORY_MB: '192', ARENA_CHECK_STEP_MS: '15000', ARENA_CHECK_TOTAL_MS: '60000',
    })).toEqual({ concurrency: 2, maxWaiting: 0, perUser: 3, memoryMb: 192, stepMs: 15_000, totalMs: 60_000 });
  });

  test.each([
    ['ARENA_CHECK_MEMORY_MB', '64'], ['ARENA_CHECK_STEP_MS', '500'], ['ARENA_CHECK_CONCURRENCY', '0'],
    ['ARENA_CHECK_WAITING', '-1'], ['ARENA_CHECK_PER_USER', '1.5'], ['ARENA_CHECK_TOTAL_MS', 'lots'], ['ARENA_CHECK_STEP_MS', '9999999'],
  ])('%s=%s is refused, naming the variable', (variable, value) => {
    expect(() => parseCheckLimits({ [variable]: value })).toThrow(variable);
  });

  test('a whole check shorter than one step is refused', () => {
    expect(() => parseCheckLimits({ ARENA_CHECK_STEP_MS: '60000', ARENA_CHECK_TOTAL_MS: '30000' })).toThrow(/ARENA_CHECK_TOTAL_MS is below ARENA_CHECK_STEP_MS/);
  });
});
