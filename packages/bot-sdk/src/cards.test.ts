import { describe, expect, it } from 'vitest';
import { highest, lowest, ofSuit, outranks, parseCard, rankIndex } from './cards.ts';

/** Two rank orders of the games, as their bot modules export them: A 10 K O U, and A K O U 10 9 8 7. */
const LUPFEN = ['A', '10', 'K', 'O', 'U'] as const;
const KEIN_STICH = ['A', 'K', 'O', 'U', '10', '9', '8', '7'] as const;

describe('bot SDK card helpers', () => {
  it('rank comparisons follow the game order given (the Ten is high in Lupfen, low in Kein Stich)', () => {
    expect(outranks('H10', 'HK', LUPFEN)).toBe(true);
    expect(outranks('H10', 'HK', KEIN_STICH)).toBe(false);
    expect(rankIndex('EA', LUPFEN)).toBe(0);
    expect(rankIndex('E7', LUPFEN)).toBe(LUPFEN.length);
  });
  it('picks the highest and lowest card and filters a suit', () => {
    const hand = ['GU', 'G10', 'EO', 'GA'] as const;
    expect(highest(hand, LUPFEN)).toBe('GA');
    expect(lowest(hand, LUPFEN)).toBe('GU');
    expect(lowest(hand, KEIN_STICH)).toBe('G10');
    expect(ofSuit(hand, 'G')).toEqual(['GU', 'G10', 'GA']);
    expect(() => highest([], LUPFEN)).toThrow(RangeError);
  });
  it('parses cards with clear errors', () => {
    expect(parseCard('SU')).toEqual({ ok: true, value: 'SU' });
    expect(parseCard('S1')).toEqual({ ok: false, error: 'unknown card "S1"' });
  });
});
