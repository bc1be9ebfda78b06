/**
 * Platform faults in the middle of a round: a worker killed with SIGKILL mid-match, Redis
 * restarted (a private redis-server with an append-only file, never the machine's own), Postgres
 * unreachable for a few seconds (a TCP proxy in front of it, cut and restored). Each round must
 * complete with exactly one result per match, and the ratings must equal those of an undisturbed
 * run of the same league (same secret, so the same seeds and tables).
 *
 * The leagues here play single matches (duplicate off) of house bots, 2 deals each, to keep the
 * file fast; the duplicate format goes through the same job path (league.test.ts covers it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '@arena/db/client';
import { listRoundMatches } from '@arena/db/matches';
import { getLadder, listLeagueResults } from '@arena/db/ratings';
import { createTestDatabase, type TestDatabase } from '@arena/db/testing';
import type { QueueEnv } from '@arena/jobs/env';
import {
  freshPrefix, obliterateQueue, queueEnvFor, setUpLeague, startAndEnqueue, startWorkerProcess, waitForRound, type WorkerProcess,
} from './support.ts';

const SECRET = 'fault-tests-secret-0123456789';
const SETUP = { game: 'lupfen', seats: 4, deals: 2, entries: 5, examples: false, duplicate: false, secret: SECRET } as const;

interface Rated { name: string; rating: number; low: number; high: number; rankLow: number; rankHigh: number; games: number }

async function ratingsOf(db: Db, leagueId: number): Promise<Rated[]> {
  return (await getLadder(db, leagueId))
    .map((r) => ({ name: r.botName, rating: r.rating, low: r.low, high: r.high, rankLow: r.rankLow, rankHigh: r.rankHigh, games: r.games }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
}, 60_000);

async function freshRun(redisUrl?: string): Promise<{ t: TestDatabase; env: QueueEnv }> {
  const t = await createTestDatabase();
  const env = queueEnvFor(freshPrefix(), redisUrl);
  cleanups.push(async () => {
    await obliterateQueue(env).catch(() => undefined);
    await t.drop();
  });
  return { t, env };
}

function worker(o: Parameters<typeof startWorkerProcess>[0]): WorkerProcess {
  const w = startWorkerProcess(o);
  cleanups.push(async () => {
    w.signal('SIGTERM');
    await Promise.race([w.exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
    w.killGroup();
  });
  return w;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function statusCount(db: Db, roundId: number, status: 'running' | 'done'): Promise<number> {
  return (await listRoundMatches(db, roundId, status)).length;
}

/** Exactly one result set per match, every match done; returns the ratings. */
async function checkRound(db: Db, leagueId: number, roundId: number): Promise<Rated[]> {
  const matches = await listRoundMatches(db, roundId);
  expect(matches.map((m) => m.status)).toEqual(matches.map(() => 'done'));
  const results = await listLeagueResults(db, leagueId);
  expect(results).toHaveLength(matches.length * SETUP.seats);
  for (const m of matches) expect(results.filter((r) => r.matchId === m.id).map((r) => r.seat).sort()).toEqual([0, 1, 2, 3]);
  return ratingsOf(db, leagueId);
}

let reference: Rated[] = [];

/** A round under way: one worker (one job at a time) in the middle of a match. */
async function midMatch() {
  const { t, env } = await freshRun();
  const league = await setUpLeague(t.db, SETUP);
  const first = worker({ databaseUrl: t.url, prefix: env.prefix, concurrency: 1 });
  const { roundId } = await startAndEnqueue(t.db, league.id, env);
  await waitFor(async () => (await statusCount(t.db, roundId, 'running')) > 0, 60_000, 'a running match');
  /** A fresh worker finishes the round; its ratings must equal the undisturbed run's. */
  const finishAndCheck = async (): Promise<void> => {
    worker({ databaseUrl: t.url, prefix: env.prefix, concurrency: 2 });
    await waitForRound(t.db, roundId, 150_000);
    expect(await checkRound(t.db, league.id, roundId)).toEqual(reference);
  };
  return { t, roundId, first, finishAndCheck };
}

beforeAll(async () => {
  const { t, env } = await freshRun();
  worker({ databaseUrl: t.url, prefix: env.prefix, concurrency: 2 });
  const league = await setUpLeague(t.db, SETUP);
  const { roundId } = await startAndEnqueue(t.db, league.id, env);
  await waitForRound(t.db, roundId, 120_000);
  reference = await checkRound(t.db, league.id, roundId);
  expect(reference).toHaveLength(SETUP.entries);
  for (const c of cleanups.splice(0).reverse()) await c();
}, 180_000);

