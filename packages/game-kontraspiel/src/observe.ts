/**
 * What each seat may see (docs/rules/kontraspiel.md, section 12), the table as a seat, spectators or a replay see it,
 * and the two helpers of the conformance suite: every card wherever it lies, and the state with
 * the cards a viewer cannot see shuffled among their places.
 *
 * Hidden from a seat: the other hands (except the turn-up card, whose holder is public), the dead
 * stock `stock[1..3]`, other seats' discarded or exchanged cards, and in phase `blind` the dealer's
 * own hand.
 */
import type { Card } from '@arena/engine/cards';
import { openTrick, trickOfCards, type ActionKind, type TableView, type TableViewer } from '@arena/engine/table-view';
import { sortCanonical } from './cards.ts';
import { baseValue } from './settle.ts';
import { patch, type DealState } from './state.ts';
import type { Action, Observation } from './types.ts';

/** Can `viewer` see the hand of `seat`? */
function seesHand(state: DealState, viewer: TableViewer, seat: number): boolean {
  return viewer === 'all' || (viewer === seat && !(state.phase === 'blind' && seat === state.dealer));
}

export function observe(state: DealState, viewer: number): Observation {
  const own = (card: Card | null, owner: number | null): Card | null => (owner === viewer ? card : null);
  return {
    seat: viewer, options: state.options, dealNumber: state.dealNumber, dealer: state.dealer, eldest: state.eldest,
    chips: state.chips, pot: state.potBefore + state.options.ante, blindBound: state.blindBound,
    phase: state.phase, toAct: state.toAct, turnUp: state.turnUp, preferred: state.preferred, turnUpHolder: state.turnUpHolder,
    hand: seesHand(state, viewer, viewer) ? (state.hands[viewer] ?? []) : null,
    handSizes: state.hands.map((h) => h.length),
    discarded: own(state.discarded, state.dealer),
    exchanged: own(state.exchanged, state.contra),
    soloist: state.soloist, trump: state.trump, contract: state.contract, contra: state.contra, recontra: state.recontra,
    base: state.soloist === null ? null : baseValue(state),
    tricks: state.tricks,
    currentTrick: state.phase === 'play' ? { leader: state.leader, cards: state.trick } : null,
    trickCounts: state.trickCounts, history: state.history,
  };
}

/** The table as `viewer` sees it: the hands it may see, the tricks, the turn-up (public, wherever it lies). */
export function tableView(state: DealState, viewer: TableViewer): TableView {
  const seats = state.hands.length;
  return {
    phase: state.phase, toAct: state.toAct, dealer: state.dealer, pot: state.potBefore + state.options.ante,
    seats: state.hands.map((hand, seat) => ({
      hand: seesHand(state, viewer, seat) ? hand : null, handSize: hand.length, chips: state.chips[seat] ?? 0, tricksTaken: state.trickCounts[seat] ?? 0,
    })),
    trick: state.phase === 'play' ? openTrick(state.leader, state.trick, seats) : null,
    tricks: state.tricks.map((t) => trickOfCards(t.leader, t.cards, seats, t.winner)),
    faceUp: [{ label: 'Turn-up', cards: [state.turnUp] }],
  };
}

export const actionKind = (action: Action): ActionKind => (action.type === 'play' ? 'card' : 'call');

/** Every card of the deal: hands, turn-up on the table, dead stock, discards, tricks. */
export function cardsInPlay(state: DealState): readonly Card[] {
  const out: Card[] = [];
  for (const h of state.hands) out.push(...h);
  if (state.turnUpHolder === null) out.push(state.turnUp);
  out.push(...state.dead);
  if (state.discarded !== null) out.push(state.discarded);
  if (state.exchanged !== null) out.push(state.exchanged);
  for (const t of state.tricks) out.push(...t.cards);
  out.push(...state.trick);
  return out;
}

/** Hidden part of seat `s`'s hand for `viewer`: all of it, less the turn-up card whose holder is public. */
function hiddenOfHand(state: DealState, viewer: number, s: number): readonly Card[] {
  const hand = state.hands[s] ?? [];
  if (seesHand(state, viewer, s)) return [];
  return state.turnUpHolder === s ? hand.filter((c) => c !== state.turnUp) : hand;
}

/** The cards `viewer` cannot see, redistributed among their places by `permute`. */
export function swapHiddenCards(state: DealState, viewer: number, permute: <T>(items: readonly T[]) => T[]): DealState {
  const handParts = state.hands.map((_, s) => hiddenOfHand(state, viewer, s));
  const discardHidden = state.discarded !== null && viewer !== state.dealer;
  const exchangeHidden = state.exchanged !== null && viewer !== state.contra;
  const pool: Card[] = [...handParts.flat(), ...state.dead];
  if (discardHidden) pool.push(state.discarded);
  if (exchangeHidden) pool.push(state.exchanged);
  const shuffled = permute(pool);
  let next = 0;
  const take = (n: number): Card[] => {
    const part = shuffled.slice(next, next + n);
    next += n;
    return part;
  };
  const hands = state.hands.map((hand, s) => {
    const n = handParts[s]?.length ?? 0;
    if (n === 0) return hand;
    return sortCanonical([...take(n), ...hand.filter((c) => !(handParts[s] ?? []).includes(c))]);
  });
  const dead = take(state.dead.length);
  const discarded = discardHidden ? (take(1)[0] ?? null) : state.discarded;
  const exchanged = exchangeHidden ? (take(1)[0] ?? null) : state.exchanged;
  return patch(state, { hands, dead, discarded, exchanged });
}
