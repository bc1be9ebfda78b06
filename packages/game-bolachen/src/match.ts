/**
 * The arena match (rules file, "Arena match"): `matchDeals` deals, the dealer of deal k is seat
 * k % 3, balances carry over, there is no pot. In a scenario each deal's dealer is given as is.
 */
import type { DealOutcome, MatchLength } from '@arena/engine/game';
import { assert } from '@arena/engine/result';
import { settle } from './settle.ts';
import type { DealState, MatchState } from './state.ts';
import type { Options } from './types.ts';

export function newMatch(options: Options, seats: number, chips: readonly number[]): MatchState {
  assert(seats === 3 && chips.length === 3, 'bolachen has three seats');
  return { options, chips: [...chips], dealsPlayed: 0 };
}

export const nextDealer = (match: MatchState): number => match.dealsPlayed % 3;
export const matchLength = (options: Options): MatchLength => ({ min: options.matchDeals, max: options.matchDeals, option: 'matchDeals' });
export const isMatchOver = (match: MatchState): boolean => match.dealsPlayed >= match.options.matchDeals;
export const matchChips = (match: MatchState): readonly number[] => match.chips;
export const matchPot = (_match: MatchState): number => 0;
export const dealsPlayed = (match: MatchState): number => match.dealsPlayed;

export function finishDeal(match: MatchState, state: DealState): { readonly match: MatchState; readonly outcome: DealOutcome } {
  assert(state.toAct === null, 'finishDeal: the deal is not over');
  const outcome = settle(state);
  const chips = match.chips.map((c, i) => c + (outcome.payoffs[i] ?? 0));
  return { match: { ...match, chips, dealsPlayed: match.dealsPlayed + 1 }, outcome };
}
