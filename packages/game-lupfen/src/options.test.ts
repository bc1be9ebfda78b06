/** Options (docs/rules/lupfen.md, section 10 and 11): defaults, ranges, constraints, arena limits. */
import { describe, expect, it } from 'vitest';
import { lupfen } from './index.ts';
import { DEFAULT_OPTIONS } from './options.ts';

const error = (raw: unknown, seats = 4): string => {
  const r = lupfen.parseOptions(raw, seats);
  return r.ok ? '' : r.error;
};

describe('options', () => {
  it('missing, null or empty options are the defaults', () => {
    const expected = {
      ante: 3, dealerFee: 0, schieben: false, heartsCompulsory: false, twoAcesMustLupf: false, blindLupf: false,
      passIsFinal: false, payLimit: 60, startPot: 0, matchRounds: 6, extraRounds: 3,
    };
    expect(DEFAULT_OPTIONS).toEqual(expected);
    for (const raw of [undefined, null, {}]) expect(lupfen.parseOptions(raw, 4)).toEqual({ ok: true, value: expected });
  });
  it('every option can be set', () => {
    const all = {
      ante: 1, dealerFee: 6, schieben: true, heartsCompulsory: true, twoAcesMustLupf: true, blindLupf: true,
      passIsFinal: true, payLimit: 0, startPot: 9, matchRounds: 2, extraRounds: 0,
    };
    expect(lupfen.parseOptions(all, 3)).toEqual({ ok: true, value: all });
  });
  it('an unknown option is named', () => {
    expect(error({ antes: 3 })).toMatch(/unknown option "antes"/);
  });
  it.each([
    ['ante', 0], ['ante', 1.5], ['ante', '3'], ['dealerFee', -3], ['dealerFee', 4], ['schieben', 1],
    ['heartsCompulsory', 'yes'], ['twoAcesMustLupf', null], ['blindLupf', 0], ['passIsFinal', 'false'],
    ['payLimit', 10], ['payLimit', -3], ['startPot', 1], ['matchRounds', 0], ['matchRounds', 2.5], ['extraRounds', -1],
  ])('%s = %j is refused, naming the option', (name, value) => {
    const message = error({ [name]: value });
    expect(message).toContain(`option ${name}`);
    expect(message).not.toContain('\n');
  });
  it('seats × ante must be a multiple of 3', () => {
    expect(error({ ante: 2 }, 4)).toMatch(/option ante/);
    expect(lupfen.parseOptions({ ante: 2 }, 3).ok).toBe(true);
    expect(lupfen.parseOptions({ ante: 2 }, 6).ok).toBe(true);
  });
  it('schieben needs a dealer fee', () => {
    expect(error({ schieben: true })).toMatch(/option schieben/);
    expect(lupfen.parseOptions({ schieben: true, dealerFee: 3 }, 4).ok).toBe(true);
  });
  it('options must be an object', () => {
    expect(error([])).not.toBe('');
    expect(error(7)).not.toBe('');
  });
  it('the arena refuses payLimit 0 and a start pot', () => {
    const parse = (raw: unknown) => {
      const r = lupfen.parseOptions(raw, 4);
      if (!r.ok) throw new Error(r.error);
      return lupfen.checkArenaOptions(r.value, 4);
    };
    expect(parse({}).ok).toBe(true);
    expect(parse({ payLimit: 0 })).toEqual({ ok: false, error: expect.stringMatching(/option payLimit/) as unknown });
    expect(parse({ startPot: 3 })).toEqual({ ok: false, error: expect.stringMatching(/option startPot/) as unknown });
  });
});

describe('pack and deal shape', () => {
  it('20 cards, three each, the rest in the stock', () => {
    expect(lupfen.pack(DEFAULT_OPTIONS, 4)).toHaveLength(20);
    for (const [seats, stock] of [[3, 11], [4, 8], [5, 5], [6, 2]] as const) {
      expect(lupfen.dealShape(DEFAULT_OPTIONS, seats)).toEqual({ handSizes: Array.from({ length: seats }, () => 3), stockSize: stock });
    }
  });
});
