/**
 * League throughput end to end: a round of a league played through BullMQ by 1 and by 2 worker
 * processes (sandboxed processors; claim, play, record with the ratings refit, settle), against the
 * same matches played one after another in one process with no queue and no database (the same
 * match runner, `play` of @arena/league: the match host's child processes, duplicate rotations).
 *
 * Each configuration gets a fresh database with the same league (same secret, so the same tables
 * and seeds) and a fresh queue prefix; the clock runs from queueing the round to its finish, with
 * the workers already started, listening and warm: steady state, not start-up. A worker has played
 * a whole round first (its processor children forked, their match processes started, the bots
 * compiled), the in-process loop one match. Every mode plays a table's seat rotations in
 * parallel match processes (at most one per core, runDuplicateIsolated), so every mode uses all the
 * cores: "per core" = matches per second / cores, and "of in-process" compares the whole machine's
 * rate with the in-process loop on the same cores.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Db } from '@arena/db/client';
import { claimMatch, listRoundMatches } from '@arena/db/matches';
import { decompressRecord } from '@arena/db/match-records';
import { isDuplicateRecord, parseLeagueRecord, type LeagueRecord } from '@arena/record/league-record';
import { createTestDatabase } from '@arena/db/testing';
import { machineCpuMs, treeCpuMs } from '@arena/report/process-cpu';
import type { QueueEnv } from '@arena/jobs/env';
import { openMatchQueue } from '@arena/jobs/queue';
import { loadMatchSpec, play } from '@arena/league/play-match';
import { startRound } from '@arena/league/rounds';
import {
  freshPrefix, obliterateQueue, queueEnvFor, setUpLeague, startAndEnqueue, startWorkerProcess, waitForRound, type LeagueSetup,
} from '../test/support.ts';

export interface ThroughputOptions {
  readonly setup: LeagueSetup;
  readonly workers: readonly number[];
  /** Jobs each worker runs at once (default 1; the worker's own default is the cores). */
  readonly concurrency?: number;
}

export const DEFAULT_THROUGHPUT: ThroughputOptions = {
  setup: { game: 'lupfen', seats: 4, deals: 2, entries: 6, examples: true, secret: 'bench-throughput-secret' },
  workers: [1, 2],
};

/**
 * The same league at a league's default match length (12 deals per rotation, @arena/league/create),
 * one worker (issue 20), with 7 entries: 35 tables, so that a round lasts seconds, not one.
 */
export const DEFAULT_LENGTH: ThroughputOptions = {
  setup: { ...DEFAULT_THROUGHPUT.setup, deals: 12, entries: 7 },
  workers: [1],
  concurrency: availableParallelism(),
};

export interface ThroughputRow {
  readonly mode: string;
  readonly matches: number;
  /** Decisions in the records of the matches played. */
  readonly decisions: number;
  /** Decisions per CPU second of the process tree that played them (issue 20's target: 2,000). */
  readonly decisionsPerCpuSecond: number;
  readonly seconds: number;
  readonly matchesPerSecond: number;
  readonly perCore: number;
  /** Matches per second against the in-process rate on the same cores, %. */
  readonly ofInProcess: number;
  /** CPU seconds per match of the process tree that played (databases excluded). */
  readonly cpuPerMatch: number;
  /** CPU seconds per match of the whole machine while it played: Postgres, Redis and the bench's own polling included. */
  readonly machineCpuPerMatch: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** CPU seconds the whole machine has spent so far (Postgres and Redis included). */
function machineCpuSeconds(): number {
  return machineCpuMs() / 1000;
}

/**
 * CPU seconds of the process tree under `root` so far: the worker processes, their processor
 * children and match processes, read while they live (warm match processes stay alive between
 * matches). The Postgres and Redis servers are not counted.
 */
export function treeCpuSeconds(root: number): number {
  return treeCpuMs(root) / 1000;
}

function decisionsOf(record: LeagueRecord): number {
  return isDuplicateRecord(record) ? record.rotations.reduce((sum, r) => sum + r.record.decisions.length, 0) : record.decisions.length;
}

async function decisionsOfRound(db: Db, roundId: number): Promise<number> {
  const rows = await db.sql<{ record: Uint8Array }[]>`
    select r.record from match_records r join matches m on m.id = r.match_id where m.round_id = ${roundId}`;
  let decisions = 0;
  for (const row of rows) {
    const parsed = parseLeagueRecord(await decompressRecord(row.record));
    if (!parsed.ok) throw new Error(parsed.error);
    decisions += decisionsOf(parsed.value);
  }
  return decisions;
}

interface Run { readonly matches: number; readonly decisions: number; readonly seconds: number; readonly cpu: number; readonly machineCpu: number }

async function inProcess(setup: LeagueSetup): Promise<Run> {
  const t = await createTestDatabase();
  try {
    const league = await setUpLeague(t.db, setup);
    const started = await startRound(t.db, league.id);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const specs = [];
    for (const id of started.value.matchIds) {
      const claim = await claimMatch(t.db, id);
      if (!claim.ok) throw new Error(JSON.stringify(claim.error));
      specs.push({ claim: claim.value, spec: await loadMatchSpec(t.db, claim.value) });
    }
    // Warm, as the worker is: its match processes started and its bots compiled by a first match.
    const first = specs[0];
    if (first) await play(first.claim, first.spec);
    const t0 = performance.now();
    const c0 = treeCpuSeconds(process.pid);
    const m0 = machineCpuSeconds();
    let decisions = 0;
    for (const { claim, spec } of specs) {
      const played = await play(claim, spec);
      if (!played.ok) throw new Error(played.error);
      decisions += decisionsOf(played.value.record);
    }
    return { matches: specs.length, decisions, seconds: (performance.now() - t0) / 1000, cpu: treeCpuSeconds(process.pid) - c0, machineCpu: machineCpuSeconds() - m0 };
  } finally {
    await t.drop();
  }
}

/** Waits until `workers` workers listen and each has run a job (its processor child forked, its modules loaded). */
async function waitForWarmWorkers(env: QueueEnv, workers: number): Promise<void> {
  const queue = openMatchQueue(env);
  try {
    for (let i = 0; (await queue.getWorkers()).length < workers; i++) {
      if (i > 600) throw new Error('workers did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await queue.addBulk(Array.from({ length: 2 * workers }, (_, i) => ({
      name: 'warm-up', data: { matchId: randomUUID() }, opts: { jobId: `warm-up-${i}`, attempts: 1 },
    })));
    for (let i = 0; ((await queue.getJobCounts('failed')).failed ?? 0) < 2 * workers; i++) {
      if (i > 1200) throw new Error('workers did not warm up');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await queue.close();
  }
}

