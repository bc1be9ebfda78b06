/**
 * Settlement arithmetic (docs/rules/lupfen.md, section 8) for every kind of result and every option
 * that changes it, the outcome fields of section 13, and the carry-over to the next deal (8.6).
 */
import { describe, expect, it } from 'vitest';
import { lupfen } from './index.ts';
import { finish, matchWith, run, start, type Step } from './test-support.ts';
import type { DealState, MatchState } from './state.ts';

const settled = (match: MatchState, state: DealState) => {
  const { outcome, match: next } = finish(match, state);
  const potChange = outcome.pot - match.pot;
  expect(outcome.payoffs.reduce((a, b) => a + b, 0) + potChange, 'chips are conserved').toBe(0);
  return { outcome, next };
};

/** The seed's example 1: 1 lupfs, 2 and 0 go mit; 1 takes a trick, 2 two, 0 none. Trumps Bells. */
const EXAMPLE = 'EK GK HK | EA GU HU | GA HA EO';
const EXAMPLE_PLAY: Step[] = [
  [1, 'lupf'], [2, 'mit'], [0, 'mit'],
  [1, 'play:EA'], [2, 'play:EO'], [0, 'play:EK'],
  [1, 'play:GU'], [2, 'play:GA'], [0, 'play:GK'],
  [2, 'play:HA'], [0, 'play:HK'], [1, 'play:HU'],
];
const example = (options: object, pot: number, first: Step = [1, 'lupf']) => {
  const match = matchWith(options, 3, pot);
  const state = run(start({ match, dealer: 0, hands: EXAMPLE, trump: 'SA' }), [first, ...EXAMPLE_PLAY.slice(1)]);
  return settled(match, state);
};

describe('played deal (8.1)', () => {
  it('P/3 per trick, the participant without a trick pays P; the pot is P again', () => {
    const { outcome } = example({}, 9);
    expect(outcome).toMatchObject({ payoffs: [-9, 3, 6], pot: 9, tricks: [0, 1, 2], result: 'played', lupfer: 1, blind: false });
  });
  it('payLimit caps the loss payment', () => {
    expect(example({ payLimit: 60 }, 90).outcome).toMatchObject({ payoffs: [-60, 30, 60], pot: 60 });
  });
  it('payLimit 0 is no cap', () => {
    expect(example({ payLimit: 0 }, 90).outcome).toMatchObject({ payoffs: [-90, 30, 60], pot: 90 });
  });
  it('a blind lupf doubles the loss payment after the cap, never the winnings', () => {
    const blind = { blindLupf: true };
    expect(example(blind, 9, [1, 'blind-lupf']).outcome).toMatchObject({ payoffs: [-18, 3, 6], pot: 18, blind: true });
    expect(example({ ...blind, payLimit: 60 }, 90, [1, 'blind-lupf']).outcome).toMatchObject({ payoffs: [-120, 30, 60], pot: 120 });
  });
  it('a blind lupfer without a trick pays double too', () => {
    const match = matchWith({ blindLupf: true }, 3, 9);
    const s = run(start({ match, dealer: 0, hands: 'EK GK HK | GU HU EO | GA HA EA', trump: 'SA' }), [
      [1, 'blind-lupf'], [2, 'mit'], [0, 'pass'],
      [1, 'play:GU'], [2, 'play:GA'], [2, 'play:HA'], [1, 'play:HU'], [2, 'play:EA'], [1, 'play:EO'],
    ]);
    expect(settled(match, s).outcome).toMatchObject({ payoffs: [0, -18, 9], pot: 18, participants: [1, 2] });
  });
  it('every participant with a trick: the pot is empty and the next deal is a forced round', () => {
    const match = matchWith({}, 3);
    const s = run(start({ match, dealer: 0, hands: 'EA GU HU | GA EU HO | HA EO GO', trump: 'SA' }), [
      [1, 'play:GA'], [2, 'play:GO'], [0, 'play:GU'], [1, 'play:EU'], [2, 'play:EO'], [0, 'play:EA'],
      [0, 'play:HU'], [1, 'play:HO'], [2, 'play:HA'],
    ]);
    const { outcome, next } = settled(match, s);
    expect(outcome).toMatchObject({ payoffs: [0, 0, 0], pot: 0, tricks: [1, 1, 1], kind: 'forced' });
    expect(lupfen.startDeal(next, 1, { kind: 'dealt', hands: s.hands.map(() => []), stock: [] }).kind).toBe('forced');
  });
  it('dealer fees and antes are in the stake', () => {
    const match = matchWith({ dealerFee: 3 }, 3);
    const s = run(start({ match, dealer: 0, hands: 'EA GU HU | GA EU HO | HA EO GO', trump: 'SA' }), [
      [1, 'play:GA'], [2, 'play:GO'], [0, 'play:GU'], [1, 'play:EU'], [2, 'play:EO'], [0, 'play:EA'],
      [0, 'play:HU'], [1, 'play:HO'], [2, 'play:HA'],
    ]);
    expect(s.stake).toBe(12);
    expect(settled(match, s).outcome).toMatchObject({ payoffs: [-2, 1, 1], pot: 0 });
  });
  it('three Unters are three tricks: P to the holder, every other participant pays B', () => {
    const match = matchWith({ payLimit: 30 }, 3, 45);
    const s = run(start({ match, dealer: 0, hands: 'HA H10 EK | EA GA SK | EU GU HU', trump: 'SA' }), [[1, 'lupf'], [2, 'mit'], [0, 'mit']]);
    expect(settled(match, s).outcome).toMatchObject({
      payoffs: [-30, -30, 45], pot: 60, tricks: [0, 0, 3], result: 'three-unters', threeUnters: 2, participants: [0, 1, 2],
    });
  });
});

