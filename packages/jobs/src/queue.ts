/**
 * Opening the match queue: one ioredis connection per role, as BullMQ requires
 * (`maxRetriesPerRequest: null` for workers so a Redis restart is waited out, not thrown).
 */
import { Queue, type ConnectionOptions } from 'bullmq';
import type { QueueEnv } from './env.ts';
import { MATCH_JOB_ATTEMPTS, MATCH_JOB_BACKOFF_MS, MATCH_QUEUE, matchJobId, type MatchJob } from './match-job.ts';

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

export function openMatchQueue(env: QueueEnv): Queue<MatchJob> {
  return new Queue<MatchJob>(MATCH_QUEUE, { connection: connectionOptions(env), prefix: env.prefix });
}

/** Queues matches; a match already queued (same job id) is not queued twice. */
export async function enqueueMatches(queue: Queue<MatchJob>, matchIds: readonly string[]): Promise<void> {
  await queue.addBulk(matchIds.map((matchId) => ({
    name: 'play',
    data: { matchId },
    opts: {
      jobId: matchJobId(matchId),
      attempts: MATCH_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: MATCH_JOB_BACKOFF_MS },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    },
  })));
}

/**
 * Queues matches again after they were voided and requeued in Postgres: the finished job of the
 * same id (kept in the failed set) is removed first, so the new job is not a no-op.
 */
export async function rescheduleMatches(queue: Queue<MatchJob>, matchIds: readonly string[]): Promise<void> {
  for (const matchId of matchIds) await queue.remove(matchJobId(matchId));
  await enqueueMatches(queue, matchIds);
}
