/**
 * The Bolachen pack (32 cards, rules file "Pack and card ranking") and its orders. Card lookups go
 * through character codes, so the hot path needs no maps.
 */
import { cardsOf, type Card, type Suit } from '@arena/engine/cards';
import { RANK_ORDER, SUIT_ORDER } from './types.ts';

/** The pack in canonical order: E, G, H, S, each from A down to 7 (also the default-move order). */
export const PACK: readonly Card[] = cardsOf(SUIT_ORDER, RANK_ORDER);

const SUIT_INDEX: Readonly<Record<string, number>> = { E: 0, G: 1, H: 2, S: 3 };
/** Keyed by the second character of the card: '1' is the Ten. */
const RANK_INDEX: Readonly<Record<string, number>> = { A: 0, K: 1, O: 2, U: 3, '1': 4, '9': 5, '8': 6, '7': 7 };

export const suitOf = (card: Card): Suit => card[0] as Suit;

/** Position in the canonical order, 0 … 31. */
export function cardIndex(card: Card): number {
  return (SUIT_INDEX[card[0] as string] ?? 0) * 8 + (RANK_INDEX[card[1] as string] ?? 0);
}

/** Trick-taking strength within a suit: A = 7 … 7 = 0. */
export function strength(card: Card): number {
  return 7 - (RANK_INDEX[card[1] as string] ?? 0);
}

export const compareCards = (a: Card, b: Card): number => cardIndex(a) - cardIndex(b);

export const sortCards = (cards: readonly Card[]): Card[] => [...cards].sort(compareCards);

/** A new hand with `card` inserted at its canonical place. */
export function insertCard(hand: readonly Card[], card: Card): Card[] {
  const i = cardIndex(card);
  const out: Card[] = [];
  let placed = false;
  for (const c of hand) {
    if (!placed && cardIndex(c) > i) {
      out.push(card);
      placed = true;
    }
    out.push(c);
  }
  if (!placed) out.push(card);
  return out;
}

/** A new hand without `card`. */
export function removeCard(hand: readonly Card[], card: Card): Card[] {
  const out: Card[] = [];
  for (const c of hand) if (c !== card) out.push(c);
  return out;
}

export function hasSuit(hand: readonly Card[], suit: string): boolean {
  for (const c of hand) if (c[0] === suit) return true;
  return false;
}
