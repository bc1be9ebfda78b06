/**
 * The arena match (docs/rules/kein-stich.md section 13): `parties` complete parties of L deals;
 * deal k belongs to partie p = ⌊k / L⌋ with contract index c = k mod L and is dealt by seat
 * (p + c) mod n. Chips and the pot carry over from deal to deal.
 *
 * With a `startContract` s > 0 (scenarios only; the arena refuses it) the positions count from s:
 * deal k is at position s + k of the sequence of parties, and the match ends after the last deal of
 * the last partie, i.e. after parties × L − s deals.
 */
import type { DealOutcome, MatchLength } from '@arena/engine/game';
import { assert } from '@arena/engine/result';
import { contractSequence } from './options.ts';
import { settle } from './settle.ts';
import type { DealState, MatchState } from './state.ts';
import type { Options } from './types.ts';

export function newMatch(options: Options, seats: number, chips: readonly number[]): MatchState {
  return { options, seats, chips: chips.slice(), pot: 0, dealsPlayed: 0, history: [] };
}

export function nextDealer(match: MatchState): number {
  const length = contractSequence(match.options).length;
  const position = match.options.startContract + match.dealsPlayed;
  const partie = Math.floor(position / length);
  return (partie + (position % length)) % match.seats;
}

export function isMatchOver(match: MatchState): boolean {
  return match.dealsPlayed >= matchLength(match.options).min;
}

export function matchLength(options: Options): MatchLength {
  const deals = options.parties * contractSequence(options).length - options.startContract;
  return { min: deals, max: deals, option: 'parties' };
}

export function finishDeal(match: MatchState, state: DealState): { readonly match: MatchState; readonly outcome: DealOutcome } {
  assert(state.phase === 'over', 'finishDeal needs a finished deal');
  const result = settle(state);
  const chips = match.chips.map((c, s) => c + (result.payoffs[s] ?? 0));
  const next: MatchState = {
    ...match, chips, pot: result.pot, dealsPlayed: match.dealsPlayed + 1, history: [...match.history, result],
  };
  return { match: next, outcome: result };
}
