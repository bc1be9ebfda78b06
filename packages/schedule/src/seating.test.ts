import { describe, expect, it } from 'vitest';
import { seatingCount, seatings } from './seating.ts';

const seatsOf = (list: readonly (readonly string[])[], id: string) => list.map((s) => s.indexOf(id)).sort();

describe('duplicate seatings', () => {
  it('plays all 6 permutations at a table of 3, the table first', () => {
    const list = seatings(['a', 'b', 'c']);
    expect(list).toHaveLength(6);
    expect(list[0]).toEqual(['a', 'b', 'c']);
    expect(new Set(list.map((s) => s.join(''))).size).toBe(6);
    for (const id of ['a', 'b', 'c']) expect(seatsOf(list, id)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('plays both orders at a table of 2', () => {
    expect(seatings(['a', 'b'])).toEqual([['a', 'b'], ['b', 'a']]);
  });

  it.each([4, 5, 6])('plays the %i cyclic rotations at a table of that size, each bot once in each seat', (k) => {
    const table = Array.from({ length: k }, (_, i) => `e${i}`);
    const list = seatings(table);
    expect(list).toHaveLength(k);
    expect(seatingCount(k)).toBe(k);
    expect(list[0]).toEqual(table);
    expect(list[1]?.[0]).toBe('e1');
    for (const id of table) expect(seatsOf(list, id)).toEqual(table.map((_, i) => i));
    // cyclic: the left neighbour of every bot never changes
    for (const s of list) expect(s[(s.indexOf('e0') + 1) % k]).toBe('e1');
  });

  it('counts the seatings', () => {
    expect([1, 2, 3, 4, 5].map(seatingCount)).toEqual([1, 2, 6, 4, 5]);
  });
});
