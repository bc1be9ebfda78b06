import { describe, expect, test } from 'vitest';
import { pairKey, pickLadderTables, type LadderCandidate } from './continuous.ts';

const entry = (id: string, over: Partial<LadderCandidate> = {}): LadderCandidate => ({ id, owner: id, width: 200, games: 10, placement: false, ...over });
const base = { seats: 3, separateOwners: true, meetings: new Map<string, number>(), placementTables: 0, fillTo: 0 };

describe('pickLadderTables', () => {
  test('placement entries get their tables first, anchored on them', () => {
    const pool = [entry('a'), entry('b'), entry('c'), entry('d'), entry('new', { placement: true, width: Infinity, games: 0 })];
    const tables = pickLadderTables(pool, { ...base, placementTables: 2, fillTo: 3 });
    expect(tables).toHaveLength(3);
    expect(tables.slice(0, 2).every((t) => t.placement && t.seating[0] === 'new')).toBe(true);
    // The routine fill anchors on the most urgent entry of all: still the newcomer.
    expect(tables[2]).toMatchObject({ placement: true, seating: expect.arrayContaining(['new']) as unknown });
    const settled = pickLadderTables(pool.slice(0, 4), { ...base, placementTables: 2, fillTo: 1 });
    expect(settled).toHaveLength(1);
    expect(settled[0]?.placement).toBe(false);
  });

  test('routine tables start from the widest interval, then the fewest games, and seat the pairs that met least', () => {
    const pool = [entry('a', { width: 300 }), entry('b', { games: 2 }), entry('c'), entry('d'), entry('e')];
    const meetings = new Map([[pairKey('a', 'c'), 5], [pairKey('a', 'd'), 5], [pairKey('a', 'b'), 1]]);
    const [first] = pickLadderTables(pool, { ...base, meetings, fillTo: 1 });
    expect(first).toEqual({ seating: ['a', 'e', 'b'], placement: false });
  });

  test('the owner rule holds (house entries exempt) and a table that cannot be filled is not picked', () => {
    const pool = [entry('a', { owner: 'x' }), entry('b', { owner: 'x' }), entry('c', { owner: 'x' }), entry('h', { owner: 'house', house: true })];
    expect(pickLadderTables(pool, { ...base, fillTo: 2 })).toEqual([]);
    expect(pickLadderTables(pool, { ...base, separateOwners: false, fillTo: 1 })).toHaveLength(1);
    const mixed = [...pool, entry('d', { owner: 'y' })];
    const [table] = pickLadderTables(mixed, { ...base, fillTo: 1 });
    expect(new Set(table?.seating.filter((id) => id !== 'h').map((id) => mixed.find((m) => m.id === id)?.owner)).size).toBe(2);
  });

  test('a batch spreads out: each table chosen counts for the next', () => {
    const pool = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => entry(id));
    const tables = pickLadderTables(pool, { ...base, fillTo: 2 });
    expect(new Set(tables.flatMap((t) => t.seating)).size).toBe(6);
  });
});
