/**
 * The Lupfen pack and its ranking (docs/rules/lupfen.md, section 2 and 7): 20 cards, A > 10 > K > O > U
 * in every suit, the trump suit beats every other suit, the highest card of the suit led wins
 * otherwise. Canonical order (pack order, sort order of hands and actions): suits E G H S, ranks
 * A 10 K O U.
 */
import { suitIndex } from '@arena/engine/cards';
import { LUPFEN_RANKS, LUPFEN_SUITS, type LupfenCard, type LupfenSuit, type Play } from './types.ts';

export const PACK: readonly LupfenCard[] = LUPFEN_SUITS.flatMap((s) => LUPFEN_RANKS.map((r): LupfenCard => `${s}${r}`));

const CARDS: ReadonlySet<string> = new Set(PACK);

export function isLupfenCard(x: unknown): x is LupfenCard {
  return typeof x === 'string' && CARDS.has(x);
}

/**
 * A card's rank position in `LUPFEN_RANKS` (A 0 … U 4) by the character code after its suit letter
 * ('1' of '10'). Positions are read from character codes rather than from tables keyed by the card
 * strings: such keyed loads were the costliest lines of trick play in the Kein Stich and Kontraspiel
 * profiles of the engine bench. For cards of the pack only (check a string with `isLupfenCard` first).
 */
const RANK_AT_CODE = new Int8Array(128);
LUPFEN_RANKS.forEach((r, i) => { RANK_AT_CODE[r.charCodeAt(0)] = i; });
const rankPosition = (card: LupfenCard): number => RANK_AT_CODE[card.charCodeAt(1)] as number;

/** Position in the canonical order (0 = EA … 19 = SU). */
export const cardIndex = (card: LupfenCard): number => suitIndex(card) * 5 + rankPosition(card);

/** Rank strength: A 4, 10 3, K 2, O 1, U 0. */
export const strength = (card: LupfenCard): number => 4 - rankPosition(card);

export const suitOf = (card: LupfenCard): LupfenSuit => card[0] as LupfenSuit;

export const isUnter = (card: LupfenCard): boolean => strength(card) === 0;
export const isOber = (card: LupfenCard): boolean => strength(card) === 1;
export const isAce = (card: LupfenCard): boolean => strength(card) === 4;

/** Sorts a fresh (unshared) array of cards into canonical order; insertion sort, hands are tiny. */
export function sortInPlace(cards: LupfenCard[]): LupfenCard[] {
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as LupfenCard;
    let j = i - 1;
    const k = cardIndex(c);
    for (; j >= 0 && cardIndex(cards[j] as LupfenCard) > k; j--) cards[j + 1] = cards[j] as LupfenCard;
    cards[j + 1] = c;
  }
  return cards;
}

/** A new array of the cards in canonical order. */
export const sortCards = (cards: readonly LupfenCard[]): LupfenCard[] => sortInPlace(cards.slice());

/** Does the hand hold a card of `suit` (a suit letter)? */
export function holdsSuit(hand: readonly LupfenCard[], suit: string): boolean {
  for (const c of hand) if (c[0] === suit) return true;
  return false;
}

/** All three cards Unters (section 9.1). */
export const isThreeUnters = (hand: readonly LupfenCard[]): boolean =>
  hand.length === 3 && isUnter(hand[0] as LupfenCard) && isUnter(hand[1] as LupfenCard) && isUnter(hand[2] as LupfenCard);

/** Exactly two Unters and one Ober (section 9.2). */
export function isVerworfenHand(hand: readonly LupfenCard[]): boolean {
  if (hand.length !== 3) return false;
  let unters = 0;
  let obers = 0;
  for (const c of hand) {
    if (isUnter(c)) unters++;
    else if (isOber(c)) obers++;
  }
  return unters === 2 && obers === 1;
}

/** Three cards of one suit (section 9.3). */
export const isStaender = (hand: readonly LupfenCard[]): boolean =>
  hand.length === 3 && (hand[0] as string)[0] === (hand[1] as string)[0] && (hand[0] as string)[0] === (hand[2] as string)[0];

/** The seat that wins a complete trick (section 7). */
export function trickWinner(plays: readonly Play[], trump: string): number {
  const first = plays[0];
  if (!first) throw new Error('invariant broken: empty trick');
  let best = first;
  for (const p of plays) {
    const bestTrump = best.card[0] === trump;
    const isTrump = p.card[0] === trump;
    if (isTrump && !bestTrump) best = p;
    else if (p.card[0] === best.card[0] && strength(p.card) > strength(best.card)) best = p;
  }
  return best.seat;
}
