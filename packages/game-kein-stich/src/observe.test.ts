/**
 * docs/rules/kein-stich.md section 14, per phase: what a seat's observation and the spectators'
 * view contain (own hand, public history, counts, penalties, layout events) and what they never
 * contain (other seats' unplayed cards, any random state).
 */
import type { Card } from '@arena/engine/cards';
import type { TableView } from '@arena/engine/table-view';
import { describe, expect, test } from 'vitest';
import { keinStich } from './index.ts';
import type { DealState } from './state.ts';
import { cards, deal, LAYOUT_HANDS, matchWith, PARTIE_HANDS, play, playDefaults } from './testing.ts';
import type { Observation } from './types.ts';

const HANDS = PARTIE_HANDS;

/** The cards an observation or table view mentions outside `options` (whose layoutStartCard is public anyway). */
function mentionedCards(view: Observation | TableView): Set<string> {
  const rest = 'options' in view ? { ...view, options: null } : view;
  return new Set(JSON.stringify(rest).match(/"[EGHS](?:A|K|O|U|10|9|8|7)"/g)?.map((c) => c.slice(1, -1)) ?? []);
}

/** No card still in another seat's hand appears in the view. */
function expectNoHiddenCards(state: DealState, view: Observation | TableView, seat: number | null): void {
  const seen = mentionedCards(view);
  state.hands.forEach((hand, s) => {
    if (s === seat) return;
    for (const c of hand) expect(seen.has(c), `seat ${s}'s ${c} is hidden from ${seat ?? 'spectators'}`).toBe(false);
  });
}

describe('trick deals', () => {
  const start = deal(matchWith({}, 4), 0, HANDS);
  const mid = play(start, [[1, 'E10'], [2, 'EO'], [3, 'E9'], [0, 'E8'], [2, 'G9'], [3, 'G8']]);
  test('a seat sees its own hand, never another hand; its legal cards are not in the observation', () => {
    const me = keinStich.observe(mid, 0);
    expect(me.seat).toBe(0);
    expect(me.hand).toEqual(cards('EK E7 G7 HU H9 SK S7'));
    expect(me.toAct).toBe(0);
    expect(me).not.toHaveProperty('legal');
    expect(keinStich.legalActions(mid)).toEqual([{ type: 'play', card: 'G7' }]);
    expect(me.hands).toBeNull();
    expectNoHiddenCards(mid, me, 0);
    const other = keinStich.observe(mid, 1);
    expect(other.hand).toEqual(cards('EA GA GO HO SO SU S10'));
    expectNoHiddenCards(mid, other, 1);
  });
  test('public: hand sizes, the current trick and completed tricks by seat, tricks won, penalty units', () => {
    const view = keinStich.observe(mid, 3);
    expect(view.handSizes).toEqual([7, 7, 6, 6]);
    expect(view.trick).toEqual([{ seat: 2, card: 'G9' }, { seat: 3, card: 'G8' }]);
    expect(view.tricks).toEqual([{ leader: 1, winner: 2, cards: [
      { seat: 1, card: 'E10' }, { seat: 2, card: 'EO' }, { seat: 3, card: 'E9' }, { seat: 0, card: 'E8' },
    ] }]);
    expect(view.tricksWon).toEqual([0, 0, 1, 0]);
    expect(view.units).toEqual([0, 0, 1, 0]);
    expect(view).toMatchObject({ phase: 'trick-play', contract: 'no-tricks', components: ['no-tricks'], dealer: 0, dealNumber: 0, partie: 0, leader: 2 });
    expect(view.result).toBeNull();
  });
  test('the observation holds no random state and does not change when hidden cards are permuted', () => {
    const view = keinStich.observe(mid, 2);
    expect(JSON.stringify(view)).not.toMatch(/rng|seed/i);
    const swapped = keinStich.swapHiddenCards(mid, 2, <T>(xs: readonly T[]) => [...xs].reverse());
    expect(swapped.hands[0]).not.toEqual(mid.hands[0]);
    expect(keinStich.observe(swapped, 2)).toEqual(view);
  });
  test('the table: a seat sees its own hand, the public view no hand at all, the all view every hand', () => {
    const open = keinStich.tableView(mid, 'public');
    expect(open.seats.map((x) => x.hand)).toEqual([null, null, null, null]);
    expect(open.seats.map((x) => x.handSize)).toEqual([7, 7, 6, 6]);
    expect(open.seats.map((x) => x.tricksTaken)).toEqual([0, 0, 1, 0]);
    expect(open.trick).toEqual({ leader: 2, plays: [{ seat: 2, card: 'G9' }, { seat: 3, card: 'G8' }], winner: null });
    expect(open.tricks).toEqual([{ leader: 1, winner: 2, plays: [
      { seat: 1, card: 'E10' }, { seat: 2, card: 'EO' }, { seat: 3, card: 'E9' }, { seat: 0, card: 'E8' },
    ] }]);
    expect(open).toMatchObject({ phase: 'trick-play', toAct: 0, dealer: 0, pot: 0, faceUp: [] });
    expectNoHiddenCards(mid, open, null);
    for (let seat = 0; seat < 4; seat++) {
      const view = keinStich.tableView(mid, seat);
      expect(view.seats.map((x) => x.hand)).toEqual(mid.hands.map((h, s) => (s === seat ? h : null)));
      expectNoHiddenCards(mid, view, seat);
    }
    expect(keinStich.tableView(mid, 'all').seats.map((x) => x.hand)).toEqual(mid.hands);
  });
  test('once the deal is over, its settlement is public; chips, pot and history carry into the next deal', () => {
    const over = playDefaults(start);
    const view = keinStich.observe(over, 1);
    expect(view.phase).toBe('over');
    expect(view.toAct).toBeNull();
    expect(view.result).toMatchObject({ contract: 'no-tricks', march: null });
    const match = matchWith({}, 4);
    const settled = keinStich.finishDeal(match, over);
    const next = keinStich.startDeal(settled.match, 1, { kind: 'dealt', hands: HANDS.map(cards), stock: [] });
    const nextView = keinStich.observe(next, 0);
    expect(nextView.history).toEqual([settled.outcome]);
    expect(nextView.chips).toEqual(settled.outcome.payoffs);
    expect(nextView.pot).toBe(40);
    expect(nextView.contract).toBe('no-hearts');
  });
});

