import { describe, expect, it } from 'vitest';
import { createRng } from '@arena/engine/rng';
import { scheduleRound } from './round.ts';
import type { Entry, RoundOptions, RoundPlan } from './round.ts';

const entriesOf = (n: number, owner = (i: number) => `o${i}`): Entry[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e${String(i).padStart(2, '0')}`, owner: owner(i) }));

function plan(entries: readonly Entry[], options: Pick<RoundOptions, 'seats' | 'seed'> & Partial<RoundOptions>): RoundPlan {
  const result = scheduleRound(entries, options);
  if (!result.ok) throw new Error(`unexpected ${result.error.code}`);
  return result.value;
}

function pairCount(tables: readonly (readonly string[])[], a: string, b: string): number {
  return tables.filter((t) => t.includes(a) && t.includes(b)).length;
}

function gamesPerEntry(tables: readonly (readonly string[])[], entries: readonly Entry[]): number[] {
  return entries.map((e) => tables.filter((t) => t.includes(e.id)).length);
}

function sameOwnerAtTable(tables: readonly (readonly string[])[], entries: readonly Entry[]): boolean {
  const byId = new Map(entries.map((e) => [e.id, e] as const));
  return tables.some((t) => t.some((a, i) => t.slice(i + 1).some((b) => {
    const x = byId.get(a);
    const y = byId.get(b);
    return x !== undefined && y !== undefined && x.owner === y.owner && x.house !== true && y.house !== true;
  })));
}

describe('complete design', () => {
  it('plays every k-subset once when that is at most 60 tables', () => {
    const entries = entriesOf(7);
    const p = plan(entries, { seats: 4, seed: 'r0' });
    expect(p.design).toBe('complete');
    expect(p.tables).toHaveLength(35);
    expect(new Set(p.tables.map((t) => [...t].sort().join())).size).toBe(35);
    expect(gamesPerEntry(p.tables, entries)).toEqual(new Array(7).fill(20));
    expect(pairCount(p.tables, 'e00', 'e06')).toBe(10);
    expect(p.pairCounts.round).toEqual({ min: 10, max: 10 });
    expect(p.unmetPairs).toEqual([]);
  });

  it('is the same whatever the order of the entries, and seeded in its seat order', () => {
    const entries = entriesOf(6);
    const shuffled = createRng('order').shuffle(entries);
    expect(plan(shuffled, { seats: 3, seed: 's' })).toEqual(plan(entries, { seats: 3, seed: 's' }));
    expect(plan(entries, { seats: 3, seed: 't' }).tables).not.toEqual(plan(entries, { seats: 3, seed: 's' }).tables);
  });
});

describe('balanced design', () => {
  it('gives every entry the same number of tables and every pair one or two meetings', () => {
    const entries = entriesOf(12);
    const p = plan(entries, { seats: 4, seed: 'b12' });
    expect(p.design).toBe('balanced');
    expect(p.tables).toHaveLength(12);
    expect(gamesPerEntry(p.tables, entries)).toEqual(new Array(12).fill(4));
    expect(p.pairCounts.round.max - p.pairCounts.round.min).toBeLessThanOrEqual(1);
    expect(p.unmetPairs).toEqual([]);
  });

  it('is order independent and deterministic given the seed', () => {
    const entries = entriesOf(10);
    const shuffled = createRng('order').shuffle(entries);
    expect(plan(shuffled, { seats: 3, seed: 'x' })).toEqual(plan(entries, { seats: 3, seed: 'x' }));
  });

  it('finds the exact design when one is easy (13 entries, 4 seats: every pair exactly once per round)', () => {
    const entries = entriesOf(13);
    const previous: string[][] = [];
    for (let round = 0; round < 3; round++) {
      const p = plan(entries, { seats: 4, seed: `pg-${round}`, previous });
      expect(p.pairCounts.round).toEqual({ min: 1, max: 1 });
      expect(p.pairCounts.cumulative).toEqual({ min: round + 1, max: round + 1 });
      previous.push(...p.tables.map((t) => [...t]));
    }
  });

  it.each([[9, 3], [10, 4], [14, 3], [11, 5], [20, 4]])('keeps %i entries at %i seats balanced over three rounds', (n, k) => {
    const entries = entriesOf(n);
    const previous: string[][] = [];
    for (let round = 0; round < 3; round++) {
      const p = plan(entries, { seats: k, seed: `grid-${n}-${k}-${round}`, previous });
      const games = gamesPerEntry(p.tables, entries);
      expect(Math.min(...games)).toBe(Math.max(...games));
      expect(p.pairCounts.round.max - p.pairCounts.round.min).toBeLessThanOrEqual(3);
      expect(p.pairCounts.cumulative.max - p.pairCounts.cumulative.min).toBeLessThanOrEqual(2);
      previous.push(...p.tables.map((t) => [...t]));
    }
    expect(scheduleRound(entries, { seats: k, seed: 'z', previous }).ok).toBe(true);
  });

  it('ignores earlier tables of entries that left the league', () => {
    const entries = entriesOf(9);
    const p = plan(entries, { seats: 3, seed: 'left', previous: [['gone', 'e00', 'e01']] });
    expect(p.pairCounts.cumulative.min).toBeGreaterThanOrEqual(1);
  });
});

describe('owner constraint', () => {
  it('drops the complete design’s tables that seat two bots of one owner and reports the pair', () => {
    const entries = entriesOf(6, (i) => (i < 2 ? 'alice' : `o${i}`));
    const p = plan(entries, { seats: 3, seed: 'own' });
    expect(p.tables).toHaveLength(20 - 4);
    expect(p.dropped).toHaveLength(4);
    expect(sameOwnerAtTable(p.tables, entries)).toBe(false);
    expect(p.unmetPairs).toEqual([{ a: 'e00', b: 'e01', reason: 'same-owner' }]);
    expect(p.pairCounts.round.min).toBeGreaterThan(0);
  });

  it('can be switched off', () => {
    const entries = entriesOf(6, (i) => (i < 2 ? 'alice' : `o${i}`));
    expect(plan(entries, { seats: 3, seed: 'own', separateOwners: false }).tables).toHaveLength(20);
  });

  it('exempts house bots', () => {
    const entries = entriesOf(5, () => 'house').map((e) => ({ ...e, house: true }));
    const p = plan(entries, { seats: 3, seed: 'house' });
    expect(p.tables).toHaveLength(10);
    expect(p.unmetPairs).toEqual([]);
  });

  it('leaves no table when every bot has the same owner', () => {
    const p = plan(entriesOf(4, () => 'solo'), { seats: 3, seed: 'solo' });
    expect(p.tables).toEqual([]);
    expect(p.dropped).toHaveLength(4);
    expect(p.unmetPairs).toHaveLength(6);
    expect(p.unmetPairs.every((u) => u.reason === 'same-owner')).toBe(true);
  });

  it('routes the balanced design around owners when it can', () => {
    const entries = entriesOf(12, (i) => `owner${i % 4}`);
    const p = plan(entries, { seats: 4, seed: 'teams' });
    expect(p.design).toBe('balanced');
    expect(p.dropped).toEqual([]);
    expect(sameOwnerAtTable(p.tables, entries)).toBe(false);
    expect(Math.min(...gamesPerEntry(p.tables, entries))).toBe(4);
    expect(p.unmetPairs.filter((u) => u.reason === 'no-table')).toEqual([]);
    expect(p.unmetPairs.filter((u) => u.reason === 'same-owner')).toHaveLength(12);
  });

  it('drops the tables it cannot repair and reports the pairs that could not meet', () => {
    // 7 of 10 entries belong to one owner: at most one of them fits at a table of 4 with the 3 others.
    const entries = entriesOf(10, (i) => (i < 7 ? 'big' : `o${i}`));
    const p = plan(entries, { seats: 4, seed: 'big', searchSteps: 20_000 });
    expect(p.dropped.length).toBeGreaterThan(0);
    expect(sameOwnerAtTable(p.tables, entries)).toBe(false);
    expect(p.unmetPairs.filter((u) => u.reason === 'same-owner')).toHaveLength(21);
    for (const u of p.unmetPairs) expect(pairCount(p.tables, u.a, u.b)).toBe(0);
    for (const t of p.tables) expect(t.filter((id) => id < 'e07')).toHaveLength(1);
  });
});

describe('errors', () => {
  it('rejects bad seats, duplicate entries and too few entries', () => {
    expect(scheduleRound(entriesOf(5), { seats: 1, seed: 's' })).toEqual({ ok: false, error: { code: 'bad-seats', seats: 1 } });
    expect(scheduleRound([...entriesOf(4), ...entriesOf(1)], { seats: 3, seed: 's' })).toEqual({ ok: false, error: { code: 'duplicate-entry', id: 'e00' } });
    expect(scheduleRound(entriesOf(2), { seats: 3, seed: 's' })).toEqual({ ok: false, error: { code: 'too-few-entries', entries: 2, seats: 3 } });
  });
});
