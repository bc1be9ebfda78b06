/**
 * The public types of Bolachen (docs/rules/bolachen.md) for bot authors: options, the action
 * vocabulary, the observation a seat receives, and the small orders a bot needs (contract ranking,
 * card order). Type-only imports plus plain constants: safe to bundle into a bot.
 */
import type { Card, Suit } from '@arena/engine/cards';

export type { Card, Suit };

/** Table options (rules file, "Options"); every field has its default filled in. */
export interface Options {
  /** Multiplies every contract value (Brand 1, Bettel 2, Mord 3). Integer ≥ 1, default 1. */
  readonly stake: number;
  /** In Bettel and Mord the declarer may demand one card before the Doppler exchange. Default true. */
  readonly cardDemand: boolean;
  /** The partner exemption from following suit. Default true. */
  readonly defenderExemption: boolean;
  /** Arena only: deals per match, a positive multiple of 3. Default 12. */
  readonly matchDeals: number;
}

/** The contracts, lowest first (rank 1 … 6 in the rules file's "Contract ranking"). */
export const CONTRACT_IDS = ['acorn-brand', 'leaf-brand', 'bell-brand', 'heart-brand', 'bettel', 'mord'] as const;
export type ContractId = (typeof CONTRACT_IDS)[number];

/** Rank of each contract: higher is a higher contract. */
export const CONTRACT_RANK: Readonly<Record<ContractId, number>> = {
  'acorn-brand': 1, 'leaf-brand': 2, 'bell-brand': 3, 'heart-brand': 4, bettel: 5, mord: 6,
};

/** Base value of each contract (Brand 1, Bettel 2, Mord 3); multiplied by `stake`. */
export const BASE_VALUE: Readonly<Record<ContractId, number>> = {
  'acorn-brand': 1, 'leaf-brand': 1, 'bell-brand': 1, 'heart-brand': 1, bettel: 2, mord: 3,
};

/** The Brand of each trump suit. */
export const BRAND_OF_SUIT: Readonly<Record<Suit, ContractId>> = {
  E: 'acorn-brand', G: 'leaf-brand', S: 'bell-brand', H: 'heart-brand',
};

/** Suits in bidding order, lowest first: Acorns, Leaves, Bells, Hearts. */
export const TRUMP_SUIT_ORDER: readonly Suit[] = ['E', 'G', 'S', 'H'];

/** What the declarer declares in phase 3 (the Brand's suit is named later). */
export const DECLARATIONS = ['brand', 'bettel', 'mord'] as const;
export type Declaration = (typeof DECLARATIONS)[number];

/** Trick-taking rank within every suit, highest first. */
export const RANK_ORDER = ['A', 'K', 'O', 'U', '10', '9', '8', '7'] as const;

/** The canonical card order of this package: suits E, G, H, S, each from A down to 7. */
export const SUIT_ORDER: readonly Suit[] = ['E', 'G', 'H', 'S'];

export type Action =
  | { readonly type: 'announce' }
  | { readonly type: 'pass' }
  | { readonly type: 'bid'; readonly contract: ContractId }
  | { readonly type: 'declare'; readonly contract: Declaration }
  | { readonly type: 'demand'; readonly card: Card; readonly give: Card }
  | { readonly type: 'no-demand' }
  | { readonly type: 'discard'; readonly cards: readonly [Card, Card] }
  | { readonly type: 'trump'; readonly suit: Suit }
  | { readonly type: 'play'; readonly card: Card };

export type ActionType = Action['type'];

/** Why an action was refused: the `code` of a `RuleError`, naming the rule. */
export type RuleCode =
  | 'not-your-turn' | 'deal-over' | 'unknown-action' | 'no-such-card' | 'bad-action' | 'wrong-phase'
  | 'forehand-must-bid' | 'must-outbid' | 'bid-too-low' | 'declare-below-bid'
  | 'card-demand-off' | 'demand-only-in-bettel-mord' | 'one-demand-only' | 'demand-own-card' | 'give-not-in-hand'
  | 'discard-same-card' | 'card-not-in-hand' | 'trump-below-bid' | 'must-follow-suit';

/** Action types in the order `compareActions` sorts them. */
export const ACTION_TYPES: readonly ActionType[] = ['pass', 'announce', 'bid', 'declare', 'no-demand', 'demand', 'discard', 'trump', 'play'];

/**
 * The phases of a deal (rules file, "Phases of a deal"): `announce` (1), `bidding` (2), `declare`
 * (3), `demand` (4), `discard` (5, the Doppler is already in the declarer's hand), `trump` (6),
 * `play` (7) and `over` (settled automatically).
 */
export const PHASES = ['announce', 'bidding', 'declare', 'demand', 'discard', 'trump', 'play', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** One public call of the auction: `announce` or `pass` (phase 1), `bid` or `pass` (phase 2). */
export interface Call {
  readonly seat: number;
  readonly type: 'announce' | 'pass' | 'bid';
  /** The contract of a `bid`, otherwise null. */
  readonly contract: ContractId | null;
}

/** A completed trick: the cards in the order played, starting with the leader's. */
export interface PlayedTrick {
  readonly leader: number;
  readonly cards: readonly Card[];
  readonly winner: number;
}

/** The demand as a seat sees it: `give` only for the declarer and the defender who received it. */
export interface DemandView {
  readonly card: Card;
  /** The seat that handed the card over, or null when no opponent held it (it lay in the Doppler). */
  readonly from: number | null;
  /** The card the declarer offered in exchange: shown to the declarer and the opponent who received it, else null. */
  readonly give: Card | null;
}

/** What one seat may see (rules file, "What each seat may see"); its legal actions come beside it. */
export interface Observation {
  readonly seat: number;
  readonly dealer: number;
  readonly options: Options;
  /** Balances at the start of this deal. */
  readonly chips: readonly number[];
  readonly phase: Phase;
  readonly toAct: number | null;
  /** This seat's own cards in canonical order. */
  readonly hand: readonly Card[];
  readonly handSizes: readonly number[];
  readonly calls: readonly Call[];
  /** The current highest bid of phase 2 (null before any bid). */
  readonly highBid: ContractId | null;
  readonly declarer: number | null;
  readonly bid: ContractId | null;
  readonly forced: boolean;
  readonly declared: Declaration | null;
  readonly demand: DemandView | null;
  /** The two Doppler cards: only for the declarer, once he has picked them up. */
  readonly doppler: readonly Card[] | null;
  /** The two discards: only for the declarer, once he has discarded. */
  readonly discards: readonly Card[] | null;
  readonly discarded: boolean;
  readonly trump: Suit | null;
  /** The contract once fixed (Bettel/Mord at the declaration, a Brand when trumps are named). */
  readonly contract: ContractId | null;
  /** The leader of the current trick, and the cards played to it so far. */
  readonly leader: number | null;
  readonly trick: readonly Card[];
  readonly played: readonly PlayedTrick[];
  /** Tricks taken so far, per seat. */
  readonly tricks: readonly number[];
}
