/**
 * Creating a challenge for a signed-in programmer, one path for the site's form and the API: the
 * request checked and stored by @arena/league/challenges under the programmer's bounds (open
 * challenges, the daily CPU quota of ARENA_CHALLENGE_CPU_MS), then queued for the workers at the
 * challenge priority. A rerun of a recorded match ("Rerun with my bot" on a match page) is a
 * challenge too, created by @arena/league/rerun and queued the same way. Rate limits are the
 * caller's (a form answers in words, the API with 429).
 */
import type { ChallengeRow } from '@arena/db/challenges';
import { enqueueChallenges } from '@arena/jobs/queue';
import { CHALLENGE_RULES, challengeErrorMessage, requestChallenge, type ChallengeRequestError } from '@arena/league/challenges';
import { requestRerun, rerunErrorMessage, type RerunRequestError } from '@arena/league/rerun';
import type { Result } from '@arena/db/result';
import { getDb } from '../db.ts';
import { queueJobs } from '../queue-jobs.ts';
import { siteEnv } from '../env.ts';

export const challengeBounds = () => ({ cpuMsPerDay: siteEnv().challengeCpuMsPerDay ?? CHALLENGE_RULES.cpuMsPerDay, maxOpen: CHALLENGE_RULES.maxOpen });

/** Queues the challenges' jobs when a queue is configured (a comparison queues its pair); see `queueJobs`. */
export async function enqueue(challenges: readonly ChallengeRow[]): Promise<void> {
  await queueJobs((queue) => enqueueChallenges(queue, challenges.map((c) => ({ challengeId: c.id, priority: c.priority }))));
}

export async function createChallengeFor(userId: number, raw: unknown): Promise<Result<ChallengeRow, { error: ChallengeRequestError; message: string }>> {
  const created = await requestChallenge(await getDb(), userId, raw, challengeBounds());
  if (!created.ok) return { ok: false, error: { error: created.error, message: challengeErrorMessage(created.error) } };
  await enqueue([created.value]);
  return created;
}

export async function createRerunFor(userId: number, raw: unknown): Promise<Result<ChallengeRow, { error: RerunRequestError; message: string }>> {
  const created = await requestRerun(await getDb(), userId, raw, challengeBounds());
  if (!created.ok) return { ok: false, error: { error: created.error, message: rerunErrorMessage(created.error) } };
  await enqueue([created.value]);
  return created;
}
