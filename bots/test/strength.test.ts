/**
 * The example bots' strength, played in process (issue 6, section 4): per game the heuristic bot
 * beats the random bot over a duplicate set of at least 200 distinct deals (every deal played once
 * per seat rotation, so the luck of the cards cancels), and the Kein Stich search bot beats the
 * heuristic bot. The search bot thinks for real (tens of ms a decision), so its test plays one
 * whole match (20 deals × 4 rotations); `npm run strength` plays the 200-deal version.
 */
import { describe, expect, it } from 'vitest';
import { strength } from './harness.ts';

const FOUR = ['heuristic', 'random', 'heuristic', 'random'];

describe('heuristic beats random (duplicate, at least 200 deals)', () => {
  const cases: { game: string; lineup: string[]; matches: number }[] = [
    { game: 'lupfen', lineup: FOUR, matches: 9 },
    { game: 'kein-stich', lineup: FOUR, matches: 10 },
    { game: 'bolachen', lineup: ['heuristic', 'random', 'random'], matches: 17 },
    { game: 'kontraspiel', lineup: FOUR, matches: 10 },
  ];
  for (const { game, lineup, matches } of cases) {
    it(game, () => {
      const r = strength(game, lineup, matches, `test-${game}`);
      expect(r.deals).toBeGreaterThanOrEqual(200);
      expect(r.faults).toBe(0);
      const heuristic = r.chips.heuristic ?? 0;
      const random = r.chips.random ?? 0;
      // Clearly positive: at least a chip per deal played by each heuristic seat, and ahead of random.
      expect(heuristic).toBeGreaterThan(r.dealPlays / 4);
      expect(heuristic).toBeGreaterThan(random);
    });
  }
});

describe('search beats heuristic (Kein Stich)', () => {
  it('wins a duplicate match of 20 deals × 4 rotations', () => {
    const r = strength('kein-stich', ['search', 'heuristic', 'search', 'heuristic'], 1, 'test-search');
    expect(r.faults).toBe(0);
    expect(r.deals).toBe(20);
    expect(r.chips.search ?? 0).toBeGreaterThan(0);
    expect(r.chips.search ?? 0).toBeGreaterThan(r.chips.heuristic ?? 0);
  }, 240_000);
});
