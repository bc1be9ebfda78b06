import { describe, expect, test } from 'vitest';
import { dealsPerMatchText } from './games.ts';

describe('deals per match as played', () => {
  const league = (game: string, seatsPerTable: number, dealsPerMatch: number, options: unknown = {}) => ({ game, seatsPerTable, dealsPerMatch, options });

  test('the setting when the game\'s match is at least that long', () => {
    expect(dealsPerMatchText(league('kein-stich', 4, 12))).toBe('12 deals per match');
    expect(dealsPerMatchText(league('lupfen', 4, 24))).toBe('24 deals per match');
  });

  test('cut to the game\'s match (an older league may ask for more), as a range where the pot may end it early', () => {
    expect(dealsPerMatchText(league('kein-stich', 4, 40))).toBe('20 deals per match');
    expect(dealsPerMatchText(league('kein-stich', 4, 40, { parties: 8 }))).toBe('40 deals per match');
    expect(dealsPerMatchText(league('lupfen', 4, 30))).toBe('24–30 deals per match');
    expect(dealsPerMatchText(league('lupfen', 4, 100))).toBe('24–36 deals per match');
  });
});
