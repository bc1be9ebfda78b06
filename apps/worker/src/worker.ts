/**
 * The match worker: a BullMQ Worker on the match queue whose processor runs in forked child
 * processes (a sandboxed processor: processor.ts; never worker threads, since a bot's isolate or the
 * match host must not share a process with the worker's bookkeeping).
 *
 * - Concurrency: ARENA_WORKER_CONCURRENCY, default the number of cores (each running job is one
 *   processor child plus its match process).
 * - The children run TypeScript: they get `--no-node-snapshot --import <tsx>` as execArgv whatever
 *   the parent was started with (BullMQ's default would be the parent's execArgv).
 * - Redis outages are waited out (`maxRetriesPerRequest: null`); connection errors are logged.
 * - A job that failed for good (attempts exhausted, stalled too often, or unrecoverable) voids its
 *   match visibly (`voidMatch` with the error) and settles the round, which requeues void matches
 *   once nothing else of the round is left (`settleRound`). When Postgres is down at that moment,
 *   the handler keeps trying until it is back or the worker closes. A challenge job that failed for
 *   good voids its challenge the same way (shown as void with the error; it has no round), and
 *   stops the comparison it belongs to, if any (state stopped, reason void); a table with a person
 *   is voided the same way.
 * - Every worker runs the arena's scheduler too (scheduler.ts: continuous leagues, lost jobs).
 * - `close()` (on SIGTERM/SIGINT) waits for the running jobs to finish; a job that cannot finish
 *   (the worker is killed) is released when its lock expires and another worker takes it over.
 */
import { fileURLToPath } from 'node:url';
import { Worker, type Job, type Queue } from 'bullmq';
import { openDatabase, type Db } from '@arena/db/client';
import { voidChallenge } from '@arena/db/challenges';
import { getMatch, voidMatch } from '@arena/db/matches';
import { voidPersonTable } from '@arena/db/person-tables';
import type { QueueEnv } from '@arena/jobs/env';
import { challengeJobSchema, CHALLENGE_JOB_NAME, MATCH_QUEUE, matchJobSchema, TABLE_JOB_NAME, tableJobSchema, type ArenaJob } from '@arena/jobs/match-job';
import { connectionOptions, openMatchQueue, rescheduleMatches } from '@arena/jobs/queue';
import { CHALLENGE_RULES } from '@arena/league/challenges';
import { advanceComparisonOf } from '@arena/league/comparisons';
import { settleRound } from '@arena/league/rounds';
import { startScheduler } from './scheduler.ts';

