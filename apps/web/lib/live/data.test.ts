import { describe, expect, test } from 'vitest';
import { rotationSeats } from './data.ts';

describe('live seat names', () => {
  test('a rotation seats the bots in its order; a single match has one rotation; out of range clamps', () => {
    const names = ['a', 'b', 'c'];
    expect(rotationSeats(names, 3, false, 0)).toEqual({ rotations: 1, names: ['a', 'b', 'c'].map((name) => ({ name, botId: null })) });
    expect(rotationSeats(names, 3, true, 1).names.map((x) => x.name)).toEqual(['a', 'c', 'b']);
    expect(rotationSeats(names, 3, true, 9)).toMatchObject({ rotations: 6 });
    expect(rotationSeats(['a', 'b', 'c', 'd'], 4, true, 1).names.map((x) => x.name)).toEqual(['b', 'c', 'd', 'a']);
  });
});
