/**
 * `arena demo` (`npm run demo`): migrates, enters the example bots of every game (bots/<game>/,
 * sandboxed, as house entries so one account's examples may share a table; house bots fill each
 * league up to 5 entries) into one continuous league per game (`demo-<game>`, open for entries
 * while it runs), starts worker processes (whose scheduler plays the ladders), waits until each
 * league has played `--tables` more tables, prints the ladders and leaves everything in the
 * database for the site. With `--serve` the workers keep the ladders going until Ctrl-C, so a bot
 * uploaded on the site (or with `arena bot upload`) is placed and rated meanwhile.
 *
 * Which database:
 * 1. DATABASE_URL when set;
 * 2. else the local Postgres on 127.0.0.1:5432 (trust auth, user `postgres` or `root`) when it
 *    answers: the database `arena` there, created when missing (printed, with the command for the
 *    site);
 * 3. else the embedded PGlite in .arena/: one process only, so no workers; this process plays the
 *    matches itself (each in the match host's child processes). So it does with `--local`, or
 *    when Redis (REDIS_URL) does not answer.
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { openDatabase, type Db } from '@arena/db/client';
import { readDbEnv } from '@arena/db/env';
import { getLeagueBySlug, listEntries, type LeagueRow } from '@arena/db/leagues';
import { migrate } from '@arena/db/migrate';

import { GAMES } from '@arena/games';
import { readQueueEnv } from '@arena/jobs/env';
import { createLeague } from '@arena/league/create';
import { enterBot, enterHouseBot } from '@arena/league/enter';
import { playContinuousLocally } from '@arena/league/local';
import { ensureRunning } from '@arena/league/rounds';
import { progressBar } from '@arena/report/progress';
import { exampleBots, resolveBot } from '../bot-args.ts';
import { fail, ladderTable, redisReachable, spawnWorker, type WorkerChild } from './league-support.ts';

const ADMIN_URLS = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];
const MIN_ENTRIES = 5;

/** The demo's DATABASE_URL (null: embedded), see the module comment. */
async function demoDatabaseUrl(): Promise<string | null> {
  const configured = readDbEnv().databaseUrl;
  if (configured !== undefined) return configured;
  for (const adminUrl of ADMIN_URLS) {
    let admin: Db | undefined;
    try {
      admin = await openDatabase({ databaseUrl: adminUrl, max: 1 });
      const [found] = await admin.sql<{ one: number }[]>`select 1 as one from pg_database where datname = 'arena'`;
      if (!found) await admin.sql`create database arena`;
      return adminUrl.replace(/\/postgres$/, '/arena');
    } catch {
      // not this role, or no server
    } finally {
      await admin?.close().catch(() => undefined);
    }
  }
  return null;
}

interface DemoOptions {
  readonly deals: string; readonly workers: string; readonly concurrency?: string; readonly local?: boolean;
  readonly tables: string; readonly serve?: boolean;
}

async function demoLeague(db: Db, game: (typeof GAMES)[number], deals: number): Promise<LeagueRow> {
  let slug = `demo-${game.id}`;
  let league = await getLeagueBySlug(db, slug);
  if (league && !league.continuous) {
    // A round league of an older demo keeps its slug; the living demo gets its own.
    slug = `demo-${game.id}-ladder`;
    league = await getLeagueBySlug(db, slug);
  }
  if (!league) {
    const created = await createLeague(db, { name: `Demo ${game.name}`, slug, game: game.id, deals, continuous: true });
    if (!created.ok) fail(`create ${slug}: ${JSON.stringify(created.error)}`);
    league = created.value;
  }
  if ((await listEntries(db, league.id)).length === 0) {
    const names = exampleBots(game.id);
    for (const name of names) {
      const bot = resolveBot(name, game.id);
      if (!bot.ok || !('source' in bot.value)) continue;
      const entered = await enterBot(db, { leagueId: league.id, name: `${game.id}-${name}`, source: bot.value.source, filename: `bots/${game.id}/${name}.ts`, owner: 'house', house: true });
      if (!entered.ok) console.log(`  ${game.id}/${name} not entered: ${JSON.stringify(entered.error)}`);
    }
    const want = Math.max(MIN_ENTRIES, league.seatsPerTable + 1);
    for (let i = (await listEntries(db, league.id)).length; i < want; i++) {
      const id = i % 2 === 0 ? 'random' : 'first-legal';
      await enterHouseBot(db, league.id, id, `${game.id}-${id}-${i}`);
    }
  }
  const running = await ensureRunning(db, league);
  if (!running.ok) fail(`${slug}: ${running.error}`);
  return running.value;
}