describe('the layout deal', () => {
  const start = deal(matchWith({ startContract: 4 }, 4, 160), 2, LAYOUT_HANDS);
  const mid = play(start, [[2, 'EU'], [3, 'E10'], [0, 'E9'], [2, 'EO']]);
  test('public: every card laid and every automatic pass, in order, and the rows', () => {
    const view = keinStich.observe(mid, 1);
    expect(view.layout).toEqual([
      { kind: 'lay', seat: 2, card: 'EU' }, { kind: 'lay', seat: 3, card: 'E10' }, { kind: 'lay', seat: 0, card: 'E9' },
      { kind: 'pass', seat: 1 }, { kind: 'lay', seat: 2, card: 'EO' },
    ]);
    expect(view.rows).toEqual([{ suit: 'E', low: 'E9', high: 'EO' }, null, null, null]);
    expect(view.toAct).toBe(3);
    expect(view.pot).toBe(160);
    expect(view.finishOrder).toEqual([]);
    expect(view.trick).toEqual([]);
    expect(view.leader).toBeNull();
  });
  test('each seat sees only its own hand; legal cards only for the seat to act', () => {
    for (let seat = 0; seat < 4; seat++) {
      const view = keinStich.observe(mid, seat);
      expect(view.hand).toEqual(mid.hands[seat]);
      expectNoHiddenCards(mid, view, seat);
      expectNoHiddenCards(mid, keinStich.tableView(mid, seat), seat);
    }
    expect(keinStich.legalActions(mid)).toEqual([{ type: 'play', card: 'EK' }, { type: 'play', card: 'HU' }]);
    const open = keinStich.tableView(mid, 'public');
    expectNoHiddenCards(mid, open, null);
    expect(open.trick).toBeNull(); // the layout is no trick
  });
  test('when the deal ends, the places and the last seat\'s cards are revealed, with the payout', () => {
    const over = playDefaults(start);
    const last = over.finishOrder[3] ?? -1;
    expect(keinStich.tableView(over, 'public').seats[last]?.hand).toEqual(over.hands[last]);
    const view = keinStich.observe(over, (last + 1) % 4);
    expect(view.finishOrder).toEqual(over.finishOrder);
    expect(view.hands?.[last]?.length).toBeGreaterThan(0);
    const left: readonly Card[] = view.hands?.[last] ?? [];
    expect(mentionedCards(view).has(left[0] ?? 'EA')).toBe(true);
    expect(view.result).toMatchObject({ pot: 0, contract: 'layout', finishOrder: over.finishOrder });
  });
});
