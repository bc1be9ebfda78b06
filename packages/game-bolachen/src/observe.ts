/**
 * What each seat may see (rules file, "What each seat may see"): the public record of the deal plus
 * the seat's own hand; the declarer also sees the Doppler once picked up and his discards; the
 * `give` card of a demand only the declarer and the opponent who received it. Never the Doppler
 * before the pick-up, never another seat's hand.
 *
 * `swapHiddenCards` redistributes the cards whose place `viewer` does not know: the other hands,
 * the face-down Doppler and (except for the declarer) the discards. Cards whose place he knows stay:
 * his own hand, a demanded card (public), and for the declarer his discards and the `give` card.
 */
import type { Card } from '@arena/engine/cards';
import { openTrick, trickOfCards, type ActionKind, type TableCards, type TableView, type TableViewer } from '@arena/engine/table-view';
import { sortCards } from './cards.ts';
import type { DealState } from './state.ts';
import type { Action, DemandView, Observation } from './types.ts';

function demandView(state: DealState, seat: number): DemandView | null {
  const d = state.demand;
  if (d === null) return null;
  const knowsGive = seat === state.declarer || seat === d.from;
  return { card: d.card, from: d.from, give: knowsGive ? d.give : null };
}

export function observe(state: DealState, seat: number): Observation {
  const isDeclarer = seat === state.declarer;
  return {
    seat,
    dealer: state.dealer,
    options: state.options,
    chips: state.chips,
    phase: state.phase,
    toAct: state.toAct,
    hand: state.hands[seat] ?? [],
    handSizes: state.hands.map((h) => h.length),
    calls: state.calls,
    highBid: state.highBid,
    declarer: state.declarer,
    bid: state.bid,
    forced: state.forced,
    declared: state.declared,
    demand: demandView(state, seat),
    doppler: isDeclarer && state.pickedUp.length > 0 ? state.pickedUp : null,
    discards: isDeclarer && state.discards.length > 0 ? state.discards : null,
    discarded: state.discards.length > 0,
    trump: state.trump,
    contract: state.contract,
    leader: state.leader,
    trick: state.trick,
    played: state.played,
    tricks: state.tricks,
  };
}

/** The Doppler as `viewer` sees it: face down to all, picked up to the declarer, every card to `all`. */
function dopplerShown(state: DealState, viewer: TableViewer): TableCards[] {
  if (viewer === 'all') return state.doppler.length > 0 ? [{ label: 'Doppler', cards: state.doppler }] : [];
  return viewer === state.declarer && state.pickedUp.length > 0 ? [{ label: 'Doppler', cards: state.pickedUp }] : [];
}

/** The table as `viewer` sees it: its own hand (every hand for `all`), the tricks, the Doppler it may see. */
export function tableView(state: DealState, viewer: TableViewer): TableView {
  const seats = state.hands.length;
  return {
    phase: state.phase, toAct: state.toAct, dealer: state.dealer, pot: null,
    seats: state.hands.map((hand, seat) => ({
      hand: viewer === 'all' || viewer === seat ? hand : null, handSize: hand.length, chips: state.chips[seat] ?? 0, tricksTaken: state.tricks[seat] ?? 0,
    })),
    trick: state.leader === null ? null : openTrick(state.leader, state.trick, seats),
    tricks: state.played.map((t) => trickOfCards(t.leader, t.cards, seats, t.winner)),
    faceUp: dopplerShown(state, viewer),
  };
}

export const actionKind = (action: Action): ActionKind => (action.type === 'play' ? 'card' : 'call');

/** Every card of the deal: hands, Doppler, discards, the current trick and the tricks played. */
export function cardsInPlay(state: DealState): readonly Card[] {
  const out: Card[] = [];
  for (const h of state.hands) out.push(...h);
  out.push(...state.doppler, ...state.discards, ...state.trick);
  for (const t of state.played) out.push(...t.cards);
  return out;
}

/** Cards whose place `viewer` knows although they are not in his hand. */
function knownElsewhere(state: DealState, viewer: number): Set<Card> {
  const known = new Set<Card>();
  const d = state.demand;
  if (d !== null) known.add(d.card);
  if (viewer === state.declarer) {
    for (const c of state.discards) known.add(c);
    if (d !== null) known.add(d.give);
  }
  return known;
}

export function swapHiddenCards(state: DealState, viewer: number, permute: <T>(items: readonly T[]) => T[]): DealState {
  const known = knownElsewhere(state, viewer);
  const hidden: Card[] = [];
  const collect = (cards: readonly Card[]): void => {
    for (const c of cards) if (!known.has(c)) hidden.push(c);
  };
  state.hands.forEach((h, i) => { if (i !== viewer) collect(h); });
  collect(state.doppler);
  collect(state.discards);
  const shuffled = permute(hidden);
  const map = new Map<Card, Card>(hidden.map((c, k) => [c, shuffled[k] ?? c]));
  const m = (c: Card): Card => map.get(c) ?? c;
  return {
    ...state,
    hands: state.hands.map((h, i) => (i === viewer ? h : sortCards(h.map(m)))),
    doppler: state.doppler.map(m),
    discards: state.discards.map(m),
    pickedUp: state.pickedUp.map(m),
    demand: state.demand === null ? null : { ...state.demand, give: m(state.demand.give) },
  };
}
