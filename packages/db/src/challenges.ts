/**
 * Challenges (migrations 0011, 0013): unranked duplicate matches a programmer asks for, their own
 * bot version in seat 0 (or, for the rerun of a recorded match, in the seat it reruns:
 * `challenger_seat`, `rerun_of`) against chosen public versions. Life: queued → running (claimChallenge) →
 * done (recordChallengeResult) | void (voidChallenge). Nothing here touches leagues, entries or
 * ratings, so a challenge can never move a ladder.
 *
 * `createChallenge` checks, in one transaction with the challenger's user row locked (so two
 * requests at once cannot both slip under a bound): the challenger owns the version of their seat (`challengerSeat`), every
 * seat is a version of a bot of the game that is not retired, the challenger has fewer than
 * `maxOpen` challenges queued or running, and today's measured CPU (UTC day of creation) is
 * below `quotaMs`.
 */
import type { Db, Queryable, TxSql } from './client.ts';
import { isUuid } from './ids.ts';
import type { JsonValue, LeagueScoring } from './leagues.ts';
import {
  claimOneOff, lockOpen, recordOnce, seatVersions, storedRecord, withSeats, type ClaimError, type OneOffStatus, type OneOffTable, type RecordError, type SeatResult, type SeatVersion,
} from './one-off-matches.ts';
import { err, ok, type Result } from './result.ts';

/** queued → running → done | void (one-off-matches.ts). */
export type ChallengeStatus = OneOffStatus;

export interface ChallengeRow {
  readonly id: string;
  readonly challengerId: number;
  readonly game: string;
  readonly options: { [key: string]: JsonValue };
  readonly deals: number;
  readonly seed: string;
  readonly timeLimitMs: number;
  readonly memoryLimitMb: number;
  readonly scoring: LeagueScoring;
  readonly priority: number;
  readonly status: ChallengeStatus;
  readonly attempts: number;
  readonly cpuMs: number;
  readonly error: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  /** The seat (of rotation 0) of the challenger's own version (migration 0013): 0, or seat K of a rerun. */
  readonly challengerSeat: number;
  /** The match (league match or challenge) this challenge reruns, or null. */
  readonly rerunOf: string | null;
}

const challengeColumns = [
  'id', 'challenger_id', 'game', 'options', 'deals', 'seed', 'time_limit_ms', 'memory_limit_mb', 'scoring',
  'priority', 'status', 'attempts', 'cpu_ms', 'error', 'created_at', 'started_at', 'finished_at', 'challenger_seat', 'rerun_of',
];
const challenges: OneOffTable = {
  table: 'challenges', seats: 'challenge_seats', key: 'challenge_id', columns: challengeColumns, results: ['chips', 'score', 'rank', 'faults', 'cpuMs'],
};

export interface NewChallenge extends Pick<ChallengeRow, 'challengerId' | 'game' | 'options' | 'deals' | 'seed' | 'timeLimitMs' | 'memoryLimitMb' | 'scoring' | 'priority'> {
  /** Bot version ids in seat order; seat `challengerSeat` (default 0) is the challenger's. */
  readonly seating: readonly number[];
  readonly challengerSeat?: number;
  /** The recorded match a rerun copies (migration 0013). */
  readonly rerunOf?: string;
  /** Bounds checked under the user's lock. */
  readonly maxOpen: number;
  readonly quotaMs: number;
}

export type CreateChallengeError =
  | { readonly code: 'not-own-version'; readonly botVersionId: number }
  | { readonly code: 'unknown-version'; readonly seat: number; readonly botVersionId: number }
  | { readonly code: 'wrong-game'; readonly seat: number; readonly game: string }
  | { readonly code: 'too-many-open'; readonly open: number; readonly maxOpen: number }
  | { readonly code: 'quota-used'; readonly usedMs: number; readonly quotaMs: number };

function checkSeating(input: NewChallenge, versions: ReadonlyMap<number, SeatVersion>): CreateChallengeError | undefined {
  for (const [seat, id] of input.seating.entries()) {
    const v = versions.get(id);
    if (!v || v.retired) return { code: 'unknown-version', seat, botVersionId: id };
    if (seat === (input.challengerSeat ?? 0) && v.ownerId !== input.challengerId) return { code: 'not-own-version', botVersionId: id };
    if (v.game !== input.game) return { code: 'wrong-game', seat, game: v.game };
  }
  return undefined;
}

/** Measured CPU of the user's challenges created today (UTC), in ms. */
export async function challengeCpuToday(sql: Queryable, userId: number): Promise<number> {
  const [row] = await sql<{ used: number }[]>`
    select coalesce(sum(cpu_ms), 0)::float8 as used from challenges
    where challenger_id = ${userId} and created_at >= date_trunc('day', now(), 'UTC')`;
  return row?.used ?? 0;
}

