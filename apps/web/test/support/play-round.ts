/**
 * Plays a league's queued matches the way the league platform will (packages/league is not there
 * yet): claim (@arena/db) → runMatchIsolated (@arena/match, the sandboxed child-process host) →
 * a Bradley–Terry fit of all the league's results (@arena/rating) → recordMatchResult (results,
 * record, ratings in one transaction) → finishRound with the seeds revealed.
 */
import type { Db } from '@arena/db/client';
import { getBotVersionCode } from '@arena/db/bots';
import { claimMatch, listRoundMatches, recordMatchResult } from '@arena/db/matches';
import { listLeagueResults } from '@arena/db/ratings';
import { finishRound } from '@arena/db/rounds';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import { fitTableRatings } from '@arena/rating/ladder';
import type { TableResult } from '@arena/rating/comparisons';

export async function playRound(db: Db, roundId: number, maxDeals?: number): Promise<void> {
  const matches = await listRoundMatches(db, roundId, 'queued');
  const seeds: string[] = [];
  for (const m of matches) {
    const claim = await claimMatch(db, m.id);
    if (!claim.ok) throw new Error(`claim ${m.id}: ${JSON.stringify(claim.error)}`);
    const { seed, league, seats } = claim.value;
    seeds.push(seed);
    const bots = await Promise.all(seats.map(async (s) => {
      const code = await getBotVersionCode(db, s.botVersionId);
      if (!code) throw new Error(`no code for version ${s.botVersionId}`);
      return { name: s.botName, source: code.source, filename: `${s.botName.replace(/[^\w]/g, '_') || 'bot'}.ts` };
    }));
    const run = await runMatchIsolated({
      game: league.game, options: league.options, seed, bots, maxDeals: maxDeals ?? league.dealsPerMatch,
      limits: { decisionMs: league.timeLimitMs, memoryMb: league.memoryLimitMb },
    });
    if (!run.ok) throw new Error(`match ${m.id}: ${run.error}`);
    const record = run.value;
    const results = seats.map((s) => ({
      entryId: s.entryId, seat: s.seat, chips: record.chips[s.seat] ?? 0, rank: record.ranks[s.seat] ?? 1,
      faults: record.faults.filter((f) => f.seat === s.seat).length, cpuMs: record.seats[s.seat]?.cpuMs ?? 0, botVersionId: s.botVersionId,
    }));
    const previous = await listLeagueResults(db, league.id);
    const tables = new Map<string, TableResult['totals'][number][]>();
    for (const r of previous) tables.set(r.matchId, [...(tables.get(r.matchId) ?? []), { id: String(r.entryId), chips: r.chips }]);
    tables.set(m.id, results.map((r) => ({ id: String(r.entryId), chips: r.chips })));
    const ladder = fitTableRatings([...tables.values()].map((totals) => ({ totals })));
    const ratings = ladder.rows.map((row) => ({
      entryId: Number(row.id), rating: row.rating, low: row.low, high: row.high, rankLow: row.rankLow, rankHigh: row.rankHigh, games: row.games, provisional: row.provisional,
    }));
    const recorded = await recordMatchResult(db, m.id, record, results, { ratings });
    if (!recorded.ok) throw new Error(`record ${m.id}: ${JSON.stringify(recorded.error)}`);
  }
  const finished = await finishRound(db, roundId, seeds);
  if (!finished.ok) throw new Error(`finish round: ${JSON.stringify(finished.error)}`);
}
