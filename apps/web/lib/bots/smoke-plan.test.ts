import { describe, expect, test } from 'vitest';
import { GAME_IDS } from '@arena/games';
import { recordOf } from '../replay/record-fixture.ts';
import { SMOKE_MAX_MATCHES, SMOKE_MIN_DECISIONS, smokeCoverage, smokeIsEnough } from './smoke-plan.ts';

describe.each(GAME_IDS)('the smoke match coverage of %s', (id) => {
  const { game, record } = recordOf(id);

  test('counts seat 0\'s decisions and the phases it acted in', () => {
    const coverage = smokeCoverage([record, record], game);
    expect(coverage.decisions).toBe(2 * record.decisions.filter((d) => d.seat === 0).length);
    expect(coverage.phases.length).toBeGreaterThan(0);
    for (const p of coverage.missing) expect(coverage.phases).not.toContain(p);
  });
});

describe('when the smoke match is long enough', () => {
  test('50 decisions in every phase, or the last match allowed', () => {
    expect(smokeIsEnough({ decisions: SMOKE_MIN_DECISIONS, phases: ['play'], missing: [] }, 1)).toBe(true);
    expect(smokeIsEnough({ decisions: SMOKE_MIN_DECISIONS - 1, phases: ['play'], missing: [] }, 1)).toBe(false);
    expect(smokeIsEnough({ decisions: 200, phases: ['play'], missing: ['bid'] }, 1)).toBe(false);
    expect(smokeIsEnough({ decisions: 3, phases: ['play'], missing: ['bid'] }, SMOKE_MAX_MATCHES)).toBe(true);
    expect(smokeIsEnough({ decisions: 0, phases: [], missing: [] }, 0)).toBe(false);
  });
});
