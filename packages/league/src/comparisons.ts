/**
 * Comparisons on the site: "is my version B better than my version A?" (issue 18 part 2), the
 * site's and the API's `arena compare`. A comparison is a series of deal sets; each set is a pair
 * of challenges (./challenges.ts) with the same seed, deals and field, A in seat 0 of one and B of
 * the other, so the set scores B against A by their points: 1, ½ or 0 (`pairedScore`). After every
 * set the generalised SPRT of @arena/rating/sprt over all sets so far decides (accept: B is at
 * least elo1 better; reject: at most elo0; inconclusive at the most sets) or asks for the next set,
 * whose seed is `deriveSeed(seed, 'compare-set', n)` as `arena compare` derives it.
 *
 * - `requestComparison` parses an untrusted request once (zod, hard limits) and stores the
 *   comparison and its first pair under the challenger's bounds (room for two open challenges,
 *   the daily CPU quota); the caller queues the pair (`enqueueChallenges`).
 * - `advanceComparisonOf` is the worker's step right after it records a challenge: when the set
 *   is complete it is scored, judged and, if the test goes on, the next pair is stored and
 *   returned for the worker to queue (@arena/db/comparisons keeps one set in flight).
 */
import type { ChallengeRow } from '@arena/db/challenges';
import { getChallengeRecord } from '@arena/db/challenges';
import type { Db } from '@arena/db/client';
import { advanceComparison, createComparison, type AdvanceOutcome, type ComparisonRow, type CreateComparisonError, type SetToJudge, type Verdict } from '@arena/db/comparisons';
import { err, type Result } from '@arena/db/result';
import { deriveSeed } from '@arena/engine/rng';
import { GAME_IDS } from '@arena/games';
import { DEFAULT_SPRT, pairedScore, sprtBounds, sprtState, tallyScores, type SprtDecision } from '@arena/rating/sprt';
import { z } from 'zod';
import { CHALLENGE_RULES, challengeErrorMessage, challengeTemplate, checkTable, opponentSchema, randomSeed, resolveOpponents, type ChallengeBounds, type ChallengeRequestError } from './challenges.ts';
import { isDuplicateRecord, parseLeagueRecord } from '@arena/record/league-record';
import { PLATFORM_CEILINGS } from './game-settings.ts';

/** The bounds of a comparison besides the challenges' own: its most deal sets, and the test's error rates. */
export const COMPARISON_RULES = { maxSets: 200, alpha: DEFAULT_SPRT.alpha, beta: DEFAULT_SPRT.beta } as const;

const versionId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const elo = z.number().min(-1000).max(1000);

export const comparisonRequestSchema = z.object({
  game: z.enum(GAME_IDS),
  /** Both the challenger's own versions (of one bot or two) of the game. */
  versionA: versionId,
  versionB: versionId,
  opponents: z.array(opponentSchema).min(1).max(CHALLENGE_RULES.maxOpponents),
  /** Deals per rotation of each challenge of a set. */
  deals: z.number().int().min(1).max(PLATFORM_CEILINGS.dealsPerMatch),
  elo0: elo.default(DEFAULT_SPRT.elo0),
  elo1: elo.default(DEFAULT_SPRT.elo1),
  maxSets: z.number().int().min(1).max(COMPARISON_RULES.maxSets).default(50),
  seed: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'letters, digits and . _ : - (at most 100)').optional(),
}).strict()
  .refine((r) => r.elo0 < r.elo1, { message: 'elo0 must be below elo1', path: ['elo1'] })
  .refine((r) => r.versionA !== r.versionB, { message: 'choose two different versions', path: ['versionB'] });
export type ComparisonRequest = z.input<typeof comparisonRequestSchema>;

export type ComparisonRequestError = ChallengeRequestError | CreateComparisonError;

export function comparisonErrorMessage(e: ComparisonRequestError): string {
  if (e.code === 'same-version') return 'choose two different versions';
  if (e.code === 'too-many-open') return `a comparison needs room for 2 open challenges: you have ${e.open} queued or running (at most ${e.maxOpen}); wait for them to finish`;
  return challengeErrorMessage(e);
}

/** The seed of deal set `n` (from 1): a stream of its own of the comparison's seed, as `arena compare` derives it. */
export const setSeed = (seed: string, n: number): string => deriveSeed(seed, 'compare-set', n);

/** Validates and stores a comparison for `userId` with its first pair (queued); the caller queues the pair's jobs. */
export async function requestComparison(
  db: Db, userId: number, raw: unknown, bounds: ChallengeBounds,
): Promise<Result<{ comparison: ComparisonRow; pair: [ChallengeRow, ChallengeRow] }, ComparisonRequestError>> {
  const parsed = comparisonRequestSchema.safeParse(raw);
  if (!parsed.success) return err({ code: 'invalid', fields: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })) });
  const r = parsed.data;
  const table = checkTable(r.game, r.opponents.length, r.deals);
  if (!table.ok) return table;
  const seed = r.seed ?? randomSeed();
  const { lower, upper } = sprtBounds(COMPARISON_RULES.alpha, COMPARISON_RULES.beta);
  return createComparison(db, {
    ownerId: userId, game: r.game, versionA: r.versionA, versionB: r.versionB, opponents: await resolveOpponents(db, r.game, r.opponents),
    deals: r.deals, elo0: r.elo0, elo1: r.elo1, alpha: COMPARISON_RULES.alpha, beta: COMPARISON_RULES.beta, maxSets: r.maxSets,
    seed, lowerBound: lower, upperBound: upper, template: challengeTemplate(r.game),
    firstSeed: setSeed(seed, 1), maxOpen: bounds.maxOpen, quotaMs: bounds.cpuMsPerDay,
  });
}

const STATE_OF: Record<SprtDecision, Verdict['state']> = { accept: 'accepted', reject: 'rejected', inconclusive: 'inconclusive', continue: 'running' };

/** Deals in a stored duplicate record, every rotation counted. */
async function dealsIn(db: Db, challengeId: string): Promise<number> {
  const record = parseLeagueRecord(await getChallengeRecord(db, challengeId));
  if (!record.ok || !isDuplicateRecord(record.value)) throw new Error(`challenge ${challengeId} has no duplicate record`);
  return record.value.rotations.reduce((sum, r) => sum + r.record.deals.length, 0);
}

/** The SPRT over every set so far, the one just done included. */
export async function judgeSet(db: Db, input: SetToJudge): Promise<Verdict> {
  const { comparison: c, set } = input;
  const score = pairedScore(input.pointsA, input.pointsB);
  const scores = [...input.earlier.map((s) => s.score ?? 0.5), score];
  const state = sprtState(tallyScores(scores), { elo0: c.elo0, elo1: c.elo1, alpha: c.alpha, beta: c.beta, maxSets: c.maxSets });
  const dealsPlayed = (await dealsIn(db, set.challengeA)) + (await dealsIn(db, set.challengeB));
  const verdict = STATE_OF[state.decision];
  return {
    score, dealsPlayed, llr: state.llr, elo: state.elo.elo, eloLow: state.elo.low, eloHigh: state.elo.high, state: verdict,
    ...(verdict === 'running' ? { nextSeed: setSeed(c.seed, set.setNo + 1) } : {}),
  };
}

/** The worker's step after recording challenge `challengeId`: see the module comment; queue `pair` of a `next` outcome. */
export function advanceComparisonOf(db: Db, challengeId: string, bounds: Pick<ChallengeBounds, 'cpuMsPerDay'>): Promise<AdvanceOutcome> {
  return advanceComparison(db, challengeId, (input) => judgeSet(db, input), { quotaMs: bounds.cpuMsPerDay });
}
