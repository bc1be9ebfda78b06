/**
 * `arena league create|run|status|list`: the organiser's commands.
 *
 * `league run L [--rounds N]` opens the league (running), then for each round: schedules it,
 * publishes the seed commitment, queues its matches for the workers and waits for them with a
 * progress bar; the workers finish the round (seeds revealed, void matches rescheduled). It stops
 * early when the league is paused or reaches its target. With `--local`, or with the embedded
 * database (one process only), or when Redis is unreachable or no worker listens on the queue,
 * this process plays the matches itself (each in the match host's child processes, as a worker would).
 */
import type { Command } from 'commander';
import { gameIdList } from '@arena/games';
import type { Db } from '@arena/db/client';
import { getLeague, listEntries, listLeagues, type LeagueRow } from '@arena/db/leagues';
import { getRound, listRounds } from '@arena/db/rounds';
import { readQueueEnv } from '@arena/jobs/env';
import { listRoundMatches } from '@arena/db/matches';
import { enqueueMatches, ensureMatchJobs, openMatchQueue } from '@arena/jobs/queue';
import { createLeague } from '@arena/league/create';
import { playRoundLocally } from '@arena/league/local';
import { ensureRunning, leagueStatus, startRound } from '@arena/league/rounds';
import { describeProgress, fail, findLeague, followRound, ladderTable, redisReachable, withDb } from './league-support.ts';

interface CreateOptions {
  readonly game: string; readonly name: string; readonly slug?: string; readonly seats?: string; readonly deals?: string;
  readonly rounds?: string; readonly options?: string; readonly timeLimit?: string; readonly memoryLimit?: string;
  readonly duplicate: boolean; readonly ownerRule: boolean; readonly organiser?: string; readonly draft?: boolean;
  readonly scoring?: string;
  readonly continuous?: boolean;
}

const int = (v: string | undefined): number | undefined => (v === undefined ? undefined : Number(v));

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    fail('--options is not valid JSON');
  }
}

function registerCreate(league: Command): void {
  league.command('create')
    .description('create a league (open for entries); options are validated by the game')
    .requiredOption('-g, --game <game>', gameIdList())
    .requiredOption('-n, --name <name>', 'league name')
    .option('--slug <slug>', 'URL name (default: from the name)')
    .option('-k, --seats <k>', 'seats per table (default: the game\'s default)')
    .option('-d, --deals <d>', 'deals per match (per rotation; at most the game\'s match length)', '12')
    .option('-r, --rounds <r>', 'target number of rounds', '1')
    .option('--options <json>', 'game rules options as JSON (camelCase keys)')
    .option('--time-limit <ms>', 'CPU per decision, ms', '100')
    .option('--memory-limit <mb>', 'memory per bot, MB', '64')
    .option('--no-duplicate', 'play each table once instead of once per seat rotation')
    .option('--scoring <how>', 'matchpoints (each deal compared across its rotations) or chips (summed); default matchpoints, chips without duplicate')
    .option('--no-owner-rule', 'allow one owner\'s bots at the same table')
    .option('--organiser <user>', 'organiser account (created on first use)', 'organiser')
    .option('--draft', 'create as a draft (not listed, no entries)')
    .option('--continuous', 'a ladder that the workers keep playing (no rounds to run; open for entries while it runs)')
    .action(async (o: CreateOptions) => {
      await withDb(async (db) => {
        const created = await createLeague(db, {
          name: o.name, game: o.game, ...(o.slug === undefined ? {} : { slug: o.slug }), ...(o.seats === undefined ? {} : { seats: int(o.seats) }),
          deals: int(o.deals), rounds: int(o.rounds), options: parseJson(o.options), timeLimitMs: int(o.timeLimit), memoryLimitMb: int(o.memoryLimit),
          duplicate: o.duplicate, ...(o.scoring === undefined ? {} : { scoring: o.scoring }), separateOwners: o.ownerRule, organiser: o.organiser ?? 'organiser', state: o.draft ? 'draft' : 'open',
          continuous: o.continuous ?? false,
        });
        if (!created.ok) fail(created.error.code === 'slug-taken' ? `a league ${created.error.slug} exists already (use --slug)` : created.error.message);
        const l = created.value;
        const kind = l.continuous ? 'continuous (the workers schedule its tables)' : `${l.targetRounds} round(s)`;
        console.log(`league ${l.slug} (id ${l.id}): ${l.game}, ${l.seatsPerTable} seats, ${l.dealsPerMatch} deals per match, scored by ${l.scoring}, ${kind}, ${l.state}`);
      });
    });
}

interface RunOptions { readonly rounds?: string; readonly local?: boolean; readonly concurrency?: string; readonly wait: boolean }

async function workersListening(): Promise<number> {
  const queue = openMatchQueue(readQueueEnv());
  try {
    return (await queue.getWorkers()).length;
  } finally {
    await queue.close();
  }
}

/** Plays or waits for one round; returns false when the league cannot go on. */
async function runOneRound(db: Db, league: LeagueRow, local: boolean, concurrency: number, wait: boolean): Promise<boolean> {
  const round = await currentRound(db, league, local);
  if (!round) return false;
  if (local) {
    let done = 0;
    await playRoundLocally(db, round.id, { concurrency, onMatch: () => { done += 1; process.stderr.write(`\r${done} matches played`); } });
    process.stderr.write('\n');
  } else if (wait) {
    await followRound(db, round.id, `round ${round.number}`);
  } else {
    return false;
  }
  const finished = await getRound(db, round.id);
  console.log(`round ${round.number} ${finished?.state === 'finished' ? 'finished; seeds revealed' : 'not finished'}`);
  return finished?.state === 'finished';
}

