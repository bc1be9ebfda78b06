/**
 * A league of at least 5 bots in every game plays a full round through BullMQ: a real worker
 * process (sandboxed processors, concurrency 2) on the machine's Redis under a fresh queue prefix,
 * a fresh database on the machine's Postgres. Checks: every match done exactly once, per-seat
 * results, records and ratings in Postgres, every stored record re-simulates to its stored outcome,
 * the revealed seeds match the commitment.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { LeagueRow } from '@arena/db/leagues';
import { listEntries } from '@arena/db/leagues';
import { getMatchRecordGzip } from '@arena/db/match-pages';
import { decompressRecord } from '@arena/db/match-records';
import { listRoundMatches } from '@arena/db/matches';
import { getLadder, listLeagueResults } from '@arena/db/ratings';
import { getRound } from '@arena/db/rounds';
import { parseLeagueRecord, isDuplicateRecord } from '@arena/record/league-record';
import { liveStreamKey, readLive } from '@arena/jobs/live';
import { liveEventSchema } from '@arena/match/live';
import { verifyRound } from '@arena/schedule/seeds';
import { Redis } from 'ioredis';
import { setUpLeague, startAndEnqueue, waitForRound } from './support.ts';
import { workerTestBed } from './test-bed.ts';
import { expectRecordsReplay } from './records.ts';

const GAMES = [
  { game: 'lupfen', seats: 4 },
  { game: 'kein-stich', seats: 4 },
  { game: 'bolachen', seats: 3 },
  { game: 'kontraspiel', seats: 4 },
] as const;

const { t, env, start } = workerTestBed();
const leagues = new Map<string, { league: LeagueRow; roundId: number }>();

beforeAll(async () => {
  start({ concurrency: 2, maxDeals: 1 });
  for (const { game, seats } of GAMES) {
    const league = await setUpLeague(t.db, { game, seats, deals: 1, entries: 5 });
    const { roundId } = await startAndEnqueue(t.db, league.id, env);
    leagues.set(game, { league, roundId });
  }
  for (const { roundId } of leagues.values()) await waitForRound(t.db, roundId, 280_000);
}, 300_000);

describe.each(GAMES)('$game: a round through BullMQ', ({ game, seats }) => {
  test('every match is done once, with per-seat results, a record and ratings', async () => {
    const { league, roundId } = leagues.get(game)!;
    const entries = await listEntries(t.db, league.id);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const matches = await listRoundMatches(t.db, roundId);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.status === 'done')).toBe(true);
    const results = await listLeagueResults(t.db, league.id);
    expect(results).toHaveLength(matches.length * seats);
    expect(new Set(results.map((r) => `${r.matchId}/${r.seat}`)).size).toBe(results.length);
    const ladder = await getLadder(t.db, league.id);
    expect(ladder.map((r) => r.entryId).sort()).toEqual(entries.map((e) => e.id).sort());
    expect(ladder.every((r) => r.games > 0 && r.low <= r.rating && r.rating <= r.high)).toBe(true);
    const round = await getRound(t.db, roundId);
    expect(round?.state).toBe('finished');
    const seeds = round?.revealedSeeds as string[];
    expect(verifyRound(round?.seedCommitment ?? '', seeds)).toBe(true);
  });

  test('every stored record re-simulates to its stored outcome and chips', async () => {
    const { league, roundId } = leagues.get(game)!;
    await expectRecordsReplay(t.db, league.id, roundId, game);
  });

  test('the worker published every rotation live: a start, each decision in order, an end once recorded', async () => {
    const { roundId } = leagues.get(game)!;
    const redis = new Redis(env.redisUrl);
    try {
      for (const m of await listRoundMatches(t.db, roundId)) {
        const parsed = parseLeagueRecord(await decompressRecord((await getMatchRecordGzip(t.db, m.id))!));
        if (!parsed.ok || !isDuplicateRecord(parsed.value)) throw new Error('no duplicate record');
        for (const [r, { record }] of parsed.value.rotations.entries()) {
          const events = (await readLive(redis, liveStreamKey(env.prefix, m.id, r), '0', 10, 10_000)).map((e) => liveEventSchema.parse(e.event));
          expect(events[0]).toMatchObject({ t: 'start', header: { game, seed: record.seed, seats: record.seats.map((s) => s.name) } });
          expect(events.at(-1)).toEqual({ t: 'end', status: 'done' });
          const decisions = events.flatMap((e) => (e.t === 'decision' ? [e] : []));
          expect(decisions.map((d) => d.index)).toEqual(record.decisions.map((_, i) => i));
          expect(decisions.map((d) => d.record)).toEqual(record.decisions);
        }
      }
    } finally {
      redis.disconnect();
    }
  });
});
