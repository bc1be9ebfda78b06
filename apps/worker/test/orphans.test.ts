/**
 * A forked processor never outlives its worker: SIGKILL the worker alone (not its process group)
 * while its processor child is in the middle of a match, and the child leaves too, instead of
 * living on as an orphan (seen here: orphans of killed workers spinning for an hour at 3.5 GB).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@arena/db/testing';
import { freshPrefix, obliterateQueue, queueEnvFor, setUpLeague, startAndEnqueue, startWorkerProcess } from './support.ts';

const prefix = freshPrefix();
const env = queueEnvFor(prefix);
const db = await createTestDatabase();

afterAll(async () => {
  await obliterateQueue(env);
  await db.drop();
});

const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (condition()) return true;
  return condition();
}

it('the processor child exits when its worker is killed with SIGKILL mid-match', async () => {
  const league = await setUpLeague(db.db, { game: 'kein-stich', seats: 4, deals: 20, entries: 4, examples: false });
  await startAndEnqueue(db.db, league.id, env);
  const worker = startWorkerProcess({ databaseUrl: db.url, prefix });
  const pid = worker.child.pid ?? -1;
  // the processor child is busy once it has started its own match process
  expect(await waitFor(() => childrenOf(pid).some((c) => childrenOf(c).length > 0), 60_000), worker.output()).toBe(true);
  const children = childrenOf(pid);
  process.kill(pid, 'SIGKILL');
  await worker.exited;
  expect(await waitFor(() => children.every((c) => !alive(c)), 15_000)).toBe(true);
}, 120_000);
