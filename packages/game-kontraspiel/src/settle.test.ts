/**
 * Settlement arithmetic (docs/rules/kontraspiel.md, sections 7, 8, 9.2, 9.6): every special case
 * and every option that changes a payment, from given deals played out with the default action
 * (pass where legal, otherwise the first legal card in canonical order).
 */
import { describe, expect, it } from 'vitest';
import { kontraspiel } from './index.ts';
import { dealWinner } from './settle.ts';
import type { DealState, MatchState } from './state.ts';
import { autoplay, given, matchWith, run } from './testing.ts';

const HANDS_A = ['EU GU HA HK HO', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'SA SK SO SU S10'];
const STOCK_H = 'H10 HU H9 S9';
const STOCK_S = 'S9 H10 HU H9';
const P = { type: 'pass' };

function outcomeOf(match: MatchState, dealer: number, hands: readonly string[], stock: string, actions: [number, Record<string, unknown>][]) {
  const state = autoplay(run(given(match, dealer, hands, stock), actions));
  return kontraspiel.finishDeal(match, state);
}

const summary = (o: Record<string, unknown>) => ({
  payoffs: o.payoffs, pot: o.pot, tricks: o.tricks, soloist: o.soloist, contract: o.contract, trump: o.trump,
  contra: o.contra, recontra: o.recontra, winner: o.winner, base: o.base,
});

describe('winner, pot stakes, march', () => {
  it('march in the preferred suit: M = 2 from each other player, plus the base value', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_H, [[0, { type: 'accept' }]]);
    expect(summary(outcome)).toEqual({ payoffs: [7, -2, -2, -3], pot: 0, tricks: [5, 0, 0, 0], soloist: 0, contract: 'first-round',
      trump: 'H', contra: null, recontra: null, winner: 0, base: 1 });
    expect(Object.keys(outcome)).toEqual(['payoffs', 'pot', 'tricks', 'turnUp', 'preferred', 'soloist', 'contract', 'trump',
      'contra', 'recontra', 'winner', 'base', 'blindBound']);
  });

  it('march in a second-round suit that is not the preferred one: M = 1', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_S, [[0, P], [1, P], [2, P], [3, P], [0, { type: 'choose', suit: 'H' }]]);
    expect(outcome.payoffs).toEqual([4, -1, -1, -2]);
    expect(outcome.contract).toBe('second-round');
  });

  it('announced march: M = 2 although not in the preferred suit', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_S, [[0, P], [1, { type: 'accept' }], [0, { type: 'announce', suit: 'H' }]]);
    expect([outcome.payoffs, outcome.pot, outcome.soloist, outcome.contract]).toEqual([[7, -2, -2, -3], 0, 0, 'announced']);
  });

  it('base value: the pot after the ante, capped at baseMax (startPot, baseMax, ante options)', () => {
    const accept: [number, Record<string, unknown>][] = [[0, { type: 'accept' }]];
    const capped = outcomeOf(matchWith({ startPot: 10 }), 3, HANDS_A, STOCK_H, accept).outcome;
    expect([capped.base, capped.payoffs, capped.pot]).toEqual([4, [10, -2, -2, -3], 7]);
    const wider = outcomeOf(matchWith({ startPot: 10, baseMax: 6 }), 3, HANDS_A, STOCK_H, accept).outcome;
    expect([wider.base, wider.payoffs, wider.pot]).toEqual([6, [12, -2, -2, -3], 5]);
    const ante3 = outcomeOf(matchWith({ ante: 3 }), 3, HANDS_A, STOCK_H, accept).outcome;
    expect([ante3.base, ante3.payoffs, ante3.pot]).toEqual([3, [9, -2, -2, -5], 0]);
  });

  it('a contra player who takes all five tricks wins the base value but gets no march; the rebelled soloist pays R = 2', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_H, [[0, P], [1, { type: 'accept' }], [0, P], [2, P], [3, P], [0, { type: 'contra' }]]);
    expect(summary(outcome)).toEqual({ payoffs: [3, -7, 2, 1], pot: 1, tricks: [5, 0, 0, 0], soloist: 1, contract: 'first-round',
      trump: 'H', contra: 0, recontra: null, winner: 0, base: 1 });
  });

  it('the exchange: the contra player holds the turn-up, and being rebelled costs him as well', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_H, [[0, { type: 'accept' }], [1, P], [2, P], [3, P], [1, { type: 'contra', exchange: 'E9' }]]);
    expect([outcome.payoffs, outcome.pot, outcome.contra, outcome.tricks]).toEqual([[9, -9, 0, -1], 1, 1, [5, 0, 0, 0]]);
  });
});

