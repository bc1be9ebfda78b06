/**
 * What each seat may see (docs/rules/kontraspiel.md, section 12), phase by phase: the own hand yes,
 * other hands, the dead stock and other seats' discarded or exchanged cards never; in phase BLIND
 * not even the dealer's own hand.
 */
import { describe, expect, it } from 'vitest';
import { kontraspiel } from './index.ts';
import type { DealState } from './state.ts';
import { given, matchWith, run } from './testing.ts';
import type { Observation } from './types.ts';
import type { TableView } from '@arena/engine/table-view';

const HANDS_A = ['EU GU HA HK HO', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'SA SK SO SU S10'];
const STOCK_H = 'H10 HU H9 S9';
const P = { type: 'pass' };

/** Every card string anywhere in an observation or a table view. */
function cardsSeen(o: Observation | TableView): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (typeof x === 'string' && /^[EGHS](A|K|O|U|10|9)$/.test(x)) out.add(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (typeof x === 'object' && x !== null) Object.values(x).forEach(walk);
  };
  walk(o);
  return out;
}

function expectHidden(s: DealState, seat: number | null, hidden: string[]): void {
  const views = seat === null ? [kontraspiel.tableView(s, 'public')] : [kontraspiel.observe(s, seat), kontraspiel.tableView(s, seat)];
  for (const view of views) {
    const seen = cardsSeen(view);
    for (const c of hidden) expect(seen.has(c), `${c} is visible to ${seat}`).toBe(false);
  }
}

