/** The one comparison of a scenario's outcome with its `expect`: what it compares, and what it leaves free. */
import { describe, expect, it } from 'vitest';
import type { Outcome } from './replay.ts';
import { expectedOutcome, namedOutcome } from './scenario-expect.ts';

const outcome: Outcome = {
  deals: [{ payoffs: [2, -1, -1], pot: 0, tricks: [3, 0, 0], trump: 'H', bid: { seat: 1, value: 2 } }],
  chips: [2, -1, -1],
  error: { deal: 1, action: 4, message: 'seat 2: must-follow-suit' },
};
const holds = (expect: unknown): boolean => {
  const wanted = expectedOutcome(expect);
  return JSON.stringify(namedOutcome(outcome, wanted)) === JSON.stringify(wanted);
};

describe('scenario outcome comparison', () => {
  it('compares the fields expect names and leaves notes, unnamed deal fields and the error message free', () => {
    expect(holds({ deals: [{ payoffs: [2, -1, -1], trump: 'H', why: 'x' }], chips: [2, -1, -1], error: { deal: 1, action: 4, message: 'any' }, note: 'n' })).toBe(true);
  });
  it('fails on a different value, a missing deal field, another number of deals or a nested value that differs', () => {
    const error = { deal: 1, action: 4 };
    expect(holds({ chips: [2, -1, 0], error })).toBe(false);
    expect(holds({ deals: [{ contract: 'solo' }], error })).toBe(false);
    expect(holds({ deals: [], error })).toBe(false);
    expect(holds({ deals: [{ pot: 0 }, { pot: 0 }], error })).toBe(false);
    expect(holds({ deals: [{ bid: { seat: 1 } }], error })).toBe(false);
  });
  it('expects no error unless it names one, and the error where it names it', () => {
    expect(holds({ chips: [2, -1, -1] })).toBe(false);
    expect(holds({ error: null })).toBe(false);
    expect(holds({ error: { deal: 1, action: 3 } })).toBe(false);
    expect(holds({ error: { deal: 1 } })).toBe(false);
  });
});
