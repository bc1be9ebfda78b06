/**
 * The packs of Kein Stich and the ranking (docs/rules/kein-stich.md sections 2 and 12): one ranking
 * `A K O U 10 9 8 7` in every context, canonical order suits `E G H S` then that ranking. Positions
 * come from the engine's character-code lookups, so the hot path (legal moves, trick winners) does
 * no string parsing and no keyed table lookups.
 */
import { cardIndex, cardsOf, rankIndex, suitIndex, type Card, type Suit } from '@arena/engine/cards';
import { RANK_ORDER, SUIT_ORDER } from './types.ts';

/** All 32 cards in canonical order (section 2). */
export const ALL_CARDS: readonly Card[] = cardsOf(SUIT_ORDER, RANK_ORDER);

// The canonical order is the engine's pack order, so its `cardIndex` (position 0 … 31), `suitIndex`
// (0 … 3 in E G H S) and `rankIndex` (0 = Ace, the highest, 3 = Unter, 7 = Seven) serve here.

export const UNTER_RANK = 3;

/** The card of suit index `suit` and rank index `rank`. */
export function cardAt(suit: number, rank: number): Card {
  const card = ALL_CARDS[suit * 8 + rank];
  if (card === undefined) throw new Error(`invariant broken: no card at ${suit}/${rank}`);
  return card;
}

export const suitLetter = (suit: number): Suit => SUIT_ORDER[suit] ?? 'E';

/** Is `card` in the pack for `seats` players (section 12)? */
export function isInPack(seats: number, card: Card): boolean {
  const rank = rankIndex(card);
  if (seats === 3) return rank <= 5;
  if (seats >= 5) return rank <= 6 || suitIndex(card) >= 2;
  return true;
}

const PACKS: readonly (readonly Card[])[] = [3, 4, 5, 6].map((n) => ALL_CARDS.filter((c) => isInPack(n, c)));

/** The pack for `seats` players in canonical order: 24, 32, 30 or 30 cards. */
export function packFor(seats: number): readonly Card[] {
  const pack = PACKS[seats - 3];
  if (pack === undefined) throw new Error(`invariant broken: kein-stich has no pack for ${seats} seats`);
  return pack;
}

/** Hand size h = number of tricks T (section 12). */
export function handSize(seats: number): number {
  return packFor(seats).length / seats;
}

export const compareCards = (a: Card, b: Card): number => cardIndex(a) - cardIndex(b);

/** A new array of the cards in canonical order. */
export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort(compareCards);
}

/** The Max card (section 2): `HK`, or `GO` with option `schwarzeSau`. */
export const maxCard = (schwarzeSau: boolean): Card => (schwarzeSau ? 'GO' : 'HK');
