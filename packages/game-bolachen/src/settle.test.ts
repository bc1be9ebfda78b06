/**
 * Settlement arithmetic (rules file, "Settlement"): every contract won and lost, the stake, the
 * outcome fields, and whole deals from given cards with the options switched.
 */
import { describe, expect, test } from 'vitest';
import { bolachen } from './index.ts';
import { contractWon, payoffsOf, settle } from './settle.ts';
import type { DealState } from './state.ts';
import { dealOf, matchWith, playOut, run, TOP_HANDS, TOP_STOCK, type Step } from './test-helpers.ts';
import type { ContractId } from './types.ts';

describe('contract won or lost', () => {
  test.each([
    ['heart-brand', 6, true], ['acorn-brand', 10, true], ['bell-brand', 5, false], ['leaf-brand', 0, false],
    ['bettel', 0, true], ['bettel', 1, false], ['mord', 10, true], ['mord', 9, false],
  ] as const)('%s with %i tricks: won %s', (contract, t, won) => {
    expect(contractWon(contract, t)).toBe(won);
  });

  test('payoffs: won +2v / −v each, lost −2v / +v each, always summing to zero', () => {
    expect(payoffsOf(1, true, 1)).toEqual([-1, 2, -1]);
    expect(payoffsOf(0, false, 3)).toEqual([-6, 3, 3]);
    expect(payoffsOf(2, true, 2)).toEqual([-2, -2, 4]);
  });
});

/** A finished deal of the TOP hands (seat 1 declarer in Mord), with the result fields replaced. */
function finished(contract: ContractId, tricks: number[], stake: number): DealState {
  const over = playOut(run(dealOf(TOP_HANDS, TOP_STOCK, 0, { stake }), [[1, { type: 'announce' }], [2, { type: 'pass' }]]));
  return { ...over, contract, tricks, trump: null };
}

describe('settlement with the stake', () => {
  test.each([
    ['acorn-brand', [2, 6, 2], 1, [-1, 2, -1], true],
    ['heart-brand', [3, 5, 2], 2, [2, -4, 2], false],
    ['bettel', [5, 0, 5], 3, [-6, 12, -6], true],
    ['bettel', [4, 1, 5], 1, [2, -4, 2], false],
    ['mord', [0, 10, 0], 2, [-6, 12, -6], true],
    ['mord', [1, 9, 0], 5, [15, -30, 15], false],
  ] as const)('%s tricks %j stake %i: payoffs %j', (contract, tricks, stake, payoffs, won) => {
    const outcome = settle(finished(contract, [...tricks], stake));
    expect(outcome.payoffs).toEqual(payoffs);
    expect(outcome.won).toBe(won);
    expect(outcome.pot).toBe(0);
  });

  test('the outcome has exactly the fields of the rules file, in order', () => {
    const outcome = settle(finished('mord', [0, 10, 0], 1));
    expect(Object.keys(outcome)).toEqual(['payoffs', 'pot', 'tricks', 'declarer', 'contract', 'trump', 'bid', 'forced', 'won', 'demand']);
  });
});

describe('whole deals from given cards', () => {
  const SOLO: Step[] = [[1, { type: 'announce' }], [2, { type: 'pass' }]];

  test('a sure Mord, stake 2, no card demand: 10 tricks, [-6, +12, -6]', () => {
    const over = playOut(run(dealOf(TOP_HANDS, TOP_STOCK, 0, { stake: 2, cardDemand: false }), [...SOLO, [1, { type: 'declare', contract: 'mord' }]]));
    const { outcome, match } = bolachen.finishDeal(matchWith({ stake: 2, cardDemand: false }, [1, 2, 3]), over);
    expect(outcome).toMatchObject({ payoffs: [-6, 12, -6], tricks: [0, 10, 0], declarer: 1, contract: 'mord', trump: null, bid: null, forced: false, won: true, demand: null });
    expect(bolachen.matchChips(match)).toEqual([-5, 14, -3]);
  });

  test('a Bettel that cannot be made, with a demand from the Doppler: lost, [+2, −4, +2]', () => {
    const steps: Step[] = [...SOLO, [1, { type: 'declare', contract: 'bettel' }], [1, { type: 'demand', card: 'S8', give: 'EA' }]];
    const over = playOut(run(dealOf(TOP_HANDS, TOP_STOCK, 0), steps));
    expect(bolachen.finishDeal(matchWith(), over).outcome).toMatchObject({
      payoffs: [2, -4, 2], won: false, contract: 'bettel', demand: { card: 'S8', from: null },
    });
  });

  test('a forced Mord by the dealer after a demand from a defender', () => {
    const steps: Step[] = [[1, { type: 'pass' }], [2, { type: 'pass' }], [0, { type: 'declare', contract: 'mord' }], [0, { type: 'demand', card: 'EA', give: 'H7' }]];
    const over = playOut(run(dealOf(TOP_HANDS, TOP_STOCK, 0), steps));
    const { outcome } = bolachen.finishDeal(matchWith(), over);
    expect(outcome).toMatchObject({ declarer: 0, forced: true, bid: null, contract: 'mord', won: false, payoffs: [-6, 3, 3], demand: { card: 'EA', from: 1 } });
  });

  test('bidding: the bid is reported, the declaration may go higher', () => {
    const steps: Step[] = [[1, { type: 'announce' }], [2, { type: 'announce' }], [1, { type: 'bid', contract: 'acorn-brand' }], [2, { type: 'pass' }],
      [1, { type: 'declare', contract: 'mord' }], [1, { type: 'no-demand' }]];
    const over = playOut(run(dealOf(TOP_HANDS, TOP_STOCK, 0, { stake: 3 }), steps));
    expect(bolachen.finishDeal(matchWith({ stake: 3 }), over).outcome).toMatchObject({ bid: 'acorn-brand', contract: 'mord', won: true, payoffs: [-9, 18, -9] });
  });

  test('finishDeal refuses an unfinished deal', () => {
    expect(() => bolachen.finishDeal(matchWith(), dealOf(TOP_HANDS, TOP_STOCK, 0))).toThrow();
  });
});
