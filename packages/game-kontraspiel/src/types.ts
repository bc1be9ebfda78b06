/**
 * Public types of Kontraspiel (docs/rules/kontraspiel.md) for bot authors: the options, the action
 * vocabulary, the observation a seat receives, and the card orders of the game. Type-only imports;
 * the few runtime values here are plain constants.
 */
import type { Card, Suit } from '@arena/engine/cards';

export type { Card, Suit };

/** The table options (rules section 10). */
export interface Options {
  readonly ante: number;
  readonly baseMax: number;
  readonly startPot: number;
  readonly startBound: readonly boolean[];
  readonly wenzelTurnUp: 'automatic' | 'choice';
  readonly aceTurnUp: boolean;
  readonly blindTakeBinds: boolean;
  readonly announce: boolean;
  readonly contra: boolean;
  readonly contraExchange: boolean;
  readonly recontra: boolean;
  readonly deals: number;
}

/** How the final soloist got the game (rules section 13). */
export type Contract = 'turn-up' | 'first-round' | 'second-round' | 'announced';

/** The phases of a deal (rules section 4). */
export const PHASES = [
  'blind', 'discard', 'first-round', 'second-round', 'announce', 'contra-window', 'recontra-window', 'play', 'over',
] as const;
export type Phase = (typeof PHASES)[number];

/** The action types, in the order `compareActions` sorts them. */
export const ACTION_TYPES = ['pass', 'take', 'discard', 'accept', 'choose', 'announce', 'contra', 'recontra', 'play'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** The action vocabulary (rules section 5). */
export type Action =
  | { readonly type: 'pass' }
  | { readonly type: 'take' }
  | { readonly type: 'discard'; readonly card: Card }
  | { readonly type: 'accept' }
  | { readonly type: 'choose'; readonly suit: Suit }
  | { readonly type: 'announce'; readonly suit: Suit }
  | { readonly type: 'contra'; readonly exchange?: Card }
  | { readonly type: 'recontra' }
  | { readonly type: 'play'; readonly card: Card };

/** An action as every seat may see it: the discarded card and the exchanged-away card are hidden. */
export type PublicAction =
  | { readonly type: 'pass' }
  | { readonly type: 'take' }
  | { readonly type: 'discard' }
  | { readonly type: 'accept' }
  | { readonly type: 'choose'; readonly suit: Suit }
  | { readonly type: 'announce'; readonly suit: Suit }
  | { readonly type: 'contra'; readonly exchanged: boolean }
  | { readonly type: 'recontra' }
  | { readonly type: 'play'; readonly card: Card };

/** A decision other than a card play (plays are in `tricks`), and how many tricks were complete when it was made. */
export interface HistoryEntry {
  readonly seat: number;
  readonly action: PublicAction;
  readonly tricksDone: number;
}

/** A completed trick: the cards in the order played, starting with the leader's. */
export interface Trick {
  readonly leader: number;
  readonly cards: readonly Card[];
  readonly winner: number;
}

/** What one seat may see (rules section 12); its legal actions come beside it, in the bot's envelope. */
export interface Observation {
  readonly seat: number;
  readonly options: Options;
  readonly dealNumber: number;
  readonly dealer: number;
  readonly eldest: number;
  /** Every seat's chips before this deal. */
  readonly chips: readonly number[];
  /** The pot during the deal: the pot before it plus the dealer's ante. */
  readonly pot: number;
  /** The `blindBound` flags before this deal. */
  readonly blindBound: readonly boolean[];
  readonly phase: Phase;
  readonly toAct: number | null;
  readonly turnUp: Card;
  readonly preferred: Suit;
  /** Who took the turn-up card into his hand (the dealer, or a contra player who exchanged); null while it lies on the table. */
  readonly turnUpHolder: number | null;
  /** The viewer's own hand, canonical order; null for the dealer in phase `blind`. */
  readonly hand: readonly Card[] | null;
  readonly handSizes: readonly number[];
  /** The card the viewer discarded (dealer) or exchanged away (contra player); null otherwise. */
  readonly discarded: Card | null;
  readonly exchanged: Card | null;
  readonly soloist: number | null;
  readonly trump: Suit | null;
  readonly contract: Contract | null;
  readonly contra: number | null;
  readonly recontra: number | null;
  /** The base value once a soloist exists, else null. */
  readonly base: number | null;
  readonly tricks: readonly Trick[];
  /** The trick being played: its leader and the cards played so far (null outside trick play). */
  readonly currentTrick: { readonly leader: number; readonly cards: readonly Card[] } | null;
  readonly trickCounts: readonly number[];
  readonly history: readonly HistoryEntry[];
}

/** The canonical card order (rules section 11): printed suit E G H S, then A K O U 10 9. */
export const CANONICAL_ORDER: readonly Card[] = [
  'EA', 'EK', 'EO', 'EU', 'E10', 'E9', 'GA', 'GK', 'GO', 'GU', 'G10', 'G9',
  'HA', 'HK', 'HO', 'HU', 'H10', 'H9', 'SA', 'SK', 'SO', 'SU', 'S10', 'S9',
];

/** The Wenzels: always the two highest trumps, `EU` above `GU`. */
export const WENZELS: readonly Card[] = ['EU', 'GU'];

/** The trumps of each trump suit, high to low (rules section 2). */
export function trumpOrder(trump: Suit): readonly Card[] {
  const own = (['A', 'K', 'O', 'U', '10', '9'] as const).map((r) => `${trump}${r}` as Card).filter((c) => !WENZELS.includes(c));
  return [...WENZELS, ...own];
}

/** The effective suit of a card when `trump` is trumps: the Wenzels belong to the trump suit. */
export function effectiveSuit(card: Card, trump: Suit): Suit {
  return card === 'EU' || card === 'GU' ? trump : (card[0] as Suit);
}

/** Why an action was refused (`RuleError.code`): every code this game uses, and no other. */
export type KontraspielRuleCode =
  | 'bad-action' | 'cannot-announce-preferred-suit' | 'cannot-discard-turn-up'
  | 'card-not-in-hand' | 'deal-over' | 'exchange-not-allowed'
  | 'exchange-only-against-first-round-solo' | 'exchange-only-before-first-trick'
  | 'must-follow-suit' | 'no-such-card' | 'not-your-turn' | 'only-eldest-may-choose-preferred'
  | 'turn-up-not-on-table' | 'unknown-action' | 'wrong-phase';
