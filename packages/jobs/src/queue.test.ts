/** The queue helpers on the machine's Redis, under a fresh prefix removed afterwards. */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { readQueueEnv } from './env.ts';
import { matchJobId, matchJobSchema } from './match-job.ts';
import { enqueueMatches, ensureMatchJobs, openMatchQueue, rescheduleMatches } from './queue.ts';

const env = { ...readQueueEnv({}), prefix: `test-${randomUUID()}` };
const queue = openMatchQueue(env);

afterEach(async () => {
  await queue.obliterate({ force: true });
});

describe('environment', () => {
  test('defaults and validation', () => {
    expect(readQueueEnv({})).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', prefix: 'arena', lockMs: 30_000, stalledMs: 30_000 });
    expect(readQueueEnv({ ARENA_WORKER_CONCURRENCY: '3', ARENA_WORKER_LOCK_MS: '5000' })).toMatchObject({ concurrency: 3, lockMs: 5000 });
    expect(() => readQueueEnv({ ARENA_QUEUE_PREFIX: 'a:b' })).toThrow(/ARENA_QUEUE_PREFIX/);
    expect(() => readQueueEnv({ ARENA_WORKER_CONCURRENCY: '0' })).toThrow(/ARENA_WORKER_CONCURRENCY/);
  });
});

describe('match jobs', () => {
  test('job ids are business ids; payloads are checked', () => {
    const id = randomUUID();
    expect(matchJobId(id)).toBe(`match-${id}`);
    expect(matchJobSchema.safeParse({ matchId: 'nope' }).success).toBe(false);
  });

  test('queueing a match twice is a no-op; rescheduling replaces the old job', async () => {
    const id = randomUUID();
    await enqueueMatches(queue, [id]);
    const first = await queue.getJob(matchJobId(id));
    await first?.updateData({ matchId: id, marker: 'old' } as never);
    await enqueueMatches(queue, [id]);
    expect(await queue.getJobCounts('wait')).toMatchObject({ wait: 1 });
    expect((await queue.getJob(matchJobId(id)))?.data).toMatchObject({ marker: 'old' });
    await rescheduleMatches(queue, [id]);
    expect(await queue.getJobCounts('wait')).toMatchObject({ wait: 1 });
    expect((await queue.getJob(matchJobId(id)))?.data).toEqual({ matchId: id });
  });
});

describe('reconciliation', () => {
  // A finished job (completed while its league was paused) being replaced is covered end to end by
  // apps/worker/test/living.test.ts (pause and resume).
  test('missing jobs are added with their priority, a live one is left alone; twice is harmless', async () => {
    const [live, lost, finished] = [randomUUID(), randomUUID(), randomUUID()];
    await enqueueMatches(queue, [live, finished]);
    await queue.remove(matchJobId(finished)); // what a wiped Redis leaves
    const again = await ensureMatchJobs(queue, [{ matchId: live }, { matchId: lost, priority: 1 }, { matchId: finished }]);
    expect(again.sort()).toEqual([lost, finished].sort());
    expect(await (await queue.getJob(matchJobId(lost)))?.getState()).toBe('prioritized');
    expect(await ensureMatchJobs(queue, [{ matchId: live }, { matchId: lost, priority: 1 }, { matchId: finished }])).toEqual([]);
    expect(await queue.getJobCounts('wait', 'prioritized')).toMatchObject({ wait: 2, prioritized: 1 });
  });
});

afterAll(async () => {
  await queue.close();
});
