/**
 * Cards and their notation (rules/SCENARIOS.md, "Card notation"): a card is its suit letter
 * followed by its rank, e.g. `EU` (Acorn Unter), `H10` (Heart Ten), `S7` (Bell Seven).
 * Which cards a game uses, and how they rank, is the game's business.
 */
import { err, ok, type Result } from './result.ts';

export const SUITS = ['E', 'G', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', 'K', 'O', 'U', '10', '9', '8', '7'] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Suit}${Rank}`;

export const SUIT_NAMES: Readonly<Record<Suit, string>> = { E: 'Acorns', G: 'Leaves', H: 'Hearts', S: 'Bells' };
export const RANK_NAMES: Readonly<Record<Rank, string>> = {
  A: 'Ace', K: 'King', O: 'Ober', U: 'Unter', '10': 'Ten', '9': 'Nine', '8': 'Eight', '7': 'Seven',
};

const CARD_SET: ReadonlySet<string> = new Set(SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`)));

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && CARD_SET.has(x);
}

/** Parses a card string; unknown strings give a message naming the string. */
export function parseCard(text: unknown): Result<Card, string> {
  if (isCard(text)) return ok(text);
  return err(`unknown card ${JSON.stringify(text)}`);
}

export const makeCard = (suit: Suit, rank: Rank): Card => `${suit}${rank}`;

export const suitOf = (card: Card): Suit => card[0] as Suit;
export const rankOf = (card: Card): Rank => card.slice(1) as Rank;

// Positions by character code: a card's suit letter, and its rank's first character ('1' of '10').
const SUIT_AT_CODE = new Int8Array(128);
const RANK_AT_CODE = new Int8Array(128);
SUITS.forEach((s, i) => { SUIT_AT_CODE[s.charCodeAt(0)] = i; });
RANKS.forEach((r, i) => { RANK_AT_CODE[r.charCodeAt(0)] = i; });

/**
 * The position of a card's suit in `SUITS`, of its rank in `RANKS`, and of the card in
 * `cardsOf(SUITS, RANKS)` (E A … E 7, G A … S 7). Read from character codes: the engines call these
 * for every card they look at, and a lookup in a table keyed by the card string cost about 5 ns
 * more per card in a micro-benchmark. Only for `Card` values: other strings give meaningless
 * numbers, so check a string (`isCard`, membership of a hand) first. `suitIndex` also takes a suit.
 */
export const suitIndex = (card: Card | Suit): number => SUIT_AT_CODE[card.charCodeAt(0)] as number;
export const rankIndex = (card: Card): number => RANK_AT_CODE[card.charCodeAt(1)] as number;
export const cardIndex = (card: Card): number => suitIndex(card) * 8 + rankIndex(card);

/**
 * Is `card` of the suit `suit` (a suit letter, or another card)? Compares the first character
 * codes: `card[0] === suit` makes V8 fetch a one-letter string and compare strings, about 1.4×
 * slower in a micro-benchmark of a hand's follow-suit scan.
 */
export const isOfSuit = (card: Card, suit: string): boolean => card.charCodeAt(0) === suit.charCodeAt(0);

/** Every card of the given suits and ranks, suits outermost, in the order given. */
export function cardsOf(suits: readonly Suit[], ranks: readonly Rank[]): Card[] {
  return suits.flatMap((s) => ranks.map((r) => makeCard(s, r)));
}

/** Builds a comparator that orders cards by suit (in `suitOrder`) then rank (in `rankOrder`, first = first). */
export function cardOrder(suitOrder: readonly Suit[], rankOrder: readonly Rank[]): (a: Card, b: Card) => number {
  const index = new Map<Card, number>();
  suitOrder.forEach((s, i) => rankOrder.forEach((r, j) => index.set(makeCard(s, r), i * 16 + j)));
  return (a, b) => (index.get(a) ?? 1e9) - (index.get(b) ?? 1e9);
}

/** Multiset equality of two card lists. */
export function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((c, i) => c === y[i]);
}
