/**
 * `arena demo` (`npm run demo`): migrates, enters the example bots of every game (bots/<game>/,
 * sandboxed, as house entries so one account's examples may share a table; house bots fill each
 * league up to 5 entries) into one league per game (`demo-<game>`), runs a round of each through
 * worker processes it starts and stops itself, prints the ladders, and leaves everything in the
 * database for the site. Run again, it plays the next round of the same leagues.
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
import { getRound, getRoundProgress, listRounds } from '@arena/db/rounds';
import { GAMES } from '@arena/games';
import { readQueueEnv } from '@arena/jobs/env';
import { enqueueMatches, openMatchQueue } from '@arena/jobs/queue';
import { createLeague } from '@arena/league/create';
import { enterBot, enterHouseBot } from '@arena/league/enter';
import { playRoundLocally } from '@arena/league/local';
import { ensureRunning, startRound } from '@arena/league/rounds';
import { progressBar } from '@arena/report/progress';
import { exampleBots, resolveBot } from '../bot-args.ts';
import { describeProgress, fail, ladderTable, redisReachable, spawnWorker, type WorkerChild } from './league-support.ts';

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

interface DemoOptions { readonly deals: string; readonly workers: string; readonly concurrency?: string; readonly local?: boolean }

async function demoLeague(db: Db, game: (typeof GAMES)[number], deals: number): Promise<LeagueRow> {
  const slug = `demo-${game.id}`;
  let league = await getLeagueBySlug(db, slug);
  if (!league) {
    const created = await createLeague(db, { name: `Demo ${game.name}`, slug, game: game.id, deals, rounds: 100 });
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

/** The round to play now: the running one, or a new one. */
async function currentRound(db: Db, league: LeagueRow): Promise<{ id: number; number: number; matchIds: readonly string[] } | undefined> {
  const last = (await listRounds(db, league.id)).at(-1);
  if (last?.state === 'running') return { id: last.id, number: last.number, matchIds: [] };
  const started = await startRound(db, league.id);
  if (!started.ok) {
    console.log(`  ${league.slug}: no round (${started.error.code})`);
    return undefined;
  }
  return { id: started.value.round.id, number: started.value.round.number, matchIds: started.value.matchIds };
}

async function waitForRounds(db: Db, rounds: readonly { id: number; slug: string }[]): Promise<void> {
  let total = 0;
  for (const r of rounds) total += (await getRoundProgress(db, r.id)).total;
  const bar = progressBar(total);
  let lastLine = '';
  for (;;) {
    let ended = 0;
    let finished = 0;
    const parts: string[] = [];
    for (const r of rounds) {
      const p = await getRoundProgress(db, r.id);
      ended += p.done + p.void;
      if ((await getRound(db, r.id))?.state === 'finished') finished += 1;
      parts.push(`${r.slug.replace('demo-', '')} ${p.done}/${p.total}`);
    }
    const line = parts.join(', ');
    bar.update(ended, line);
    if (!process.stderr.isTTY && line !== lastLine) console.log(`  ${line}`);
    lastLine = line;
    if (finished === rounds.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  bar.finish();
}

export function registerDemo(program: Command): void {
  program.command('demo')
    .description('the demo: one league per game with the example bots, a round played through worker processes, the ladders')
    .option('-d, --deals <n>', 'deals per match (per seat rotation) of new demo leagues', '4')
    .option('-w, --workers <n>', 'worker processes to start', '2')
    .option('-c, --concurrency <n>', 'matches at once per worker (default: cores / workers)')
    .option('--local', 'play the matches in this process (no workers, no Redis)')
    .action(async (o: DemoOptions) => {
      const url = await demoDatabaseUrl();
      const db = await openDatabase({ databaseUrl: url });
      const workers: WorkerChild[] = [];
      try {
        console.log(url === null
          ? 'database: embedded PGlite in .arena/ (no Postgres server found); this process plays the matches'
          : `database: ${url}${readDbEnv().databaseUrl === undefined ? ' (the local Postgres; set DATABASE_URL to this for the site and the other commands)' : ''}`);
        const report = await migrate(db);
        console.log(`migrations: ${report.applied.length === 0 ? 'up to date' : `applied ${report.applied.join(', ')}`}`);
        const rounds: { id: number; slug: string; league: LeagueRow }[] = [];
        const queued: string[] = [];
        for (const game of GAMES) {
          const league = await demoLeague(db, game, Number(o.deals));
          const round = await currentRound(db, league);
          if (!round) continue;
          const entries = (await listEntries(db, league.id)).length;
          console.log(`  ${league.slug}: ${entries} entries, round ${round.number}, ${(await getRoundProgress(db, round.id)).total} tables`);
          rounds.push({ id: round.id, slug: league.slug, league });
          queued.push(...round.matchIds);
        }
        const env = readQueueEnv();
        let local = url === null || (o.local ?? false);
        if (!local && !(await redisReachable(env.redisUrl))) {
          console.log(`Redis is not reachable at ${env.redisUrl}: playing the matches in this process instead of through workers`);
          local = true;
        }
        if (local) {
          for (const r of rounds) {
            await playRoundLocally(db, r.id, { concurrency: 2 });
            console.log(`  ${r.slug}: ${describeProgress(await getRoundProgress(db, r.id))}`);
          }
        } else {
          const queue = openMatchQueue(env);
          try {
            await enqueueMatches(queue, queued);
          } finally {
            await queue.close();
          }
          const n = Math.max(1, Number(o.workers));
          const concurrency = o.concurrency ?? String(Math.max(1, Math.floor(availableParallelism() / n)));
          for (let i = 0; i < n; i++) workers.push(spawnWorker({ DATABASE_URL: url ?? undefined, ARENA_WORKER_CONCURRENCY: concurrency }, 'ignore'));
          console.log(`started ${n} worker process(es), ${concurrency} match(es) at once each, on ${env.redisUrl} (queue prefix ${env.prefix})`);
          await waitForRounds(db, rounds);
        }
        for (const r of rounds) console.log(await ladderTable(db, r.league));
        console.log(url === null
          ? 'Everything is in .arena/ (embedded). See it on the site: npm run dev -w @arena/web (stop other arena processes first: the embedded database serves one process).'
          : `Everything is in the database. See it on the site: DATABASE_URL=${url} npm run dev -w @arena/web  → http://localhost:3000`);
      } finally {
        for (const w of workers) w.child.kill('SIGTERM');
        await Promise.all(workers.map((w) => w.exited));
        await db.close();
      }
    });
}