async function openCount(tx: TxSql, userId: number): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from challenges where challenger_id = ${userId} and status in ('queued', 'running')`;
  return row?.n ?? 0;
}

export async function createChallenge(db: Db, input: NewChallenge): Promise<Result<ChallengeRow, CreateChallengeError>> {
  return db.sql.begin((tx) => createChallengeIn(tx, input));
}

/** `createChallenge` inside a caller's transaction (a comparison stores its pair of challenges with its own rows). */
export async function createChallengeIn(tx: TxSql, input: NewChallenge): Promise<Result<ChallengeRow, CreateChallengeError>> {
  const [user] = await tx<{ id: number }[]>`select id from users where id = ${input.challengerId} for update`;
  if (!user) return err({ code: 'not-own-version', botVersionId: input.seating[input.challengerSeat ?? 0] ?? 0 } as const);
  const bad = checkSeating(input, await seatVersions(tx, input.seating));
  if (bad) return err(bad);
  const open = await openCount(tx, input.challengerId);
  if (open >= input.maxOpen) return err({ code: 'too-many-open', open, maxOpen: input.maxOpen } as const);
  const usedMs = await challengeCpuToday(tx, input.challengerId);
  if (usedMs >= input.quotaMs) return err({ code: 'quota-used', usedMs, quotaMs: input.quotaMs } as const);
  const [row] = await tx<ChallengeRow[]>`
    insert into challenges (challenger_id, game, options, deals, seed, time_limit_ms, memory_limit_mb, scoring, priority, challenger_seat, rerun_of)
    values (${input.challengerId}, ${input.game}, ${tx.json(input.options)}, ${input.deals}, ${input.seed},
      ${input.timeLimitMs}, ${input.memoryLimitMb}, ${input.scoring}, ${input.priority}, ${input.challengerSeat ?? 0}, ${input.rerunOf ?? null})
    returning ${tx(challengeColumns)}`;
  if (!row) throw new Error('insert into challenges returned no row');
  await tx`
    insert into challenge_seats (challenge_id, seat, bot_id, bot_version_id)
    select ${row.id}, (s.ord - 1)::int, v.bot_id, v.id
    from jsonb_array_elements_text(${tx.json([...input.seating])}::jsonb) with ordinality as s(version_id, ord)
    join bot_versions v on v.id = s.version_id::bigint`;
  return ok(row);
}

export interface ChallengeSeat {
  readonly seat: number;
  readonly botId: number;
  readonly botVersionId: number;
  readonly version: number;
  readonly botName: string;
  readonly ownerId: number;
  readonly ownerName: string;
  /** Null until the challenge is done. */
  readonly chips: number | null;
  readonly score: number | null;
  readonly rank: number | null;
  readonly faults: number | null;
  readonly cpuMs: number | null;
}

export interface ChallengeDetail extends ChallengeRow {
  readonly challengerName: string;
  readonly seats: readonly ChallengeSeat[];
}

const seatsOf = (sql: Queryable, ids: readonly string[]) => sql<(ChallengeSeat & { of: string })[]>`
  select s.challenge_id as of, s.seat, s.bot_id, s.bot_version_id, v.version, b.name as bot_name, b.owner_id, u.name as owner_name,
    s.chips, s.score, s.rank, s.faults, s.cpu_ms
  from challenge_seats s join bot_versions v on v.id = s.bot_version_id join bots b on b.id = s.bot_id join users u on u.id = b.owner_id
  where s.challenge_id in ${sql([...ids])} order by s.challenge_id, s.seat`;

async function detailsOf(db: Db, rows: readonly (ChallengeRow & { challengerName: string })[]): Promise<ChallengeDetail[]> {
  return rows.length === 0 ? [] : withSeats(rows, await seatsOf(db.sql, rows.map((r) => r.id)));
}

export async function getChallenge(db: Db, id: string): Promise<ChallengeDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.sql<(ChallengeRow & { challengerName: string })[]>`
    select ${db.sql(challengeColumns.map((c) => `c.${c}`))}, u.name as challenger_name
    from challenges c join users u on u.id = c.challenger_id where c.id = ${id}`;
  return (await detailsOf(db, rows))[0];
}

/** A user's challenges, newest first (challenges_challenger_idx); at most 100. */
export async function listChallenges(db: Db, userId: number, limit = 50): Promise<ChallengeDetail[]> {
  const rows = await db.sql<(ChallengeRow & { challengerName: string })[]>`
    select ${db.sql(challengeColumns.map((c) => `c.${c}`))}, u.name as challenger_name
    from challenges c join users u on u.id = c.challenger_id
    where c.challenger_id = ${userId} order by c.created_at desc, c.id limit ${Math.min(Math.max(1, limit), 100)}`;
  return detailsOf(db, rows);
}

/** The stored replay (decompressed), or null while the challenge is not done. */
export async function getChallengeRecord(db: Db, id: string): Promise<unknown> {
  return storedRecord(db, challenges, id);
}

export interface ChallengeSeatPlan {
  readonly seat: number;
  readonly botVersionId: number;
  readonly botName: string;
  readonly ownerName: string;
  readonly bundle: string;
}

export interface ClaimedChallenge {
  readonly challenge: ChallengeRow;
  readonly seats: readonly ChallengeSeatPlan[];
}

export type ClaimChallengeError = ClaimError<ChallengeStatus>;

/** queued (or running, when a crashed job is retried) → running, attempts + 1. */
export async function claimChallenge(db: Db, id: string): Promise<Result<ClaimedChallenge, ClaimChallengeError>> {
  const claimed = await claimOneOff<ChallengeRow, ChallengeStatus, ChallengeSeatPlan>(db, challenges, id, (tx) => tx<ChallengeSeatPlan[]>`
    select s.seat, s.bot_version_id, b.name as bot_name, u.name as owner_name, v.bundle
    from challenge_seats s join bot_versions v on v.id = s.bot_version_id join bots b on b.id = s.bot_id join users u on u.id = b.owner_id
    where s.challenge_id = ${id} order by s.seat`);
  return claimed.ok ? ok({ challenge: claimed.value.row, seats: claimed.value.seats }) : claimed;
}

export interface ChallengeSeatResult extends SeatResult {
  readonly score: number;
}

export type RecordChallengeError = RecordError<'challenge-void'>;

/**
 * Writes a played challenge exactly once (the row locked first; a second call finds it done):
 * per-seat results, the compressed record, cpu_ms = the seats' CPU summed, status done.
 */
export async function recordChallengeResult(
  db: Db, id: string, record: unknown, results: readonly ChallengeSeatResult[],
): Promise<Result<'recorded' | 'already-recorded', RecordChallengeError>> {
  return recordOnce(db, challenges, id, record, results, 'challenge-void', { cpuMs: results.reduce((sum, r) => sum + r.cpuMs, 0) });
}

export type VoidChallengeError = { readonly code: 'not-found' } | { readonly code: 'invalid-state'; readonly status: ChallengeStatus };

/** A queued or running challenge that cannot be played (a platform fault that exhausted its attempts): void, visibly. */
export async function voidChallenge(db: Db, id: string, error: string): Promise<Result<ChallengeRow, VoidChallengeError>> {
  if (!isUuid(id)) return err({ code: 'not-found' });
  return db.sql.begin(async (tx) => {
    const open = await lockOpen<ChallengeStatus, 'invalid-state'>(tx, challenges, id, 'invalid-state');
    if (!open.ok) return open;
    const [row] = await tx<ChallengeRow[]>`
      update challenges set status = 'void', error = ${error.slice(0, 2000)}, finished_at = now()
      where id = ${id} returning ${tx(challengeColumns)}`;
    if (!row) throw new Error('update of challenges returned no row');
    return ok(row);
  });
}

/** Queued challenges, oldest first, with their priorities: what the queue must hold a job for. */
export async function listQueuedChallenges(db: Db, limit = 1000): Promise<{ id: string; priority: number }[]> {
  return db.sql<{ id: string; priority: number }[]>`
    select id, priority from challenges where status = 'queued' order by created_at, id limit ${limit}`;
}

/** Public bot versions of a game a challenge may seat (bots not retired), newest bots' versions first; at most `limit`. */
export interface ChallengeableVersion {
  readonly botVersionId: number;
  readonly botId: number;
  readonly botName: string;
  readonly version: number;
  readonly ownerId: number;
  readonly ownerName: string;
}

export async function listChallengeableVersions(db: Db, game: string, limit = 300): Promise<ChallengeableVersion[]> {
  return db.sql<ChallengeableVersion[]>`
    select v.id as bot_version_id, b.id as bot_id, b.name as bot_name, v.version, b.owner_id, u.name as owner_name
    from bots b join bot_versions v on v.bot_id = b.id join users u on u.id = b.owner_id
    where b.game = ${game} and b.retired_at is null and u.deleted_at is null
    order by lower(b.name), b.id, v.version desc limit ${Math.min(Math.max(1, limit), 1000)}`;
}
