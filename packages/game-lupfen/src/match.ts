/**
 * The Lupfen match level (docs/rules/lupfen.md, sections 8.6 and 11): chips and the pot carried from
 * deal to deal, who holds the next deal (left of the actual dealer; after Verworfen the same seat
 * again), and the match length (`matchRounds × seats` deals, extended by at most
 * `extraRounds × seats` deals until a deal ends with an empty pot).
 */
import type { DealOutcome, MatchLength } from '@arena/engine/game';
import { dealOutcome } from './settle.ts';
import type { DealState, MatchState } from './state.ts';
import type { Options } from './types.ts';

export function newMatch(options: Options, seats: number, chips: readonly number[]): MatchState {
  return { options, seats, chips: chips.slice(), pot: options.startPot, deals: 0, nextHolder: 0 };
}

export const nextDealer = (match: MatchState): number => match.nextHolder;
export const matchChips = (match: MatchState): readonly number[] => match.chips;
export const matchPot = (match: MatchState): number => match.pot;
export const dealsPlayed = (match: MatchState): number => match.deals;

export function matchLength(options: Options, seats: number): MatchLength {
  const regular = options.matchRounds * seats;
  return { min: regular, max: regular + options.extraRounds * seats, option: 'matchRounds' };
}

export function isMatchOver(match: MatchState): boolean {
  const { matchRounds, extraRounds } = match.options;
  const regular = matchRounds * match.seats;
  if (match.deals < regular) return false;
  return match.pot === 0 || match.deals >= regular + extraRounds * match.seats;
}

/** Settles a finished deal and carries the match on. Throws if the deal is not over. */
export function finishDeal(match: MatchState, state: DealState): { readonly match: MatchState; readonly outcome: DealOutcome } {
  if (state.phase !== 'over') throw new Error('invariant broken: finishDeal on a deal that is not over');
  const outcome = dealOutcome(state);
  const chips = match.chips.map((c, seat) => c + (outcome.payoffs[seat] ?? 0));
  const nextHolder = state.result === 'verworfen' ? state.holder : (state.dealer + 1) % match.seats;
  const next: MatchState = { options: match.options, seats: match.seats, chips, pot: outcome.pot, deals: match.deals + 1, nextHolder };
  return { match: next, outcome };
}
