/**
 * Hands a started round's matches to the workers (BullMQ, @arena/jobs) when a queue is configured
 * (`REDIS_URL` set). Without one the matches stay queued in Postgres for `arena league run --local`.
 */
import { readQueueEnv } from '@arena/jobs/env';
import { enqueueMatches, openMatchQueue } from '@arena/jobs/queue';
import { siteEnv } from '../env.ts';

export async function enqueueRound(matchIds: readonly string[]): Promise<'queued' | 'no-queue' | 'queue-unreachable'> {
  if (!siteEnv().queueConfigured) return 'no-queue';
  const queue = openMatchQueue(readQueueEnv());
  try {
    await Promise.race([
      enqueueMatches(queue, matchIds),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000)),
    ]);
    return 'queued';
  } catch {
    return 'queue-unreachable';
  } finally {
    await queue.close().catch(() => undefined);
  }
}
