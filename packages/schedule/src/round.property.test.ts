import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scheduleRound } from './round.ts';
import type { Entry } from './round.ts';

const league = fc.record({
  seats: fc.integer({ min: 2, max: 5 }),
  owners: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 12 }),
  houses: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
  seed: fc.string({ maxLength: 8 }),
});

const entriesOf = (owners: readonly number[], houses: readonly boolean[]): Entry[] =>
  owners.map((o, i) => ({ id: `e${i}`, owner: houses[i] === true ? 'house' : `o${o}`, house: houses[i] === true }));

describe('scheduleRound invariants', () => {
  it('seats k distinct entries per table, never two of one owner, and reports exactly the pairs that never met', () => {
    fc.assert(fc.property(league, ({ seats, owners, houses, seed }) => {
      const entries = entriesOf(owners, houses);
      const result = scheduleRound(entries, { seats, seed, searchSteps: 3_000 });
      if (!result.ok) {
        expect(result.error.code).toBe('too-few-entries');
        expect(entries.length).toBeLessThan(seats);
        return;
      }
      const plan = result.value;
      const owner = new Map(entries.map((e) => [e.id, e] as const));
      const clash = (a: string, b: string) => {
        const x = owner.get(a);
        const y = owner.get(b);
        return x !== undefined && y !== undefined && x.owner === y.owner && x.house !== true && y.house !== true;
      };
      for (const t of plan.tables) {
        expect(new Set(t).size).toBe(seats);
        expect(t.some((a, i) => t.slice(i + 1).some((b) => clash(a, b)))).toBe(false);
      }
      for (const t of plan.dropped) expect(t.some((a, i) => t.slice(i + 1).some((b) => clash(a, b)))).toBe(true);
      const met = (a: string, b: string) => plan.tables.some((t) => t.includes(a) && t.includes(b));
      const expected = entries.flatMap((x, i) => entries.slice(i + 1).filter((y) => !met(x.id, y.id)).map((y) => {
        const [a, b] = x.id < y.id ? [x.id, y.id] : [y.id, x.id];
        return { a, b, reason: clash(a, b) ? 'same-owner' : 'no-table' };
      }));
      const key = (u: { a: string; b: string }) => `${u.a}|${u.b}`;
      expect([...plan.unmetPairs].sort((p, q) => key(p).localeCompare(key(q)))).toEqual(expected.sort((p, q) => key(p).localeCompare(key(q))));
      if (plan.design === 'balanced' && plan.dropped.length === 0) {
        const games = entries.map((e) => plan.tables.filter((t) => t.includes(e.id)).length);
        expect(Math.max(...games)).toBe(Math.min(...games));
      }
    }), { numRuns: 150 });
  });
});