/** CPU is the worker processes' trees' while the round is played (warm: after a first round). */
async function throughQueue(setup: LeagueSetup, workers: number, concurrency: number): Promise<Run> {
  const t = await createTestDatabase();
  let run: Run | undefined;
  const env = queueEnvFor(freshPrefix());
  const procs = Array.from({ length: workers }, () => startWorkerProcess({ databaseUrl: t.url, prefix: env.prefix, concurrency, lockMs: 30_000, stalledMs: 30_000 }));
  try {
    const league = await setUpLeague(t.db, setup);
    await waitForWarmWorkers(env, workers);
    const cpu = (): number => procs.reduce((sum, p) => sum + (p.child.pid === undefined ? 0 : treeCpuSeconds(p.child.pid)), 0);
    // A first round, not timed: every processor child has started its match processes.
    await waitForRound(t.db, (await startAndEnqueue(t.db, league.id, env)).roundId, 1_800_000, undefined, 10);
    const t0 = performance.now();
    const c0 = cpu();
    const m0 = machineCpuSeconds();
    const { roundId } = await startAndEnqueue(t.db, league.id, env);
    // Polled every 10 ms: the round's end is timed to within 10 ms, not the tests' 250.
    await waitForRound(t.db, roundId, 1_800_000, undefined, 10);
    const seconds = (performance.now() - t0) / 1000;
    const used = cpu() - c0;
    const machineCpu = machineCpuSeconds() - m0;
    run = { matches: (await listRoundMatches(t.db, roundId)).length, decisions: await decisionsOfRound(t.db, roundId), seconds, cpu: used, machineCpu };
  } finally {
    for (const p of procs) p.signal('SIGTERM');
    await Promise.all(procs.map((p) => Promise.race([p.exited, new Promise((resolve) => setTimeout(resolve, 10_000))])));
    for (const p of procs) p.killGroup();
    await obliterateQueue(env);
    await t.drop();
  }
  return run;
}

/** Rows: the in-process baseline, then one row per worker count. */
export async function benchThroughput(options: ThroughputOptions = DEFAULT_THROUGHPUT): Promise<ThroughputRow[]> {
  const base = await inProcess(options.setup);
  const baseRate = base.matches / base.seconds;
  const rows: ThroughputRow[] = [{
    mode: 'in process, no queue, no database', matches: base.matches, decisions: base.decisions,
    decisionsPerCpuSecond: Math.round(base.decisions / base.cpu), seconds: round3(base.seconds),
    matchesPerSecond: round3(baseRate), perCore: round3(baseRate / availableParallelism()), ofInProcess: 100, cpuPerMatch: round3(base.cpu / base.matches), machineCpuPerMatch: round3(base.machineCpu / base.matches),
  }];
  for (const workers of options.workers) {
    const concurrency = options.concurrency ?? 1;
    const run = await throughQueue(options.setup, workers, concurrency);
    const rate = run.matches / run.seconds;
    rows.push({
      mode: `BullMQ + Postgres, ${workers} worker${workers === 1 ? '' : 's'}${concurrency === 1 ? '' : `, ${concurrency} jobs at once`}`, matches: run.matches, decisions: run.decisions,
      decisionsPerCpuSecond: Math.round(run.decisions / run.cpu), seconds: round3(run.seconds),
      matchesPerSecond: round3(rate), perCore: round3(rate / availableParallelism()), ofInProcess: Math.round((100 * rate) / baseRate),
      cpuPerMatch: round3(run.cpu / run.matches), machineCpuPerMatch: round3(run.machineCpu / run.matches),
    });
  }
  return rows;
}

export const THROUGHPUT_NOTE = `${availableParallelism()} cores; a match = one table of the league in the duplicate format (every seat rotation of the same deals).`;
