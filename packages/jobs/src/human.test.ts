/** A person's decisions through Redis (the machine's own), under a fresh prefix removed afterwards. */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { answerPerson, readPendingAsk, waitForPerson } from './human.ts';

const prefix = `test-${randomUUID()}`;
const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const ask = { seat: 2, decision: 7, observation: { game: 'lupfen', seat: 2, legalActions: [{ type: 'play', card: 'EA' }, { type: 'pass' }] } };

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('a person through Redis', () => {
  test('the ask is readable while the worker waits (a reloaded page finds it); a stale answer is dropped, the right one taken', async () => {
    const matchId = randomUUID();
    const worker = redis.duplicate();
    const waiting = waitForPerson(worker, prefix, matchId, ask, 10_000);
    let pending = null;
    for (let i = 0; i < 50 && pending === null; i++) {
      pending = await readPendingAsk(redis, prefix, matchId);
      if (pending === null) await new Promise((r) => setTimeout(r, 20));
    }
    expect(pending).toMatchObject({ seat: 2, decision: 7, clockMs: 10_000, observation: ask.observation });
    // The page reloaded: the same ask again.
    expect(await readPendingAsk(redis, prefix, matchId)).toEqual(pending);
    await answerPerson(redis, prefix, matchId, 6, { type: 'pass' });
    await answerPerson(redis, prefix, matchId, 7, { type: 'play', card: 'EA' });
    expect(await waiting).toEqual({ t: 'answer', action: { type: 'play', card: 'EA' } });
    expect(await readPendingAsk(redis, prefix, matchId)).toBeNull();
    worker.disconnect();
  });

  test('no answer in time: the clock runs out, the ask is gone', async () => {
    const matchId = randomUUID();
    const worker = redis.duplicate();
    expect(await waitForPerson(worker, prefix, matchId, ask, 300)).toEqual({ t: 'timeout', ms: 300 });
    expect(await readPendingAsk(redis, prefix, matchId)).toBeNull();
    worker.disconnect();
  });
});
