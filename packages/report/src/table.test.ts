import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatTable } from './table.ts';

describe('formatTable', () => {
  it('aligns text left and numbers right under a title', () => {
    const out = formatTable('T', [{ name: 'a', n: 1000 }, { name: 'bbb', n: 2 }]);
    expect(out.split('\n')).toEqual(['## T', '', '| name |     n |', '|------|------:|', '| a    | 1,000 |', '| bbb  |     2 |', '']);
  });
  it('says when there are no rows', () => {
    expect(formatTable('Empty', [])).toBe('## Empty\n\n(no rows)\n');
  });
});

describe('formatNumber', () => {
  const intl = (v: number): string => v.toLocaleString('en-US', { maximumFractionDigits: 2 });

  it('writes what en-US Intl writes, for every kind of number', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.integer(), fc.double({ min: -1e7, max: 1e7 }), fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000)), (v) => {
      expect(formatNumber(v)).toBe(intl(v));
    }), { numRuns: 20_000 });
  });

  it('rounds halves as Intl does, and keeps a negative zero', () => {
    for (const v of [0.005, 0.015, 1.005, 2.675, -2.675, 0.125, -0.125, 999.995, 999_999.999, -0.001, -0, 0, 1e20, 123_456_789.1]) {
      expect(formatNumber(v)).toBe(intl(v));
    }
  });
});
