/**
 * The life of a match: queued → running (claimMatch) → done (recordMatchResult) | void
 * (voidMatch), and back to queued (requeueMatch). `recordMatchResult` is the worker's one write:
 * results, record, status and ratings in ONE transaction, exactly once per match.
 */
import type { Db, TxSql } from './client.ts';
import { isUuid } from './ids.ts';
import type { JsonValue, LeagueRow } from './leagues.ts';
import { compressRecord, type CompressedRecord } from './match-records.ts';
import { selectLeagueResults, writeRatings, type LeagueResultRow, type RatingUpdateInput } from './ratings.ts';
import { addMatchToStats } from './stats.ts';
import { err, ok, type Result } from './result.ts';

export const MATCH_STATUSES = ['queued', 'running', 'done', 'void'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export interface MatchRow {
  readonly id: string;
  readonly leagueId: number;
  readonly roundId: number;
  readonly tableIndex: number;
  /** Entry ids in seat order. */
  readonly seating: readonly number[];
  readonly status: MatchStatus;
  readonly attempts: number;
  readonly voidCount: number;
  readonly queuedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly error: string | null;
}

export const matchColumns = [
  'id', 'league_id', 'round_id', 'table_index', 'seating', 'status', 'attempts', 'void_count', 'queued_at',
  'started_at', 'finished_at', 'error',
];

export async function getMatch(db: Db, matchId: string): Promise<MatchRow | undefined> {
  if (!isUuid(matchId)) return undefined;
  const [row] = await db.sql<MatchRow[]>`select ${db.sql(matchColumns)} from matches where id = ${matchId}`;
  return row;
}

/** Matches of a round in table order, optionally of one status (served by matches_round_status_idx). */
export async function listRoundMatches(db: Db, roundId: number, status?: MatchStatus): Promise<MatchRow[]> {
  return db.sql<MatchRow[]>`
    select ${db.sql(matchColumns)} from matches
    where round_id = ${roundId} ${status === undefined ? db.sql`` : db.sql`and status = ${status}`}
    order by table_index`;
}

export interface SeatPlan {
  readonly seat: number;
  readonly entryId: number;
  readonly botId: number;
  readonly botVersionId: number;
  readonly botName: string;
  readonly ownerId: number;
  readonly isHouse: boolean;
  readonly bundle: string;
}

export type MatchLeague = Pick<
  LeagueRow,
  'id' | 'game' | 'options' | 'seatsPerTable' | 'dealsPerMatch' | 'duplicate' | 'scoring' | 'timeLimitMs' | 'memoryLimitMb'
>;

/** Everything a worker needs to play a claimed match. */
export interface ClaimedMatch {
  readonly match: MatchRow;
  readonly seed: string;
  readonly league: MatchLeague;
  readonly seats: readonly SeatPlan[];
}

export type ClaimError =
  | { readonly code: 'not-found' }
  | { readonly code: 'not-claimable'; readonly status: MatchStatus }
  /** A queued match of a paused, open or finished league waits (its job is dropped and queued again on resume). */
  | { readonly code: 'league-not-running' };

async function loadPlan(tx: TxSql, match: MatchRow & { seed: string }): Promise<ClaimedMatch> {
  const [league] = await tx<MatchLeague[]>`
    select id, game, options, seats_per_table, deals_per_match, duplicate, scoring, time_limit_ms, memory_limit_mb
    from leagues where id = ${match.leagueId}`;
  if (!league) throw new Error(`league ${match.leagueId} of match ${match.id} is missing`);
  const seats = await tx<SeatPlan[]>`
    select (s.ord - 1)::int as seat, e.id as entry_id, e.bot_id, e.bot_version_id, b.name as bot_name,
      b.owner_id, e.is_house, v.bundle
    from jsonb_array_elements_text(${tx.json([...match.seating])}::jsonb) with ordinality as s(entry_id, ord)
    join entries e on e.id = s.entry_id::bigint
    join bots b on b.id = e.bot_id
    join bot_versions v on v.id = e.bot_version_id
    order by s.ord`;
  const { seed, ...row } = match;
  return { match: row, seed, league, seats };
}

/**
 * Claims a match for running: queued (or running, when a crashed or stalled job is retried) →
 * running, attempts + 1, started_at = now. Done and void matches are not claimable: a worker
 * that gets 'not-claimable' with status 'done' drops the job. A queued match is claimed only while
 * its league is running ('league-not-running' otherwise: paused leagues play nothing new).
 */
export async function claimMatch(db: Db, matchId: string): Promise<Result<ClaimedMatch, ClaimError>> {
  if (!isUuid(matchId)) return err({ code: 'not-found' });
  return db.sql.begin(async (tx) => {
    const [current] = await tx<{ status: MatchStatus; leagueState: string }[]>`
      select m.status, l.state as league_state from matches m join leagues l on l.id = m.league_id
      where m.id = ${matchId} for update of m`;
    if (!current) return err({ code: 'not-found' } as const);
    if (current.status !== 'queued' && current.status !== 'running') {
      return err({ code: 'not-claimable', status: current.status } as const);
    }
    if (current.status === 'queued' && current.leagueState !== 'running') return err({ code: 'league-not-running' } as const);
    const [match] = await tx<(MatchRow & { seed: string })[]>`
      update matches set status = 'running', attempts = attempts + 1, started_at = now(), finished_at = null
      where id = ${matchId} returning ${tx(matchColumns)}, seed`;
    if (!match) throw new Error('update of matches returned no row');
    return ok(await loadPlan(tx, match));
  });
}

/**
 * One seat's result. `seat` is the entry's index in the match's seating; `chips` is summed over the
 * rotations; `score` is the entry's points under the league's scoring (default: `chips`);
 * `rotations` keeps per-rotation detail (any JSON).
 */
export interface SeatResultInput {
  readonly entryId: number;
  readonly seat: number;
  readonly chips: number;
  readonly score?: number;
  readonly rank: number;
  readonly faults: number;
  readonly cpuMs: number;
  readonly rotations?: JsonValue;
  /** The version that played (from the claim's seat plan); defaults to the entry's current version. */
  readonly botVersionId?: number;
}

export type RecordOutcome = 'recorded' | 'already-recorded';

export type RecordError =
  | { readonly code: 'not-found' }
  | { readonly code: 'match-void' }
  | { readonly code: 'entries-mismatch'; readonly expected: readonly number[]; readonly got: readonly number[] };

/** One result per seated entry, each at its seat of the match's seating. */
function matchesSeating(seating: readonly number[], results: readonly SeatResultInput[]): boolean {
  return (
    results.length === seating.length &&
    new Set(results.map((r) => r.seat)).size === results.length &&
    results.every((r) => seating[r.seat] === r.entryId)
  );
}

async function insertResults(tx: TxSql, matchId: string, results: readonly SeatResultInput[]): Promise<void> {
  const rows = results.map((r) => ({ ...r, rotations: r.rotations ?? [] }));
  await tx`
    insert into match_results (match_id, entry_id, bot_id, bot_version_id, seat, rotations, chips, score, rank, faults, cpu_ms)
    select ${matchId}, r."entryId", e.bot_id, coalesce(r."botVersionId", e.bot_version_id), r.seat, r.rotations,
      r.chips, coalesce(r.score, r.chips), r.rank, r.faults, r."cpuMs"
    from jsonb_to_recordset(${tx.json(rows)}::jsonb) as r(
      "entryId" bigint, "botVersionId" bigint, seat int, rotations jsonb, chips int, score float8, rank int, faults int, "cpuMs" float8)
    join entries e on e.id = r."entryId"`;
}

/** Advisory lock class of "rating refit of league N" (pg_try_advisory_xact_lock(class, league)). */
export const RATING_LOCK_CLASS = 0x61726e72; // 'arnr'

type Refit = Extract<RatingUpdateInput, (results: readonly LeagueResultRow[]) => unknown>;

/**
 * Refits the league's ratings in `tx` if no other refit of the league is running: every done
 * result the transaction sees, written with the history point of `roundId`. Returns how many
 * matches the refit covered, or null when another refit holds the league (it looks again when it
 * is done, see `refitUntilCurrent`).
 */
async function refitIfFree(tx: TxSql, leagueId: number, roundId: number, refit: Refit): Promise<number | null> {
  const [lock] = await tx<{ locked: boolean }[]>`select pg_try_advisory_xact_lock(${RATING_LOCK_CLASS}::int, ${leagueId}::int) as locked`;
  if (lock?.locked !== true) return null;
  const rows = await selectLeagueResults(tx, leagueId);
  const update = await refit(rows);
  await writeRatings(tx, leagueId, roundId, update.ratings);
  return new Set(rows.map((r) => r.matchId)).size;
}

/** Done matches of the league with results (what a refit covers). */
async function ratedMatchCount(db: Db, leagueId: number): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    select count(distinct r.match_id)::int as n from matches m join match_results r on r.match_id = m.id
    where m.league_id = ${leagueId} and m.status = 'done'`;
  return row?.n ?? 0;
}

/**
 * After a recorder committed: refits until the ratings cover every match recorded so far. Refits
 * of one league never run at once, and matches recorded during one are covered together by the
 * next (coalesced): a recorder that finds the league's refit taken leaves, and the refit's holder
 * looks again after its commit, which comes after that recorder's commit. So the last refit always
 * covers every result, as the full refit per match did, without one whole refit per match.
 */
async function refitUntilCurrent(db: Db, leagueId: number, roundId: number, refit: Refit, covered: number | null): Promise<void> {
  for (let last = covered; ;) {
    if (last !== null && (await ratedMatchCount(db, leagueId)) === last) return;
    last = await db.sql.begin((tx) => refitIfFree(tx, leagueId, roundId, refit));
    if (last === null) return;
  }
}

/**
 * Writes a played match exactly once: per-seat results, the gzip-compressed record, status 'done',
 * the crosstable and fault counters (stats.ts) and the rating update (ratings upserted, one history
 * point per entry for the match's round), all in one `sql.begin` transaction. The match row is
 * locked first (SELECT ... FOR UPDATE), so of two concurrent or repeated calls the second waits,
 * sees 'done' and returns 'already-recorded' without writing anything; the primary keys of
 * match_results and match_records back this up. Accepts a queued or running match; a void match
 * must be requeued first ('match-void').
 *
 * `ratingUpdate` as a function is a refit with every done result of the league: in the same
 * transaction when no other refit of the league is running, else (and whenever matches were
 * recorded meanwhile) right after the commit, coalesced per league (`refitUntilCurrent`): the
 * ratings always end up as a full refit over all results gives them. A refit writes the history
 * point of its caller's round. A precomputed update is written as given (the last writer wins even
 * if it missed a result).
 */
export async function recordMatchResult(
  db: Db,
  matchId: string,
  record: unknown,
  results: readonly SeatResultInput[],
  ratingUpdate: RatingUpdateInput,
): Promise<Result<RecordOutcome, RecordError>> {
  if (!isUuid(matchId)) return err({ code: 'not-found' });
  const compressed = await compressRecord(record);
  const written = await db.sql.begin(async (tx) => {
    const [match] = await tx<Pick<MatchRow, 'status' | 'seating' | 'leagueId' | 'roundId'>[]>`
      select status, seating, league_id, round_id from matches where id = ${matchId} for update`;
    if (!match) return err({ code: 'not-found' } as const);
    if (match.status === 'done') return ok({ outcome: 'already-recorded' as const, refit: null });
    if (match.status === 'void') return err({ code: 'match-void' } as const);
    if (!matchesSeating(match.seating, results)) {
      return err({ code: 'entries-mismatch', expected: match.seating, got: results.map((r) => r.entryId) } as const);
    }
    await writeMatch(tx, matchId, match.leagueId, compressed, results);
    if (typeof ratingUpdate !== 'function') {
      if (ratingUpdate) await writeRatings(tx, match.leagueId, match.roundId, ratingUpdate.ratings);
      return ok({ outcome: 'recorded' as const, refit: null });
    }
    const covered = await refitIfFree(tx, match.leagueId, match.roundId, ratingUpdate);
    return ok({ outcome: 'recorded' as const, refit: { refit: ratingUpdate, match, covered } });
  });
  if (!written.ok) return written;
  const { refit } = written.value;
  if (refit) await refitUntilCurrent(db, refit.match.leagueId, refit.match.roundId, refit.refit, refit.covered);
  return ok(written.value.outcome);
}

async function writeMatch(tx: TxSql, matchId: string, leagueId: number, compressed: CompressedRecord, results: readonly SeatResultInput[]): Promise<void> {
  await insertResults(tx, matchId, results);
  await tx`
    insert into match_records (match_id, record, size)
    values (${matchId}, ${compressed.bytes}, ${compressed.size})`;
  await tx`
    update matches set status = 'done', finished_at = now(), error = null,
      started_at = coalesce(started_at, now())
    where id = ${matchId}`;
  await addMatchToStats(tx, matchId, leagueId);
}

export type TransitionError = { readonly code: 'not-found' } | { readonly code: 'invalid-state'; readonly status: MatchStatus };

async function transition(
  db: Db,
  matchId: string,
  from: readonly MatchStatus[],
  update: (tx: TxSql) => Promise<MatchRow[]>,
): Promise<Result<MatchRow, TransitionError>> {
  if (!isUuid(matchId)) return err({ code: 'not-found' });
  return db.sql.begin(async (tx) => {
    const [current] = await tx<{ status: MatchStatus }[]>`select status from matches where id = ${matchId} for update`;
    if (!current) return err({ code: 'not-found' } as const);
    if (!from.includes(current.status)) return err({ code: 'invalid-state', status: current.status } as const);
    const [row] = await update(tx);
    if (!row) throw new Error('update of matches returned no row');
    return ok(row);
  });
}

/** Marks a queued or running match void (a platform fault that exhausted its attempts), visibly. */
export async function voidMatch(db: Db, matchId: string, error: string): Promise<Result<MatchRow, TransitionError>> {
  return transition(db, matchId, ['queued', 'running'], (tx) => tx<MatchRow[]>`
    update matches set status = 'void', void_count = void_count + 1, error = ${error}, finished_at = now()
    where id = ${matchId} returning ${tx(matchColumns)}`);
}

/**
 * Puts a running match (released on SIGTERM, or lost with its worker) or a void match (to be
 * rescheduled) back in the queue. The last error and the void count stay visible.
 */
export async function requeueMatch(db: Db, matchId: string): Promise<Result<MatchRow, TransitionError>> {
  return transition(db, matchId, ['running', 'void'], (tx) => tx<MatchRow[]>`
    update matches set status = 'queued', queued_at = now(), started_at = null, finished_at = null
    where id = ${matchId} returning ${tx(matchColumns)}`);
}

export interface QueuedJobRow {
  readonly id: string;
  readonly priority: number;
}

/**
 * Queued matches of running leagues, oldest first: what the queue must hold a job for (the
 * reconciliation compares them with Redis).
 */
export async function listClaimableMatches(db: Db, limit = 1000): Promise<QueuedJobRow[]> {
  return db.sql<QueuedJobRow[]>`
    select m.id, m.priority from matches m join leagues l on l.id = m.league_id
    where m.status = 'queued' and l.state = 'running'
    order by m.queued_at, m.id limit ${limit}`;
}

/**
 * Voids the queued matches of finished leagues ("the league finished before it was played"), so
 * that their rounds can finish; returns the rounds concerned.
 */
export async function voidMatchesOfFinishedLeagues(db: Db): Promise<number[]> {
  const rows = await db.sql<{ roundId: number }[]>`
    update matches m set status = 'void', void_count = void_count + 1, finished_at = now(),
      error = 'the league finished before this match was played'
    from leagues l
    where l.id = m.league_id and l.state = 'finished' and m.status = 'queued'
    returning m.round_id`;
  return [...new Set(rows.map((r) => r.roundId))];
}
