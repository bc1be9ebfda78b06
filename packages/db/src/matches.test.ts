import { beforeAll, describe, expect, test } from 'vitest';
import { getBotPage } from './bot-page.ts';
import { getMatchPage, getMatchRecordGzip, getMatchSeatNames, listLiveMatches, listRecentMatches } from './match-pages.ts';
import { decompressRecord } from './match-records.ts';
import {
  claimMatch,
  getMatch,
  listRoundMatches,
  RATING_LOCK_CLASS,
  recordMatchResult,
  requeueMatch,
  voidMatch,
  type SeatResultInput,
} from './matches.ts';
import { getBotRatingHistory, getCrosstable, getEntryRatingHistory, getLadder, listLeagueResults, type RatingInput } from './ratings.ts';
import { createRound, finishRound, getRound, getRoundProgress, listActiveLeagues, listRounds } from './rounds.ts';
import { makeWorld, unwrap, type World } from './test-support.ts';
import { testDatabase } from './test-hooks.ts';

const t = testDatabase();

/** Every 3-subset of 4 entries: 4 tables. */
function tablesOf(world: World): { seed: string; seating: number[] }[] {
  const [a, b, c, d] = world.entryIds as [number, number, number, number];
  return [[a, b, c], [a, b, d], [a, c, d], [b, c, d]].map((seating, i) => ({ seed: `seed-${i}`, seating }));
}

/** Results where the entry created first wins: chips = 10 - 10 * rank-ish, faults for the last. */
function resultsFor(seating: readonly number[]): SeatResultInput[] {
  const order = [...seating].sort((x, y) => x - y);
  return seating.map((entryId, seat) => {
    const rank = order.indexOf(entryId) + 1;
    return { entryId, seat, chips: 20 - 10 * rank, rank, faults: rank === 3 ? 1 : 0, cpuMs: 1.5, rotations: [{ seat, chips: 1 }] };
  });
}

function ratingsFor(world: World, bump: number): RatingInput[] {
  return world.entryIds.map((entryId, i) => ({
    entryId,
    rating: 1600 - 100 * i + bump,
    low: 1500 - 100 * i,
    high: 1700 - 100 * i + bump,
    rankLow: i + 1,
    rankHigh: i + 1,
    games: bump,
    provisional: bump < 3,
  }));
}

