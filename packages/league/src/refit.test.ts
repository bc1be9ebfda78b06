/**
 * Ratings refits coalesced per league (@arena/db `recordMatchResult`): however the records of a
 * round interleave, the ladder ends exactly as one full refit over all results gives it.
 */
import { expect, test } from 'vitest';
import { listRatedEntries } from '@arena/db/leagues';
import { claimMatch, recordMatchResult } from '@arena/db/matches';
import { getLadder, listLeagueResults } from '@arena/db/ratings';
import { testDatabase } from '@arena/db/test-hooks';
import { createLeague } from './create.ts';
import { enterHouseBot } from './enter.ts';
import { refitRatings } from './refit.ts';
import { ensureRunning, startRound } from './rounds.ts';

const t = testDatabase();

/** Made-up results: the entry created first scores most, with a table-dependent twist. */
function resultsOf(seating: readonly number[], table: number) {
  return seating.map((entryId, seat) => ({ entryId, seat, chips: ((entryId * 7 + table * 3) % 11) - 5, rank: seat + 1, faults: 0, cpuMs: 1 }));
}

test('records of a round recorded all at once leave the ratings exactly as a full refit over all results', async () => {
  const created = await createLeague(t.db, { name: 'Refits', game: 'lupfen', seats: 4, deals: 1 });
  if (!created.ok) throw new Error('no league');
  const leagueId = created.value.id;
  for (let i = 0; i < 9; i++) await enterHouseBot(t.db, leagueId, i % 2 === 0 ? 'random' : 'first-legal', `bot-${i}`);
  await ensureRunning(t.db, created.value);
  const started = await startRound(t.db, leagueId);
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  const entries = await listRatedEntries(t.db, leagueId);
  const refits: number[] = [];
  const refit = refitRatings(entries);
  const outcomes = await Promise.all(started.value.matchIds.map(async (id, table) => {
    const claim = await claimMatch(t.db, id);
    if (!claim.ok) throw new Error(JSON.stringify(claim.error));
    return recordMatchResult(t.db, id, { table }, resultsOf(claim.value.match.seating, table), (rows) => {
      refits.push(rows.length);
      return refit(rows);
    });
  }));
  expect(outcomes.every((o) => o.ok && o.value === 'recorded')).toBe(true);
  // Refits of a league run one at a time (how many depends on how the records interleave: a
  // busy CI run once saw 10 for 9 records); the last of them saw every result.
  const allResults = await listLeagueResults(t.db, leagueId);
  expect(refits.at(-1)).toBe(allResults.length);

  const full = refit(allResults).ratings;
  const ladder = await getLadder(t.db, leagueId);
  const stored = ladder.map((r) => ({ entryId: r.entryId, rating: r.rating, low: r.low, high: r.high, rankLow: r.rankLow, rankHigh: r.rankHigh, games: r.games, provisional: r.provisional }));
  const sortById = <T extends { entryId: number }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.entryId - b.entryId);
  expect(sortById(stored)).toEqual(sortById(full));
  expect(full.some((r) => r.games > 0)).toBe(true);
}, 120_000);
