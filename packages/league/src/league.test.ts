/**
 * The orchestration functions on a fresh database of the machine's Postgres: league validation,
 * entries, a round scheduled with its commitment, played in process (`playRoundLocally`: the match
 * host's child processes, no queue), finished with the seeds revealed, ratings refitted; records
 * re-simulate.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getMatchRecordGzip } from '@arena/db/match-pages';
import { decompressRecord } from '@arena/db/match-records';
import { listRoundMatches } from '@arena/db/matches';
import { getLadder, listLeagueResults } from '@arena/db/ratings';
import { getRound } from '@arena/db/rounds';
import { createTestDatabase, type TestDatabase } from '@arena/db/testing';
import { findGame } from '@arena/games';
import { verifyRound } from '@arena/schedule/seeds';
import { createLeague } from './create.ts';
import { PLATFORM_CEILINGS } from './game-settings.ts';
import { enterBot, enterHouseBot, houseIdOfBundle } from './enter.ts';
import { parseLeagueRecord, replayLeagueRecord } from './league-record.ts';
import { playRoundLocally } from './local.ts';
import { ranksOf } from './play-match.ts';
import { tablesOfResults } from './refit.ts';
import { ensureRunning, leagueStatus, settleRound, startRound } from './rounds.ts';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); }, 60_000);
afterAll(async () => { await t.drop(); }, 60_000);

const FIRST_LEGAL = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) { return obs.legalActions[0]; }
`;

describe('createLeague', () => {
  test('validates seats, options and deals per match with the game', async () => {
    const seats = await createLeague(t.db, { name: 'K', game: 'kontraspiel', seats: 3 });
    expect(seats).toMatchObject({ ok: false, error: { code: 'bad-seats' } });
    const options = await createLeague(t.db, { name: 'L', game: 'lupfen', options: { noSuchOption: 1 } });
    expect(options).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    const arena = await createLeague(t.db, { name: 'L', game: 'lupfen', options: { payLimit: 0 } });
    expect(arena).toMatchObject({ ok: false, error: { code: 'bad-options', message: 'option payLimit: must be > 0 in an arena match' } });
    const deals = await createLeague(t.db, { name: 'KS', game: 'kein-stich', deals: 21 });
    expect(deals).toMatchObject({ ok: false, error: { code: 'bad-deals' } });
    expect(deals.ok ? '' : 'message' in deals.error ? deals.error.message : '').toMatch(/lasts 20 deals, not 21: a longer match needs a larger parties option$/);
    const longer = await createLeague(t.db, { name: 'KS', game: 'kein-stich', deals: 21, options: { parties: 5 } });
    expect(longer).toMatchObject({ ok: true, value: { dealsPerMatch: 21 } });
    const input = await createLeague(t.db, { name: '', game: 'lupfen' });
    expect(input).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const made = await createLeague(t.db, { name: 'Lupfen Spring', game: 'lupfen' });
    expect(made).toMatchObject({ ok: true, value: { slug: 'lupfen-spring', seatsPerTable: 4, state: 'open', duplicate: true } });
    expect(await createLeague(t.db, { name: 'Lupfen Spring', game: 'lupfen' })).toMatchObject({ ok: false, error: { code: 'slug-taken' } });
  });

  test('refuses settings over the platform ceilings, accepts them at the ceiling', async () => {
    const c = PLATFORM_CEILINGS;
    const memory = await createLeague(t.db, { name: 'M', game: 'lupfen', memoryLimitMb: c.memoryLimitMb + 1 });
    expect(memory).toMatchObject({ ok: false, error: { code: 'bad-limits', message: `at most ${c.memoryLimitMb} MB of memory per bot on this platform` } });
    const time = await createLeague(t.db, { name: 'T', game: 'lupfen', timeLimitMs: c.timeLimitMs + 1 });
    expect(time).toMatchObject({ ok: false, error: { code: 'bad-limits' } });
    const deals = await createLeague(t.db, { name: 'D', game: 'kein-stich', deals: c.dealsPerMatch + 1, options: { parties: 50 } });
    expect(deals).toMatchObject({ ok: false, error: { code: 'bad-deals', message: `at most ${c.dealsPerMatch} deals per match on this platform` } });
    const atCeiling = await createLeague(t.db, { name: 'At the ceiling', game: 'lupfen', memoryLimitMb: c.memoryLimitMb, timeLimitMs: c.timeLimitMs });
    expect(atCeiling).toMatchObject({ ok: true, value: { memoryLimitMb: c.memoryLimitMb, timeLimitMs: c.timeLimitMs } });
  });
});

describe('entries', () => {
  test('a bot that does not compile is refused; house bots are marked', async () => {
    const league = await createLeague(t.db, { name: 'Entries', game: 'bolachen' });
    if (!league.ok) throw new Error('no league');
    const broken = await enterBot(t.db, { leagueId: league.value.id, name: 'broken', source: 'export function decide( {', owner: 'ann' });
    expect(broken).toMatchObject({ ok: false, error: { code: 'compile-error' } });
    const house = await enterHouseBot(t.db, league.value.id, 'random', 'r1');
    expect(house).toMatchObject({ ok: true, value: { entry: { isHouse: true } } });
    expect(houseIdOfBundle('house:random')).toBe('random');
    expect(houseIdOfBundle('house:nope')).toBeUndefined();
  });
});

describe('a round played in process', () => {
  test('scheduled with a commitment, played, finished with the seeds revealed, rated, replayable', async () => {
    const created = await createLeague(t.db, { name: 'Round', game: 'bolachen', seats: 3, deals: 1, rounds: 1 });
    if (!created.ok) throw new Error('no league');
    const leagueId = created.value.id;
    await enterBot(t.db, { leagueId, name: 'first', source: FIRST_LEGAL, owner: 'ann' });
    await enterBot(t.db, { leagueId, name: 'first-too', source: FIRST_LEGAL, owner: 'bob' });
    await enterHouseBot(t.db, leagueId, 'random', 'rand-a');
    await enterHouseBot(t.db, leagueId, 'random', 'rand-b');
    expect(await startRound(t.db, leagueId)).toMatchObject({ ok: false, error: { code: 'league-not-running' } });
    const running = await ensureRunning(t.db, created.value);
    expect(running.ok).toBe(true);
    const started = await startRound(t.db, leagueId);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    expect(started.value.design).toBe('complete');
    expect(started.value.matchIds).toHaveLength(4);
    expect(await settleRound(t.db, started.value.round.id, () => Promise.resolve())).toMatchObject({ state: 'running' });
    const settled = await playRoundLocally(t.db, started.value.round.id, { concurrency: 2 });
    expect(settled).toMatchObject({ state: 'finished', leagueFinished: true });
    const round = await getRound(t.db, started.value.round.id);
    expect(verifyRound(round?.seedCommitment ?? '', round?.revealedSeeds as string[])).toBe(true);
    expect((await getLadder(t.db, leagueId)).map((r) => r.games).every((g) => g > 0)).toBe(true);
    const results = await listLeagueResults(t.db, leagueId);
    expect(results).toHaveLength(12);
    for (const m of await listRoundMatches(t.db, started.value.round.id)) {
      const record = parseLeagueRecord(await decompressRecord((await getMatchRecordGzip(t.db, m.id))!));
      if (!record.ok) throw new Error(record.error);
      const replayed = replayLeagueRecord(record.value, findGame('bolachen')!);
      expect(replayed).toEqual({ ok: true, value: results.filter((r) => r.matchId === m.id).map((r) => r.chips) });
    }
    expect(await leagueStatus(t.db, leagueId)).toMatchObject({ roundsFinished: 1, league: { state: 'finished' } });
  }, 240_000);
});

describe('pure helpers', () => {
  test('ranks share ties; tables keep the order of the rows', () => {
    expect(ranksOf([5, 9, 5, -2])).toEqual([2, 1, 2, 4]);
    const row = (matchId: string, entryId: number, chips: number) => ({ matchId, roundId: 1, entryId, seat: 0, chips, rank: 1, faults: 0 });
    expect(tablesOfResults([row('b', 1, 3), row('b', 2, -3), row('a', 1, 0)])).toEqual([
      { totals: [{ id: '1', chips: 3 }, { id: '2', chips: -3 }] },
      { totals: [{ id: '1', chips: 0 }] },
    ]);
  });
});
