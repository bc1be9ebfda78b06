/**
 * Shared by the league commands: opening the database, finding a league by slug or id, the ladder
 * table, waiting for a round with a progress bar, and starting worker processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { openDatabase, type Db } from '@arena/db/client';
import { getLeague, getLeagueBySlug, type LeagueRow } from '@arena/db/leagues';
import { getLadder } from '@arena/db/ratings';
import { getRound, getRoundProgress, type RoundProgress } from '@arena/db/rounds';
import { progressBar } from '@arena/report/progress';
import { formatTable } from '@arena/report/table';
import { repoRoot } from '../repo.ts';
import { environmentWith } from '../env.ts';

export function fail(message: string): never {
  process.stderr.write(`arena: ${message}\n`);
  process.exit(1);
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'CONNECT_TIMEOUT', '3D000', '28P01', '28000']);

/** A database that cannot be reached is one line on stderr and exit 1, not a stack trace. */
function failOnConnection(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) {
    fail(`cannot use the database (${code}: ${error instanceof Error ? error.message : String(error)}); check DATABASE_URL`);
  }
  throw error;
}

/** Runs `body` with an open database, closing it afterwards. */
export async function withDb<T>(body: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase().catch(failOnConnection);
  try {
    return await body(db).catch(failOnConnection);
  } finally {
    await db.close();
  }
}

/** A league by slug or numeric id; exits with a message when there is none. */
export async function findLeague(db: Db, key: string): Promise<LeagueRow> {
  const league = /^\d+$/.test(key) ? await getLeague(db, Number(key)) : await getLeagueBySlug(db, key);
  if (!league) fail(`no league ${JSON.stringify(key)}`);
  return league;
}

const elo = (x: number): number => Math.round(x);

export async function ladderTable(db: Db, league: LeagueRow): Promise<string> {
  const rows = (await getLadder(db, league.id)).map((r, i) => ({
    '#': i + 1,
    bot: r.botName + (r.isHouse ? ' (house)' : ''),
    owner: r.ownerName,
    v: r.version,
    elo: elo(r.rating),
    '95 %': `${elo(r.low)}–${elo(r.high)}`,
    rank: r.rankLow === r.rankHigh ? String(r.rankLow) : `${r.rankLow}–${r.rankHigh}`,
    games: r.games,
    '': r.provisional ? 'placing (provisional)' : '',
  }));
  return formatTable(`${league.name} (${league.game}, ${league.slug})`, rows);
}

export function describeProgress(p: RoundProgress): string {
  return `${p.done}/${p.total} done, ${p.running} running, ${p.queued} queued${p.void > 0 ? `, ${p.void} void` : ''}`;
}

/** Polls a round until it is finished, drawing a progress bar on a TTY. */
export async function followRound(db: Db, roundId: number, label: string, isDone: () => boolean = () => false): Promise<void> {
  let bar: ReturnType<typeof progressBar> | undefined;
  for (;;) {
    const round = await getRound(db, roundId);
    const progress = await getRoundProgress(db, roundId);
    bar ??= progressBar(progress.total);
    bar.update(progress.done + progress.void, `${label}: ${describeProgress(progress)}`);
    if (round?.state === 'finished' || isDone()) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  bar.finish();
}

export interface WorkerChild {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
}

/** Starts `node --no-node-snapshot --import tsx apps/worker/src/main.ts` with `env` added. */
export function spawnWorker(env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore' = 'inherit'): WorkerChild {
  const root = repoRoot();
  const child = spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx', join(root, 'apps/worker/src/main.ts')], {
    cwd: root, stdio: ['ignore', stdio, 'inherit'], env: environmentWith(env),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

/** Whether something accepts TCP connections at the Redis URL's host and port (within `timeoutMs`). */
export function redisReachable(redisUrl: string, timeoutMs = 2000): Promise<boolean> {
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (up: boolean): void => { socket.destroy(); resolve(up); };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
