/**
 * Ratings: the ladder of a league, its history, the crosstable, and the writes of a rating update.
 * Ratings and their 95 % interval are stored as double precision (the fit is kept exact; the site
 * rounds for display).
 */
import type { Db, Queryable } from './client.ts';

export interface RatingInput {
  readonly entryId: number;
  readonly rating: number;
  readonly low: number;
  readonly high: number;
  readonly rankLow: number;
  readonly rankHigh: number;
  readonly games: number;
  readonly provisional: boolean;
}

/** A rating update for one league: the rows of every entry whose rating changed. */
export interface RatingUpdate {
  readonly ratings: readonly RatingInput[];
}

/**
 * How `recordMatchResult` updates ratings: a precomputed update, none, or a refit that receives
 * every done result of the league (including the match being recorded), run while holding the
 * league's rating lock; refits are coalesced per league, and the last write always reflects all
 * results (see `recordMatchResult`).
 */
export type RatingUpdateInput =
  | RatingUpdate
  | null
  | ((results: readonly LeagueResultRow[]) => RatingUpdate | Promise<RatingUpdate>);

/**
 * Upserts `ratings` of the league and, when `roundId` is given, the history point of each entry
 * for that round (the last write in a round wins). Runs on a client or inside a transaction. Rows
 * are written in entry order, so concurrent updates of one league lock them in the same order.
 */
export async function writeRatings(
  sql: Queryable,
  leagueId: number,
  roundId: number | null,
  ratings: readonly RatingInput[],
): Promise<void> {
  if (ratings.length === 0) return;
  const rows = ratings.map((r) => ({ ...r }));
  await sql`
    insert into ratings (league_id, entry_id, rating, low, high, rank_low, rank_high, games, provisional, updated_at)
    select ${leagueId}, r."entryId", r.rating, r.low, r.high, r."rankLow", r."rankHigh", r.games, r.provisional, now()
    from jsonb_to_recordset(${sql.json(rows)}::jsonb) as r(
      "entryId" bigint, rating float8, low float8, high float8, "rankLow" int, "rankHigh" int, games int, provisional bool)
    order by r."entryId"
    on conflict (league_id, entry_id) do update set
      rating = excluded.rating, low = excluded.low, high = excluded.high, rank_low = excluded.rank_low,
      rank_high = excluded.rank_high, games = excluded.games, provisional = excluded.provisional,
      updated_at = excluded.updated_at`;
  if (roundId === null) return;
  await sql`
    insert into rating_history (league_id, entry_id, round_id, rating, low, high)
    select ${leagueId}, r."entryId", ${roundId}, r.rating, r.low, r.high
    from jsonb_to_recordset(${sql.json(rows)}::jsonb) as r("entryId" bigint, rating float8, low float8, high float8)
    order by r."entryId"
    on conflict (entry_id, round_id) do update set
      rating = excluded.rating, low = excluded.low, high = excluded.high, recorded_at = now()`;
}

/** An entry's stored rating (as `writeRatings` wrote it) with its bot, owner and version. */
export interface LadderRow extends RatingInput {
  readonly botId: number;
  readonly botName: string;
  readonly ownerId: number;
  readonly ownerName: string;
  readonly version: number;
  readonly isHouse: boolean;
  /** The rating at the end of the previous round with history (for the trend), if any. */
  readonly previousRating: number | null;
  readonly updatedAt: Date;
}

/** The league's ladder, best first, one row per bot: its current entry (served by ratings_ladder_idx). */
export async function getLadder(db: Db, leagueId: number): Promise<LadderRow[]> {
  return db.sql<LadderRow[]>`
    select r.entry_id, e.bot_id, b.name as bot_name, b.owner_id, u.name as owner_name, v.version, e.is_house,
      r.rating, r.low, r.high, r.rank_low, r.rank_high, r.games, r.provisional, r.updated_at,
      (select h.rating from rating_history h
        where h.entry_id = r.entry_id order by h.round_id desc offset 1 limit 1) as previous_rating
    from ratings r
    join entries e on e.id = r.entry_id
    join bots b on b.id = e.bot_id
    join users u on u.id = b.owner_id
    join bot_versions v on v.id = e.bot_version_id
    where r.league_id = ${leagueId} and e.retired_at is null
    order by r.rating desc, r.entry_id`;
}

export interface CrosstableCell {
  readonly entryId: number;
  readonly opponentId: number;
  /** Matches in which both sat at the same table. */
  readonly games: number;
  /** Matches in which `entryId` ended with more chips than `opponentId` (summed over rotations). */
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly chipDiff: number;
}

/** Head-to-head results of every pair of entries that met in done matches (from pair_stats). */
export async function getCrosstable(db: Db, leagueId: number): Promise<CrosstableCell[]> {
  return db.sql<CrosstableCell[]>`
    select entry_id, opponent_id, games, wins, losses, draws, chip_diff
    from pair_stats where league_id = ${leagueId}
    order by entry_id, opponent_id`;
}

export interface RatingHistoryRow {
  readonly leagueId: number;
  readonly entryId: number;
  readonly roundId: number;
  readonly roundNumber: number;
  readonly rating: number;
  readonly low: number;
  readonly high: number;
  readonly recordedAt: Date;
}

/** History points of one entry, oldest round first. */
export async function getEntryRatingHistory(db: Db, entryId: number): Promise<RatingHistoryRow[]> {
  return db.sql<RatingHistoryRow[]>`
    select h.league_id, h.entry_id, h.round_id, r.number as round_number, h.rating, h.low, h.high, h.recorded_at
    from rating_history h join rounds r on r.id = h.round_id
    where h.entry_id = ${entryId} order by r.number`;
}

/** History points of all entries of a bot (one series per league entry), oldest round first. */
export async function getBotRatingHistory(db: Db, botId: number): Promise<RatingHistoryRow[]> {
  return db.sql<RatingHistoryRow[]>`
    select h.league_id, h.entry_id, h.round_id, r.number as round_number, h.rating, h.low, h.high, h.recorded_at
    from entries e
    join rating_history h on h.entry_id = e.id
    join rounds r on r.id = h.round_id
    where e.bot_id = ${botId}
    order by h.league_id, r.number`;
}

export interface LeagueResultRow {
  readonly matchId: string;
  readonly roundId: number;
  readonly entryId: number;
  readonly seat: number;
  readonly chips: number;
  /** Points under the league's scoring: what the rating fit compares. */
  readonly score: number;
  readonly rank: number;
  readonly faults: number;
}

/** Every per-seat result of the league's done matches, grouped by match: the input of a rating fit. */
export async function listLeagueResults(db: Db, leagueId: number): Promise<LeagueResultRow[]> {
  return selectLeagueResults(db.sql, leagueId);
}

/** `listLeagueResults` on a client or inside a transaction. */
export async function selectLeagueResults(sql: Queryable, leagueId: number): Promise<LeagueResultRow[]> {
  return sql<LeagueResultRow[]>`
    select r.match_id, m.round_id, r.entry_id, r.seat, r.chips, r.score, r.rank, r.faults
    from matches m join match_results r on r.match_id = m.id
    where m.league_id = ${leagueId} and m.status = 'done'
    order by m.round_id, m.table_index, r.seat`;
}
