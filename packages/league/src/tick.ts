/**
 * The scheduler's tick, run every few seconds by one of the workers (apps/worker/src/scheduler.ts):
 *
 * 1. Finished leagues schedule nothing more: their queued matches are voided ("the league
 *    finished before this match was played") and their rounds settled, revealing the seeds.
 * 2. Every running continuous league is topped up (`scheduleContinuous`) and the new matches queued.
 * 3. Reconciliation: every queued match of a running league gets a job that will run when it has
 *    none (Redis restarted, lost its data, or was down when the match was created; a match held
 *    while its league was paused), and so does every queued challenge and table with a person. Job ids are business ids,
 *    so repeating this is harmless.
 */
import type { Db } from '@arena/db/client';
import { listLeagues } from '@arena/db/leagues';
import { listQueuedChallenges } from '@arena/db/challenges';
import { listQueuedPersonTables } from '@arena/db/person-tables';
import { listClaimableMatches, voidMatchesOfFinishedLeagues } from '@arena/db/matches';
import { enqueueMatches, ensureChallengeJobs, ensureMatchJobs, ensurePersonTableJobs, type MatchQueue } from '@arena/jobs/queue';
import { scheduleContinuous } from './continuous.ts';
import { settleRound } from './rounds.ts';

export interface TickOptions {
  /** Open (queued or running) routine matches a continuous league keeps; placement tables as many again. */
  readonly bound: number;
}

export interface TickReport {
  readonly withdrawn: number;
  readonly scheduled: number;
  readonly requeued: number;
}

/** Queues a job again for every queued match of a running league, every queued challenge and table with a person, that has no live job. */
export async function reconcileQueue(db: Db, queue: MatchQueue): Promise<string[]> {
  const queued = await listClaimableMatches(db);
  const matches = await ensureMatchJobs(queue, queued.map((m) => ({ matchId: m.id, priority: m.priority })));
  const challenges = await ensureChallengeJobs(queue, (await listQueuedChallenges(db)).map((c) => ({ challengeId: c.id, priority: c.priority })));
  const tables = await ensurePersonTableJobs(queue, await listQueuedPersonTables(db));
  return [...matches, ...challenges, ...tables];
}

export async function tickArena(db: Db, queue: MatchQueue, options: TickOptions): Promise<TickReport> {
  const rounds = await voidMatchesOfFinishedLeagues(db);
  for (const roundId of rounds) await settleRound(db, roundId, () => Promise.resolve());
  let scheduled = 0;
  for (const league of await listLeagues(db, ['running'])) {
    if (!league.continuous) continue;
    const batch = await scheduleContinuous(db, league, options.bound);
    if (!batch.ok) continue;
    await enqueueMatches(queue, batch.value.jobs);
    scheduled += batch.value.jobs.length;
  }
  const requeued = await reconcileQueue(db, queue);
  return { withdrawn: rounds.length, scheduled, requeued: requeued.length };
}
