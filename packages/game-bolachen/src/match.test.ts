/**
 * Options (rules file, "Options"), the arena match, dealing a shuffled pack, the default move and
 * reading untrusted actions.
 */
import type { Card } from '@arena/engine/cards';
import { playMatch, randomPolicy } from '@arena/engine/match';
import { describe, expect, test } from 'vitest';
import { PACK } from './cards.ts';
import { bolachen } from './index.ts';
import { BASIC_HANDS, BASIC_STOCK, dealOf, matchWith, run } from './test-helpers.ts';

describe('options', () => {
  test('missing, null or {} give the defaults', () => {
    const defaults = { stake: 1, cardDemand: true, defenderExemption: true, matchDeals: 12 };
    for (const raw of [undefined, null, {}]) expect(bolachen.parseOptions(raw, 3)).toEqual({ ok: true, value: defaults });
    expect(bolachen.parseOptions({ stake: 4, matchDeals: 3 }, 3)).toEqual({ ok: true, value: { ...defaults, stake: 4, matchDeals: 3 } });
  });

  test.each([
    [{ stake: 0 }, 'stake'], [{ stake: 1.5 }, 'stake'], [{ stake: '2' }, 'stake'],
    [{ cardDemand: 1 }, 'cardDemand'], [{ defenderExemption: 'yes' }, 'defenderExemption'],
    [{ matchDeals: 0 }, 'matchDeals'], [{ matchDeals: 4 }, 'matchDeals'], [{ matchDeals: -3 }, 'matchDeals'],
    [{ ante: 1 }, 'ante'], [[1], 'options'], ['x', 'options'],
  ])('%j is refused in one line naming %s', (raw, name) => {
    const r = bolachen.parseOptions(raw, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(name);
      expect(r.error).not.toContain('\n');
    }
  });

  test('three seats only; the arena adds no restriction', () => {
    expect(bolachen.parseOptions({}, 4).ok).toBe(false);
    const o = bolachen.parseOptions({ stake: 2 }, 3);
    if (!o.ok) throw new Error(o.error);
    expect(bolachen.checkArenaOptions(o.value, 3)).toEqual({ ok: true, value: o.value });
    expect(bolachen.checkArenaOptions(o.value, 4).ok).toBe(false);
  });
});

describe('arena match', () => {
  test('the dealer of deal k is seat k % 3; the match lasts matchDeals deals; balances sum to zero', () => {
    const options = bolachen.parseOptions({ matchDeals: 6 }, 3);
    if (!options.ok) throw new Error(options.error);
    const played = playMatch(bolachen, options.value, 3, 'rotation', randomPolicy('rotation'));
    expect(played.deals.map((d) => d.dealer)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(bolachen.isMatchOver(played.match)).toBe(true);
    expect(bolachen.dealsPlayed(played.match)).toBe(6);
    expect(played.chips.reduce((a, b) => a + b, 0)).toBe(0);
    expect(bolachen.matchPot(played.match)).toBe(0);
    for (const c of played.chips) expect(Math.abs(c)).toBeLessThanOrEqual(6 * 6);
  });

  test('a new match starts from the given balances, with no deal played', () => {
    const m = matchWith({}, [5, 5, 5]);
    expect(bolachen.matchChips(m)).toEqual([5, 5, 5]);
    expect(bolachen.nextDealer(m)).toBe(0);
    expect(bolachen.isMatchOver(m)).toBe(false);
  });
});

describe('dealing a shuffled pack', () => {
  test('3 each, 2 to the Doppler, 4 each, 3 each, clockwise from forehand', () => {
    const at = (idx: number[]) => idx.map((i) => PACK[i] as Card);
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => a + k);
    const s = bolachen.startDeal(matchWith(), 1, { kind: 'shuffled', pack: PACK });
    // dealer 1: forehand 2, middlehand 0
    expect(s.hands[2]).toEqual(at([...range(0, 2), ...range(11, 14), ...range(23, 25)]));
    expect(s.hands[0]).toEqual(at([...range(3, 5), ...range(15, 18), ...range(26, 28)]));
    expect(s.hands[1]).toEqual(at([...range(6, 8), ...range(19, 22), ...range(29, 31)]));
    expect(s.doppler).toEqual(at([9, 10]));
    expect(s).toMatchObject({ phase: 'announce', toAct: 2, dealer: 1 });
  });
});

