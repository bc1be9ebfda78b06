/**
 * Comparisons (migration 0012): "is v2 better than v1?" as a series of deal sets, each a pair of
 * challenges (@arena/db/challenges) with the same seed, deals and field, version A in seat 0 of
 * one and version B of the other. The statistics are the caller's (@arena/league/comparisons
 * judges a set with the SPRT of @arena/rating/sprt); this module keeps the rows consistent:
 *
 * - `createComparison` stores the comparison and its first pair in one transaction (the pair's
 *   challenges under the challenger's bounds: room for both open, the daily CPU quota);
 * - `advanceComparison` (the worker, after recording a challenge of a comparison) locks the
 *   comparison, and when both challenges of its open set are done, scores the set, stores the
 *   judge's verdict and, if the test continues, creates the next pair, still in one transaction:
 *   at most one set is ever in flight, and a retried or concurrent call finds nothing to do.
 */
import { createChallengeIn, type ChallengeRow, type CreateChallengeError, type NewChallenge } from './challenges.ts';
import type { Db, TxSql } from './client.ts';
import { isUuid } from './ids.ts';
import { err, ok, type Result } from './result.ts';

export const COMPARISON_STATES = ['running', 'accepted', 'rejected', 'inconclusive', 'stopped'] as const;
export type ComparisonState = (typeof COMPARISON_STATES)[number];
/** quota-used: the daily CPU quota refused the next pair; refused: a seat could no longer be seated (a retired bot); void: a challenge was void. */
export type ComparisonStopReason = 'quota-used' | 'refused' | 'void';

