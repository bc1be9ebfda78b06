import { describe, expect, it } from 'vitest';
import { prettyJson } from './json-text.ts';

describe('prettyJson', () => {
  it('keeps arrays of plain values on one line and parses back to the same value', () => {
    const value = { deals: [{ payoffs: [1, -1], pot: 0, trump: null }], chips: [1, -1], error: null, empty: {} };
    const text = prettyJson(value);
    expect(text).toContain('"payoffs": [1, -1]');
    expect(JSON.parse(text)).toEqual(value);
  });
});
