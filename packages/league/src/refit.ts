/**
 * The league's ratings from all its results: each done match is one duplicate table result
 * (each entry's score: its matchpoints or its chips summed over the rotations, as the league
 * scores), fitted by @arena/rating. A pure function of the
 * set of results, so the order in which matches finish (or are retried) never changes the ladder.
 */
import type { RatedEntry } from '@arena/db/leagues';
import type { LeagueResultRow, RatingInput, RatingUpdate } from '@arena/db/ratings';
import type { TableResult } from '@arena/rating/comparisons';
import { fitTableRatings } from '@arena/rating/ladder';

/**
 * Groups per-seat rows by match, keeping the order given (round, table, seat: the same in every run
 * of the same schedule, unlike match ids) into table results.
 */
export function tablesOfResults(rows: readonly LeagueResultRow[]): TableResult[] {
  const tables = new Map<string, { id: string; points: number }[]>();
  for (const row of rows) {
    const totals = tables.get(row.matchId) ?? [];
    totals.push({ id: String(row.entryId), points: row.score });
    tables.set(row.matchId, totals);
  }
  return [...tables.values()].map((totals) => ({ totals }));
}

/**
 * The refit `recordMatchResult` runs inside its transaction: every entry gets a row (sorted ids,
 * so that the fit's order, and the seeded rank-range simulation, do not depend on the database);
 * rank ranges count the current entries only, as the ladder lists them (a replaced version gets
 * the range it would take among them).
 */
export function refitRatings(entries: readonly RatedEntry[]): (rows: readonly LeagueResultRow[]) => RatingUpdate {
  const ids = entries.map((e) => e.id).sort((a, b) => a - b).map(String);
  const ranked = entries.filter((e) => e.current).map((e) => String(e.id));
  return (rows) => {
    const ladder = fitTableRatings(tablesOfResults(rows), { ids, ranked });
    const ratings: RatingInput[] = ladder.rows.map((row) => ({
      entryId: Number(row.id), rating: row.rating, low: row.low, high: row.high,
      rankLow: row.rankLow, rankHigh: row.rankHigh, games: row.games, provisional: row.provisional,
    }));
    return { ratings };
  };
}
