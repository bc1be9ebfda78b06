import { describe, expect, it } from 'vitest';
import { appended, filled, replaced, without } from './arrays.ts';

describe('copy-on-write array helpers', () => {
  it('return new arrays and leave their input alone', () => {
    const xs = Object.freeze(['a', 'b', 'a', 'c']);
    expect(replaced(xs, 1, 'z')).toEqual(['a', 'z', 'a', 'c']);
    expect(appended(xs, 'd')).toEqual(['a', 'b', 'a', 'c', 'd']);
    expect(without(xs, 'a')).toEqual(['b', 'c']);
    expect(without(xs, 'q')).not.toBe(xs);
    expect(xs).toEqual(['a', 'b', 'a', 'c']);
  });

  it('filled makes n copies of a value', () => {
    expect(filled(3, 0)).toEqual([0, 0, 0]);
    expect(filled(0, 'x')).toEqual([]);
  });
});
