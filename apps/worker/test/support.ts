/**
 * Test and benchmark support: worker processes started as the real thing (`node --no-node-snapshot
 * --import tsx src/main.ts`) against a test database and a fresh queue prefix, and leagues of house
 * and example bots.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import type { Db } from '@arena/db/client';
import type { LeagueRow } from '@arena/db/leagues';
import { getRound, getRoundProgress, type RoundProgress } from '@arena/db/rounds';
import { connectionOptions, enqueueMatches, openMatchQueue } from '@arena/jobs/queue';
import type { QueueEnv } from '@arena/jobs/env';
import { MATCH_QUEUE } from '@arena/jobs/match-job';
import { createLeague } from '@arena/league/create';
import { enterBot, enterHouseBot } from '@arena/league/enter';
import { ensureRunning, startRound } from '@arena/league/rounds';

const WORKER_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const WORKER_DIR = fileURLToPath(new URL('..', import.meta.url));
const BOTS_DIR = fileURLToPath(new URL('../../../bots', import.meta.url));

export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  /** Signals the worker process only (SIGKILL leaves its children to die or finish on their own). */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILLs the whole process group: the worker, its processor children and their match processes. */
  killGroup(): void;
}

export function queueEnvFor(prefix: string, redisUrl = 'redis://127.0.0.1:6379'): QueueEnv {
  return { redisUrl, prefix, concurrency: 1, lockMs: 4000, stalledMs: 2000, schedulerMs: 0, ladderQueue: 8 };
}

export interface WorkerProcessOptions {
  readonly databaseUrl: string;
  readonly prefix: string;
  readonly redisUrl?: string;
  readonly concurrency?: number;
  readonly maxDeals?: number;
  /** Lock and stalled-check periods (short in tests, so a killed worker's job is taken over fast). */
  readonly lockMs?: number;
  readonly stalledMs?: number;
  /** The scheduler's tick (default 1000 ms; 0 turns it off). */
  readonly schedulerMs?: number;
  readonly ladderQueue?: number;
}

export function startWorkerProcess(o: WorkerProcessOptions): WorkerProcess {
  const child = spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx', WORKER_MAIN], {
    cwd: WORKER_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      REDIS_URL: o.redisUrl ?? 'redis://127.0.0.1:6379',
      ARENA_QUEUE_PREFIX: o.prefix,
      ARENA_WORKER_CONCURRENCY: String(o.concurrency ?? 1),
      ARENA_WORKER_LOCK_MS: String(o.lockMs ?? 4000),
      ARENA_WORKER_STALLED_MS: String(o.stalledMs ?? 2000),
      ARENA_MAX_DEALS: o.maxDeals === undefined ? '' : String(o.maxDeals),
      ARENA_SCHEDULER_MS: String(o.schedulerMs ?? 1000),
      ARENA_LADDER_QUEUE: String(o.ladderQueue ?? 8),
    },
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => { out = (out + b.toString()).slice(-20_000); });
  child.stderr.on('data', (b: Buffer) => { out = (out + b.toString()).slice(-20_000); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child, exited, output: () => out,
    signal: (signal) => { child.kill(signal); },
    killGroup: () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch { /* already gone */ }
    },
  };
}

export const freshPrefix = (): string => `test-${randomUUID()}`;

/** SIGTERM (10 s to finish), then the whole group killed; the queue's keys and the database removed. */
export async function stopWorkerProcess(worker: WorkerProcess, env: QueueEnv, db: { drop(): Promise<void> }): Promise<void> {
  worker.signal('SIGTERM');
  await Promise.race([worker.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  worker.killGroup();
  await obliterateQueue(env);
  await db.drop();
}

/** Removes every key of the queue under `prefix`, and the live streams of its matches. */
export async function obliterateQueue(env: QueueEnv): Promise<void> {
  const queue = new Queue(MATCH_QUEUE, { connection: connectionOptions(env), prefix: env.prefix });
  try {
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
  }
  const redis = new Redis(env.redisUrl);
  try {
    const live = await redis.keys(`${env.prefix}:live:*`);
    if (live.length > 0) await redis.del(...live);
  } finally {
    redis.disconnect();
  }
}

/** The example bots of a game under bots/<game>/ (sources), sorted by name. */
export function exampleBots(game: string): { name: string; source: string; filename: string }[] {
  const dir = `${BOTS_DIR}/${game}`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()
    .map((f) => ({ name: `${game}-${f.slice(0, -3)}`, source: readFileSync(`${dir}/${f}`, 'utf8'), filename: `bots/${game}/${f}` }));
}

export interface LeagueSetup {
  readonly game: string;
  readonly seats: number;
  readonly deals: number;
  readonly entries: number;
  /** Use the example bots of bots/<game>/ first (default true), house bots fill up. */
  readonly examples?: boolean;
  readonly secret?: string;
  readonly name?: string;
  readonly duplicate?: boolean;
}

/** A running league of `entries` bots (example bots first, then house bots). */
export async function setUpLeague(db: Db, s: LeagueSetup): Promise<LeagueRow> {
  const created = await createLeague(db, { name: s.name ?? `${s.game} test`, game: s.game, seats: s.seats, deals: s.deals, rounds: 5, timeLimitMs: 1000, duplicate: s.duplicate ?? true });
  if (!created.ok) throw new Error(`create league: ${JSON.stringify(created.error)}`);
  const league = created.value;
  if (s.secret !== undefined) await db.sql`update leagues set secret = ${s.secret} where id = ${league.id}`;
  const examples = s.examples === false ? [] : exampleBots(s.game).slice(0, s.entries);
  for (const bot of examples) {
    const entered = await enterBot(db, { leagueId: league.id, name: bot.name, source: bot.source, filename: bot.filename, owner: 'house', house: true });
    if (!entered.ok) throw new Error(`enter ${bot.name}: ${JSON.stringify(entered.error)}`);
  }
  for (let i = examples.length; i < s.entries; i++) {
    const id = i % 2 === 0 ? 'random' : 'first-legal';
    const entered = await enterHouseBot(db, league.id, id, `${s.game}-${id}-${i}`);
    if (!entered.ok) throw new Error(`enter ${s.game}-${id}-${i}: ${JSON.stringify(entered.error)}`);
  }
  const running = await ensureRunning(db, league);
  if (!running.ok) throw new Error(running.error);
  return running.value;
}

/** Starts the league's next round and queues its matches. */
export async function startAndEnqueue(db: Db, leagueId: number, env: QueueEnv): Promise<{ roundId: number; matchIds: readonly string[] }> {
  const started = await startRound(db, leagueId);
  if (!started.ok) throw new Error(`start round: ${JSON.stringify(started.error)}`);
  const queue = openMatchQueue(env);
  try {
    await enqueueMatches(queue, started.value.matchIds);
  } finally {
    await queue.close();
  }
  return { roundId: started.value.round.id, matchIds: started.value.matchIds };
}

/** Polls every `pollMs` until the round is finished; throws after `timeoutMs`. */
export async function waitForRound(db: Db, roundId: number, timeoutMs: number, onProgress?: (p: RoundProgress) => void, pollMs = 250): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const round = await getRound(db, roundId);
    if (round?.state === 'finished') return;
    onProgress?.(await getRoundProgress(db, roundId));
    if (Date.now() > until) throw new Error(`round ${roundId} not finished after ${timeoutMs} ms: ${JSON.stringify(await getRoundProgress(db, roundId))}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
