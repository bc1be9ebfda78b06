/**
 * Views (docs/rules/kein-stich.md section 14): a seat sees everything public plus its own hand;
 * spectators see the public part only (the public table view). Other seats' unplayed cards are never shown
 * before the deal is over. Also the conformance helpers that look at every card.
 */
import type { Card } from '@arena/engine/cards';
import { openTrick, trickOfCards, type ActionKind, type TableView, type TableViewer } from '@arena/engine/table-view';
import { cardAt, sortCards, suitLetter } from './cards.ts';
import { componentsOf } from './options.ts';
import { settle } from './settle.ts';
import type { DealState } from './state.ts';
import type { Observation, PlayedCard, RowView, TrickView } from './types.ts';

const played = (leader: number, cards: readonly Card[], seats: number): PlayedCard[] =>
  cards.map((card, i) => ({ seat: (leader + i) % seats, card }));

/** The four rows in suit order `E G H S`: lowest and highest laid card, or null when none is laid. */
function rowViews(state: DealState): (RowView | null)[] {
  return state.rows.map((row, suit) => (row ? { suit: suitLetter(suit), low: cardAt(suit, row[1]), high: cardAt(suit, row[0]) } : null));
}

/** What `seat` may see: the public facts and its own hand (its legal cards come beside it, in the envelope). */
export function observe(state: DealState, seat: number): Observation {
  const { seats } = state.info;
  const over = state.phase === 'over';
  const tricks: TrickView[] = state.tricks.map((t) => ({ leader: t.leader, cards: played(t.leader, t.cards, seats), winner: t.winner }));
  return {
    seat, seats, options: state.info.options, phase: state.phase,
    chips: state.info.chips, pot: state.info.pot, dealNumber: state.info.dealNumber, partie: state.info.partie,
    contract: state.info.contract, components: componentsOf(state.info.contract, state.info.options), dealer: state.info.dealer,
    toAct: state.toAct, handSizes: state.hands.map((h) => h.length), hand: state.hands[seat] ?? [],
    leader: state.leader >= 0 ? state.leader : null,
    trick: played(state.leader, state.trick, seats), tricks, tricksWon: state.tricksWon, units: state.units,
    layout: state.layout, rows: rowViews(state), finishOrder: state.finishOrder,
    hands: over ? state.hands : null, history: state.info.history, result: over ? settle(state) : null,
  };
}

/** The table as `viewer` sees it: its own hand, every hand once the deal is over, or all of them. */
export function tableView(state: DealState, viewer: TableViewer): TableView {
  const { seats, chips, pot, dealer } = state.info;
  const open = viewer === 'all' || state.phase === 'over';
  return {
    phase: state.phase, toAct: state.toAct, dealer, pot,
    seats: state.hands.map((hand, seat) => ({
      hand: open || viewer === seat ? hand : null, handSize: hand.length, chips: chips[seat] ?? 0, tricksTaken: state.tricksWon[seat] ?? 0,
    })),
    trick: openTrick(state.leader, state.trick, seats),
    tricks: state.tricks.map((t) => trickOfCards(t.leader, t.cards, seats, t.winner)),
    faceUp: [],
  };
}

/** Every action plays or lays a card. */
export const actionKind = (): ActionKind => 'card';

/** Every card of the deal: hands, the current trick, completed tricks and the layout. */
export function cardsInPlay(state: DealState): Card[] {
  const cards: Card[] = state.hands.flat();
  cards.push(...state.trick);
  for (const t of state.tricks) cards.push(...t.cards);
  for (const e of state.layout) if (e.kind === 'lay') cards.push(e.card);
  return cards;
}

/** Redistributes the unplayed cards of every seat but `viewer` (nothing is hidden once the deal is over). */
export function swapHiddenCards(state: DealState, viewer: number, permute: <T>(items: readonly T[]) => T[]): DealState {
  if (state.phase === 'over') return state;
  const hidden = permute(state.hands.flatMap((h, s) => (s === viewer ? [] : h)));
  let next = 0;
  const hands = state.hands.map((h, s) => {
    if (s === viewer) return h;
    const mine = sortCards(hidden.slice(next, next + h.length));
    next += h.length;
    return mine;
  });
  return { ...state, hands };
}