const PROCESSOR = fileURLToPath(new URL('./processor.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
export const PROCESSOR_EXEC_ARGV = ['--no-node-snapshot', '--import', TSX];

export interface StartWorkerOptions {
  readonly env: QueueEnv;
  readonly log?: (line: string) => void;
}

export interface RunningWorker {
  readonly worker: Worker<ArenaJob, unknown>;
  /** Stops taking jobs, waits for the running ones, closes the connections. */
  close(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function startWorker(options: StartWorkerOptions): RunningWorker {
  const { env } = options;
  const log = options.log ?? ((line: string) => console.log(`${new Date().toISOString()} ${line}`));
  const store = openStore(env, log);
  const worker = openMatchWorker(env);
  const pending = new Set<Promise<void>>();
  worker.on('failed', (job: Job<ArenaJob> | undefined, error: Error) => {
    if (!job) return;
    const task = settleFailedJob(job, error, store, log).catch((e: unknown) => log(`failure handler: ${e instanceof Error ? e.message : String(e)}`));
    pending.add(task);
    void task.finally(() => pending.delete(task));
  });
  worker.on('completed', (job: Job<ArenaJob>, result: unknown) => log(`job ${String(job.id)} ${String(result)}`));
  worker.on('error', (error: Error) => log(`worker error: ${error.message}`));
  const scheduler = startScheduler(env, log);

  return {
    worker,
    close: async () => {
      store.stopRetrying();
      await scheduler.close();
      await worker.close();
      await Promise.all(pending);
      await store.close();
    },
  };
}

/** The BullMQ worker on the match queue, its processor in forked children. */
function openMatchWorker(env: QueueEnv): Worker<ArenaJob, unknown> {
  return new Worker<ArenaJob, unknown>(MATCH_QUEUE, PROCESSOR, {
    connection: connectionOptions(env),
    prefix: env.prefix,
    concurrency: env.concurrency,
    useWorkerThreads: false,
    workerForkOptions: { execArgv: PROCESSOR_EXEC_ARGV },
    lockDuration: env.lockMs,
    stalledInterval: env.stalledMs,
    maxStalledCount: 1,
  });
}

/** Where the failure handler writes: the worker's own connection and queue, opened when first needed. */
interface Store {
  /** Runs `write` until it succeeds, waiting out a database that is down; gives up once the worker closes. */
  persist(what: string, write: (conn: Db) => Promise<void>): Promise<void>;
  queue(): Queue<ArenaJob>;
  stopRetrying(): void;
  close(): Promise<void>;
}

function openStore(env: QueueEnv, log: (line: string) => void): Store {
  let closing = false;
  let db: Promise<Db> | undefined;
  let queue: Queue<ArenaJob> | undefined;
  const database = (): Promise<Db> => {
    db ??= openDatabase({ max: 2 }).catch((e: unknown) => { db = undefined; throw e; });
    return db;
  };
  return {
    async persist(what, write) {
      for (let wait = 500; ; wait = Math.min(wait * 2, 5000)) {
        try {
          await write(await database());
          return;
        } catch (e) {
          if (closing) return;
          log(`${what} failed (${e instanceof Error ? e.message : String(e)}); retrying in ${wait} ms`);
          await sleep(wait);
        }
      }
    },
    queue: () => (queue ??= openMatchQueue(env)),
    stopRetrying: () => { closing = true; },
    async close() {
      await queue?.close();
      const conn = await db?.catch(() => undefined);
      await conn?.close();
    },
  };
}

/** A job that failed for good voids its match (and settles the round), its challenge or its table. */
async function settleFailedJob(job: Job<ArenaJob>, error: Error, store: Store, log: (line: string) => void): Promise<void> {
  const state = await job.getState();
  log(`job ${String(job.id)} failed (attempt ${job.attemptsMade}): ${error.message}${state === 'failed' ? ' — for good' : ''}`);
  if (state !== 'failed') return;
  const reason = `${error.name}: ${error.message}`.slice(0, 2000);
  if (job.name === CHALLENGE_JOB_NAME) {
    const challenge = challengeJobSchema.safeParse(job.data);
    if (challenge.success) await voidChallengeForGood(challenge.data.challengeId, reason, store, log);
    return;
  }
  if (job.name === TABLE_JOB_NAME) {
    const table = tableJobSchema.safeParse(job.data);
    if (table.success) await voidTableForGood(table.data.tableId, reason, store, log);
    return;
  }
  const parsed = matchJobSchema.safeParse(job.data);
  if (parsed.success) await voidMatchForGood(parsed.data.matchId, reason, store, log);
}

async function voidChallengeForGood(challengeId: string, reason: string, store: Store, log: (line: string) => void): Promise<void> {
  await store.persist(`voiding challenge ${challengeId}`, async (conn) => {
    if ((await voidChallenge(conn, challengeId, reason)).ok) log(`challenge ${challengeId} void: ${reason}`);
    const advanced = await advanceComparisonOf(conn, challengeId, { cpuMsPerDay: CHALLENGE_RULES.cpuMsPerDay });
    if (advanced.kind === 'stopped') log(`comparison ${advanced.comparison.id} stopped: ${advanced.comparison.stopReason ?? ''}`);
  });
}

async function voidTableForGood(tableId: string, reason: string, store: Store, log: (line: string) => void): Promise<void> {
  await store.persist(`voiding table ${tableId}`, async (conn) => {
    if (await voidPersonTable(conn, tableId, reason)) log(`table ${tableId} void: ${reason}`);
  });
}

async function voidMatchForGood(matchId: string, reason: string, store: Store, log: (line: string) => void): Promise<void> {
  await store.persist(`voiding match ${matchId}`, async (conn) => {
    const voided = await voidMatch(conn, matchId, reason);
    if (voided.ok) log(`match ${matchId} void: ${reason}`);
    const match = await getMatch(conn, matchId);
    if (match) await settleRound(conn, match.roundId, (ids) => rescheduleMatches(store.queue(), ids));
  });
}
