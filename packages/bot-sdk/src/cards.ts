/**
 * Card helpers for bots: notation (rules/SCENARIOS.md) and rank comparisons under any game's rank
 * order. Every game module of the SDK exports its own `RANK_ORDER` (highest first) to pass in.
 */
import { isCard, parseCard, rankOf, suitOf, type Card, type Rank, type Suit } from '@arena/engine/cards';

export { isCard, parseCard, rankOf, suitOf };
export type { Card, Rank, Suit };

/** Position of the card's rank in `order` (0 = highest); cards of ranks not in `order` sort last. */
export function rankIndex(card: Card, order: readonly string[]): number {
  const i = order.indexOf(rankOf(card));
  return i < 0 ? order.length : i;
}

/** Does `a` outrank `b` under `order` (highest first)? Suits are not compared. */
export function outranks(a: Card, b: Card, order: readonly string[]): boolean {
  return rankIndex(a, order) < rankIndex(b, order);
}

/** The cards of `hand` in `suit`. */
export function ofSuit<C extends Card>(hand: readonly C[], suit: Suit): C[] {
  return hand.filter((c) => suitOf(c) === suit);
}

/** The highest card of a non-empty list under `order`. */
export function highest<C extends Card>(cards: readonly C[], order: readonly string[]): C {
  return pick(cards, order, (a, b) => a < b);
}

/** The lowest card of a non-empty list under `order`. */
export function lowest<C extends Card>(cards: readonly C[], order: readonly string[]): C {
  return pick(cards, order, (a, b) => a > b);
}

function pick<C extends Card>(cards: readonly C[], order: readonly string[], better: (a: number, b: number) => boolean): C {
  const [first, ...rest] = cards;
  if (first === undefined) throw new RangeError('no cards to choose from');
  return rest.reduce((best, c) => (better(rankIndex(c, order), rankIndex(best, order)) ? c : best), first);
}