describe('platform faults mid-round', () => {
  test('a worker killed with SIGKILL mid-match (with its children): another worker takes the job over', async () => {
    const { t, roundId, first: doomed, finishAndCheck } = await midMatch();
    // The worker, its processor child and its match process die together, as when a machine is lost.
    doomed.killGroup();
    await doomed.exited;
    await finishAndCheck();
    const retried = (await listRoundMatches(t.db, roundId)).filter((m) => m.attempts > 1);
    expect(retried.length).toBeGreaterThan(0);
  }, 200_000);

  test('only the worker process killed with SIGKILL: the orphaned match still counts once', async () => {
    const { first: doomed, finishAndCheck } = await midMatch();
    doomed.signal('SIGKILL');
    await doomed.exited;
    await finishAndCheck();
  }, 200_000);

  test('SIGTERM mid-match: the worker finishes its running match, then exits', async () => {
    const { t, roundId, first: stopping, finishAndCheck } = await midMatch();
    const [running] = await listRoundMatches(t.db, roundId, 'running');
    stopping.signal('SIGTERM');
    expect(await stopping.exited).toBe(0);
    expect((await listRoundMatches(t.db, roundId)).find((m) => m.id === running?.id)).toMatchObject({ status: 'done', attempts: 1 });
    await finishAndCheck();
  }, 200_000);

  test('an unplayable match is voided visibly, rescheduled, and left void after its last chance', async () => {
    const { t, env } = await freshRun();
    const league = await setUpLeague(t.db, { ...SETUP, entries: 4 });
    // Options no game accepts: every try is an UnrecoverableError (no retries), then void.
    await t.db.sql`update leagues set options = ${t.db.sql.json({ noSuchOption: true })} where id = ${league.id}`;
    worker({ databaseUrl: t.url, prefix: env.prefix, concurrency: 2 });
    const { roundId } = await startAndEnqueue(t.db, league.id, env);
    await waitForRound(t.db, roundId, 60_000);
    const [match, ...rest] = await listRoundMatches(t.db, roundId);
    expect(rest).toHaveLength(0);
    expect(match).toMatchObject({ status: 'void', voidCount: 2 });
    expect(match?.error).toMatch(/UnrecoverableError: unplayable match/);
    expect(await listLeagueResults(t.db, league.id)).toHaveLength(0);
  }, 100_000);

  test('Redis restarted mid-round: workers wait it out, the queue survives (append-only file)', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const { t, env } = await freshRun(redis.url);
    const league = await setUpLeague(t.db, SETUP);
    worker({ databaseUrl: t.url, prefix: env.prefix, redisUrl: redis.url, concurrency: 2 });
    const { roundId } = await startAndEnqueue(t.db, league.id, env);
    await waitFor(async () => (await statusCount(t.db, roundId, 'done')) > 0, 90_000, 'a done match');
    await redis.restart(2000);
    await waitForRound(t.db, roundId, 150_000);
    expect(await checkRound(t.db, league.id, roundId)).toEqual(reference);
  }, 200_000);

  test('Postgres unreachable for a few seconds: jobs retry with backoff', async () => {
    const { t, env } = await freshRun();
    const proxy = await startProxy(5432);
    cleanups.push(() => proxy.close());
    const league = await setUpLeague(t.db, SETUP);
    const viaProxy = t.url.replace('127.0.0.1:5432', `127.0.0.1:${proxy.port}`);
    const w = worker({ databaseUrl: viaProxy, prefix: env.prefix, concurrency: 2 });
    const { roundId } = await startAndEnqueue(t.db, league.id, env);
    await waitFor(async () => (await statusCount(t.db, roundId, 'done')) > 0, 90_000, 'a done match');
    await proxy.cut(4000);
    await waitForRound(t.db, roundId, 150_000).catch((e: unknown) => { throw new Error(`${String(e)}\n${w.output().slice(-6000)}`); });
    expect(await checkRound(t.db, league.id, roundId)).toEqual(reference);
  }, 200_000);
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface PrivateRedis { url: string; restart(downMs: number): Promise<void>; stop(): Promise<void> }

async function startRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'arena-redis-'));
  let proc: ChildProcess | undefined;
  const up = async (): Promise<void> => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
    await waitFor(() => new Promise((resolve) => {
      const s = new Socket();
      s.once('connect', () => { s.destroy(); resolve(true); });
      s.once('error', () => resolve(false));
      s.connect(port, '127.0.0.1');
    }), 10_000, 'redis-server');
  };
  const down = async (): Promise<void> => {
    const p = proc;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((resolve) => p.once('exit', resolve));
    p.kill('SIGTERM');
    await exited;
  };
  await up();
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async (downMs) => { await down(); await sleep(downMs); await up(); },
    stop: async () => { await down(); rmSync(dir, { recursive: true, force: true }); },
  };
}

interface Proxy { port: number; cut(downMs: number): Promise<void>; close(): Promise<void> }

/** A TCP proxy to 127.0.0.1:`target`; `cut` drops every connection and refuses new ones for a while. */
async function startProxy(target: number): Promise<Proxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = async (): Promise<void> => {
    server = createServer((client) => {
      const upstream = new Socket();
      sockets.add(client);
      sockets.add(upstream);
      const drop = (): void => { client.destroy(); upstream.destroy(); sockets.delete(client); sockets.delete(upstream); };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      upstream.connect(target, '127.0.0.1', () => { client.pipe(upstream); upstream.pipe(client); });
    });
    const s = server;
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
  };
  const stop = async (): Promise<void> => {
    const s = server;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return { port, cut: async (downMs) => { await stop(); await sleep(downMs); await listen(); }, close: stop };
}