describe('rounds and matches', () => {
  test('a round is created with its matches in one transaction and guarded', async () => {
    const world = await makeWorld(t.db);
    const created = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c1', tables: tablesOf(world) }));
    expect(created.round).toMatchObject({ number: 1, state: 'running', seedCommitment: 'c1', revealedSeeds: null });
    expect(created.matchIds).toHaveLength(4);
    const matches = await listRoundMatches(t.db, created.round.id);
    expect(matches.map((m) => m.id)).toEqual(created.matchIds);
    expect(matches[1]).toMatchObject({ tableIndex: 1, status: 'queued', attempts: 0, seating: tablesOf(world)[1]?.seating });
    expect(matches[0]).not.toHaveProperty('seed');

    expect(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c2', tables: [] })).toEqual({
      ok: false,
      error: { code: 'previous-round-unfinished', roundId: created.round.id },
    });
    expect(await getRoundProgress(t.db, created.round.id)).toEqual({ queued: 4, running: 0, done: 0, void: 0, total: 4 });
    expect(await createRound(t.db, { leagueId: 999_999, seedCommitment: 'c', tables: [] })).toEqual({
      ok: false,
      error: { code: 'league-not-found' },
    });
  });

  test('bad seatings roll the whole round back', async () => {
    const world = await makeWorld(t.db);
    const [a, b, c] = world.entryIds as [number, number, number];
    const cases = [
      { seating: [a, b], reason: /2 seats/ },
      { seating: [a, a, b], reason: /twice/ },
      { seating: [a, b, 999_999], reason: /not in the league/ },
    ];
    for (const { seating, reason } of cases) {
      const result = await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c', tables: [{ seed: 's', seating: [a, b, c] }, { seed: 's', seating }] });
      expect(result).toMatchObject({ ok: false, error: { code: 'bad-seating', tableIndex: 1 } });
      if (!result.ok && result.error.code === 'bad-seating') expect(result.error.reason).toMatch(reason);
    }
    expect(await listRounds(t.db, world.league.id)).toEqual([]);
  });

  test('live matches: the running ones, with their bots in seat order', async () => {
    const world = await makeWorld(t.db);
    const { matchIds } = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c', tables: tablesOf(world) }));
    const [first] = matchIds as [string];
    expect((await listLiveMatches(t.db, { leagueId: world.league.id })).map((m) => m.id)).toEqual([]);
    const claimed = unwrap(await claimMatch(t.db, first));
    const live = await listLiveMatches(t.db, { leagueId: world.league.id });
    expect(live.map((m) => m.id)).toEqual([first]);
    expect(live[0]).toMatchObject({ game: 'lupfen', roundNumber: 1, tableIndex: 0, seats: claimed.seats.map((s) => s.botName) });
    expect((await listLiveMatches(t.db)).map((m) => m.id)).toContain(first);
    expect(await getMatchSeatNames(t.db, first)).toEqual(claimed.seats.map((s) => s.botName));
  });

  test('claim → record exactly once, called twice and concurrently', async () => {
    const world = await makeWorld(t.db);
    const { round, matchIds } = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c', tables: tablesOf(world) }));
    const [first, second] = matchIds as [string, string];
    const claimed = unwrap(await claimMatch(t.db, first));
    expect(claimed.match).toMatchObject({ id: first, status: 'running', attempts: 1 });
    expect(claimed.seed).toBe('seed-0');
    expect(claimed.league).toMatchObject({ id: world.league.id, game: 'lupfen', seatsPerTable: 3, dealsPerMatch: 4, options: { lupfenPenalty: 5 } });
    expect(claimed.seats.map((s) => s.entryId)).toEqual(claimed.match.seating);
    expect(claimed.seats[0]).toMatchObject({ seat: 0, bundle: 'bundle 0', botVersionId: world.versionIds[0] });
    expect(await getRoundProgress(t.db, round.id)).toMatchObject({ queued: 3, running: 1 });

    const record = { deals: [{ actions: ['a', 'b'] }], game: 'lupfen' };
    const results = resultsFor(claimed.match.seating);
    expect(await recordMatchResult(t.db, first, record, results, { ratings: ratingsFor(world, 1) })).toEqual({ ok: true, value: 'recorded' });
    expect(await recordMatchResult(t.db, first, record, results, { ratings: ratingsFor(world, 99) })).toEqual({ ok: true, value: 'already-recorded' });
    expect(await claimMatch(t.db, first)).toEqual({ ok: false, error: { code: 'not-claimable', status: 'done' } });

    unwrap(await claimMatch(t.db, second));
    const seating = (await getMatch(t.db, second))?.seating ?? [];
    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => recordMatchResult(t.db, second, { i }, resultsFor(seating), { ratings: ratingsFor(world, 2 + i) })),
    );
    expect(racers.map((r) => (r.ok ? r.value : r.error.code)).sort()).toEqual([
      'already-recorded', 'already-recorded', 'already-recorded', 'already-recorded', 'already-recorded', 'recorded',
    ]);
    const [counts] = await t.db.sql<{ results: number; records: number }[]>`
      select (select count(*) from match_results where match_id in ${t.db.sql([first, second])}) as results,
        (select count(*) from match_records where match_id in ${t.db.sql([first, second])}) as records`;
    expect(counts).toEqual({ results: 6, records: 2 });
    const [history] = await t.db.sql<{ n: number }[]>`select count(*) as n from rating_history where round_id = ${round.id}`;
    expect(history?.n).toBe(4);
    expect(await getRoundProgress(t.db, round.id)).toEqual({ queued: 2, running: 0, done: 2, void: 0, total: 4 });
  });

  test('record refuses unknown matches, void matches and wrong entries; nothing is written', async () => {
    const world = await makeWorld(t.db);
    const { matchIds } = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c', tables: tablesOf(world) }));
    const [m0, m1] = matchIds as [string, string];
    expect(await recordMatchResult(t.db, '00000000-0000-4000-8000-000000000000', {}, [], null)).toEqual({ ok: false, error: { code: 'not-found' } });
    expect(await recordMatchResult(t.db, 'not-a-uuid', {}, [], null)).toEqual({ ok: false, error: { code: 'not-found' } });
    const wrong = resultsFor([world.entryIds[0], world.entryIds[1], world.entryIds[3]] as number[]);
    expect(await recordMatchResult(t.db, m0, {}, wrong, null)).toMatchObject({ ok: false, error: { code: 'entries-mismatch' } });
    const seating0 = (await getMatch(t.db, m0))?.seating ?? [];
    const swapped = resultsFor(seating0).map((r) => ({ ...r, seat: 2 - r.seat }));
    expect(await recordMatchResult(t.db, m0, {}, swapped, null)).toMatchObject({ ok: false, error: { code: 'entries-mismatch' } });
    expect(await recordMatchResult(t.db, m0, {}, resultsFor(seating0).slice(1), null)).toMatchObject({ ok: false });
    unwrap(await voidMatch(t.db, m1, 'worker lost'));
    const seating = (await getMatch(t.db, m1))?.seating ?? [];
    expect(await recordMatchResult(t.db, m1, {}, resultsFor(seating), null)).toEqual({ ok: false, error: { code: 'match-void' } });
    const [n] = await t.db.sql<{ n: number }[]>`select count(*) as n from match_results where match_id in ${t.db.sql([m0, m1])}`;
    expect(n?.n).toBe(0);
  });

  test('different matches of one league recorded concurrently: no deadlock, every write counted', async () => {
    const world = await makeWorld(t.db);
    const { round, matchIds } = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c', tables: tablesOf(world) }));
    const matches = await listRoundMatches(t.db, round.id);
    const outcomes = await Promise.all(
      matches.map((m, i) => {
        const ratings = ratingsFor(world, i + 1);
        return recordMatchResult(t.db, m.id, { i }, resultsFor(m.seating), { ratings: i % 2 === 0 ? ratings : [...ratings].reverse() });
      }),
    );
    expect(outcomes.every((o) => o.ok && o.value === 'recorded')).toBe(true);
    expect(await getRoundProgress(t.db, round.id)).toMatchObject({ done: matchIds.length });
    const [games] = await t.db.sql<{ n: number }[]>`select sum(games) as n from pair_stats where league_id = ${world.league.id}`;
    expect(games?.n).toBe(4 * 3 * 2);
  });

  /** A round of four tables, and a refit whose ratings say how many matches it saw (`seen`: that count per call). */
  async function refitWorld() {
    const world = await makeWorld(t.db);
    const { round } = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c', tables: tablesOf(world) }));
    const matches = await listRoundMatches(t.db, round.id);
    const seen: number[] = [];
    const refit = (results: readonly { matchId: string; entryId: number }[]): { ratings: RatingInput[] } => {
      const matchCount = new Set(results.map((r) => r.matchId)).size;
      seen.push(matchCount);
      return { ratings: ratingsFor(world, 1).map((r) => ({ ...r, games: matchCount, rating: 1500 + matchCount })) };
    };
    return { world, matches, seen, refit };
  }

  test('a refit callback sees every result including its own; concurrent records end with a refit over all of them', async () => {
    const { world, matches, seen, refit } = await refitWorld();
    const outcomes = await Promise.all(matches.map((m) => recordMatchResult(t.db, m.id, {}, resultsFor(m.seating), (r) => refit(r))));
    expect(outcomes.every((o) => o.ok && o.value === 'recorded')).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThanOrEqual(4);
    expect(Math.max(...seen)).toBe(4);
    const ladder = await getLadder(t.db, world.league.id);
    expect(ladder.every((r) => r.games === 4 && r.rating === 1504)).toBe(true);
    const calls = seen.length;
    expect(await recordMatchResult(t.db, matches[0]?.id ?? '', {}, [], () => refit([]))).toEqual({ ok: true, value: 'already-recorded' });
    expect(seen).toHaveLength(calls);
  });

  test('matches recorded while a refit of their league runs are covered together by the next refit, not one refit each', async () => {
    const { world, matches, seen, refit } = await refitWorld();
    // Another recorder's refit of this league is running meanwhile.
    const other = await t.db.sql.reserve();
    await other`select pg_advisory_lock(${RATING_LOCK_CLASS}::int, ${world.league.id}::int)`;
    for (const m of matches.slice(0, 3)) expect(await recordMatchResult(t.db, m.id, {}, resultsFor(m.seating), (r) => refit(r))).toMatchObject({ ok: true });
    expect(seen).toEqual([]);
    await other`select pg_advisory_unlock(${RATING_LOCK_CLASS}::int, ${world.league.id}::int)`;
    other.release();
    const last = matches[3];
    if (!last) throw new Error('four tables');
    expect(await recordMatchResult(t.db, last.id, {}, resultsFor(last.seating), (r) => refit(r))).toMatchObject({ ok: true });
    expect(seen).toEqual([4]);
    expect((await getLadder(t.db, world.league.id)).every((r) => r.games === 4 && r.rating === 1504)).toBe(true);
  });

  test('void and requeue keep the failure visible; claims count attempts', async () => {
    const world = await makeWorld(t.db);
    const { round, matchIds } = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'c', tables: tablesOf(world) }));
    const id = matchIds[0] ?? '';
    unwrap(await claimMatch(t.db, id));
    expect(unwrap(await claimMatch(t.db, id)).match.attempts).toBe(2);
    const voided = unwrap(await voidMatch(t.db, id, 'attempts exhausted'));
    expect(voided).toMatchObject({ status: 'void', voidCount: 1, error: 'attempts exhausted' });
    expect(voided.finishedAt).toBeInstanceOf(Date);
    expect(await getRoundProgress(t.db, round.id)).toMatchObject({ void: 1, queued: 3 });
    expect(await voidMatch(t.db, id, 'again')).toEqual({ ok: false, error: { code: 'invalid-state', status: 'void' } });
    expect(await claimMatch(t.db, id)).toEqual({ ok: false, error: { code: 'not-claimable', status: 'void' } });
    const requeued = unwrap(await requeueMatch(t.db, id));
    expect(requeued).toMatchObject({ status: 'queued', voidCount: 1, error: 'attempts exhausted', startedAt: null, finishedAt: null });
    unwrap(await claimMatch(t.db, id));
    expect(unwrap(await requeueMatch(t.db, id)).status).toBe('queued');
    expect(await requeueMatch(t.db, id)).toEqual({ ok: false, error: { code: 'invalid-state', status: 'queued' } });
    expect(await requeueMatch(t.db, 'nope')).toEqual({ ok: false, error: { code: 'not-found' } });
    expect(await claimMatch(t.db, '00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, error: { code: 'not-found' } });
  });
});

