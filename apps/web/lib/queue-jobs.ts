/**
 * Queueing jobs from the site (challenges, tables with a person) when a queue is configured. A
 * queue that cannot be reached now is not an error: the row is stored as queued and the workers'
 * reconciliation gives it its job within seconds of Redis answering again.
 */
import { readQueueEnv } from '@arena/jobs/env';
import { openMatchQueue, type MatchQueue } from '@arena/jobs/queue';
import { siteEnv } from './env.ts';

export async function queueJobs(add: (queue: MatchQueue) => Promise<void>): Promise<void> {
  if (!siteEnv().queueConfigured) return;
  const queue = openMatchQueue(readQueueEnv());
  try {
    await Promise.race([add(queue), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000))]);
  } catch {
    // left to the reconciliation (see above)
  } finally {
    await queue.close().catch(() => undefined);
  }
}
