/**
 * What each seat may see in Lupfen (docs/rules/lupfen.md, section 12). Public: options, chips, pot,
 * deal number, holder, pushes, actual dealer, forehand, fees and antes, kind, Ständer seats, every
 * lupf/mit-phase call, the turned trump card, every card played and every trick, a shown special hand,
 * the settlement. Private: a seat's own cards (under `blindLupf`, in the lupf phase of a Lupfen round,
 * only after its `look`). Never: other seats' unplayed cards, an unturned trump card, `stock[1…]`,
 * a seeded deal's pack.
 */
import type { ActionKind, TableView, TableViewer } from '@arena/engine/table-view';
import { sortCards, suitOf } from './cards.ts';
import type { DealState } from './state.ts';
import type { Action, LupfenCard, Observation } from './types.ts';

/** May `seat` see its own cards now? */
export function seesOwnCards(s: DealState, seat: number): boolean {
  if (!s.dealt) return false;
  return !(s.options.blindLupf && s.kind === 'lupfen' && s.phase === 'lupf' && !s.looked[seat]);
}

export function observe(s: DealState, seat: number): Observation {
  const participants: number[] = [];
  s.participants.forEach((p, i) => {
    if (p) participants.push(i);
  });
  return {
    seat, seats: s.seats, options: s.options, dealNumber: s.dealNumber, chips: s.chips, paid: s.paid, pot: s.pot,
    kind: s.kind, phase: s.phase, toAct: s.toAct, holder: s.holder, dealer: s.dealer, pushes: s.pushes,
    dealt: s.dealt, forehand: s.dealt ? (s.dealer + 1) % s.seats : null, stake: s.dealt ? s.stake : null,
    staender: s.staender, calls: s.calls, lupfer: s.lupfer, blind: s.blind, trumpCard: s.trumpCard,
    trump: s.trumpCard === null ? null : suitOf(s.trumpCard), participants,
    hand: seesOwnCards(s, seat) ? (s.hands[seat] ?? []) : null,
    handSizes: s.hands.map((h) => h.length), leader: s.phase === 'play' ? s.leader : null,
    trick: s.trick, tricks: s.tricks, tricksWon: s.won, shown: s.shown, result: s.result, payoffs: s.payoffs,
  };
}

/** May `viewer` see the cards in `seat`'s hand: its own once it may, a shown special hand, or all. */
function seesHand(s: DealState, viewer: TableViewer, seat: number): boolean {
  if (viewer === 'all') return true;
  return viewer === seat ? seesOwnCards(s, seat) : s.dealt && s.shown?.seat === seat;
}

/** The table as `viewer` sees it: the public facts of `observe`, and the hands it may see. */
export function tableView(s: DealState, viewer: TableViewer): TableView {
  return {
    phase: s.phase, toAct: s.toAct, dealer: s.dealer, pot: s.pot,
    seats: s.hands.map((hand, seat) => ({
      hand: seesHand(s, viewer, seat) ? hand : null, handSize: hand.length, chips: s.chips[seat] ?? 0, tricksTaken: s.won[seat] ?? 0,
    })),
    trick: s.trick.length === 0 ? null : { leader: s.trick[0]?.seat ?? 0, plays: s.trick, winner: null },
    tricks: s.tricks,
    faceUp: s.trumpCard === null ? [] : [{ label: 'Trump card', cards: [s.trumpCard] }],
  };
}

export const actionKind = (action: Action): ActionKind => (action.type === 'play' ? 'card' : 'call');

/** Every card of the deal, wherever it lies: always the whole pack. */
export function cardsInPlay(s: DealState): LupfenCard[] {
  if (s.pack) return s.pack.slice();
  const cards: LupfenCard[] = [...s.hands.flat(), ...s.stock];
  for (const p of s.trick) cards.push(p.card);
  for (const t of s.tricks) for (const p of t.plays) cards.push(p.card);
  return cards;
}

/** Redistributes the cards `viewer` cannot see among their places (each keeps its size). */
export function swapHiddenCards(s: DealState, viewer: number, permute: <T>(items: readonly T[]) => T[]): DealState {
  if (s.pack) return { ...s, pack: permute(s.pack) };
  const hidden = (seat: number): boolean =>
    seat === viewer ? !seesOwnCards(s, seat) : !s.dealt || s.shown?.seat !== seat;
  const keptStock = s.dealt && s.trumpCard !== null ? 1 : 0;
  const pool: LupfenCard[] = [];
  s.hands.forEach((h, seat) => {
    if (hidden(seat)) pool.push(...h);
  });
  pool.push(...s.stock.slice(keptStock));
  const mixed = permute(pool);
  let at = 0;
  const take = (k: number): LupfenCard[] => mixed.slice(at, (at += k));
  const hands = s.hands.map((h, seat) => (hidden(seat) ? sortCards(take(h.length)) : h));
  const stock = [...s.stock.slice(0, keptStock), ...take(s.stock.length - keptStock)];
  return { ...s, hands, stock };
}
