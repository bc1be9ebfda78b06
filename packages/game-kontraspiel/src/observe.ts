/**
 * What each seat may see (docs/rules/kontraspiel.md, section 12), the spectators' public view,
 * and the two helpers of the conformance suite: every card wherever it lies, and the state with
 * the cards a viewer cannot see shuffled among their places.
 *
 * Hidden from a seat: the other hands (except the turn-up card, whose holder is public), the dead
 * stock `stock[1..3]`, other seats' discarded or exchanged cards, and in phase `blind` the dealer's
 * own hand.
 */
import type { Card } from '@arena/engine/cards';
import { sortCanonical } from './cards.ts';
import { legalActions } from './legal.ts';
import { baseValue } from './settle.ts';
import { patch, type DealState } from './state.ts';
import type { Observation } from './types.ts';

/** Can `viewer` (null: a spectator) see the hand of `seat`? */
function seesHand(state: DealState, viewer: number | null, seat: number): boolean {
  return viewer === seat && !(state.phase === 'blind' && seat === state.dealer);
}

function view(state: DealState, viewer: number | null): Observation {
  const own = (card: Card | null, owner: number | null): Card | null => (viewer !== null && owner === viewer ? card : null);
  return {
    seat: viewer, options: state.options, dealNumber: state.dealNumber, dealer: state.dealer, eldest: state.eldest,
    chips: state.chips, pot: state.potBefore + state.options.ante, blindBound: state.blindBound,
    phase: state.phase, toAct: state.toAct, turnUp: state.turnUp, preferred: state.preferred, turnUpHolder: state.turnUpHolder,
    hand: viewer !== null && seesHand(state, viewer, viewer) ? (state.hands[viewer] ?? []) : null,
    handSizes: state.hands.map((h) => h.length),
    discarded: own(state.discarded, state.dealer),
    exchanged: own(state.exchanged, state.contra),
    soloist: state.soloist, trump: state.trump, contract: state.contract, contra: state.contra, recontra: state.recontra,
    base: state.soloist === null ? null : baseValue(state),
    tricks: state.tricks,
    currentTrick: state.phase === 'play' ? { leader: state.leader, cards: state.trick } : null,
    trickCounts: state.trickCounts, history: state.history,
    legal: viewer !== null && viewer === state.toAct ? legalActions(state) : [],
  };
}

export const observe = (state: DealState, seat: number): Observation => view(state, seat);
export const spectatorView = (state: DealState): Observation => view(state, null);

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