async function doneTables(db: Db, leagueId: number): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from matches where league_id = ${leagueId} and status = 'done'`;
  return row?.n ?? 0;
}

/** Waits until each league has played `tables` tables more than at `start`. */
async function waitForTables(db: Db, leagues: readonly LeagueRow[], start: ReadonlyMap<number, number>, tables: number): Promise<void> {
  const bar = progressBar(tables * leagues.length);
  let lastLine = '';
  for (;;) {
    let played = 0;
    const parts: string[] = [];
    for (const l of leagues) {
      const n = Math.min(tables, (await doneTables(db, l.id)) - (start.get(l.id) ?? 0));
      played += n;
      parts.push(`${l.slug.replace('demo-', '')} ${n}/${tables}`);
    }
    const line = parts.join(', ');
    bar.update(played, line);
    if (!process.stderr.isTTY && line !== lastLine) console.log(`  ${line}`);
    lastLine = line;
    if (played >= tables * leagues.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  bar.finish();
}

export function registerDemo(program: Command): void {
  program.command('demo')
    .description('the demo: one continuous league per game with the example bots, played by worker processes, the ladders')
    .option('-d, --deals <n>', 'deals per match (per seat rotation) of new demo leagues', '4')
    .option('-w, --workers <n>', 'worker processes to start', '2')
    .option('-c, --concurrency <n>', 'matches at once per worker (default: cores / workers)')
    .option('--local', 'play the matches in this process (no workers, no Redis)')
    .option('-t, --tables <n>', 'tables each league plays before the ladders are printed', '5')
    .option('--serve', 'keep the workers (and so the ladders) running until Ctrl-C')
    .action(runDemo);
}

async function runDemo(o: DemoOptions): Promise<void> {
  const url = await demoDatabaseUrl();
  const db = await openDatabase({ databaseUrl: url });
  const workers: WorkerChild[] = [];
  try {
    console.log(url === null
      ? 'database: embedded PGlite in .arena/ (no Postgres server found); this process plays the matches'
      : `database: ${url}${readDbEnv().databaseUrl === undefined ? ' (the local Postgres; set DATABASE_URL to this for the site and the other commands)' : ''}`);
    const report = await migrate(db);
    console.log(`migrations: ${report.applied.length === 0 ? 'up to date' : `applied ${report.applied.join(', ')}`}`);
    const leagues = await demoLeagues(db, Number(o.deals));
    const env = readQueueEnv();
    await playDemoTables(db, url, leagues, o, workers);
    for (const l of leagues) console.log(await ladderTable(db, l));
    console.log(url === null
      ? 'Everything is in .arena/ (embedded). See it on the site: npm run dev -w @arena/web (stop other arena processes first: the embedded database serves one process).'
      : `Everything is in the database. See it on the site: DATABASE_URL=${url} REDIS_URL=${env.redisUrl} npm run dev -w @arena/web  → http://localhost:3000`);
    if (o.serve && workers.length > 0) {
      console.log('the workers keep the ladders going (bots uploaded now are placed and rated); Ctrl-C to stop');
      await new Promise<void>((resolve) => { process.once('SIGINT', () => resolve()); process.once('SIGTERM', () => resolve()); });
    }
  } finally {
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
    await db.close();
  }
}

/** One demo league per game, made or found. */
async function demoLeagues(db: Db, deals: number): Promise<LeagueRow[]> {
  const leagues: LeagueRow[] = [];
  for (const game of GAMES) {
    const league = await demoLeague(db, game, deals);
    console.log(`  ${league.slug}: ${(await listEntries(db, league.id)).length} entries, continuous, ${league.state}`);
    leagues.push(league);
  }
  return leagues;
}

/** Plays `--tables` more tables of every league: in this process, or by worker processes (pushed onto `workers`). */
async function playDemoTables(db: Db, url: string | null, leagues: readonly LeagueRow[], o: DemoOptions, workers: WorkerChild[]): Promise<void> {
  const start = new Map<number, number>();
  for (const l of leagues) start.set(l.id, await doneTables(db, l.id));
  const tables = Math.max(1, Number(o.tables));
  const env = readQueueEnv();
  let local = url === null || (o.local ?? false);
  if (!local && !(await redisReachable(env.redisUrl))) {
    console.log(`Redis is not reachable at ${env.redisUrl}: playing the matches in this process instead of through workers`);
    local = true;
  }
  if (local) {
    for (const l of leagues) {
      const played = await playContinuousLocally(db, l, tables, { concurrency: 2 });
      console.log(`  ${l.slug}: ${played} tables played`);
    }
    return;
  }
  const n = Math.max(1, Number(o.workers));
  const concurrency = o.concurrency ?? String(Math.max(1, Math.floor(availableParallelism() / n)));
  for (let i = 0; i < n; i++) workers.push(spawnWorker({ DATABASE_URL: url ?? undefined, ARENA_WORKER_CONCURRENCY: concurrency }, 'ignore'));
  console.log(`started ${n} worker process(es), ${concurrency} match(es) at once each, on ${env.redisUrl} (queue prefix ${env.prefix})`);
  await waitForTables(db, leagues, start, tables);
}
