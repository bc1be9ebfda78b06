/**
 * The state types of Kein Stich (docs/rules/kein-stich.md): plain, readonly, JSON-shaped values.
 * One deal state serves both kinds of deal; the fields of the other kind stay empty.
 */
import type { Card } from '@arena/engine/cards';
import type { ContractId, DealResult, LayoutEvent, Options, Phase } from './types.ts';

/** A completed trick: the cards in playing order from the leader, and the seat that won it. */
export interface Trick {
  readonly leader: number;
  readonly cards: readonly Card[];
  readonly winner: number;
}

/** A laid row of the layout deal: rank indices (0 = Ace) of its highest and its lowest card. */
export type Row = readonly [high: number, low: number];

/** The fixed facts of a deal, shared by reference by all its states (public). */
export interface DealInfo {
  readonly seats: number;
  readonly options: Options;
  /** Deal number k of the match or scenario, 0-based. */
  readonly dealNumber: number;
  readonly partie: number;
  readonly contract: ContractId;
  readonly dealer: number;
  /** Tricks in a trick deal, T = h (section 12). */
  readonly tricksTotal: number;
  /** Balances and pot before this deal. */
  readonly chips: readonly number[];
  readonly pot: number;
  readonly history: readonly DealResult[];
}

export interface DealState {
  readonly info: DealInfo;
  readonly phase: Phase;
  /** Each seat's unplayed cards, always in canonical order. */
  readonly hands: readonly (readonly Card[])[];
  /** The seat to act, or null once the deal is over. */
  readonly toAct: number | null;
  // trick deals
  /** The leader of the current trick (trick deals), else -1. */
  readonly leader: number;
  /** Cards of the current trick, in playing order from the leader. */
  readonly trick: readonly Card[];
  readonly tricks: readonly Trick[];
  readonly tricksWon: readonly number[];
  /** Penalty units incurred so far (section 9.1, before any march). */
  readonly units: readonly number[];
  // the layout deal
  /** Per suit (`E G H S`), its row or null. */
  readonly rows: readonly (Row | null)[];
  readonly layout: readonly LayoutEvent[];
  /** Seats that have gone out, first out first; the last seat is added when the deal ends. */
  readonly finishOrder: readonly number[];
}

export interface MatchState {
  readonly options: Options;
  readonly seats: number;
  readonly chips: readonly number[];
  readonly pot: number;
  readonly dealsPlayed: number;
  readonly history: readonly DealResult[];
}
