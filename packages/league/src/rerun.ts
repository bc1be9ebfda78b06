/**
 * "Rerun with my bot" (issue 18, the site's side of `arena rerun`): a recorded match (a league
 * match or a challenge) played again by the workers as a challenge with the recorded seed, deals,
 * rules options and per-bot limits, every other seat's recorded bot version in its seat, and the
 * programmer's own version in seat K (`challenger_seat`, `rerun_of`: migration 0013). The same
 * bounds as every challenge (open challenges, daily CPU quota, CHALLENGE_PRIORITY); only the
 * programmer's own version may take seat K (createChallenge checks it under the user's lock).
 * `compareRerun` (rerun-comparison.ts) sets the result against the record.
 */
import type { ChallengeRow } from '@arena/db/challenges';
import { createChallenge } from '@arena/db/challenges';
import type { Db } from '@arena/db/client';
import { err, type Result } from '@arena/db/result';
import { getRerunSource } from '@arena/db/reruns';
import { z } from 'zod';
import { challengeErrorMessage, ownVersion, type ChallengeBounds, type ChallengeRequestError } from './challenges.ts';
import { CHALLENGE_PRIORITY } from './continuous.ts';
import { firstRecord, parseLeagueRecord } from '@arena/record/league-record';

export const rerunRequestSchema = z.object({
  /** The recorded match: a league match's or a challenge's id. */
  of: z.uuid(),
  /** The programmer's version: by id, or the newest version of their bot of this name (as a challenge's). */
  botVersion: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  bot: z.string().trim().min(1).max(64).optional(),
  seat: z.number().int().min(0).max(15),
}).strict().refine((r) => (r.bot === undefined) !== (r.botVersion === undefined), { message: 'give either bot (a name) or botVersion (an id)', path: ['bot'] });
export type RerunRequest = z.input<typeof rerunRequestSchema>;

export type RerunRequestError =
  | ChallengeRequestError
  | { readonly code: 'no-match' }
  | { readonly code: 'not-played'; readonly status: string }
  | { readonly code: 'seed-hidden' }
  | { readonly code: 'bad-seat'; readonly seat: number; readonly seats: number };

const RERUN_CODES = new Set(['no-match', 'not-played', 'seed-hidden', 'bad-seat']);
type OwnError = Exclude<RerunRequestError, ChallengeRequestError>;
const isOwn = (e: RerunRequestError): e is OwnError => RERUN_CODES.has(e.code);

function ownMessage(e: OwnError): string {
  switch (e.code) {
    case 'no-match': return 'there is no such match';
    case 'not-played': return `the match has no record to rerun yet (${e.status})`;
    case 'seed-hidden': return 'the seed of this match is secret until its round is over: rerun it then';
    case 'bad-seat': return `seat ${e.seat}: the match has seats 0 to ${e.seats - 1}`;
  }
}

/** One sentence for a refusal (a challenge's refusals in challengeErrorMessage's words). */
export function rerunErrorMessage(e: RerunRequestError): string {
  return isOwn(e) ? ownMessage(e) : challengeErrorMessage(e);
}

/** Validates and stores the rerun of a recorded match for `userId` (status queued); the caller queues its job. */
export async function requestRerun(db: Db, userId: number, raw: unknown, bounds: ChallengeBounds): Promise<Result<ChallengeRow, RerunRequestError>> {
  const parsed = rerunRequestSchema.safeParse(raw);
  if (!parsed.success) return err({ code: 'invalid', fields: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })) });
  const r = parsed.data;
  const source = await getRerunSource(db, r.of);
  if (!source) return err({ code: 'no-match' });
  const stored = source.record === null ? null : parseLeagueRecord(source.record);
  if (source.status !== 'done' || !stored?.ok) return err({ code: 'not-played', status: source.status });
  if (source.seed === null) return err({ code: 'seed-hidden' });
  const record = firstRecord(stored.value);
  if (r.seat >= source.seating.length) return err({ code: 'bad-seat', seat: r.seat, seats: source.seating.length });
  const mine = await ownVersion(db, userId, { ...r, game: source.game });
  if (!mine.ok) return mine;
  // The record's options are stored JSON (checked by its schema): the challenge's options type.
  const seating = source.seating.map((v, seat) => (seat === r.seat ? mine.value : v));
  return createChallenge(db, {
    challengerId: userId, game: source.game, options: record.options as ChallengeRow['options'], deals: record.maxDeals ?? Math.max(1, record.deals.length), seed: source.seed,
    timeLimitMs: Math.ceil(record.limits.decisionMs), memoryLimitMb: record.limits.memoryMb, scoring: source.scoring,
    priority: CHALLENGE_PRIORITY, seating, challengerSeat: r.seat, rerunOf: source.id, maxOpen: bounds.maxOpen, quotaMs: bounds.cpuMsPerDay,
  });
}
