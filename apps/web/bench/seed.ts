/**
 * Bulk seed for the load bench: 20 bots of 20 owners in one 3-seat Lupfen league, 100 finished
 * rounds of 1,000 matches (100,000 matches, 300,000 results) written with generate_series in a
 * few statements, ratings and their history, the crosstable and fault counters (the same
 * aggregates as migration 0006), and a real match record (played in process by house bots) on the
 * 500 newest matches (the replay pages the bench opens).
 */
import type { Db } from '@arena/db/client';
import { compressRecord } from '@arena/db/match-records';
import { findGame } from '@arena/games';
import { houseBot } from '@arena/match/house-bots';
import { runMatch } from '@arena/match/run-match';

export interface BenchWorld {
  readonly leagueSlug: string;
  readonly botId: number;
  readonly matchId: string;
  readonly steps: number;
}

/** The game of the bench's league. */
const GAME = 'lupfen';

/** The owners, their bots (one version each), the organiser, the league with every bot entered, and its finished rounds: the league's id. */
async function seedLeague(sql: Db['sql'], bots: number, roundsCount: number): Promise<number> {
  await sql`insert into users (name, email, password_hash, role) select 'owner' || i, 'owner' || i || '@example.org', 'x', 'user' from generate_series(1, ${bots}) i`;
  await sql`insert into users (name, email, password_hash, role) values ('bench-organiser', 'org@example.org', 'x', 'organiser')`;
  await sql`insert into bots (owner_id, name, game) select u.id, 'bot-' || substr(u.name, 6), ${GAME} from users u where u.name like 'owner%'`;
  await sql`insert into bot_versions (bot_id, version, source, bundle, content_hash) select id, 1, '// bench', '// bench', md5(id::text) from bots`;
  const [org] = await sql<{ id: number }[]>`select id from users where name = 'bench-organiser'`;
  await sql`insert into leagues (name, slug, game, options, seats_per_table, deals_per_match, time_limit_ms, memory_limit_mb, target_rounds, secret, state, organiser_id)
    values ('Bench League', 'bench', ${GAME}, '{}', 3, 6, 100, 64, ${roundsCount}, 'bench-secret', 'running', ${org?.id ?? 0})`;
  const [league] = await sql<{ id: number }[]>`select id from leagues where slug = 'bench'`;
  const leagueId = league?.id ?? 0;
  await sql`insert into entries (league_id, bot_id, bot_version_id) select ${leagueId}, b.id, v.id from bots b join bot_versions v on v.bot_id = b.id order by b.id`;
  await sql`insert into rounds (league_id, number, state, seed_commitment, revealed_seeds, started_at, finished_at)
    select ${leagueId}, r, 'finished', md5(r::text), '[]'::jsonb, now() - (${roundsCount} - r + 1) * interval '1 hour', now() - (${roundsCount} - r) * interval '1 hour'
    from generate_series(1, ${roundsCount}) r`;
  return leagueId;
}

/** The finished matches of the rounds (3 seats, distinct entries) and their results. */
async function seedMatches(sql: Db['sql'], leagueId: number, matches: number, bots: number): Promise<void> {
  // Entry k = the k-th entry by id; a table seats entries i, i+a, i+b (mod 20) with 1 ≤ a ≤ 9 < 10 ≤ b ≤ 18: always distinct.
  await sql`
    with e as (select array_agg(id order by id) as ids from entries where league_id = ${leagueId}),
    r as (select array_agg(id order by number) as ids from rounds where league_id = ${leagueId})
    insert into matches (league_id, round_id, table_index, seed, seating, status, attempts, queued_at, started_at, finished_at)
    select ${leagueId}, r.ids[i / 1000 + 1], i % 1000, md5(i::text),
      jsonb_build_array(e.ids[i % ${bots} + 1], e.ids[(i + 1 + (i / ${bots}) % 9) % ${bots} + 1], e.ids[(i + 10 + (i / ${bots}) % 9) % ${bots} + 1]),
      'done', 1, now() - (${matches} - i) * interval '2 second', now() - (${matches} - i) * interval '2 second', now() - (${matches} - i) * interval '2 second' + interval '1 second'
    from generate_series(0, ${matches - 1}) i, e, r`;
  await sql`
    insert into match_results (match_id, entry_id, bot_id, bot_version_id, seat, chips, score, rank, faults, cpu_ms, recorded_at)
    select m.id, en.id, en.bot_id, en.bot_version_id, s.seat,
      ((hashtext(m.id::text || s.seat) % 41) - 0)::int % 21, ((hashtext(m.id::text || s.seat) % 41) - 0)::int % 21, 1 + s.seat, case when hashtext(m.id::text || 'f' || s.seat) % 50 = 0 then 1 else 0 end,
      abs(hashtext(m.id::text || 'c' || s.seat) % 300)::float8, m.finished_at
    from matches m cross join generate_series(0, 2) s(seat)
    join entries en on en.id = (m.seating ->> s.seat)::bigint
    where m.league_id = ${leagueId}`;
}

