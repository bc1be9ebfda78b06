/**
 * The orchestration functions on a fresh database of the machine's Postgres: league validation,
 * entries, a round scheduled with its commitment, played in process (`playRoundLocally`: the match
 * host's child processes, no queue), finished with the seeds revealed, ratings refitted; records
 * re-simulate.
 */
import { describe, expect, test } from 'vitest';
import { getMatchRecordGzip } from '@arena/db/match-pages';
import { decompressRecord } from '@arena/db/match-records';
import { listRoundMatches } from '@arena/db/matches';
import { getLadder, listLeagueResults } from '@arena/db/ratings';
import { getRound, listRounds } from '@arena/db/rounds';
import { testDatabase } from '@arena/db/test-hooks';
import { findGame } from '@arena/games';
import { matchpointTotals } from '@arena/match/scoring';
import { verifyRound } from '@arena/schedule/seeds';
import { createLeague } from './create.ts';
import { PLATFORM_CEILINGS } from './game-settings.ts';
import { enterBot, enterHouseBot, houseIdOfBundle } from './enter.ts';
import { isDuplicateRecord, parseLeagueRecord, replayLeagueRecord } from '@arena/record/league-record';
import { playRoundLocally } from './local.ts';
import { ranksOf } from '@arena/record/match-record';
import { tablesOfResults } from './refit.ts';
import { ensureRunning, leagueStatus, settleRound, startRound } from './rounds.ts';

