/**
 * How long the upload check's smoke match plays (issue 22): whole arena matches under the league's
 * limits and options, until the candidate (seat 0) has taken at least `SMOKE_MIN_DECISIONS`
 * decisions and has acted in every phase any seat acted in, or `SMOKE_MAX_MATCHES` were played.
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import type { MatchRecord } from '@arena/record/match-record';
import { replayRecord } from '@arena/record/replay-record';

export const SMOKE_MIN_DECISIONS = 50;
export const SMOKE_MAX_MATCHES = 4;

export interface SmokeCoverage {
  readonly decisions: number;
  readonly phases: readonly string[];
  /** Phases another seat acted in and the candidate never did. */
  readonly missing: readonly string[];
}

/** The candidate's decisions and phases over the matches played so far. */
export function smokeCoverage(records: readonly MatchRecord[], game: AnyGameDefinition): SmokeCoverage {
  const mine = new Set<string>();
  const all = new Set<string>();
  let decisions = 0;
  for (const record of records) {
    replayRecord(record, game, (state, d) => {
      const phase = game.tableView(state, 'public').phase; // the contract's name of the phase, no game's field
      all.add(phase);
      if (d.seat === 0) {
        mine.add(phase);
        decisions += 1;
      }
    });
  }
  return { decisions, phases: [...mine].sort(), missing: [...all].filter((p) => !mine.has(p)).sort() };
}

export function smokeIsEnough(coverage: SmokeCoverage, matches: number): boolean {
  return matches >= SMOKE_MAX_MATCHES || (coverage.decisions >= SMOKE_MIN_DECISIONS && coverage.missing.length === 0);
}
