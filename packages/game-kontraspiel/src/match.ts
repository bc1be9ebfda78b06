/**
 * The arena match (docs/rules/kontraspiel.md, section 11): `deals` deals, the dealer of deal k is
 * seat k % 4, chips, pot and `blindBound` flags carry over; a leftover pot is never distributed.
 */
import type { DealOutcome, MatchLength } from '@arena/engine/game';
import { settle } from './settle.ts';
import type { DealState, MatchState } from './state.ts';
import type { Options } from './types.ts';

export function newMatch(options: Options, _seats: number, chips: readonly number[]): MatchState {
  return { options, chips: [...chips], pot: options.startPot, blindBound: [...options.startBound], dealsPlayed: 0 };
}

export const nextDealer = (match: MatchState): number => match.dealsPlayed % 4;
export const isMatchOver = (match: MatchState): boolean => match.dealsPlayed >= match.options.deals;
export const matchLength = (options: Options): MatchLength => ({ min: options.deals, max: options.deals, option: 'deals' });
export const matchChips = (match: MatchState): readonly number[] => match.chips;
export const matchPot = (match: MatchState): number => match.pot;
export const dealsPlayed = (match: MatchState): number => match.dealsPlayed;

/** Settles a finished deal and carries the match on. Throws if the deal is not over. */
export function finishDeal(match: MatchState, state: DealState): { readonly match: MatchState; readonly outcome: DealOutcome } {
  if (state.phase !== 'over') throw new Error(`invariant broken: finishDeal before the deal is over (phase ${state.phase})`);
  const { outcome, pot, blindBound } = settle(state);
  const chips = match.chips.map((c, s) => c + (outcome.payoffs[s] ?? 0));
  return { match: { ...match, chips, pot, blindBound, dealsPlayed: match.dealsPlayed + 1 }, outcome };
}