describe('a played league: progress, ladder, crosstable and pages', () => {
  let world: World;
  let roundId: number;
  let matchIds: readonly string[];
  beforeAll(async () => {
    world = await makeWorld(t.db);
    const created = unwrap(await createRound(t.db, { leagueId: world.league.id, seedCommitment: 'commit', tables: tablesOf(world) }));
    roundId = created.round.id;
    matchIds = created.matchIds;
    for (const [i, id] of matchIds.entries()) {
      const claimed = unwrap(await claimMatch(t.db, id));
      const results = resultsFor(claimed.match.seating).map((r, seat) => ({ ...r, botVersionId: claimed.seats[seat]?.botVersionId }));
      unwrap(await recordMatchResult(t.db, id, { table: i, seating: claimed.match.seating }, results, { ratings: ratingsFor(world, i + 1) }));
    }
  });

  test('active leagues show progress, the round finishes and reveals its seeds', async () => {
    const active = (await listActiveLeagues(t.db)).find((l) => l.id === world.league.id);
    expect(active).toMatchObject({ state: 'running', entries: 4, roundsFinished: 0, currentRound: 1, progress: { done: 4, total: 4, queued: 0 } });
    expect((await getMatchPage(t.db, matchIds[0] ?? ''))?.seed).toBeNull();
    const finished = unwrap(await finishRound(t.db, roundId, { seeds: ['seed-0', 'seed-1', 'seed-2', 'seed-3'] }));
    expect(finished).toMatchObject({ state: 'finished', revealedSeeds: { seeds: ['seed-0', 'seed-1', 'seed-2', 'seed-3'] } });
    expect(await finishRound(t.db, roundId, {})).toEqual({ ok: false, error: { code: 'already-finished' } });
    expect((await getRound(t.db, roundId))?.finishedAt).toBeInstanceOf(Date);
    expect((await listActiveLeagues(t.db)).find((l) => l.id === world.league.id)?.roundsFinished).toBe(1);
  });

  test('a round with queued matches cannot finish; the target stops new rounds', async () => {
    const w = await makeWorld(t.db);
    const { round } = unwrap(await createRound(t.db, { leagueId: w.league.id, seedCommitment: 'c', tables: tablesOf(w) }));
    expect(await finishRound(t.db, round.id, {})).toMatchObject({ ok: false, error: { code: 'round-not-complete', progress: { queued: 4 } } });
    await t.db.sql`update matches set status = 'void' where round_id = ${round.id}`;
    unwrap(await finishRound(t.db, round.id, {}));
    for (let n = 2; n <= 3; n += 1) {
      const next = unwrap(await createRound(t.db, { leagueId: w.league.id, seedCommitment: 'c', tables: [] }));
      expect(next.round.number).toBe(n);
      unwrap(await finishRound(t.db, next.round.id, {}));
    }
    expect(await createRound(t.db, { leagueId: w.league.id, seedCommitment: 'c', tables: [] })).toEqual({
      ok: false,
      error: { code: 'target-reached', targetRounds: 3 },
    });
  });

  test('ladder: ordered by rating with the last update winning; numbers are numbers', async () => {
    const ladder = await getLadder(t.db, world.league.id);
    expect(ladder.map((r) => r.entryId)).toEqual(world.entryIds);
    expect(ladder[0]).toMatchObject({ botName: 'bot-0', version: 1, rating: 1604, games: 4, provisional: false, rankLow: 1 });
    expect(typeof ladder[0]?.entryId).toBe('number');
    expect(ladder[0]?.previousRating).toBeNull();
    expect(await getEntryRatingHistory(t.db, world.entryIds[0] ?? 0)).toMatchObject([{ roundNumber: 1, rating: 1604 }]);
  });

  test('crosstable: every pair that met, wins mirrored by losses', async () => {
    const cells = await getCrosstable(t.db, world.league.id);
    expect(cells).toHaveLength(12);
    const [a, b] = world.entryIds as [number, number];
    const ab = cells.find((c) => c.entryId === a && c.opponentId === b);
    const ba = cells.find((c) => c.entryId === b && c.opponentId === a);
    expect(ab).toEqual({ entryId: a, opponentId: b, games: 2, wins: 2, losses: 0, draws: 0, chipDiff: 20 });
    expect(ba).toMatchObject({ wins: 0, losses: 2, chipDiff: -20 });
    expect(await listLeagueResults(t.db, world.league.id)).toHaveLength(12);
  });

  test('the maintained counters equal aggregates over the stored results', async () => {
    const drift = await t.db.sql`
      (select league_id, entry_id, opponent_id, games, wins, losses, draws, chip_diff from pair_stats
       except
       select m.league_id, a.entry_id, b.entry_id, count(*)::int, (count(*) filter (where a.chips > b.chips))::int,
         (count(*) filter (where a.chips < b.chips))::int, (count(*) filter (where a.chips = b.chips))::int, sum(a.chips - b.chips)
       from matches m join match_results a on a.match_id = m.id
       join match_results b on b.match_id = m.id and b.entry_id <> a.entry_id
       where m.status = 'done' group by m.league_id, a.entry_id, b.entry_id)
      union all
      (select bot_version_id, bot_id, matches, faults, faulty_matches, 0, 0, 0 from version_stats
       except
       select bot_version_id, bot_id, count(*)::int, sum(faults)::int, (count(*) filter (where faults > 0))::int, 0, 0, 0
       from match_results group by bot_version_id, bot_id)`;
    expect(drift).toEqual([]);
  });

  test('recent matches everywhere, by league and by bot, with keyset paging', async () => {
    const byLeague = await listRecentMatches(t.db, { leagueId: world.league.id });
    expect(byLeague.map((m) => m.id).sort()).toEqual([...matchIds].sort());
    expect(byLeague[0]?.participants).toHaveLength(3);
    expect(byLeague[0]?.participants[0]).toMatchObject({ seat: 0 });
    expect(byLeague[0]).toMatchObject({ leagueSlug: world.league.slug, game: 'lupfen', roundNumber: 1 });
    const byBot = await listRecentMatches(t.db, { botId: world.botIds[3] ?? 0 });
    expect(byBot).toHaveLength(3);
    expect(byBot.every((m) => m.participants.some((p) => p.botId === world.botIds[3]))).toBe(true);
    expect(await listRecentMatches(t.db, { botId: world.botIds[3] ?? 0, leagueId: 999_999 })).toEqual([]);
    expect((await listRecentMatches(t.db, { limit: 2 })).length).toBe(2);
    expect(await listRecentMatches(t.db, { leagueId: world.league.id, before: new Date(0) })).toEqual([]);
  });

  test('match page: results, decompressed record, seed after reveal; gzip download', async () => {
    const id = matchIds[2] ?? '';
    const page = await getMatchPage(t.db, id);
    expect(page?.match).toMatchObject({ id, status: 'done', tableIndex: 2 });
    expect(page?.league.slug).toBe(world.league.slug);
    expect(page?.seed).toBe('seed-2');
    expect(page?.record).toEqual({ table: 2, seating: page?.match.seating });
    expect(page?.results.map((r) => r.seat)).toEqual([0, 1, 2]);
    expect(page?.results[0]).toMatchObject({ cpuMs: 1.5, rotations: [{ seat: 0, chips: 1 }] });
    const gz = await getMatchRecordGzip(t.db, id);
    expect(await decompressRecord(gz ?? new Uint8Array())).toEqual(page?.record);
    expect(await getMatchPage(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await getMatchPage(t.db, "1' or '1'='1")).toBeUndefined();
  });

  test('bot page: owner, versions, entries with ratings, history, recent matches, fault rates', async () => {
    const botId = world.botIds[2] ?? 0;
    const page = await getBotPage(t.db, botId);
    expect(page?.owner.name).toBe(world.owners[2]?.name);
    expect(page?.versions.map((v) => v.version)).toEqual([1]);
    expect(page?.entries).toMatchObject([{ leagueId: world.league.id, version: 1, rating: 1404 }]);
    expect(page?.ratingHistory).toMatchObject([{ roundNumber: 1, rating: 1404 }]);
    expect(page?.recentMatches).toHaveLength(3);
    // entry 2 ranks 3rd (one fault) only at the table of entries 0, 1 and 2.
    expect(page?.faultRates).toEqual([
      { botVersionId: world.versionIds[2], version: 1, matches: 3, faults: 1, faultyShare: 1 / 3, faultsPerMatch: 1 / 3 },
    ]);
    expect(await getBotRatingHistory(t.db, botId)).toHaveLength(1);
    expect(await getBotPage(t.db, 999_999)).toBeUndefined();
  });
});
