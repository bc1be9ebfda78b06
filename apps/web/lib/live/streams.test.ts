import { describe, expect, test } from 'vitest';
import { openStreamSlot } from './streams.ts';

describe('live stream slots', () => {
  test('at most perIp per address and total in all; a release frees one, twice frees one', () => {
    const limits = { perIp: 2, total: 3 };
    const a1 = openStreamSlot('a', limits);
    const a2 = openStreamSlot('a', limits);
    expect(a1 && a2).toBeTruthy();
    expect(openStreamSlot('a', limits)).toBeNull();
    const b1 = openStreamSlot('b', limits);
    expect(b1).not.toBeNull();
    expect(openStreamSlot('c', limits)).toBeNull();
    a1?.();
    a1?.();
    expect(openStreamSlot('a', limits)).not.toBeNull();
    expect(openStreamSlot('c', limits)).toBeNull();
  });
});
