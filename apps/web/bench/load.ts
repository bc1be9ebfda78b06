/**
 * Load bench of the site (issue 8): a fresh database with 100,000 matches and 20 bots
 * (bench/seed.ts), the site's server (server.ts, as `npm run start` runs it), and autocannon on
 * the ladder, a bot page and a match page (the replay at a mid-match step) at 10 and 50 connections. `runLoadBench()` returns the table rows;
 * `npx tsx bench/load.ts` prints them. Target (issue 20): p99 < 100 ms at 50 connections, and a
 * spectator's page (served from its copy: lib/http/page-cache.ts) ≤ 1 ms of server CPU.
 * Only 127.0.0.1 is ever loaded.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createTestDatabase } from '@arena/db/testing';
import { buildApp, startServer } from '@/test/support/server';
import { seedBench, type BenchWorld } from './seed.ts';

export interface LoadRow {
  readonly page: string;
  readonly path: string;
  readonly connections: number;
  readonly requestsPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
  /** CPU of the Next.js server process per request (user + system), ms: the cost without contention. */
  readonly serverCpuMsPerRequest: number;
  /** The machine's 1-minute load average at the end of the measurement (2 cores shared with other work). */
  readonly loadAverage: number;
}

/** user + system CPU of a process so far, ms (Linux /proc). */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

export interface LoadBenchOptions {
  /** Seconds per measurement (default 10). */
  readonly durationSec?: number;
  readonly connections?: readonly number[];
  readonly matches?: number;
  /** Reuse an existing `next build` (default true). */
  readonly reuseBuild?: boolean;
  readonly log?: (line: string) => void;
}

interface BenchPage {
  readonly page: string;
  readonly path: string;
}

/** The ladder, a bot page and a match page (at a mid-match step), each answering 200 and warmed up. */
async function warmPages(baseUrl: string, world: BenchWorld): Promise<BenchPage[]> {
  const pages = [
    { page: 'ladder', path: `/leagues/${world.leagueSlug}` },
    { page: 'bot', path: `/bots/${world.botId}` },
    { page: 'match', path: `/matches/${world.matchId}?step=${Math.floor(world.steps / 2)}` },
  ];
  for (const p of pages) {
    const res = await fetch(`${baseUrl}${p.path}`);
    if (res.status !== 200) throw new Error(`${p.path} answered ${res.status}`);
    await autocannon({ url: `${baseUrl}${p.path}`, connections: 2, duration: 2 }); // warm-up
  }
  return pages;
}

/** One autocannon run on one page, with the server's CPU per request and the load average. */
async function measurePage(server: { baseUrl: string; pid: number | undefined }, p: BenchPage, connections: number, durationSec: number): Promise<LoadRow> {
  const cpuBefore = processCpuMs(server.pid);
  const r = await autocannon({ url: `${server.baseUrl}${p.path}`, connections, duration: durationSec });
  const cpu = processCpuMs(server.pid) - cpuBefore;
  return {
    page: p.page, path: p.path, connections, requestsPerSec: Math.round(r.requests.average * 10) / 10, p50Ms: r.latency.p50, p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts, non2xx: r.non2xx, serverCpuMsPerRequest: Math.round((100 * cpu) / Math.max(r.requests.total, 1)) / 100,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  };
}

export async function runLoadBench(options: LoadBenchOptions = {}): Promise<LoadRow[]> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  buildApp(options.reuseBuild ?? true);
  const db = await createTestDatabase();
  try {
    const world = await seedBench(db.db, options.matches ?? 100_000);
    log(`seeded ${options.matches ?? 100_000} matches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer(db.url);
    try {
      const pages = await warmPages(server.baseUrl, world);
      const rows: LoadRow[] = [];
      for (const connections of options.connections ?? [10, 50]) {
        for (const p of pages) {
          const row = await measurePage(server, p, connections, options.durationSec ?? 10);
          log(JSON.stringify(row));
          rows.push(row);
        }
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

export function formatTable(rows: readonly LoadRow[]): string {
  const lines = [`(${cpus().length} cores)`, '| page | connections | requests/s | p50 ms | p99 ms | errors | non-2xx | server CPU ms/request | load avg |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.page} | ${r.connections} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${r.serverCpuMsPerRequest} | ${r.loadAverage} |`);
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('load.ts')) {
  const rows = await runLoadBench({ log: (l) => console.error(l) });
  console.log(formatTable(rows));
}
