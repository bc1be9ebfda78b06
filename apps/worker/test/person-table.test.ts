/**
 * A table with a person, below the site (issue 19): the match host plays it with the person's seat
 * asked through Redis (@arena/jobs/human), as the worker will; this test plays the site's part
 * (reads the pending decision, answers it). A closed tab (no answer) loses only that decision to
 * the clock; the reloaded page finds the next decision waiting and plays on.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { readQueueEnv } from '@arena/jobs/env';
import { answerPerson, openPersonAsker, readPendingAsk, type PendingAsk } from '@arena/jobs/human';
import { runMatchIsolated } from '@arena/match/host/run-isolated';

const env = { ...readQueueEnv(), prefix: `test-${randomUUID()}` };
const redis = new Redis(env.redisUrl);

afterAll(async () => {
  const keys = await redis.keys(`${env.prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

async function nextAsk(tableId: string, after: number): Promise<PendingAsk | null> {
  for (let i = 0; i < 400; i++) {
    const pending = await readPendingAsk(redis, env.prefix, tableId);
    if (pending && pending.decision > after) return pending;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

describe('a person at a table, through Redis', () => {
  test('answered decisions are theirs; the one left to the clock is the default, no strike; the reloaded page plays on', async () => {
    const tableId = randomUUID();
    const asker = openPersonAsker(env, tableId, 1500);
    const spec = { game: 'kontraspiel', seed: 'person-table', maxDeals: 1, bots: [{ name: 'ada', person: 'person:7' }, { house: 'random' }, { house: 'random' }, { house: 'first-legal' }] };
    const playing = runMatchIsolated(spec, { human: asker.ask });
    const answered: { decision: number; action: unknown }[] = [];
    let left: number | null = null;
    let last = -1;
    // The person's page: answer every decision, except the second, when the tab is closed.
    for (let k = 0; ; k++) {
      const pending = await nextAsk(tableId, last);
      if (!pending) break;
      last = pending.decision;
      expect(pending.clockMs).toBe(1500);
      expect(pending.observation).toMatchObject({ seat: 0 });
      if (k === 1) {
        left = pending.decision;
        continue;
      }
      const action = pending.observation.legalActions.at(-1);
      await answerPerson(redis, env.prefix, tableId, pending.decision - 1, { type: 'stale' });
      await answerPerson(redis, env.prefix, tableId, pending.decision, action);
      answered.push({ decision: pending.decision, action });
      const over = await Promise.race([playing.then(() => true), new Promise((r) => setTimeout(() => r(false), 50))]);
      if (over) break;
    }
    const result = await playing;
    await asker.close();
    if (!result.ok) throw new Error(result.error);
    const record = result.value;
    expect(left).not.toBeNull();
    expect(record.decisions[left ?? 0]).toMatchObject({ seat: 0, by: 'default', fault: { kind: 'timeout' } });
    for (const a of answered) expect(record.decisions[a.decision]).toMatchObject({ seat: 0, by: 'bot', action: a.action });
    expect(answered.length).toBeGreaterThan(0);
    expect(record.decisions.filter((d) => d.seat === 0)).toHaveLength(answered.length + 1);
    expect(record.seats[0]).toMatchObject({ kind: 'human', identity: 'person:7', strikes: 0, retired: null });
  });
});