describe('observations', () => {
  it('bidding: own hand, the turn-up and public facts; no other hand, no dead card, no RNG', () => {
    const s = run(given(matchWith({ startPot: 3 }), 3, HANDS_A, STOCK_H), [[0, P], [1, { type: 'accept' }]]);
    const o = kontraspiel.observe(s, 2);
    expect(o.hand).toEqual(['GA', 'GK', 'GO', 'G10', 'G9']);
    expect([o.seat, o.dealer, o.eldest, o.turnUp, o.preferred, o.turnUpHolder, o.phase, o.toAct]).toEqual([2, 3, 0, 'H10', 'H', null, 'announce', 0]);
    expect([o.soloist, o.trump, o.contract, o.base, o.pot, o.handSizes]).toEqual([1, 'H', 'first-round', 4, 4, [5, 5, 5, 5]]);
    expect(o.history).toEqual([{ seat: 0, action: { type: 'pass' }, tricksDone: 0 }, { seat: 1, action: { type: 'accept' }, tricksDone: 0 }]);
    expect(o).not.toHaveProperty('legal'); // the legal actions travel beside the observation
    expect(kontraspiel.legalActions(s)).toEqual([{ type: 'pass' }, { type: 'announce', suit: 'E' }, { type: 'announce', suit: 'G' }, { type: 'announce', suit: 'S' }]);
    expectHidden(s, 2, ['EU', 'GU', 'EA', 'SA', 'HU', 'H9', 'S9']);
    expect(JSON.stringify(o)).not.toMatch(/rng|seed/i);
  });

  it('BLIND: the dealer sees only that he holds 5 cards; after take he sees 6, the others see who holds the turn-up', () => {
    const s = given(matchWith(), 3, ['EU GU HK HO HU', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'SA SK SO SU S10'], 'HA H10 H9 S9');
    const blind = kontraspiel.observe(s, 3);
    expect([blind.phase, blind.hand, blind.handSizes[3], kontraspiel.legalActions(s)]).toEqual(['blind', null, 5, [{ type: 'pass' }, { type: 'take' }]]);
    expect(kontraspiel.tableView(s, 3).seats[3]).toEqual({ hand: null, handSize: 5, chips: 0, tricksTaken: 0 });
    expectHidden(s, 3, ['SA', 'SK', 'SO', 'SU', 'S10', 'EU', 'H10']);
    expect(kontraspiel.observe(s, 0).hand).toEqual(['EU', 'GU', 'HK', 'HO', 'HU']);
    const taken = run(s, [[3, { type: 'take' }]]);
    expect(kontraspiel.observe(taken, 3).hand).toEqual(['HA', 'SA', 'SK', 'SO', 'SU', 'S10']);
    expect([kontraspiel.observe(taken, 1).turnUpHolder, kontraspiel.observe(taken, 1).handSizes]).toEqual([3, [5, 5, 5, 6]]);
    const passed = run(s, [[3, P]]);
    expect(kontraspiel.observe(passed, 3).hand).toEqual(['SA', 'SK', 'SO', 'SU', 'S10']);
  });

  it('DISCARD and after: the dealer sees his discard, the others only that he discarded', () => {
    const s = run(given(matchWith(), 2, ['EO E10 HK HO SK', 'E9 G9 HU H10 SO', 'EU GA GK GO S9', 'EA EK G10 HA SA'], 'GU H9 SU S10'),
      [[2, { type: 'discard', card: 'S9' }]]);
    expect(kontraspiel.observe(s, 2).discarded).toBe('S9');
    const other = kontraspiel.observe(s, 3);
    expect(other.discarded).toBeNull();
    expect(other.history).toEqual([{ seat: 2, action: { type: 'discard' }, tricksDone: 0 }]);
    expectHidden(s, 3, ['S9', 'H9', 'SU', 'S10', 'EU', 'E9']);
    expectHidden(s, null, ['S9', 'H9', 'EU', 'EA']);
  });

  it('contra with exchange: the others learn that the turn-up changed hands, not which card went away', () => {
    const s = run(given(matchWith(), 3, HANDS_A, STOCK_H), [[0, { type: 'accept' }], [1, P], [2, P], [3, P], [1, { type: 'contra', exchange: 'E9' }]]);
    const own = kontraspiel.observe(s, 1);
    expect([own.hand, own.exchanged]).toEqual([['EA', 'EK', 'EO', 'E10', 'H10'], 'E9']);
    const other = kontraspiel.observe(s, 0);
    expect([other.exchanged, other.turnUpHolder, other.contra, other.history.at(-1)])
      .toEqual([null, 1, 1, { seat: 1, action: { type: 'contra', exchanged: true }, tricksDone: 0 }]);
    expectHidden(s, 0, ['E9', 'EA', 'GA', 'SA']);
  });

  it('trick play: every played card and trick winner is public; the rest of the hands stays hidden, also after the deal', () => {
    let s = run(given(matchWith(), 3, HANDS_A, STOCK_H), [[0, { type: 'accept' }], [1, P], [2, P], [3, P], [1, P], [2, P], [3, P],
      [0, { type: 'play', card: 'EU' }], [1, { type: 'play', card: 'EA' }]]);
    const mid = kontraspiel.observe(s, 2);
    expect(mid.currentTrick).toEqual({ leader: 0, cards: ['EU', 'EA'] });
    s = run(s, [[2, { type: 'play', card: 'GA' }], [3, { type: 'play', card: 'SA' }]]);
    const o = kontraspiel.tableView(s, 'public');
    expect(o.seats.map((x) => [x.hand, x.tricksTaken])).toEqual([[null, 1], [null, 0], [null, 0], [null, 0]]);
    expect(o.tricks).toEqual([{ leader: 0, plays: [{ seat: 0, card: 'EU' }, { seat: 1, card: 'EA' }, { seat: 2, card: 'GA' }, { seat: 3, card: 'SA' }], winner: 0 }]);
    expect([o.trick, o.faceUp]).toEqual([null, [{ label: 'Turn-up', cards: ['H10'] }]]);
    expect(kontraspiel.tableView(s, 'all').seats.map((x) => x.hand)).toEqual(s.hands);
    expect(kontraspiel.actionKind({ type: 'play', card: 'GU' })).toBe('card');
    expect(kontraspiel.actionKind({ type: 'discard', card: 'GU' })).toBe('call');
    expectHidden(s, null, ['GU', 'EK', 'GK', 'SK', 'HU', 'H9', 'S9']);
    while (s.toAct !== null) {
      const r = kontraspiel.applyAction(s, s.toAct, kontraspiel.defaultAction(s));
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
    expect(kontraspiel.observe(s, 1).phase).toBe('over');
    expectHidden(s, 1, ['HU', 'H9', 'S9']);
  });

  it('swapHiddenCards keeps every observation of the viewer and the holder of the turn-up', () => {
    const s = run(given(matchWith(), 3, HANDS_A, STOCK_H), [[0, { type: 'accept' }], [1, P], [2, P], [3, P], [1, { type: 'contra', exchange: 'E9' }]]);
    const reverse = <T>(xs: readonly T[]): T[] => [...xs].reverse();
    for (let viewer = 0; viewer < 4; viewer++) {
      const swapped = kontraspiel.swapHiddenCards(s, viewer, reverse);
      expect(kontraspiel.observe(swapped, viewer)).toEqual(kontraspiel.observe(s, viewer));
      expect(swapped.hands[1]).toContain('H10');
      expect([...kontraspiel.cardsInPlay(swapped)].sort()).toEqual([...kontraspiel.cardsInPlay(s)].sort());
    }
  });
});