describe('uncontested, passed out, Verworfen (8.2–8.4)', () => {
  const cards = 'HA H10 EK | EA GA SK | EU GO HU';
  it('uncontested: the lupfer takes the stake including the fee; pot empty', () => {
    const match = matchWith({ dealerFee: 3 }, 3, 9);
    const s = run(start({ match, dealer: 0, hands: cards, trump: 'SA' }), [[1, 'lupf'], [2, 'pass'], [0, 'pass']]);
    expect(settled(match, s).outcome).toMatchObject({
      payoffs: [-3, 12, 0], pot: 0, tricks: [0, 0, 0], result: 'uncontested', participants: [1], trump: 'S', trumpCard: 'SA',
    });
  });
  it('passed out: nothing is paid but the fee, which stays in the pot; no trump', () => {
    const match = matchWith({ dealerFee: 3 }, 3, 9);
    const s = run(start({ match, dealer: 0, hands: cards, trump: 'SA' }), [[1, 'pass'], [2, 'pass'], [0, 'pass']]);
    const { outcome, next } = settled(match, s);
    expect(outcome).toMatchObject({ payoffs: [-3, 0, 0], pot: 12, result: 'passed-out', trump: null, trumpCard: null, lupfer: null, participants: [] });
    expect(lupfen.nextDealer(next)).toBe(1);
  });
  it('Verworfen refunds fees and antes, keeps the pot, and the same seat holds the repeated deal', () => {
    const match = matchWith({ dealerFee: 3, schieben: true }, 3, 0, [5, 5, 5]);
    const s = run(start({ match, dealer: 0, hands: 'HA SK GK | EA E10 GA | EU GU HO', trump: 'SA' }), [[0, 'push'], [1, 'deal'], [2, 'verworfen']]);
    const { outcome, next } = settled(match, s);
    expect(outcome).toEqual({
      payoffs: [0, 0, 0], pot: 0, tricks: [0, 0, 0], kind: 'forced', result: 'verworfen', dealer: 1, pushes: 1,
      trump: 'S', trumpCard: 'SA', lupfer: null, blind: false, participants: [0, 1, 2], threeUnters: null, verworfen: 2, staender: [],
    });
    expect(lupfen.matchChips(next)).toEqual([5, 5, 5]);
    expect(lupfen.nextDealer(next)).toBe(0);
  });
});