describe('the default move', () => {
  const def = (steps: Parameters<typeof run>[1]) => bolachen.defaultAction(run(dealOf(BASIC_HANDS, BASIC_STOCK, 0), steps));
  test('pass; else the lowest bid; the lowest declaration; no-demand; the Doppler cards; the lowest trump; the first card', () => {
    expect(def([])).toEqual({ type: 'pass' });
    expect(def([[1, { type: 'announce' }], [2, { type: 'announce' }]])).toEqual({ type: 'bid', contract: 'acorn-brand' });
    expect(def([[1, { type: 'announce' }], [2, { type: 'announce' }], [1, { type: 'bid', contract: 'bell-brand' }]])).toEqual({ type: 'pass' });
    expect(def([[1, { type: 'pass' }], [2, { type: 'pass' }]])).toEqual({ type: 'declare', contract: 'brand' });
    const solo = [[1, { type: 'announce' }], [2, { type: 'pass' }]] as const;
    expect(def([...solo, [1, { type: 'declare', contract: 'bettel' }]])).toEqual({ type: 'no-demand' });
    expect(def([...solo, [1, { type: 'declare', contract: 'brand' }]])).toEqual({ type: 'discard', cards: ['E7', 'H9'] });
    const discarded = [...solo, [1, { type: 'declare', contract: 'brand' }], [1, { type: 'discard', cards: ['G7', 'E7'] }]] as const;
    expect(def([...discarded])).toEqual({ type: 'trump', suit: 'E' });
    expect(def([...discarded, [1, { type: 'trump', suit: 'S' }]])).toEqual({ type: 'play', card: 'EA' });
    expect(def([...discarded, [1, { type: 'trump', suit: 'S' }], [1, { type: 'play', card: 'SA' }]])).toEqual({ type: 'play', card: 'SU' });
  });
});

describe('reading untrusted actions', () => {
  const code = (raw: unknown) => {
    const r = bolachen.parseAction(raw);
    return r.ok ? 'ok' : r.error.code;
  };
  test('unknown type, missing or unknown card, other bad fields', () => {
    expect(code({ type: 'bet' })).toBe('unknown-action');
    expect(code({})).toBe('unknown-action');
    expect(code({ type: 'play' })).toBe('no-such-card');
    expect(code({ type: 'play', card: 'S6' })).toBe('no-such-card');
    expect(code({ type: 'demand', card: 'SA', give: 'X' })).toBe('no-such-card');
    expect(code({ type: 'discard', cards: ['SA', 'Z9'] })).toBe('no-such-card');
    expect(code({ type: 'discard', cards: ['SA'] })).toBe('bad-action');
    expect(code({ type: 'discard' })).toBe('bad-action');
    expect(code({ type: 'bid', contract: 'grand' })).toBe('bad-action');
    expect(code({ type: 'bid' })).toBe('bad-action');
    expect(code({ type: 'declare', contract: 'heart-brand' })).toBe('bad-action');
    expect(code({ type: 'trump', suit: 'X' })).toBe('bad-action');
    expect(code('pass')).toBe('bad-action');
  });
  test('unused fields are dropped; a discard comes back in canonical order', () => {
    expect(bolachen.parseAction({ type: 'pass', card: 'SA', extra: 1 })).toEqual({ ok: true, value: { type: 'pass' } });
    expect(bolachen.parseAction({ type: 'play', card: 'SA', give: 'EA' })).toEqual({ ok: true, value: { type: 'play', card: 'SA' } });
    expect(bolachen.parseAction({ type: 'discard', cards: ['S7', 'EA'] })).toEqual({ ok: true, value: { type: 'discard', cards: ['EA', 'S7'] } });
  });
});
