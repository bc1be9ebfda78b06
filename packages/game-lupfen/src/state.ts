/**
 * The states of Lupfen (docs/rules/lupfen.md): the match carried from deal to deal, and one deal.
 * Plain readonly JSON-shaped objects (null, never undefined), replaced, never mutated.
 */
import type { Call, DealKind, DealResult, LupfenCard, Options, Phase, Play, ShownHand, Trick } from './types.ts';

export type { Phase } from './types.ts';

export interface MatchState {
  readonly options: Options;
  readonly seats: number;
  readonly chips: readonly number[];
  readonly pot: number;
  /** Deals settled so far (every kind and result counts). */
  readonly deals: number;
  /** The seat that holds the next deal at its beginning (section 8.6). */
  readonly nextHolder: number;
}

export interface DealState {
  readonly options: Options;
  readonly seats: number;
  readonly dealNumber: number;
  /** Balances at the start of the deal. */
  readonly chips: readonly number[];
  readonly kind: DealKind;
  readonly phase: Phase;
  readonly toAct: number | null;
  /** The seat that held the deal at its beginning. */
  readonly holder: number;
  /** The seat holding the deal now; once dealt, the actual dealer. */
  readonly dealer: number;
  readonly pushes: number;
  /** The pot at the very start of the deal (`before`). */
  readonly before: number;
  /** Fees and antes each seat paid in this deal. */
  readonly paid: readonly number[];
  /** The pot now; once the deal is over, the pot after settlement. */
  readonly pot: number;
  /** The stake `P`, fixed when the cards are dealt (0 before). */
  readonly stake: number;
  readonly dealt: boolean;
  /** A seeded deal's shuffled pack, kept until the actual dealer deals it; null otherwise. */
  readonly pack: readonly LupfenCard[] | null;
  /** Each seat's cards not yet played, in canonical order. */
  readonly hands: readonly (readonly LupfenCard[])[];
  /** The undealt rest, top first; `stock[0]` is the trump card. */
  readonly stock: readonly LupfenCard[];
  readonly staender: readonly number[];
  /** `blindLupf`: which seats have looked at their cards. */
  readonly looked: readonly boolean[];
  readonly calls: readonly Call[];
  readonly lupfer: number | null;
  readonly blind: boolean;
  readonly trumpCard: LupfenCard | null;
  readonly participants: readonly boolean[];
  readonly participantCount: number;
  /** The last seat the mit phase asks. */
  readonly mitLast: number | null;
  readonly leader: number | null;
  readonly trick: readonly Play[];
  readonly tricks: readonly Trick[];
  readonly won: readonly number[];
  readonly result: DealResult | null;
  readonly threeUnters: number | null;
  readonly verworfen: number | null;
  readonly shown: ShownHand | null;
  /** Each seat's net payoff, once the deal is over. */
  readonly payoffs: readonly number[] | null;
}

/** A fresh, writable copy of a deal state (to be filled in before it is returned, never shared). */
export type DealDraft = { -readonly [K in keyof DealState]: DealState[K] };

/**
 * Copies a deal state field by field. An explicit literal keeps one object shape for every state
 * and is an order of magnitude faster in V8 than chained object spreads of this size.
 */
export function copyDeal(s: DealState): DealDraft {
  return {
    options: s.options, seats: s.seats, dealNumber: s.dealNumber, chips: s.chips,
    kind: s.kind, phase: s.phase, toAct: s.toAct, holder: s.holder,
    dealer: s.dealer, pushes: s.pushes, before: s.before, paid: s.paid,
    pot: s.pot, stake: s.stake, dealt: s.dealt, pack: s.pack,
    hands: s.hands, stock: s.stock, staender: s.staender, looked: s.looked,
    calls: s.calls, lupfer: s.lupfer, blind: s.blind, trumpCard: s.trumpCard,
    participants: s.participants, participantCount: s.participantCount, mitLast: s.mitLast, leader: s.leader,
    trick: s.trick, tricks: s.tricks, won: s.won, result: s.result,
    threeUnters: s.threeUnters, verworfen: s.verworfen, shown: s.shown, payoffs: s.payoffs,
  };
}
