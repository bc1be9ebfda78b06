/**
 * Read models of the site's match lists and match page: recent matches (everywhere, of a league,
 * of a bot) and one match with its results and decompressed record.
 */
import type { Db } from './client.ts';
import { isUuid } from './ids.ts';
import type { JsonValue } from './leagues.ts';
import { decompressRecord } from './match-records.ts';
import { matchColumns, type MatchRow } from './matches.ts';

export interface Participant {
  readonly entryId: number;
  readonly botId: number;
  readonly botName: string;
  readonly ownerName: string;
  readonly seat: number;
  readonly chips: number;
  readonly rank: number;
  readonly faults: number;
}

export interface RecentMatchRow {
  readonly id: string;
  readonly leagueId: number;
  readonly leagueName: string;
  readonly leagueSlug: string;
  readonly game: string;
  readonly roundNumber: number;
  readonly tableIndex: number;
  readonly finishedAt: Date;
  readonly participants: readonly Participant[];
}

export interface RecentMatchesQuery {
  readonly leagueId?: number;
  readonly botId?: number;
  /** At most 100; default 20. */
  readonly limit?: number;
  /** Keyset paging: only matches finished before this time. */
  readonly before?: Date;
}

const participantsJson = (db: Db) => db.sql`
  (select jsonb_agg(jsonb_build_object('entryId', r.entry_id, 'botId', r.bot_id, 'botName', b.name,
      'ownerName', u.name, 'seat', r.seat, 'chips', r.chips, 'rank', r.rank, 'faults', r.faults) order by r.seat)
   from match_results r join bots b on b.id = r.bot_id join users u on u.id = b.owner_id
   where r.match_id = m.id) as participants`;

const recentColumns = (db: Db) => db.sql`
  m.id, m.league_id, l.name as league_name, l.slug as league_slug, l.game, rd.number as round_number,
  m.table_index, m.finished_at, ${participantsJson(db)}`;

/**
 * Done matches, newest first: of a bot (match_results_bot_idx), of a league
 * (matches_league_done_idx) or everywhere (matches_done_idx).
 */
export async function listRecentMatches(db: Db, query: RecentMatchesQuery = {}): Promise<RecentMatchRow[]> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 20), 1), 100);
  const before = query.before ?? null;
  if (query.botId !== undefined) {
    return db.sql<RecentMatchRow[]>`
      select ${recentColumns(db)}
      from (select r.match_id from match_results r
            ${query.leagueId === undefined ? db.sql`` : db.sql`join matches lm on lm.id = r.match_id and lm.league_id = ${query.leagueId}`}
            where r.bot_id = ${query.botId} ${before === null ? db.sql`` : db.sql`and r.recorded_at < ${before}`}
            order by r.recorded_at desc limit ${limit}) mine
      join matches m on m.id = mine.match_id
      join leagues l on l.id = m.league_id join rounds rd on rd.id = m.round_id
      order by m.finished_at desc, m.id`;
  }
  return db.sql<RecentMatchRow[]>`
    select ${recentColumns(db)}
    from matches m join leagues l on l.id = m.league_id join rounds rd on rd.id = m.round_id
    where m.status = 'done'
      ${query.leagueId === undefined ? db.sql`` : db.sql`and m.league_id = ${query.leagueId}`}
      ${before === null ? db.sql`` : db.sql`and m.finished_at < ${before}`}
    order by m.finished_at desc, m.id limit ${limit}`;
}

export interface MatchResultRow {
  readonly entryId: number;
  readonly botId: number;
  readonly botName: string;
  readonly ownerId: number;
  readonly ownerName: string;
  readonly seat: number;
  readonly chips: number;
  readonly rank: number;
  readonly faults: number;
  readonly cpuMs: number;
  readonly rotations: JsonValue;
}

export interface MatchPage {
  readonly match: MatchRow;
  readonly league: { readonly id: number; readonly name: string; readonly slug: string; readonly game: string };
  readonly roundNumber: number;
  /** The match seed, only once the round's seeds are revealed (commit-reveal). */
  readonly seed: string | null;
  readonly results: readonly MatchResultRow[];
  /** The decompressed match record, or null while the match is not done. */
  readonly record: unknown;
  readonly recordBytes: number | null;
}