describe('Schieben and the next deal (5.1, 8.6)', () => {
  it('each holder pays the fee once; the actual dealer deals; the next deal is held left of it', () => {
    const match = matchWith({ dealerFee: 3, schieben: true }, 3);
    const s = run(start({ match, dealer: 0, hands: 'EA GU HU | GA EU HO | HA EO GO', trump: 'SA' }), [[0, 'push'], [1, 'push'], [2, 'deal']]);
    expect(s.paid).toEqual([6, 6, 6]);
    expect(s.stake).toBe(18);
    expect(lupfen.seatToAct(s)).toBe(0); // forehand of the actual dealer 2
    const done = run(s, [[0, 'play:EA'], [1, 'play:EU'], [2, 'play:EO'], [0, 'play:GU'], [1, 'play:GA'], [2, 'play:GO'], [1, 'play:HO'], [2, 'play:HA'], [0, 'play:HU']]);
    const { outcome, next } = settled(match, done);
    expect(outcome).toMatchObject({ payoffs: [0, 0, 0], dealer: 2, pushes: 2, tricks: [1, 1, 1] });
    expect(lupfen.nextDealer(next)).toBe(0);
  });
  it('pushing never changes the kind of the deal', () => {
    const match = matchWith({ dealerFee: 3, schieben: true }, 3);
    const s = run(start({ match, dealer: 1, hands: 'EA GU HU | GA EU HO | HA EO GO', trump: 'SA' }), [[1, 'push']]);
    expect(s.kind).toBe('forced');
    expect(s.pot).toBe(6);
  });
  it('a seeded pack is dealt by the actual dealer: card k to seat (dealer + 1 + k) % n', () => {
    const options = lupfen.parseOptions({ dealerFee: 3, schieben: true }, 3);
    if (!options.ok) throw new Error(options.error);
    const match = lupfen.newMatch(options.value, 3, [0, 0, 0]);
    const s0 = lupfen.startDeal(match, 0, { kind: 'shuffled', pack: lupfen.pack(options.value, 3) });
    expect(s0.hands).toEqual([[], [], []]);
    const s = run(s0, [[0, 'push'], [1, 'deal']]);
    expect(s.hands).toEqual([['E10', 'EU', 'GK'], ['EK', 'GA', 'GO'], ['EA', 'EO', 'G10']]);
    expect(s.stock[0]).toBe('GU');
    expect(s.trumpCard).toBe('GU');
    expect(s.stock).toHaveLength(11);
  });
});

describe('Ständer (9.3)', () => {
  it('is announced at the deal with no other effect', () => {
    const match = matchWith({}, 3, 9);
    const s = start({ match, dealer: 0, hands: 'HA H10 HK | EA E10 EK | GA G10 GK', trump: 'SA' });
    expect(s.staender).toEqual([0, 1, 2]);
    const done = run(s, [[1, 'pass'], [2, 'pass'], [0, 'pass']]);
    expect(finish(match, done).outcome).toMatchObject({ staender: [0, 1, 2], payoffs: [0, 0, 0] });
  });
});

describe('arena match (section 11)', () => {
  it('lasts matchRounds × seats deals, extended by at most extraRounds × seats until the pot is empty', () => {
    const m = matchWith({ matchRounds: 1, extraRounds: 1 }, 3);
    expect(lupfen.isMatchOver({ ...m, deals: 2, pot: 0 })).toBe(false);
    expect(lupfen.isMatchOver({ ...m, deals: 3, pot: 0 })).toBe(true);
    expect(lupfen.isMatchOver({ ...m, deals: 3, pot: 9 })).toBe(false);
    expect(lupfen.isMatchOver({ ...m, deals: 5, pot: 9 })).toBe(false);
    expect(lupfen.isMatchOver({ ...m, deals: 6, pot: 9 })).toBe(true);
  });
  it('starts with seat 0 holding the deal, the pot at startPot and the given chips', () => {
    const m = matchWith({ startPot: 6 }, 4, 6, [1, 2, 3, 4]);
    expect(lupfen.nextDealer(m)).toBe(0);
    expect(lupfen.matchPot(m)).toBe(6);
    expect(lupfen.matchChips(m)).toEqual([1, 2, 3, 4]);
    expect(lupfen.dealsPlayed(m)).toBe(0);
  });
  it('finishDeal refuses a deal that is not over', () => {
    const match = matchWith({}, 3, 9);
    const s = start({ match, dealer: 0, hands: 'HA H10 EK | EA GA SK | EU GO HU', trump: 'SA' });
    expect(() => lupfen.finishDeal(match, s)).toThrow();
  });
});