const t = testDatabase();

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

  test('scores duplicate matches as asked, else as measured best for the game; a single-format league sums chips', async () => {
    expect(await createLeague(t.db, { name: 'KS default', game: 'kein-stich' })).toMatchObject({ ok: true, value: { scoring: 'matchpoints' } });
    expect(await createLeague(t.db, { name: 'Lupfen default', game: 'lupfen' })).toMatchObject({ ok: true, value: { scoring: 'chips' } });
    expect(await createLeague(t.db, { name: 'KS chips', game: 'kein-stich', scoring: 'chips' })).toMatchObject({ ok: true, value: { scoring: 'chips' } });
    expect(await createLeague(t.db, { name: 'KS single', game: 'kein-stich', duplicate: false })).toMatchObject({ ok: true, value: { scoring: 'chips' } });
    const refused = await createLeague(t.db, { name: 'KS single mp', game: 'kein-stich', duplicate: false, scoring: 'matchpoints' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input', message: expect.stringMatching(/^scoring: .*duplicate/) as unknown } });
    expect(await createLeague(t.db, { name: 'KS other', game: 'kein-stich', scoring: 'imps' })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
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

describe('the tables-per-round ceiling', () => {
  test('a round that would need more tables than the platform allows is refused before anything is created', async () => {
    const c = PLATFORM_CEILINGS;
    const created = await createLeague(t.db, { name: 'Crowded', game: 'bolachen', seats: 3, deals: 1 });
    if (!created.ok) throw new Error('no league');
    // 3 seats: every pair meets once in about n(n-1)/6 tables, so 40 entries need ~260 > 200.
    for (let i = 0; i < 40; i++) await enterHouseBot(t.db, created.value.id, 'random', `crowd-${i}`);
    await ensureRunning(t.db, created.value);
    const started = await startRound(t.db, created.value.id);
    expect(started).toMatchObject({ ok: false, error: { code: 'schedule', message: expect.stringMatching(new RegExp(`^\\d+ tables: at most ${c.tablesPerRound} tables per round on this platform$`)) as unknown } });
    expect(await listRounds(t.db, created.value.id)).toEqual([]);
  }, 120_000);
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
    const created = await createLeague(t.db, { name: 'Round', game: 'bolachen', seats: 3, deals: 1, rounds: 1, scoring: 'matchpoints' });
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
      const mine = results.filter((r) => r.matchId === m.id);
      expect(replayed).toEqual({ ok: true, value: mine.map((r) => r.chips) });
      // The ladder compares the league's points: here matchpoints, deal by deal across the rotations.
      if (!isDuplicateRecord(record.value)) throw new Error('a duplicate league stored a single record');
      expect(mine.map((r) => r.score)).toEqual(matchpointTotals(3, record.value.rotations));
    }
    expect(await leagueStatus(t.db, leagueId)).toMatchObject({ roundsFinished: 1, league: { state: 'finished' } });
  }, 240_000);
});

/** Plays its first decision, then answers 4,150 nested arrays (once enough to void a match). */
const VOIDER = `import type { Observation } from '@arena/bot-sdk/contract';
let calls = 0;
export function decide(obs: Observation) {
  calls += 1;
  if (calls === 1) return obs.legalActions[0];
  let v: unknown = obs.legalActions[0];
  for (let i = 0; i < 4150; i++) v = [v];
  return v;
}
`;

describe('a bot that tries to void the matches it is losing (issue 14)', () => {
  test('every match is recorded, the fault is the bot\'s, and the ratings count it', async () => {
    const created = await createLeague(t.db, { name: 'Void', game: 'bolachen', seats: 3, deals: 1, rounds: 1 });
    if (!created.ok) throw new Error('no league');
    const leagueId = created.value.id;
    const voider = await enterBot(t.db, { leagueId, name: 'voider', source: VOIDER, owner: 'mallory' });
    if (!voider.ok) throw new Error(JSON.stringify(voider.error));
    await enterBot(t.db, { leagueId, name: 'first', source: FIRST_LEGAL, owner: 'ann' });
    await enterHouseBot(t.db, leagueId, 'random', 'rand-a');
    await enterHouseBot(t.db, leagueId, 'random', 'rand-b');
    await ensureRunning(t.db, created.value);
    const started = await startRound(t.db, leagueId);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    expect(await playRoundLocally(t.db, started.value.round.id, { concurrency: 2 })).toMatchObject({ state: 'finished' });
    const matches = await listRoundMatches(t.db, started.value.round.id);
    expect(matches.map((m) => m.status).every((status) => status === 'done')).toBe(true);
    expect(matches.every((m) => m.voidCount === 0)).toBe(true);
    const id = voider.value.entry.id;
    const own = (await listLeagueResults(t.db, leagueId)).filter((r) => r.entryId === id);
    expect(own).toHaveLength(matches.filter((m) => m.seating.includes(id)).length);
    expect(own.every((r) => r.faults > 0)).toBe(true);
    const faults: { bot: string | undefined; kind: string }[] = [];
    for (const m of matches.filter((x) => x.seating.includes(id))) {
      const record = parseLeagueRecord(await decompressRecord((await getMatchRecordGzip(t.db, m.id))!));
      if (!record.ok) throw new Error(record.error);
      const rotations = isDuplicateRecord(record.value) ? record.value.rotations : [{ record: record.value }];
      for (const rotation of rotations) faults.push(...rotation.record.faults.map((f) => ({ bot: rotation.record.seats[f.seat]?.name, kind: f.fault.kind })));
    }
    expect(faults.length).toBeGreaterThan(0);
    expect(faults.every((f) => f.bot === 'voider' && f.kind === 'bad-output')).toBe(true);
    expect((await getLadder(t.db, leagueId)).find((r) => r.entryId === id)?.games).toBeGreaterThan(0);
  }, 300_000);
});

describe('pure helpers', () => {
  test('ranks share ties; tables keep the order of the rows', () => {
    expect(ranksOf([5, 9, 5, -2])).toEqual([2, 1, 2, 4]);
    const row = (matchId: string, entryId: number, score: number) => ({ matchId, roundId: 1, entryId, seat: 0, chips: 10 * score, score, rank: 1, faults: 0 });
    expect(tablesOfResults([row('b', 1, 3), row('b', 2, -3), row('a', 1, 0)])).toEqual([
      { totals: [{ id: '1', points: 3 }, { id: '2', points: -3 }] },
      { totals: [{ id: '1', points: 0 }] },
    ]);
  });
});
