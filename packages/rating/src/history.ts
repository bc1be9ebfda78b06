/**
 * Rating history: the ladder after each round, each fitted on all results up to that round
 * (the same full maximum-likelihood fit as the final ladder, not incremental Elo updates).
 */
import type { Comparison, TableResult } from './comparisons.ts';
import { fitRatings, fitTableRatings } from './ladder.ts';
import type { FitOptions, Ladder } from './ladder.ts';

/** `rounds[r]` holds round r's comparisons; returns the ladder after rounds 0…r for every r. */
export function ratingHistory(rounds: readonly (readonly Comparison[])[], options: Partial<FitOptions> = {}): Ladder[] {
  const sofar: Comparison[] = [];
  return rounds.map((round) => {
    sofar.push(...round);
    return fitRatings(sofar, options);
  });
}

/** `rounds[r]` holds round r's table results; returns the ladder after each round (`fitTableRatings`). */
export function tableRatingHistory(rounds: readonly (readonly TableResult[])[], options: Partial<FitOptions> = {}): Ladder[] {
  const sofar: TableResult[] = [];
  return rounds.map((round) => {
    sofar.push(...round);
    return fitTableRatings(sofar, options);
  });
}