describe('announcement, rebelled, unexpected winner', () => {
  it('failed announcement with an unexpected winner: the announcer pays B into the pot and 2 to each other player', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_H, [[0, P], [1, { type: 'accept' }], [0, { type: 'announce', suit: 'S' }]]);
    expect(summary(outcome)).toEqual({ payoffs: [-7, 2, 2, 1], pot: 2, tricks: [2, 0, 0, 3], soloist: 0, contract: 'announced',
      trump: 'S', contra: null, recontra: null, winner: 3, base: 1 });
  });

  it('an announcer who wins with 4 tricks takes the base value and still pays 2 to each other player', () => {
    const hands = ['EU GU HA HK S10', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'HO SA SK SO SU'];
    const { outcome } = outcomeOf(matchWith(), 3, hands, STOCK_S, [[0, P], [1, { type: 'accept' }], [0, { type: 'announce', suit: 'H' }]]);
    expect([outcome.payoffs, outcome.pot, outcome.tricks, outcome.winner]).toEqual([[-5, 2, 2, 1], 0, [4, 0, 0, 1], 0]);
  });

  it('a rebelled contra player pays R = 1 (trumps not preferred) to each other player, besides his stake', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_H,
      [[0, P], [1, { type: 'accept' }], [0, { type: 'announce', suit: 'S' }], [1, { type: 'contra' }]]);
    expect([outcome.payoffs, outcome.pot, outcome.winner, outcome.contra]).toEqual([[-6, -2, 3, 2], 3, 3, 1]);
  });

  it('a rebelled announcer pays the failed announcement and the rebelled payment (cumulative)', () => {
    const { outcome } = outcomeOf(matchWith(), 3, HANDS_A, STOCK_H,
      [[0, P], [1, P], [2, { type: 'accept' }], [0, P], [1, P], [3, { type: 'announce', suit: 'E' }]]);
    expect([outcome.payoffs, outcome.pot, outcome.tricks, outcome.winner, outcome.soloist]).toEqual([[3, 3, 3, -11], 2, [2, 3, 0, 0], 1, 3]);
  });

  it('no game after two passing rounds: only the ante moves', () => {
    const { outcome } = outcomeOf(matchWith({ ante: 2, startPot: 5 }), 3, HANDS_A, STOCK_H, [[0, P], [1, P], [2, P], [3, P], [0, P], [1, P], [2, P], [3, P]]);
    expect(outcome).toEqual({ payoffs: [0, 0, 0, -2], pot: 7, tricks: [0, 0, 0, 0], turnUp: 'H10', preferred: 'H', soloist: null,
      contract: null, trump: null, contra: null, recontra: null, winner: null, base: 0, blindBound: [false, false, false, false] });
  });
});

describe('the winner rule (section 7)', () => {
  const withTricks = (winners: number[]): DealState => {
    const s = given(matchWith(), 3, HANDS_A, STOCK_H);
    const trickCounts = [0, 1, 2, 3].map((seat) => winners.filter((w) => w === seat).length);
    return { ...s, soloist: 0, tricks: winners.map((winner) => ({ leader: 0, cards: [], winner })), trickCounts };
  };
  it('three tricks beat an earlier two; otherwise the first to reach two tricks wins', () => {
    expect(dealWinner(withTricks([1, 1, 2, 2, 2]))).toBe(2);
    expect(dealWinner(withTricks([1, 2, 2, 1, 3]))).toBe(2);
    expect(dealWinner(withTricks([0, 1, 3, 1, 0]))).toBe(1);
    expect(dealWinner(withTricks([3, 3, 3, 3, 3]))).toBe(3);
  });
});

describe('the blind take and its binding (section 9.2)', () => {
  const STRONG = ['SA SK SO SU S10', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'EU GU HK HO HU'];
  const WEAK = ['EU GU HK HO HU', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'SA SK SO SU S10'];
  const ACE = 'HA H10 H9 S9';

  it('a blind take that wins a trick binds the dealer; when bound he takes the next turned-up Ace automatically', () => {
    const first = outcomeOf(matchWith(), 3, STRONG, ACE, [[3, { type: 'take' }], [3, { type: 'discard', card: 'HU' }]]);
    expect([first.outcome.payoffs, first.outcome.contract, first.outcome.blindBound]).toEqual([[-2, -2, -2, 6], 'turn-up', [false, false, false, true]]);
    const next = given(first.match, 3, STRONG, ACE);
    expect([next.phase, next.toAct, next.hands[3]?.length, next.blindTake]).toEqual(['discard', 3, 6, true]);
  });

  it('a bound dealer who is rebelled loses the binding and pays R = 2', () => {
    const { outcome } = outcomeOf(matchWith({ startBound: [false, false, false, true] }), 3, WEAK, ACE, [[3, { type: 'discard', card: 'S10' }]]);
    expect([outcome.payoffs, outcome.pot, outcome.tricks, outcome.winner, outcome.blindBound])
      .toEqual([[2, 2, 2, -8], 2, [5, 0, 0, 0], 0, [false, false, false, false]]);
  });

  it('declining never changes the flag; with blindTakeBinds false the flags do nothing and never change', () => {
    const declined = outcomeOf(matchWith(), 3, STRONG, ACE, [[3, P]]).outcome;
    expect(declined.blindBound).toEqual([false, false, false, false]);
    const free = matchWith({ blindTakeBinds: false, startBound: [false, false, false, true] });
    expect(given(free, 3, STRONG, ACE).phase).toBe('blind');
    const taken = outcomeOf(free, 3, WEAK, ACE, [[3, { type: 'take' }], [3, { type: 'discard', card: 'S10' }]]).outcome;
    expect(taken.blindBound).toEqual([false, false, false, true]);
  });

  it('a Wenzel under wenzelTurnUp "choice" shares the flag: a bound dealer takes it automatically', () => {
    const hands = ['EO E10 HK HO SK', 'E9 G9 HU H10 SO', 'EU GA GK GO S9', 'EA EK G10 HA SA'];
    const s = given(matchWith({ wenzelTurnUp: 'choice', startBound: [false, false, true, false] }), 2, hands, 'GU H9 SU S10');
    expect([s.phase, s.contract, s.blindTake]).toEqual(['discard', 'turn-up', true]);
    const auto = given(matchWith({ startBound: [false, false, true, false] }), 2, hands, 'GU H9 SU S10');
    expect([auto.phase, auto.blindTake]).toEqual(['discard', false]); // automatic Wenzel: not a blind take
  });
});
