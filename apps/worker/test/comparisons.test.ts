/**
 * A comparison through a real worker process (sandboxed processor, match host) on the machine's
 * Redis under a fresh prefix and a fresh database, with the scheduler off: only the first pair is
 * queued by the test; every later pair is stored and queued by the worker as it scores a set, until
 * the SPRT accepts the clearly stronger B (Kein Stich heuristic against random, elo1 200).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBot } from '@arena/db/bots';
import { getChallenge } from '@arena/db/challenges';
import { getComparison } from '@arena/db/comparisons';
import { createUser } from '@arena/db/users';
import { enqueueChallenges, openMatchQueue } from '@arena/jobs/queue';
import { comparisonErrorMessage, requestComparison, setSeed } from '@arena/league/comparisons';
import { type WorkerProcess } from './support.ts';
import { workerTestBed } from './test-bed.ts';
import { addCompiledVersion } from '@arena/league/testing';

const { t, env, start } = workerTestBed();
let worker: WorkerProcess | undefined;

async function upload(ownerId: number, name: string): Promise<number> {
  const filename = `bots/kein-stich/${name}.ts`;
  const source = readFileSync(new URL(`../../../${filename}`, import.meta.url), 'utf8');
  const bot = await createBot(t.db, { ownerId, name, game: 'kein-stich' });
  if (!bot.ok) throw new Error(bot.error);
  return addCompiledVersion(t.db, bot.value.id, source, filename);
}

describe('comparisons in the workers', () => {
  test('a clearly stronger B is accepted by itself: the worker scores each set and queues the next pair', async () => {
    const user = await createUser(t.db, { name: 'cleo', email: 'cleo@example.org', passwordHash: 'h' });
    if (!user.ok) throw new Error(user.error);
    const versionA = await upload(user.value.id, 'random');
    const versionB = await upload(user.value.id, 'heuristic');
    const created = await requestComparison(t.db, user.value.id, {
      game: 'kein-stich', versionA, versionB, opponents: ['house:random', 'house:random', 'house:random'], deals: 2, elo0: 0, elo1: 200, maxSets: 20, seed: 'worker-cmp',
    }, { cpuMsPerDay: 600_000, maxOpen: 3 });
    if (!created.ok) throw new Error(comparisonErrorMessage(created.error));
    const queue = openMatchQueue(env);
    await enqueueChallenges(queue, created.value.pair.map((c) => ({ challengeId: c.id, priority: c.priority })));
    await queue.close();

    worker = start({ concurrency: 2, schedulerMs: 0 });
    const id = created.value.comparison.id;
    const end = Date.now() + 300_000;
    let found = await getComparison(t.db, id);
    while (found?.comparison.state === 'running') {
      if (Date.now() > end) throw new Error(`timed out at set ${found.comparison.sets}\n${worker.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      found = await getComparison(t.db, id);
    }
    if (!found) throw new Error('comparison vanished');
    const { comparison, sets } = found;
    expect(comparison.state).toBe('accepted');
    expect(comparison.llr).toBeGreaterThanOrEqual(comparison.upperBound);
    expect(comparison.sets).toBe(sets.length);
    expect(comparison.sets).toBeLessThanOrEqual(20);
    expect(comparison.dealsPlayed).toBe(16 * comparison.sets);
    expect(comparison.elo).toBeGreaterThan(0);
    for (const set of sets) {
      expect(set.score).not.toBeNull();
      const [a, b] = await Promise.all([getChallenge(t.db, set.challengeA), getChallenge(t.db, set.challengeB)]);
      expect([a?.status, b?.status]).toEqual(['done', 'done']);
      expect([a?.seed, b?.seed]).toEqual([setSeed('worker-cmp', set.setNo), setSeed('worker-cmp', set.setNo)]);
    }
    // Nothing is left queued after the decision.
    const [open] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from challenges where status in ('queued', 'running')`;
    expect(open?.n).toBe(0);
  }, 400_000);
});
