/**
 * The public types of Lupfen (docs/rules/lupfen.md) that a bot author needs: the options, the action
 * vocabulary, the observation a seat receives, and the card order of the game. Re-exported for the
 * bot SDK; nothing here touches I/O.
 */

/** Suits in the canonical order (E Acorns, G Leaves, H Hearts, S Bells). */
export const LUPFEN_SUITS = ['E', 'G', 'H', 'S'] as const;
export type LupfenSuit = (typeof LUPFEN_SUITS)[number];

/** Ranks from high to low: A > 10 > K > O > U (rules section 2), also in the trump suit. */
export const LUPFEN_RANKS = ['A', '10', 'K', 'O', 'U'] as const;
export type LupfenRank = (typeof LUPFEN_RANKS)[number];

/** One of the 20 cards, e.g. `EA`, `H10`, `SU`. */
export type LupfenCard = `${LupfenSuit}${LupfenRank}`;

/** The table's options (rules section 10), defaults filled in. */
export interface Options {
  /** Paid by every seat at the start of each forced round; `seats × ante` is a multiple of 3. */
  readonly ante: number;
  /** Paid before every deal by the seat holding the deal; a multiple of 3, 0 = none. */
  readonly dealerFee: number;
  /** The seat holding the deal may push it to its left (needs `dealerFee` > 0). */
  readonly schieben: boolean;
  /** A lupfed Heart trump card makes every seat the mit phase would ask a participant. */
  readonly heartsCompulsory: boolean;
  /** A seat with two or more Aces may not pass in the lupf phase. */
  readonly twoAcesMustLupf: boolean;
  /** Seats see their cards in a Lupfen round only after `look`; a blind lupf doubles the loss payment. */
  readonly blindLupf: boolean;
  /** Passing the lupf drops the seat out of the deal. */
  readonly passIsFinal: boolean;
  /** Cap on the loss payment (before the blind doubling); 0 = no cap (scenarios only). */
  readonly payLimit: number;
  /** Chips in the pot before the first deal (scenarios; arena matches use 0). */
  readonly startPot: number;
  /** Arena: regular match length in turns of the deal. */
  readonly matchRounds: number;
  /** Arena: at most this many further turns of the deal to empty the pot. */
  readonly extraRounds: number;
}

/** Action types in the order `compareActions` sorts them. */
export const ACTION_TYPES = ['deal', 'push', 'look', 'blind-lupf', 'lupf', 'pass', 'mit', 'play', 'verworfen'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type Action =
  | { readonly type: 'deal' }
  | { readonly type: 'push' }
  | { readonly type: 'look' }
  | { readonly type: 'blind-lupf' }
  | { readonly type: 'lupf' }
  | { readonly type: 'pass' }
  | { readonly type: 'mit' }
  | { readonly type: 'play'; readonly card: LupfenCard }
  | { readonly type: 'verworfen' };

/**
 * Why `applyAction` refused an action (`RuleError.code`); `parseAction` adds `unknown-action`,
 * `no-such-card` and `bad-action` for objects that are not actions at all.
 */
export type LupfenRuleCode =
  | 'deal-over' | 'not-your-turn' | 'wrong-phase' | 'push-limit-reached' | 'blind-lupf-not-enabled'
  | 'already-looked' | 'must-look-first' | 'must-lupf-two-aces' | 'card-not-in-hand' | 'must-follow-suit'
  | 'must-trump' | 'verworfen-only-first-trick' | 'verworfen-needs-two-unters-one-ober';

/** A non-card decision, as every seat sees it (push/deal, lupf phase, mit phase). */
export type CallType = 'deal' | 'push' | 'look' | 'blind-lupf' | 'lupf' | 'pass' | 'mit';
export interface Call {
  readonly seat: number;
  readonly type: CallType;
}

/** Phases of a deal that wait for a decision, plus `over`. */
export type Phase = 'schieben' | 'lupf' | 'mit' | 'play' | 'over';
export type DealKind = 'forced' | 'lupfen';
export type DealResult = 'played' | 'three-unters' | 'uncontested' | 'passed-out' | 'verworfen';

export interface Play {
  readonly seat: number;
  readonly card: LupfenCard;
}

export interface Trick {
  readonly leader: number;
  readonly plays: readonly Play[];
  readonly winner: number;
}

/** A special hand shown to everybody (three Unters, or the hand declared `verworfen`). */
export interface ShownHand {
  readonly seat: number;
  readonly cards: readonly LupfenCard[];
}

/**
 * What one seat may see (rules section 12; its legal actions come beside it, in the bot's envelope,
 * and what every seat may see is the game's public table view). Chips are
 * the balances at the start of the deal; `paid` the fees and antes paid in it so far; `pot` the pot
 * now (once the deal is over: the pot after settlement).
 */
export interface Observation {
  readonly seat: number;
  readonly seats: number;
  readonly options: Options;
  readonly dealNumber: number;
  readonly chips: readonly number[];
  readonly paid: readonly number[];
  readonly pot: number;
  readonly kind: DealKind;
  readonly phase: Phase;
  readonly toAct: number | null;
  /** The seat that held the deal at its beginning. */
  readonly holder: number;
  /** The seat holding the deal now; once dealt, the actual dealer. */
  readonly dealer: number;
  readonly pushes: number;
  readonly dealt: boolean;
  readonly forehand: number | null;
  /** The stake `P` once the cards are dealt, else null. */
  readonly stake: number | null;
  /** Seats announced as holding a Ständer (not the suit). */
  readonly staender: readonly number[];
  readonly calls: readonly Call[];
  readonly lupfer: number | null;
  readonly blind: boolean;
  readonly trumpCard: LupfenCard | null;
  readonly trump: LupfenSuit | null;
  /** Participants so far, in increasing order. */
  readonly participants: readonly number[];
  /** This seat's own cards, or null while it may not see them. */
  readonly hand: readonly LupfenCard[] | null;
  readonly handSizes: readonly number[];
  readonly leader: number | null;
  readonly trick: readonly Play[];
  readonly tricks: readonly Trick[];
  readonly tricksWon: readonly number[];
  readonly shown: ShownHand | null;
  readonly result: DealResult | null;
  readonly payoffs: readonly number[] | null;
}
