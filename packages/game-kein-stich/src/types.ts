/**
 * Public types of Kein Stich (docs/rules/kein-stich.md) for bot authors: the options, the action
 * vocabulary, the observation a seat receives, and the card orders of the game. Type-only apart
 * from a few constant tables; no runtime imports.
 */
import type { Card, Suit } from '@arena/engine/cards';

/** Contract ids (rules section 4), as they appear in observations and in the outcome field `contract`. */
export const CONTRACT_IDS = [
  'no-tricks', 'no-hearts', 'no-obers', 'no-max', 'no-second-last', 'no-first-last', 'power', 'layout',
] as const;
export type ContractId = (typeof CONTRACT_IDS)[number];

/** The trick contracts that can be a component of `power` (everything except `power` and `layout`). */
export type SimpleContract = Exclude<ContractId, 'power' | 'layout'>;

export const EXTRA_CONTRACTS = ['none', 'no-second-last', 'no-first-last'] as const;
export type ExtraContract = (typeof EXTRA_CONTRACTS)[number];

export const LAYOUT_START_CARDS = ['EU', 'GU', 'HU', 'SU'] as const;
export type LayoutStartCard = (typeof LAYOUT_START_CARDS)[number];

/** The options of a table (rules section 11), defaults filled in. */
export interface Options {
  readonly stake: number;
  readonly kingLouis: boolean;
  readonly extraContract: ExtraContract;
  readonly power: boolean;
  readonly schwarzeSau: boolean;
  readonly march: boolean;
  readonly layoutStartCard: LayoutStartCard;
  readonly startContract: number;
  /** Parties in an arena match; defaults to the number of seats. */
  readonly parties: number;
}

/** The only action: play a card to the trick, or lay it in the layout deal. */
export interface PlayAction {
  readonly type: 'play';
  readonly card: Card;
}
export type Action = PlayAction;

/** Ranking in every deal and context, highest first (rules section 2): the Ten is below the Unter. */
export const RANK_ORDER = ['A', 'K', 'O', 'U', '10', '9', '8', '7'] as const;
/** Suit order of the canonical card order (rules section 2); the suits have no rank among themselves. */
export const SUIT_ORDER: readonly Suit[] = ['E', 'G', 'H', 'S'];

/** `trick-play`: a trick deal in progress; `layout`: the layout deal in progress; `over`: deal finished. */
export type Phase = 'trick-play' | 'layout' | 'over';

/** A card played to a trick, by whom. */
export interface PlayedCard {
  readonly seat: number;
  readonly card: Card;
}

export interface TrickView {
  readonly leader: number;
  readonly cards: readonly PlayedCard[];
  readonly winner: number;
}

/** One step of the layout deal: a card laid, or an automatic pass recorded by the engine. */
export type LayoutEvent =
  | { readonly kind: 'lay'; readonly seat: number; readonly card: Card }
  | { readonly kind: 'pass'; readonly seat: number };

/** The laid cards of one suit: its lowest and highest card (every card between is laid too). */
export interface RowView {
  readonly suit: Suit;
  readonly low: Card;
  readonly high: Card;
}

/** The settlement of a finished deal (rules section 15): exactly the fields the outcome reports. */
export type DealResult =
  | {
    readonly payoffs: readonly number[];
    readonly pot: number;
    readonly tricks: readonly number[];
    readonly contract: Exclude<ContractId, 'layout'>;
    /** The seat that won every trick (option `march`), else null. */
    readonly march: number | null;
  }
  | {
    readonly payoffs: readonly number[];
    readonly pot: number;
    readonly tricks: readonly number[];
    readonly contract: 'layout';
    /** All seats, first out first, the seat left with cards last. */
    readonly finishOrder: readonly number[];
  };

/**
 * What one seat sees (rules section 14; its legal cards come beside it, in the bot's envelope).
 * `hands` holds every hand only once the deal is over (the cards left in the last seat's hand in
 * the layout deal); before that it is null.
 */
export interface Observation {
  readonly seat: number;
  readonly seats: number;
  readonly options: Options;
  readonly phase: Phase;
  readonly chips: readonly number[];
  readonly pot: number;
  readonly dealNumber: number;
  readonly partie: number;
  readonly contract: ContractId;
  /** The penalty contracts whose penalties this deal charges (`power` has several; `layout` none). */
  readonly components: readonly SimpleContract[];
  readonly dealer: number;
  readonly toAct: number | null;
  readonly handSizes: readonly number[];
  readonly hand: readonly Card[];
  // trick deals
  readonly leader: number | null;
  readonly trick: readonly PlayedCard[];
  readonly tricks: readonly TrickView[];
  readonly tricksWon: readonly number[];
  readonly units: readonly number[];
  // the layout deal
  readonly layout: readonly LayoutEvent[];
  /** The four rows in suit order `E G H S`, null for a suit with no card laid. */
  readonly rows: readonly (RowView | null)[];
  readonly finishOrder: readonly number[];
  readonly hands: readonly (readonly Card[])[] | null;
  /** The settlements of the match's finished deals, oldest first. */
  readonly history: readonly DealResult[];
  /** This deal's settlement once it is over, else null. */
  readonly result: DealResult | null;
}

/** Why an action was refused (`RuleError.code`): every code this game uses, and no other. */
export type KeinStichRuleCode =
  | 'bad-action' | 'card-not-in-hand' | 'card-not-in-pack' | 'card-not-layable' | 'deal-over'
  | 'must-follow-suit' | 'must-lay-start-card' | 'no-such-card' | 'not-your-turn'
  | 'unknown-action';
