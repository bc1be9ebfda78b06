/**
 * The action objects, built once (legal-action lists share them, so the hot path allocates no
 * actions), and `compareActions`, the total order `legalActions` is sorted by: action type in
 * `ACTION_TYPES` order, then contract rank, declaration, card (canonical order) or suit in bidding
 * order. A discard is a set of two cards: it is compared, and listed, with its cards in canonical
 * order.
 */
import type { Card, Suit } from '@arena/engine/cards';
import { cardIndex, PACK } from './cards.ts';
import {
  ACTION_TYPES, CONTRACT_IDS, CONTRACT_RANK, DECLARATIONS, TRUMP_SUIT_ORDER,
  type Action, type ActionType, type ContractId, type Declaration,
} from './types.ts';

export const PASS: Action = Object.freeze({ type: 'pass' });
export const ANNOUNCE: Action = Object.freeze({ type: 'announce' });
export const NO_DEMAND: Action = Object.freeze({ type: 'no-demand' });

export const BIDS: readonly Action[] = CONTRACT_IDS.map((contract) => Object.freeze({ type: 'bid' as const, contract }));
export const DECLARES: readonly Action[] = DECLARATIONS.map((contract) => Object.freeze({ type: 'declare' as const, contract }));
export const TRUMPS: readonly Action[] = TRUMP_SUIT_ORDER.map((suit) => Object.freeze({ type: 'trump' as const, suit }));
/** Indexed by `cardIndex`. */
export const PLAYS: readonly Action[] = PACK.map((card) => Object.freeze({ type: 'play' as const, card }));
/** `DEMANDS[cardIndex(card)][cardIndex(give)]`. */
export const DEMANDS: readonly (readonly Action[])[] = PACK.map((card) => PACK.map((give) => Object.freeze({ type: 'demand' as const, card, give })));
/** `DISCARDS[i][j]` for canonical indices `i ≤ j` (the pair with itself is illegal, kept for candidates). */
export const DISCARDS: readonly (readonly Action[])[] = PACK.map((a, i) =>
  PACK.map((b, j) => Object.freeze({ type: 'discard' as const, cards: Object.freeze<[Card, Card]>(i <= j ? [a, b] : [b, a]) })),
);

export const bidAction = (contract: ContractId): Action => BIDS[CONTRACT_RANK[contract] - 1] as Action;
export const declareAction = (d: Declaration): Action => DECLARES[DECLARATIONS.indexOf(d)] as Action;
export const playAction = (card: Card): Action => PLAYS[cardIndex(card)] as Action;
export const demandAction = (card: Card, give: Card): Action => (DEMANDS[cardIndex(card)] as Action[])[cardIndex(give)] as Action;
export const discardAction = (a: Card, b: Card): Action => (DISCARDS[cardIndex(a)] as Action[])[cardIndex(b)] as Action;

const TYPE_INDEX = new Map<ActionType, number>(ACTION_TYPES.map((t, i) => [t, i]));
const suitRank = (s: Suit): number => TRUMP_SUIT_ORDER.indexOf(s);

function pairKey(cards: readonly [Card, Card]): number {
  const a = cardIndex(cards[0]);
  const b = cardIndex(cards[1]);
  return a <= b ? a * 32 + b : b * 32 + a;
}

/** Orders two actions of the same type. */
function compareSameType(a: Action, b: Action): number {
  switch (a.type) {
    case 'bid': return b.type === 'bid' ? CONTRACT_RANK[a.contract] - CONTRACT_RANK[b.contract] : 0;
    case 'declare': return b.type === 'declare' ? DECLARATIONS.indexOf(a.contract) - DECLARATIONS.indexOf(b.contract) : 0;
    case 'demand':
      return b.type === 'demand' ? cardIndex(a.card) * 32 + cardIndex(a.give) - (cardIndex(b.card) * 32 + cardIndex(b.give)) : 0;
    case 'discard': return b.type === 'discard' ? pairKey(a.cards) - pairKey(b.cards) : 0;
    case 'trump': return b.type === 'trump' ? suitRank(a.suit) - suitRank(b.suit) : 0;
    case 'play': return b.type === 'play' ? cardIndex(a.card) - cardIndex(b.card) : 0;
    case 'pass': case 'announce': case 'no-demand': return 0;
  }
}

export function compareActions(a: Action, b: Action): number {
  const byType = (TYPE_INDEX.get(a.type) ?? 0) - (TYPE_INDEX.get(b.type) ?? 0);
  return byType !== 0 ? byType : compareSameType(a, b);
}
