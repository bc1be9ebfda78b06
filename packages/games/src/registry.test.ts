import { describe, expect, it } from 'vitest';
import { findGame, GAME_IDS, GAMES } from './registry.ts';

describe('game registry', () => {
  it('holds the four games, each under its id', () => {
    expect(GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
    for (const id of GAME_IDS) expect(findGame(id)?.id).toBe(id);
    expect(findGame('skat')).toBeUndefined();
  });

  it.each(GAME_IDS)('%s: default options parse and the pack fits the deal shape at every table size', (id) => {
    const game = findGame(id);
    if (!game) throw new Error(id);
    for (let seats = game.seatRange.min; seats <= game.seatRange.max; seats++) {
      const options = game.parseOptions(undefined, seats);
      expect(options.ok, `${id} ${seats} seats`).toBe(true);
      if (!options.ok) continue;
      const shape = game.dealShape(options.value, seats);
      const dealt = shape.handSizes.reduce((a, b) => a + b, 0) + shape.stockSize;
      expect(dealt).toBe(game.pack(options.value, seats).length);
      expect(new Set(game.pack(options.value, seats)).size).toBe(dealt);
    }
    expect(game.seatRange.default).toBeGreaterThanOrEqual(game.seatRange.min);
    expect(game.seatRange.default).toBeLessThanOrEqual(game.seatRange.max);
  });
});
