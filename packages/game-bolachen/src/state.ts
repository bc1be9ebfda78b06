/**
 * The state of a Bolachen match and of one deal: readonly, JSON-shaped (no classes, no
 * `undefined`), never mutated. Hands are kept in canonical card order (cards.ts).
 */
import type { Card, Suit } from '@arena/engine/cards';
import type { Call, ContractId, Declaration, Options, Phase, PlayedTrick } from './types.ts';

export type { Phase };

/** Carried from deal to deal (rules file, "Arena match"). */
export interface MatchState {
  readonly options: Options;
  readonly chips: readonly number[];
  readonly dealsPlayed: number;
}

/** The demand as it happened (rules file, "demand"). */
export interface DemandRecord {
  readonly card: Card;
  /** The opponent who handed the card over, or null when it lay in the Doppler. */
  readonly from: number | null;
  /** The declarer's card given in exchange (kept by the declarer when `from` is null). */
  readonly give: Card;
}

export interface DealState {
  readonly options: Options;
  /** Balances at the start of the deal (public). */
  readonly chips: readonly number[];
  readonly dealer: number;
  readonly phase: Phase;
  /** The seat to decide, null once the deal is over. */
  readonly toAct: number | null;
  readonly hands: readonly (readonly Card[])[];
  /** The face-down Doppler: two cards until the declarer picks them up, then empty. */
  readonly doppler: readonly Card[];
  /** The Doppler cards as the declarer picked them up (empty before). */
  readonly pickedUp: readonly Card[];
  /** The declarer's two discards (empty before the discard). */
  readonly discards: readonly Card[];
  readonly calls: readonly Call[];
  /** The last bid made in phase 2 (the current highest bid), null before any bid. */
  readonly highBid: ContractId | null;
  /** Each seat's last bid in phase 2. */
  readonly lastBids: readonly (ContractId | null)[];
  readonly declarer: number | null;
  /** The declarer's bid: his last bid of phase 2; null without bidding. */
  readonly bid: ContractId | null;
  readonly forced: boolean;
  readonly declared: Declaration | null;
  readonly demand: DemandRecord | null;
  readonly trump: Suit | null;
  readonly contract: ContractId | null;
  /** The leader of the current trick (null before play). */
  readonly leader: number | null;
  /** Cards of the current trick in the order played. */
  readonly trick: readonly Card[];
  readonly played: readonly PlayedTrick[];
  /** Tricks taken per seat. */
  readonly tricks: readonly number[];
}

export const TRICKS_PER_DEAL = 10;

export const forehandOf = (dealer: number): number => (dealer + 1) % 3;
export const middlehandOf = (dealer: number): number => (dealer + 2) % 3;

/** A deal state being built by `applyAction`: a fresh copy that only its builder writes to. */
export type DraftState = { -readonly [K in keyof DealState]: DealState[K] };

/**
 * A fresh copy of `s` (the arrays are shared, never written). Every state is made by this one
 * literal, so all states share one hidden class and the hot path stays monomorphic.
 */
export function copyState(s: DealState): DraftState {
  return {
    options: s.options, chips: s.chips, dealer: s.dealer, phase: s.phase, toAct: s.toAct, hands: s.hands,
    doppler: s.doppler, pickedUp: s.pickedUp, discards: s.discards, calls: s.calls, highBid: s.highBid,
    lastBids: s.lastBids, declarer: s.declarer, bid: s.bid, forced: s.forced, declared: s.declared,
    demand: s.demand, trump: s.trump, contract: s.contract, leader: s.leader, trick: s.trick,
    played: s.played, tricks: s.tricks,
  };
}
