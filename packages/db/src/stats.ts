/**
 * Counters maintained inside `recordMatchResult`'s transaction (migration 0006): head-to-head
 * pair stats for the crosstable and per-version fault stats for the bot page. Rows are upserted
 * in key order so concurrent result writes lock them in one global order (no deadlocks).
 */
import type { TxSql } from './client.ts';

/** Adds one done match (its match_results rows must be written already) to the counters. */
export async function addMatchToStats(tx: TxSql, matchId: string, leagueId: number): Promise<void> {
  await tx`
    insert into pair_stats (league_id, entry_id, opponent_id, games, wins, losses, draws, chip_diff)
    select ${leagueId}, a.entry_id, b.entry_id, 1, (a.chips > b.chips)::int, (a.chips < b.chips)::int,
      (a.chips = b.chips)::int, a.chips - b.chips
    from match_results a join match_results b on b.match_id = a.match_id and b.entry_id <> a.entry_id
    where a.match_id = ${matchId}
    order by a.entry_id, b.entry_id
    on conflict (league_id, entry_id, opponent_id) do update set
      games = pair_stats.games + 1, wins = pair_stats.wins + excluded.wins,
      losses = pair_stats.losses + excluded.losses, draws = pair_stats.draws + excluded.draws,
      chip_diff = pair_stats.chip_diff + excluded.chip_diff`;
  await tx`
    insert into version_stats (bot_version_id, bot_id, matches, faults, faulty_matches)
    select r.bot_version_id, r.bot_id, 1, r.faults, (r.faults > 0)::int
    from match_results r where r.match_id = ${matchId}
    order by r.bot_version_id
    on conflict (bot_version_id) do update set
      matches = version_stats.matches + 1, faults = version_stats.faults + excluded.faults,
      faulty_matches = version_stats.faulty_matches + excluded.faulty_matches`;
}
