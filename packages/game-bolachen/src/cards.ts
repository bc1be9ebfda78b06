/**
 * The Bolachen pack (32 cards, rules file "Pack and card ranking") and its orders. Card lookups go
 * through character codes, so the hot path needs no maps.
 */
import { inserted } from '@arena/engine/arrays';
import { cardIndex, cardsOf, isOfSuit, rankIndex, type Card } from '@arena/engine/cards';
import { RANK_ORDER, SUIT_ORDER } from './types.ts';

/** The pack in canonical order: E, G, H, S, each from A down to 7 (also the default-move order). */
export const PACK: readonly Card[] = cardsOf(SUIT_ORDER, RANK_ORDER);

/**
 * Position in the canonical order, 0 … 31: the canonical order is the engine's pack order, whose
 * `cardIndex` reads it from the card's character codes.
 */
export { cardIndex };

/** Trick-taking strength within a suit: A = 7 … 7 = 0. */
export function strength(card: Card): number {
  return 7 - rankIndex(card);
}

/** The cards in canonical order (a bit set over the 32 indices: no comparator, no allocation but the result). */
export function sortCards(cards: readonly Card[]): Card[] {
  let mask = 0;
  for (const c of cards) mask |= 1 << cardIndex(c);
  const out: Card[] = [];
  for (let i = 0; mask !== 0; i++, mask >>>= 1) if ((mask & 1) !== 0) out.push(PACK[i] as Card);
  return out;
}

/** The hand as a bit set over canonical indices. */
export function handMask(hand: readonly Card[]): number {
  let mask = 0;
  for (const c of hand) mask |= 1 << cardIndex(c);
  return mask;
}

/** A new hand with `card` inserted at its canonical place. */
export function insertCard(hand: readonly Card[], card: Card): Card[] {
  return inserted(hand, card, cardIndex);
}

export function hasSuit(hand: readonly Card[], suit: string): boolean {
  for (const c of hand) if (isOfSuit(c, suit)) return true;
  return false;
}
