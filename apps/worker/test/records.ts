/** What the worker tests check of every match a round stored: its record re-simulates to its stored chips. */
import { expect } from 'vitest';
import type { Db } from '@arena/db/client';
import { getMatchRecordGzip } from '@arena/db/match-pages';
import { decompressRecord } from '@arena/db/match-records';
import { listRoundMatches } from '@arena/db/matches';
import { listLeagueResults } from '@arena/db/ratings';
import { findGame } from '@arena/games';
import { isDuplicateRecord, parseLeagueRecord, replayLeagueRecord } from '@arena/record/league-record';

/** Each match of the round: a stored duplicate record that replays, with `game`, to the chips stored per seat. */
export async function expectRecordsReplay(db: Db, leagueId: number, roundId: number, game: string): Promise<void> {
  const definition = findGame(game);
  if (!definition) throw new Error(`the game ${game} is not registered`);
  const results = await listLeagueResults(db, leagueId);
  for (const m of await listRoundMatches(db, roundId)) {
    const parsed = parseLeagueRecord(await decompressRecord((await getMatchRecordGzip(db, m.id)) ?? Buffer.alloc(0)));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(isDuplicateRecord(parsed.value)).toBe(true);
    const replayed = replayLeagueRecord(parsed.value, definition);
    if (!replayed.ok) throw new Error(`match ${m.id}: ${replayed.error}`);
    const stored = results.filter((r) => r.matchId === m.id).sort((a, b) => a.seat - b.seat).map((r) => r.chips);
    expect(replayed.value).toEqual(stored);
  }
}
