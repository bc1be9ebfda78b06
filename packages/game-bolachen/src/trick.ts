/**
 * Trick resolution and the duty to follow suit (rules file, "play" and "Trick resolution").
 */
import { isOfSuit, type Card, type Suit } from '@arena/engine/cards';
import { hasSuit, strength } from './cards.ts';
import type { DealState } from './state.ts';

/** Does `card` beat `best`, the card currently winning (always of the suit led or a trump)? */
function beats(card: Card, best: Card, trump: Suit | null): boolean {
  if (isOfSuit(card, best)) return strength(card) > strength(best);
  return trump !== null && isOfSuit(card, trump);
}

/** Index (in play order) of the card winning the cards played so far. */
export function winningIndex(cards: readonly Card[], trump: Suit | null): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    if (beats(cards[i] as Card, cards[best] as Card, trump)) best = i;
  }
  return best;
}

/**
 * Partner exemption: a defender playing third is free of the duty to follow suit when his fellow
 * defender's card is currently winning (option `defenderExemption`).
 */
export function isExempt(state: DealState, seat: number): boolean {
  if (!state.options.defenderExemption || state.trick.length !== 2 || seat === state.declarer) return false;
  const winner = ((state.leader ?? 0) + winningIndex(state.trick, state.trump)) % 3;
  return winner !== state.declarer;
}

/** The suit `seat` must play to the current trick, or null when any card of his hand is allowed. */
export function requiredSuit(state: DealState, seat: number): string | null {
  const first = state.trick[0];
  if (first === undefined) return null;
  const led = first[0] as string;
  const hand = state.hands[seat] ?? [];
  if (!hasSuit(hand, led)) return null;
  return isExempt(state, seat) ? null : led;
}
