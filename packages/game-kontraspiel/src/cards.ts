/**
 * The Kontraspiel pack and its ranking (docs/rules/kontraspiel.md, section 2): 24 cards, the
 * Wenzels `EU` and `GU` always the two highest trumps, tens between Unter and Nine. Lookup tables
 * are built once so that trick play needs no string parsing.
 */
import { inserted } from '@arena/engine/arrays';
import { rankIndex, suitIndex, type Card, type Suit } from '@arena/engine/cards';
import { CANONICAL_ORDER, effectiveSuit, trumpOrder } from './types.ts';

export const SUIT_LIST: readonly Suit[] = ['E', 'G', 'H', 'S'];

/** The pack in canonical order. */
export const PACK: readonly Card[] = CANONICAL_ORDER;

const INDEX: Readonly<Record<string, number>> = Object.fromEntries(PACK.map((c, i) => [c, i]));

export function isPackCard(x: unknown): x is Card {
  return typeof x === 'string' && INDEX[x] !== undefined;
}

/**
 * Position in the canonical order (rules section 11), for cards of the pack: suits E G H S, ranks
 * A K O U 10 9 as in the engine's order, so it is read from the card's character codes.
 */
export function canonicalIndex(card: Card): number {
  return suitIndex(card) * 6 + rankIndex(card);
}

export function isSuit(x: unknown): x is Suit {
  return x === 'E' || x === 'G' || x === 'H' || x === 'S';
}

export const isWenzel = (card: Card): boolean => card === 'EU' || card === 'GU';
export const isAce = (card: Card): boolean => card[1] === 'A';
export const printedSuit = (card: Card): Suit => card[0] as Suit;

/**
 * `TRUMP_VALUE[suitIndex(trump)][canonicalIndex(card)]`: 100 + strength for trumps (higher wins), 0
 * for plain cards. Arrays by position rather than tables keyed by card strings: keyed loads of the
 * 24 card strings were among the costliest lines of trick play in the engine bench's profile.
 */
const TRUMP_VALUE: readonly (readonly number[])[] = SUIT_LIST.map((trump) => {
  const order = trumpOrder(trump);
  return PACK.map((card) => {
    const i = order.indexOf(card);
    return i < 0 ? 0 : 100 + order.length - i;
  });
});

/** Strength of a plain card inside its own suit: A 6, K 5, O 4, U 3, 10 2, 9 1. */
export function plainValue(card: Card): number {
  return 6 - rankIndex(card);
}

/** The seat offset (0 … 3, from the leader) of the card that wins these cards with `trump` as trumps. */
export function trickWinnerIndex(cards: readonly Card[], trump: Suit): number {
  const tv = TRUMP_VALUE[suitIndex(trump)] as readonly number[];
  const first = cards[0] as Card;
  const led = effectiveSuit(first, trump);
  let best = 0;
  let bestValue = valueOf(first, led, trump, tv);
  for (let i = 1; i < cards.length; i++) {
    const v = valueOf(cards[i] as Card, led, trump, tv);
    if (v > bestValue) {
      best = i;
      bestValue = v;
    }
  }
  return best;
}

function valueOf(card: Card, led: Suit, trump: Suit, tv: readonly number[]): number {
  const t = tv[canonicalIndex(card)] ?? 0;
  if (t > 0) return t;
  return effectiveSuit(card, trump) === led ? plainValue(card) : 0;
}

/** A new hand with `card` inserted in canonical order. */
export function insertCard(hand: readonly Card[], card: Card): Card[] {
  return inserted(hand, card, canonicalIndex);
}

/**
 * A new array of `cards` in canonical order. An insertion sort (stable, like `Array#sort`): a hand
 * has at most 6 cards, and every deal sorts four of them, where `sort` with a comparator closure
 * showed up in the engine bench's profile.
 */
export function sortCanonical(cards: readonly Card[]): Card[] {
  const out = cards.slice();
  for (let i = 1; i < out.length; i++) {
    const card = out[i] as Card;
    const k = canonicalIndex(card);
    let j = i;
    for (; j > 0 && canonicalIndex(out[j - 1] as Card) > k; j--) out[j] = out[j - 1] as Card;
    out[j] = card;
  }
  return out;
}
