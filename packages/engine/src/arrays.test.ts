import { describe, expect, it } from 'vitest';
import { appended, filled, inserted, replaced, without } from './arrays.ts';

describe('copy-on-write array helpers', () => {
  it('return new arrays and leave their input alone', () => {
    const xs = Object.freeze(['a', 'b', 'a', 'c']);
    expect(replaced(xs, 1, 'z')).toEqual(['a', 'z', 'a', 'c']);
    expect(appended(xs, 'd')).toEqual(['a', 'b', 'a', 'c', 'd']);
    expect(without(xs, 'a')).toEqual(['b', 'c']);
    expect(without(xs, 'q')).not.toBe(xs);
    expect(xs).toEqual(['a', 'b', 'a', 'c']);
  });

  it('inserted keeps a sorted array sorted: before the first higher element, after equal ones', () => {
    const xs = Object.freeze([1, 3, 3, 7]);
    const rank = (x: number) => x;
    expect(inserted(xs, 0, rank)).toEqual([0, 1, 3, 3, 7]);
    expect(inserted(xs, 5, rank)).toEqual([1, 3, 3, 5, 7]);
    expect(inserted(xs, 9, rank)).toEqual([1, 3, 3, 7, 9]);
    expect(inserted([], 4, rank)).toEqual([4]);
    const byRank = (x: string) => Number(x[0]);
    expect(inserted(['1a', '3a', '7a'], '3b', byRank)).toEqual(['1a', '3a', '3b', '7a']);
    expect(xs).toEqual([1, 3, 3, 7]);
  });

  it('filled makes n copies of a value', () => {
    expect(filled(3, 0)).toEqual([0, 0, 0]);
    expect(filled(0, 'x')).toEqual([]);
  });
});