/** The aggregates the site reads: the crosstable, fault counters, ratings and their history. */
async function seedAggregates(sql: Db['sql'], leagueId: number, bots: number): Promise<void> {
  await sql`
    insert into pair_stats (league_id, entry_id, opponent_id, games, wins, losses, draws, chip_diff)
    select m.league_id, a.entry_id, b.entry_id, count(*), count(*) filter (where a.chips > b.chips),
      count(*) filter (where a.chips < b.chips), count(*) filter (where a.chips = b.chips), sum(a.chips - b.chips)
    from matches m join match_results a on a.match_id = m.id join match_results b on b.match_id = m.id and b.entry_id <> a.entry_id
    where m.status = 'done' and m.league_id = ${leagueId} group by m.league_id, a.entry_id, b.entry_id`;
  await sql`
    insert into version_stats (bot_version_id, bot_id, matches, faults, faulty_matches)
    select r.bot_version_id, r.bot_id, count(*), sum(r.faults), count(*) filter (where r.faults > 0)
    from match_results r group by r.bot_version_id, r.bot_id`;
  await sql`
    insert into ratings (league_id, entry_id, rating, low, high, rank_low, rank_high, games, provisional)
    select ${leagueId}, e.id, 1500 + (10 - k) * 12.5, 1500 + (10 - k) * 12.5 - 9, 1500 + (10 - k) * 12.5 + 9,
      greatest(1, k - 1), least(${bots}, k + 1), 30000, false
    from (select id, row_number() over (order by id)::int as k from entries where league_id = ${leagueId}) e`;
  await sql`
    insert into rating_history (league_id, entry_id, round_id, rating, low, high)
    select ${leagueId}, ra.entry_id, r.id, ra.rating + 40 * exp(-r.number / 10.0), ra.low + 40 * exp(-r.number / 10.0) - 30 / sqrt(r.number), ra.high + 40 * exp(-r.number / 10.0) + 30 / sqrt(r.number)
    from ratings ra cross join rounds r where ra.league_id = ${leagueId} and r.league_id = ${leagueId}`;

}

/** A real match record (house bots, played in process) on the 500 newest matches: the number of its steps. */
async function seedRecords(sql: Db['sql'], leagueId: number): Promise<number> {
  const game = findGame(GAME);
  if (!game) throw new Error(`no ${GAME}`);
  const options = game.parseOptions(undefined, 3);
  if (!options.ok) throw new Error(options.error);
  const record = runMatch({ game, options: options.value, seed: 'bench-record', seats: [0, 1, 2].map((s) => houseBot('random', `bench-${s}`, s)), maxDeals: 6 });
  const compressed = await compressRecord(record);
  await sql`
    insert into match_records (match_id, record, size)
    select id, ${compressed.bytes}, ${compressed.size} from matches where league_id = ${leagueId} order by finished_at desc limit 500`;
  return record.deals.reduce((a, d) => a + d.decisions + 2, 0);
}

export async function seedBench(db: Db, matches = 100_000, bots = 20): Promise<BenchWorld> {
  const sql = db.sql;
  const leagueId = await seedLeague(sql, bots, Math.ceil(matches / 1000));
  await seedMatches(sql, leagueId, matches, bots);
  await seedAggregates(sql, leagueId, bots);
  const steps = await seedRecords(sql, leagueId);
  await sql`vacuum analyze`; // as autovacuum would: visibility map for index-only counts
  const [newest] = await sql<{ id: string }[]>`select id from matches where league_id = ${leagueId} order by finished_at desc limit 1`;
  const [bot] = await sql<{ id: number }[]>`select id from bots order by id limit 1`;
  return { leagueSlug: 'bench', botId: bot?.id ?? 0, matchId: newest?.id ?? '', steps };
}
