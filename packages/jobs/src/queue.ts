/**
 * Opening the match queue: one ioredis connection per role, as BullMQ requires
 * (`maxRetriesPerRequest: null` for workers so a Redis restart is waited out, not thrown).
 */
import { Queue, type ConnectionOptions } from 'bullmq';
import type { QueueEnv } from './env.ts';
import { CHALLENGE_JOB_NAME, challengeJobId, TABLE_JOB_NAME, tableJobId, MATCH_JOB_ATTEMPTS, MATCH_JOB_BACKOFF_MS, MATCH_QUEUE, matchJobId, type ArenaJob } from './match-job.ts';

export function connectionOptions(env: QueueEnv): ConnectionOptions {
  const url = new URL(env.redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
}

export type MatchQueue = Queue<ArenaJob>;

export function openMatchQueue(env: QueueEnv): MatchQueue {
  return new Queue<ArenaJob>(MATCH_QUEUE, { connection: connectionOptions(env), prefix: env.prefix });
}

/** A match to queue, with the BullMQ priority of its job (0 or absent: none, taken first). */
export interface QueuedMatch {
  readonly matchId: string;
  readonly priority?: number;
}

const JOB_OPTIONS = {
  attempts: MATCH_JOB_ATTEMPTS,
  backoff: { type: 'exponential', delay: MATCH_JOB_BACKOFF_MS },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
} as const;

const asQueued = (m: string | QueuedMatch): QueuedMatch => (typeof m === 'string' ? { matchId: m } : m);

/** Queues matches; a match already queued (same job id) is not queued twice. */
export async function enqueueMatches(queue: MatchQueue, matches: readonly (string | QueuedMatch)[]): Promise<void> {
  await queue.addBulk(matches.map(asQueued).map(({ matchId, priority }) => ({
    name: 'play',
    data: { matchId },
    opts: {
      jobId: matchJobId(matchId),
      ...(priority !== undefined && priority > 0 ? { priority } : {}),
      ...JOB_OPTIONS,
    },
  })));
}

/**
 * Queues challenges (job name `challenge`, id `challenge-<uuid>`), each at its priority; a
 * challenge already queued is not queued twice. Same retries as a league match.
 */
export async function enqueueChallenges(queue: MatchQueue, challenges: readonly { readonly challengeId: string; readonly priority: number }[]): Promise<void> {
  await queue.addBulk(challenges.map(({ challengeId, priority }) => ({
    name: CHALLENGE_JOB_NAME,
    data: { challengeId },
    opts: { jobId: challengeJobId(challengeId), ...(priority > 0 ? { priority } : {}), ...JOB_OPTIONS },
  })));
}

/**
 * Queues tables with a person (job name `table`, id `table-<uuid>`) without a priority, so they
 * are taken before every prioritised job; a table already queued is not queued twice.
 */
export async function enqueuePersonTables(queue: MatchQueue, tableIds: readonly string[]): Promise<void> {
  await queue.addBulk(tableIds.map((tableId) => ({ name: TABLE_JOB_NAME, data: { tableId }, opts: { jobId: tableJobId(tableId), ...JOB_OPTIONS } })));
}

/** The same for queued tables with a person; returns the tables queued again. */
export async function ensurePersonTableJobs(queue: MatchQueue, tableIds: readonly string[]): Promise<string[]> {
  const again: string[] = [];
  for (const id of tableIds) if (await needsJob(queue, tableJobId(id))) again.push(id);
  if (again.length > 0) await enqueuePersonTables(queue, again);
  return again;
}

/**
 * Queues matches again after they were voided and requeued in Postgres: the finished job of the
 * same id (kept in the failed set) is removed first, so the new job is not a no-op.
 */
export async function rescheduleMatches(queue: MatchQueue, matches: readonly (string | QueuedMatch)[]): Promise<void> {
  for (const m of matches) await queue.remove(matchJobId(asQueued(m).matchId));
  await enqueueMatches(queue, matches);
}

/** Job states in which a job will still run. */
const LIVE_STATES = new Set(['waiting', 'prioritized', 'active', 'delayed', 'waiting-children']);

/**
 * Makes sure each match (queued in Postgres) has a job that will run: a missing job (Redis lost
 * its data, or was unreachable when the match was created) is added, a finished one (completed
 * or failed while the match waited, e.g. held while its league was paused) is replaced. Job ids
 * are the business ids, so two workers doing this at once still leave one job per match. Returns
 * the matches queued again.
 */
export async function ensureMatchJobs(queue: MatchQueue, matches: readonly QueuedMatch[]): Promise<string[]> {
  const again: QueuedMatch[] = [];
  for (const m of matches) if (await needsJob(queue, matchJobId(m.matchId))) again.push(m);
  if (again.length > 0) await enqueueMatches(queue, again);
  return again.map((m) => m.matchId);
}

/** The same for queued challenges; returns the challenges queued again. */
export async function ensureChallengeJobs(queue: MatchQueue, challenges: readonly { readonly challengeId: string; readonly priority: number }[]): Promise<string[]> {
  const again: { challengeId: string; priority: number }[] = [];
  for (const c of challenges) if (await needsJob(queue, challengeJobId(c.challengeId))) again.push(c);
  if (again.length > 0) await enqueueChallenges(queue, again);
  return again.map((c) => c.challengeId);
}

/** True when the job id has no job that will run (a finished one is removed, to be replaced). */
async function needsJob(queue: MatchQueue, jobId: string): Promise<boolean> {
  const job = await queue.getJob(jobId);
  const state = job ? await job.getState() : 'missing';
  if (LIVE_STATES.has(state)) return false;
  if (state !== 'missing' && state !== 'unknown') await queue.remove(jobId).catch(() => 0);
  return true;
}
