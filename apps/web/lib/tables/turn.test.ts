import { describe, expect, test } from 'vitest';
import { turnOf } from './turn.ts';

const pending = (legalActions: unknown[], hand: unknown) => ({
  seat: 1, decision: 7, deadline: 61_000, clockMs: 60_000,
  observation: { game: 'lupfen', seat: 1, deal: 0, view: { hand }, legalActions },
});

describe("a person's turn", () => {
  test('card plays name their card, other actions are buttons with words; the hand comes from the seat view, sorted; the clock left', () => {
    const turn = turnOf(pending([{ type: 'play', card: 'HA' }, { type: 'play', card: 'EU' }, { type: 'pass' }], ['HA', 'G10', 'EU']), 1000);
    expect(turn.options).toEqual([
      { index: 0, text: 'play HA', card: 'HA' },
      { index: 1, text: 'play EU', card: 'EU' },
      { index: 2, text: 'pass', card: null },
    ]);
    expect(turn.hand).toEqual(['EU', 'G10', 'HA']);
    expect(turn.remainingMs).toBe(60_000);
    expect(turn.decision).toBe(7);
  });

  test('a card a legal play names is shown even when the view hides the hand', () => {
    expect(turnOf(pending([{ type: 'play', card: 'SK' }], null), 0).hand).toEqual(['SK']);
  });
});