/** The league's running round, else a new one started (its matches queued unless `local`); undefined when none can start. */
async function currentRound(db: Db, league: LeagueRow, local: boolean): Promise<{ readonly id: number; readonly number: number } | undefined> {
  const round = (await listRounds(db, league.id)).at(-1);
  if (round?.state === 'running') {
    console.log(`round ${round.number} is still running`);
    if (!local) await requeueLostMatches(db, round.id);
    return round;
  }
  const started = await startRound(db, league.id);
  if (!started.ok) {
    const e = started.error;
    console.log(e.code === 'target-reached' ? `the league reached its target of ${e.targetRounds} rounds` : `cannot start a round: ${'message' in e ? e.message : e.code}`);
    return undefined;
  }
  const { round: next, matchIds, design, dropped, unmetPairs } = started.value;
  console.log(`round ${next.number}: ${matchIds.length} tables (${design} design${dropped.length > 0 ? `, ${dropped.length} dropped by the owner rule` : ''}${unmetPairs.length > 0 ? `, ${unmetPairs.length} pairs unmet` : ''}), seed commitment ${next.seedCommitment}`);
  if (!local) {
    const queue = openMatchQueue(readQueueEnv());
    try {
      await enqueueMatches(queue, matchIds);
    } finally {
      await queue.close();
    }
  }
  return next;
}

/** A running round's queued matches may never have reached the queue (started on a site without REDIS_URL, or Redis lost them). */
async function requeueLostMatches(db: Db, roundId: number): Promise<void> {
  const queue = openMatchQueue(readQueueEnv());
  try {
    const again = await ensureMatchJobs(queue, (await listRoundMatches(db, roundId, 'queued')).map((m) => ({ matchId: m.id })));
    if (again.length > 0) console.log(`${again.length} of its matches had no job: queued them`);
  } finally {
    await queue.close();
  }
}

function registerRun(league: Command): void {
  league.command('run')
    .description('run rounds: schedule, queue for the workers and wait (or play here with --local)')
    .argument('<league>', 'league slug or id')
    .option('-r, --rounds <n>', 'rounds to run now (default: up to the league\'s target)')
    .option('--local', 'play the matches in this process instead of through the queue')
    .option('-c, --concurrency <n>', 'with --local: matches at once', '1')
    .option('--no-wait', 'only schedule and queue the next round')
    .action(async (key: string, o: RunOptions) => {
      await withDb(async (db) => {
        let league = await findLeague(db, key);
        if (league.continuous) fail(`${league.slug} is a continuous league: \`arena worker\` processes play it; follow it with \`arena ladder ${league.slug}\``);
        const running = await ensureRunning(db, league);
        if (!running.ok) fail(running.error);
        league = running.value;
        let local = o.local ?? false;
        if (!local && db.mode === 'embedded') {
          console.log('embedded database (DATABASE_URL unset): playing the matches in this process');
          local = true;
        } else if (!local && !(await redisReachable(readQueueEnv().redisUrl))) {
          if (!o.wait) fail(`Redis is not reachable at ${readQueueEnv().redisUrl}`);
          console.log(`Redis is not reachable at ${readQueueEnv().redisUrl}: playing the matches in this process`);
          local = true;
        } else if (!local && o.wait && (await workersListening()) === 0) {
          console.log('no worker listens on the match queue: playing the matches in this process (start `arena worker` to share the load)');
          local = true;
        }
        const total = int(o.rounds) ?? Math.max(0, league.targetRounds - (await listRounds(db, league.id)).filter((r) => r.state === 'finished').length);
        for (let i = 0; i < total; i++) {
          const current = await getLeague(db, league.id);
          if (current?.state !== 'running') {
            console.log(`the league is ${current?.state ?? 'gone'}`);
            break;
          }
          if (!(await runOneRound(db, current, local, int(o.concurrency) ?? 1, o.wait))) break;
        }
        if (o.wait) console.log(await ladderTable(db, league));
      });
    });
}

function registerStatus(league: Command): void {
  league.command('status')
    .description('follow the current round with a live progress bar (on a terminal), then print the ladder')
    .argument('<league>', 'league slug or id')
    .action(async (key: string) => {
      await withDb(async (db) => {
        const league = await findLeague(db, key);
        const status = await leagueStatus(db, league.id);
        if (!status) fail('the league vanished');
        const entries = await listEntries(db, league.id);
        console.log(`${league.name} (${league.slug}): ${league.game}, ${league.state}, ${entries.length} entries, ${status.roundsFinished}/${league.targetRounds} rounds finished`);
        const current = status.current;
        if (current) {
          console.log(`round ${current.round.number} (${current.round.state}): ${describeProgress(current.progress)}`);
          if (current.round.state === 'running' && process.stderr.isTTY) await followRound(db, current.round.id, `round ${current.round.number}`);
        }
        console.log(await ladderTable(db, league));
      });
    });
}

function registerList(league: Command): void {
  league.command('list')
    .description('list the leagues')
    .action(async () => {
      await withDb(async (db) => {
        for (const l of await listLeagues(db)) console.log(`${l.slug.padEnd(24)} ${l.game.padEnd(12)} ${l.state.padEnd(9)} ${l.name}`);
      });
    });
}

export function registerLeague(program: Command): void {
  const league = program.command('league').description('organise leagues: create, run rounds, follow them');
  registerCreate(league);
  registerRun(league);
  registerStatus(league);
  registerList(league);
}