export interface ComparisonRow {
  readonly id: string;
  readonly ownerId: number;
  readonly game: string;
  readonly versionA: number;
  readonly versionB: number;
  /** The field's bot version ids, in seat order after seat 0. */
  readonly opponents: readonly number[];
  readonly deals: number;
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
  readonly maxSets: number;
  readonly seed: string;
  readonly state: ComparisonState;
  readonly stopReason: ComparisonStopReason | null;
  readonly llr: number;
  readonly lowerBound: number;
  readonly upperBound: number;
  readonly elo: number | null;
  readonly eloLow: number | null;
  readonly eloHigh: number | null;
  readonly sets: number;
  readonly dealsPlayed: number;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

const columns = [
  'id', 'owner_id', 'game', 'version_a', 'version_b', 'opponents', 'deals', 'elo0', 'elo1', 'alpha', 'beta', 'max_sets', 'seed',
  'state', 'stop_reason', 'llr', 'lower_bound', 'upper_bound', 'elo', 'elo_low', 'elo_high', 'sets', 'deals_played', 'created_at', 'finished_at',
];

/** The challenge fields a set's pair shares (seat 0 and the seed aside). */
export type PairTemplate = Omit<NewChallenge, 'seating' | 'seed' | 'maxOpen' | 'quotaMs' | 'challengerId' | 'game' | 'deals'>;

export interface NewComparison extends Pick<ComparisonRow, 'ownerId' | 'game' | 'versionA' | 'versionB' | 'opponents' | 'deals' | 'elo0' | 'elo1' | 'alpha' | 'beta' | 'maxSets' | 'seed' | 'lowerBound' | 'upperBound'> {
  readonly template: PairTemplate;
  readonly firstSeed: string;
  readonly maxOpen: number;
  readonly quotaMs: number;
}

export type CreateComparisonError = CreateChallengeError | { readonly code: 'same-version' };

/** Thrown inside a transaction to roll it back with an expected refusal. */
class Refusal extends Error {
  constructor(readonly refusal: CreateChallengeError) { super(refusal.code); }
}

async function insertPair(tx: TxSql, c: Pick<ComparisonRow, 'ownerId' | 'game' | 'versionA' | 'versionB' | 'opponents' | 'deals'>, template: PairTemplate, seed: string, bounds: { maxOpen: number; quotaMs: number }): Promise<[ChallengeRow, ChallengeRow]> {
  const pair: ChallengeRow[] = [];
  // Room for both: A is stored only while two more challenges fit under the open bound.
  for (const [i, version] of [c.versionA, c.versionB].entries()) {
    const made = await createChallengeIn(tx, {
      ...template, challengerId: c.ownerId, game: c.game, deals: c.deals, seed, seating: [version, ...c.opponents],
      maxOpen: i === 0 ? bounds.maxOpen - 1 : bounds.maxOpen, quotaMs: bounds.quotaMs,
    });
    if (!made.ok) throw new Refusal(made.error);
    pair.push(made.value);
  }
  const [a, b] = pair;
  if (!a || !b) throw new Error('a pair of challenges was not made');
  return [a, b];
}

async function refusing<T>(run: () => Promise<T>): Promise<Result<T, CreateChallengeError>> {
  try {
    return ok(await run());
  } catch (e) {
    if (e instanceof Refusal) return err(e.refusal);
    throw e;
  }
}

/** Stores a comparison and its first pair (both challenges queued; the caller queues their jobs). */
export async function createComparison(db: Db, input: NewComparison): Promise<Result<{ comparison: ComparisonRow; pair: [ChallengeRow, ChallengeRow] }, CreateComparisonError>> {
  if (input.versionA === input.versionB) return err({ code: 'same-version' });
  return refusing(() => db.sql.begin(async (tx) => {
    const pair = await insertPair(tx, input, input.template, input.firstSeed, input);
    const [comparison] = await tx<ComparisonRow[]>`
      insert into comparisons (owner_id, game, version_a, version_b, opponents, deals, elo0, elo1, alpha, beta, max_sets, seed, lower_bound, upper_bound)
      values (${input.ownerId}, ${input.game}, ${input.versionA}, ${input.versionB}, ${tx.json([...input.opponents])}, ${input.deals},
        ${input.elo0}, ${input.elo1}, ${input.alpha}, ${input.beta}, ${input.maxSets}, ${input.seed}, ${input.lowerBound}, ${input.upperBound})
      returning ${tx(columns)}`;
    if (!comparison) throw new Error('insert into comparisons returned no row');
    await tx`insert into comparison_sets (comparison_id, set_no, seed, challenge_a, challenge_b) values (${comparison.id}, 1, ${input.firstSeed}, ${pair[0].id}, ${pair[1].id})`;
    return { comparison, pair };
  }));
}

export interface ComparisonSet {
  readonly setNo: number;
  readonly seed: string;
  readonly challengeA: string;
  readonly challengeB: string;
  readonly statusA: string;
  readonly statusB: string;
  readonly pointsA: number | null;
  readonly pointsB: number | null;
  readonly score: number | null;
}

const setsOf = (sql: TxSql | Db['sql'], comparisonId: string) => sql<ComparisonSet[]>`
  select s.set_no, s.seed, s.challenge_a, s.challenge_b, a.status as status_a, b.status as status_b, s.points_a, s.points_b, s.score
  from comparison_sets s join challenges a on a.id = s.challenge_a join challenges b on b.id = s.challenge_b
  where s.comparison_id = ${comparisonId} order by s.set_no`;

/** A comparison with the names of what it compares, for its pages. */
export interface ComparisonSummary extends ComparisonRow {
  readonly ownerName: string;
  readonly botA: string;
  readonly versionNoA: number;
  readonly botB: string;
  readonly versionNoB: number;
}

const summaries = (sql: Db['sql']) => sql`
  select ${sql(columns.map((c) => `c.${c}`))}, u.name as owner_name, ba.name as bot_a, va.version as version_no_a, bb.name as bot_b, vb.version as version_no_b
  from comparisons c join users u on u.id = c.owner_id
    join bot_versions va on va.id = c.version_a join bots ba on ba.id = va.bot_id
    join bot_versions vb on vb.id = c.version_b join bots bb on bb.id = vb.bot_id`;

export async function getComparison(db: Db, id: string): Promise<{ comparison: ComparisonSummary; sets: ComparisonSet[] } | undefined> {
  if (!isUuid(id)) return undefined;
  const [comparison] = await db.sql<ComparisonSummary[]>`${summaries(db.sql)} where c.id = ${id}`;
  if (!comparison) return undefined;
  return { comparison, sets: await setsOf(db.sql, id) };
}

/** A programmer's comparisons, newest first (comparisons_owner_idx); at most 100. */
export async function listComparisons(db: Db, ownerId: number, limit = 50): Promise<ComparisonSummary[]> {
  return db.sql<ComparisonSummary[]>`
    ${summaries(db.sql)} where c.owner_id = ${ownerId}
    order by c.created_at desc, c.id limit ${Math.min(Math.max(1, limit), 100)}`;
}

/** The points of seat 0 (the compared version) of a done challenge, by its scoring. */
async function seatZeroPoints(tx: TxSql, challengeId: string): Promise<number> {
  const [row] = await tx<{ score: number | null }[]>`select score from challenge_seats where challenge_id = ${challengeId} and seat = 0`;
  if (row?.score === null || row?.score === undefined) throw new Error(`challenge ${challengeId} is done without a result`);
  return row.score;
}

/** What the judge is told: the comparison, the points of every scored set and of the one just done. */
export interface SetToJudge {
  readonly comparison: ComparisonRow;
  readonly set: ComparisonSet;
  readonly pointsA: number;
  readonly pointsB: number;
  /** The sets scored before this one. */
  readonly earlier: readonly ComparisonSet[];
}

export interface Verdict {
  readonly score: number;
  readonly dealsPlayed: number;
  readonly llr: number;
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
  readonly state: Exclude<ComparisonState, 'stopped'>;
  /** The next set's seed, when the state is running. */
  readonly nextSeed?: string;
}

export type AdvanceOutcome =
  | { readonly kind: 'none' | 'settled' | 'waiting' }
  | { readonly kind: 'decided' | 'stopped'; readonly comparison: ComparisonRow }
  | { readonly kind: 'next'; readonly comparison: ComparisonRow; readonly pair: [ChallengeRow, ChallengeRow] };

async function stop(tx: TxSql, id: string, reason: ComparisonStopReason): Promise<ComparisonRow> {
  const [row] = await tx<ComparisonRow[]>`
    update comparisons set state = 'stopped', stop_reason = ${reason}, finished_at = now() where id = ${id} returning ${tx(columns)}`;
  if (!row) throw new Error(`comparison ${id} vanished`);
  return row;
}

async function nextPair(tx: TxSql, c: ComparisonRow, set: ComparisonSet, seed: string, bounds: { quotaMs: number }): Promise<Result<[ChallengeRow, ChallengeRow], CreateChallengeError>> {
  const [template] = await tx<PairTemplate[]>`
    select options, time_limit_ms, memory_limit_mb, scoring, priority from challenges where id = ${set.challengeA}`;
  if (!template) throw new Error(`challenge ${set.challengeA} vanished`);
  // The new pair replaces the one just done, so the open bound does not apply; the quota does.
  return refusing(() => tx.savepoint((sp) => insertPair(sp, c, template, seed, { maxOpen: Number.MAX_SAFE_INTEGER, quotaMs: bounds.quotaMs })));
}

/**
 * Advances the comparison of challenge `challengeId`, if any: see the module comment. `judge` is
 * called inside the transaction with the set just completed; a void challenge stops the
 * comparison, and so does the quota refusing the next pair.
 */
export async function advanceComparison(
  db: Db, challengeId: string, judge: (input: SetToJudge) => Promise<Verdict>, bounds: { quotaMs: number },
): Promise<AdvanceOutcome> {
  if (!isUuid(challengeId)) return { kind: 'none' };
  return db.sql.begin(async (tx): Promise<AdvanceOutcome> => {
    const [found] = await tx<{ comparisonId: string }[]>`
      select comparison_id from comparison_sets where challenge_a = ${challengeId} or challenge_b = ${challengeId}`;
    if (!found) return { kind: 'none' };
    const [c] = await tx<ComparisonRow[]>`select ${tx(columns)} from comparisons where id = ${found.comparisonId} for update`;
    if (!c) return { kind: 'none' };
    if (c.state !== 'running') return { kind: 'settled' };
    const sets = await setsOf(tx, c.id);
    const set = sets.at(-1);
    if (!set || set.score !== null) return { kind: 'settled' };
    if (set.statusA === 'void' || set.statusB === 'void') return { kind: 'stopped', comparison: await stop(tx, c.id, 'void') };
    if (set.statusA !== 'done' || set.statusB !== 'done') return { kind: 'waiting' };
    const pointsA = await seatZeroPoints(tx, set.challengeA);
    const pointsB = await seatZeroPoints(tx, set.challengeB);
    const v = await judge({ comparison: c, set, pointsA, pointsB, earlier: sets.slice(0, -1) });
    await tx`update comparison_sets set points_a = ${pointsA}, points_b = ${pointsB}, score = ${v.score} where comparison_id = ${c.id} and set_no = ${set.setNo}`;
    const [updated] = await tx<ComparisonRow[]>`
      update comparisons set llr = ${v.llr}, elo = ${v.elo}, elo_low = ${v.eloLow}, elo_high = ${v.eloHigh}, sets = ${set.setNo},
        deals_played = deals_played + ${v.dealsPlayed}, state = ${v.state}, finished_at = ${v.state === 'running' ? null : new Date()}
      where id = ${c.id} returning ${tx(columns)}`;
    if (!updated) throw new Error(`comparison ${c.id} vanished`);
    if (v.state !== 'running') return { kind: 'decided', comparison: updated };
    if (v.nextSeed === undefined) throw new Error('a running verdict without the next seed');
    const pair = await nextPair(tx, updated, set, v.nextSeed, bounds);
    if (!pair.ok) {
      return { kind: 'stopped', comparison: await stop(tx, c.id, pair.error.code === 'quota-used' ? 'quota-used' : 'refused') };
    }
    await tx`insert into comparison_sets (comparison_id, set_no, seed, challenge_a, challenge_b) values (${c.id}, ${set.setNo + 1}, ${v.nextSeed}, ${pair.value[0].id}, ${pair.value[1].id})`;
    return { kind: 'next', comparison: updated, pair: pair.value };
  });
}