interface MatchPageHead extends MatchRow {
  readonly leagueName: string;
  readonly leagueSlug: string;
  readonly game: string;
  readonly roundNumber: number;
  readonly revealedSeed: string | null;
  readonly record: Buffer | null;
  readonly recordBytes: number | null;
}

/** The match page: the match, its league and round, per-seat results and the replay. */
export async function getMatchPage(db: Db, matchId: string): Promise<MatchPage | undefined> {
  if (!isUuid(matchId)) return undefined;
  const [head] = await db.sql<MatchPageHead[]>`
    select ${db.sql(matchColumns.map((c) => `m.${c}`))}, l.name as league_name, l.slug as league_slug, l.game,
      rd.number as round_number, case when rd.revealed_seeds is null then null else m.seed end as revealed_seed,
      rec.record, rec.size as record_bytes
    from matches m join leagues l on l.id = m.league_id join rounds rd on rd.id = m.round_id
    left join match_records rec on rec.match_id = m.id
    where m.id = ${matchId}`;
  if (!head) return undefined;
  const results = await db.sql<MatchResultRow[]>`
    select r.entry_id, r.bot_id, b.name as bot_name, b.owner_id, u.name as owner_name, r.seat, r.chips, r.rank,
      r.faults, r.cpu_ms, r.rotations
    from match_results r join bots b on b.id = r.bot_id join users u on u.id = b.owner_id
    where r.match_id = ${matchId} order by r.seat`;
  const { leagueName, leagueSlug, game, roundNumber, revealedSeed, record, recordBytes, ...match } = head;
  return {
    match,
    league: { id: match.leagueId, name: leagueName, slug: leagueSlug, game },
    roundNumber,
    seed: revealedSeed,
    results,
    record: record === null ? null : await decompressRecord(record),
    recordBytes,
  };
}

/** The compressed record as stored (for a download with Content-Encoding: gzip). */
export async function getMatchRecordGzip(db: Db, matchId: string): Promise<Buffer | undefined> {
  if (!isUuid(matchId)) return undefined;
  const [row] = await db.sql<{ record: Buffer }[]>`select record from match_records where match_id = ${matchId}`;
  return row?.record;
}

/** The bot names of `m.seating`, in seat order (a JSON array). */
const seatNames = (db: Db) => db.sql`
  (select coalesce(jsonb_agg(b.name order by s.ord), '[]'::jsonb)
   from jsonb_array_elements_text(m.seating) with ordinality as s(entry_id, ord) join entries e on e.id = s.entry_id::bigint join bots b on b.id = e.bot_id)`;

/** A match's bot names in seat order, before it has results (its live table). */
export async function getMatchSeatNames(db: Db, matchId: string): Promise<string[]> {
  if (!isUuid(matchId)) return [];
  const [row] = await db.sql<{ seats: string[] }[]>`select ${seatNames(db)} as seats from matches m where m.id = ${matchId}`;
  return row?.seats ?? [];
}

export interface LiveMatchRow {
  readonly id: string;
  readonly leagueName: string;
  readonly leagueSlug: string;
  readonly game: string;
  readonly roundNumber: number;
  readonly tableIndex: number;
  readonly startedAt: Date | null;
  /** Bot names in seat order (the seating of the match). */
  readonly seats: readonly string[];
}

/**
 * Matches being played now (status running) in listed leagues, most recently started first
 * (matches_open_idx): the site's live tables.
 */
export async function listLiveMatches(db: Db, query: { readonly leagueId?: number; readonly limit?: number } = {}): Promise<LiveMatchRow[]> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 10), 1), 100);
  return db.sql<LiveMatchRow[]>`
    select m.id, l.name as league_name, l.slug as league_slug, l.game, rd.number as round_number, m.table_index, m.started_at,
      ${seatNames(db)} as seats
    from matches m join leagues l on l.id = m.league_id join rounds rd on rd.id = m.round_id
    where m.status = 'running' and l.state <> 'draft'
      ${query.leagueId === undefined ? db.sql`` : db.sql`and m.league_id = ${query.leagueId}`}
    order by m.started_at desc nulls last, m.id limit ${limit}`;
}
