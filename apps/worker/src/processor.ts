/**
 * The sandboxed processor: BullMQ forks a child process that imports this file (the worker passes
 * `--no-node-snapshot --import tsx` as the child's execArgv) and calls the default export for each
 * job. Thin: parse the payload with the jobs schema, call `playMatch` (which publishes the match
 * live to its Redis streams, @arena/jobs/live), then `settleRound`; a `challenge` job calls
 * `playChallenge` (unranked: it writes no league, entry or rating), then advances the comparison
 * the challenge belongs to, if any (`advanceComparisonOf`: score a complete set, run the SPRT, and
 * queue the next pair when the test goes on); a `table` job plays a table with a person
 * (`playPersonTable`, the person asked through Redis).
 *
 * - bad payload, missing match, unplayable spec → `UnrecoverableError` (no retry; the worker's
 *   failure handler voids the match visibly);
 * - anything else thrown (the match host failing, Postgres or Redis unreachable) → retried with
 *   backoff by BullMQ.
 *
 * The child keeps one database client, one queue (to reschedule void matches) and one connection
 * for the live streams for all its jobs.
 */
import type { Queue, SandboxedJob } from 'bullmq';
import { UnrecoverableError } from 'bullmq';
import { openDatabase, type Db } from '@arena/db/client';
import { readQueueEnv } from '@arena/jobs/env';
import { openLiveHub, type LiveHub, type LivePublisher } from '@arena/jobs/live';
import { openPersonAsker } from '@arena/jobs/human';
import { CHALLENGE_JOB_NAME, challengeJobSchema, matchJobSchema, TABLE_JOB_NAME, tableJobSchema, type ArenaJob } from '@arena/jobs/match-job';
import { enqueueChallenges, openMatchQueue, rescheduleMatches } from '@arena/jobs/queue';
import { CHALLENGE_RULES } from '@arena/league/challenges';
import { advanceComparisonOf } from '@arena/league/comparisons';
import { playChallenge } from '@arena/league/play-challenge';
import { playMatch } from '@arena/league/play-match';
import { playPersonTable } from '@arena/league/play-person-table';
import { settleRound } from '@arena/league/rounds';
import { readWorkerEnv } from './env.ts';

// A forked processor must not outlive its worker: when the worker dies (even by SIGKILL) the IPC
// channel closes, and the child leaves too; its job's lock then expires and another worker takes it.
process.on('disconnect', () => process.exit(1));

let db: Promise<Db> | undefined;
let queue: Queue<ArenaJob> | undefined;
let hub: LiveHub | undefined;

function database(): Promise<Db> {
  db ??= openDatabase({ max: 2 }).catch((e: unknown) => {
    db = undefined;
    throw e;
  });
  return db;
}

function matchQueue(): Queue<ArenaJob> {
  queue ??= openMatchQueue(readQueueEnv());
  return queue;
}

/** The live streams of this child's jobs, on one Redis connection for all of them. */
function livePublisher(id: string): LivePublisher {
  hub ??= openLiveHub(readQueueEnv());
  return hub.publisher(id);
}

export type ProcessResult = 'recorded' | 'already-recorded' | 'void' | 'held';

async function processChallengeJob(job: SandboxedJob): Promise<ProcessResult> {
  const parsed = challengeJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`bad challenge job payload: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const env = readWorkerEnv();
  const { challengeId } = parsed.data;
  const live = livePublisher(challengeId);
  const played = await playChallenge(await database(), challengeId, { live, ...(env.maxDeals === undefined ? {} : { maxDeals: env.maxDeals }) }).finally(() => live.close());
  if (!played.ok) {
    throw new UnrecoverableError(played.error.code === 'not-found' ? `challenge ${parsed.data.challengeId} does not exist` : `unplayable challenge: ${played.error.message}`);
  }
  // Also on a retry that finds the challenge recorded: the step is idempotent.
  const advanced = await advanceComparisonOf(await database(), challengeId, { cpuMsPerDay: env.challengeCpuMsPerDay ?? CHALLENGE_RULES.cpuMsPerDay });
  if (advanced.kind === 'next') await enqueueChallenges(matchQueue(), advanced.pair.map((c) => ({ challengeId: c.id, priority: c.priority })));
  return played.value;
}

/** A table with a person: the person's seat asked through Redis with the table's clock (openPersonAsker), the match published live. */
async function processTableJob(job: SandboxedJob): Promise<ProcessResult> {
  const parsed = tableJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`bad table job payload: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const env = readWorkerEnv();
  const queueEnv = readQueueEnv();
  const { tableId } = parsed.data;
  const live = livePublisher(tableId);
  const played = await playPersonTable(await database(), tableId, (id, clockMs) => openPersonAsker(queueEnv, id, clockMs), {
    live, ...(env.maxDeals === undefined ? {} : { maxDeals: env.maxDeals }),
  }).finally(() => live.close());
  if (!played.ok) {
    throw new UnrecoverableError(played.error.code === 'not-found' ? `table ${tableId} does not exist` : `unplayable table: ${played.error.message}`);
  }
  return played.value;
}

export default async function processMatchJob(job: SandboxedJob): Promise<ProcessResult> {
  if (job.name === CHALLENGE_JOB_NAME) return processChallengeJob(job);
  if (job.name === TABLE_JOB_NAME) return processTableJob(job);
  const parsed = matchJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`bad match job payload: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const { matchId } = parsed.data;
  const env = readWorkerEnv();
  const conn = await database();
  // The match's live streams (issue 19): the site shows it while it is played.
  const live = livePublisher(matchId);
  const played = await playMatch(conn, matchId, { live, ...(env.maxDeals === undefined ? {} : { maxDeals: env.maxDeals }) }).finally(() => live.close());
  if (!played.ok) {
    throw new UnrecoverableError(played.error.code === 'not-found' ? `match ${matchId} does not exist` : `unplayable match: ${played.error.message}`);
  }
  // A held match (its league is paused) stays queued; the scheduler queues it again on resume.
  if (played.value.kind !== 'held') await settleRound(conn, played.value.roundId, (ids) => rescheduleMatches(matchQueue(), ids));
  return played.value.kind;
}
