/**
 * `matchLength` is what the CLI and league creation promise before a match is played, so it must
 * agree with `isMatchOver`, the rules' own end of a match: whole arena matches of random play, at
 * random table sizes and lengths, end within [min, max] deals, and exactly at min when min = max.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AnyGameDefinition } from '@arena/engine/game';
import { playMatch, randomPolicy } from '@arena/engine/match';
import { findGame, GAME_IDS } from './registry.ts';

/** A length option's range for the property: short enough to keep the test quick. */
const LENGTH_VALUES: Readonly<Record<string, fc.Arbitrary<Record<string, number>>>> = {
  lupfen: fc.record({ matchRounds: fc.integer({ min: 1, max: 3 }), extraRounds: fc.integer({ min: 0, max: 3 }) }),
  'kein-stich': fc.record({ parties: fc.integer({ min: 1, max: 3 }) }),
  bolachen: fc.record({ matchDeals: fc.constantFrom(3, 6, 9) }),
  kontraspiel: fc.record({ deals: fc.integer({ min: 1, max: 12 }) }),
};

function gameOf(id: string): AnyGameDefinition {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game ${id}`);
  return game;
}

describe('match length', () => {
  it.each(GAME_IDS)('%s: a whole arena match lasts between min and max deals, and the option named sets it', (id) => {
    const game = gameOf(id);
    const lengths = LENGTH_VALUES[id];
    if (!lengths) throw new Error(`no length values for ${id}`);
    const seats = fc.integer({ min: game.seatRange.min, max: game.seatRange.max });
    fc.assert(fc.property(seats, lengths, fc.string(), (n, raw, seed) => {
      const options = game.parseOptions(raw, n);
      if (!options.ok) throw new Error(options.error);
      const length = game.matchLength(options.value, n);
      expect(Object.keys(raw)).toContain(length.option);
      expect(length.min).toBeGreaterThanOrEqual(1);
      expect(length.max).toBeGreaterThanOrEqual(length.min);
      const played = playMatch(game, options.value, n, seed, randomPolicy(seed)).deals.length;
      expect(played).toBeGreaterThanOrEqual(length.min);
      expect(played).toBeLessThanOrEqual(length.max);
      if (length.min === length.max) expect(played).toBe(length.min);
    }), { numRuns: 25 });
  });

  it('the default arena matches: Lupfen 24 to 36 deals at 4 seats, Kein Stich 20, Bolachen 12, Kontraspiel 20', () => {
    const lengthOf = (id: string, seats: number) => {
      const game = gameOf(id);
      const options = game.parseOptions(undefined, seats);
      if (!options.ok) throw new Error(options.error);
      return game.matchLength(options.value, seats);
    };
    expect(lengthOf('lupfen', 4)).toEqual({ min: 24, max: 36, option: 'matchRounds' });
    expect(lengthOf('kein-stich', 4)).toEqual({ min: 20, max: 20, option: 'parties' });
    expect(lengthOf('bolachen', 3)).toEqual({ min: 12, max: 12, option: 'matchDeals' });
    expect(lengthOf('kontraspiel', 4)).toEqual({ min: 20, max: 20, option: 'deals' });
  });

  it('Lupfen plays on past its regular rounds while the pot is not empty', () => {
    const game = gameOf('lupfen');
    const options = game.parseOptions({ matchRounds: 1 }, 4);
    if (!options.ok) throw new Error(options.error);
    const played = Array.from({ length: 20 }, (_, i) => playMatch(game, options.value, 4, `extend-${i}`, randomPolicy(`extend-${i}`)).deals.length);
    expect(played.some((deals) => deals > 4)).toBe(true);
  });
});
