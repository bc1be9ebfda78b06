/**
 * Placement on a living ladder: a continuous 4-seat Lupfen league of 5 entries (the example bots
 * of bots/lupfen first, house bots fill up), at the game's default match length, played by one
 * worker process (concurrency = cores) whose scheduler keeps it busy. Once the ladder is warm
 * (every entry rated), a new bot is entered as `arena bot add` does (`enterBot`, owner `newcomer`),
 * and the clock runs until its first non-provisional rating. Also measured: the tables per hour
 * the ladder sustained over that time. BENCH_MAX_DEALS caps the deals (a quick smoke run only).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createTestDatabase } from '@arena/db/testing';
import { createLeague } from '@arena/league/create';
import { enterBot, enterHouseBot } from '@arena/league/enter';
import { exampleBots, freshPrefix, obliterateQueue, queueEnvFor, startWorkerProcess } from '../test/support.ts';

export interface PlacementRow {
  readonly 'seconds to placed': number | string;
  readonly 'placement tables': number;
  readonly 'tables per hour': number;
  readonly 'goal (s)': number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchPlacement(maxDeals?: number, timeoutMs = 30 * 60_000): Promise<PlacementRow> {
  const t = await createTestDatabase();
  const env = queueEnvFor(freshPrefix());
  const worker = startWorkerProcess({ databaseUrl: t.url, prefix: env.prefix, concurrency: availableParallelism(), lockMs: 60_000, stalledMs: 30_000, ...(maxDeals === undefined ? {} : { maxDeals }) });
  try {
    const created = await createLeague(t.db, { name: 'bench ladder', game: 'lupfen', seats: 4, deals: 24, continuous: true });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const leagueId = created.value.id;
    const examples = exampleBots('lupfen').slice(0, 5);
    for (const b of examples) await enterBot(t.db, { leagueId, name: b.name, source: b.source, filename: b.filename, owner: 'house', house: true });
    for (let i = examples.length; i < 5; i++) await enterHouseBot(t.db, leagueId, i % 2 === 0 ? 'random' : 'first-legal', `house-${i}`);
    const count = async (sql: Promise<{ n: number }[]>): Promise<number> => (await sql)[0]?.n ?? 0;
    const end = Date.now() + timeoutMs;
    while ((await count(t.db.sql<{ n: number }[]>`select count(*)::int as n from ratings where league_id = ${leagueId} and games > 0`)) < 5) {
      if (Date.now() > end) throw new Error('the ladder never warmed up');
      await sleep(1000);
    }
    const heuristic = readFileSync(new URL('../../../bots/lupfen/heuristic.ts', import.meta.url), 'utf8');
    const doneBefore = await count(t.db.sql<{ n: number }[]>`select count(*)::int as n from matches where league_id = ${leagueId} and status = 'done'`);
    const started = Date.now();
    const entered = await enterBot(t.db, { leagueId, name: 'newcomer', source: heuristic, owner: 'newcomer' });
    if (!entered.ok) throw new Error(JSON.stringify(entered.error));
    const entryId = entered.value.entry.id;
    while ((await count(t.db.sql<{ n: number }[]>`select count(*)::int as n from ratings where entry_id = ${entryId} and not provisional`)) === 0) {
      if (Date.now() > end) throw new Error('the newcomer was never placed');
      await sleep(500);
    }
    const seconds = (Date.now() - started) / 1000;
    const doneAfter = await count(t.db.sql<{ n: number }[]>`select count(*)::int as n from matches where league_id = ${leagueId} and status = 'done'`);
    const placed = await count(t.db.sql<{ n: number }[]>`select count(*)::int as n from match_results where entry_id = ${entryId}`);
    return { 'seconds to placed': Math.round(seconds), 'placement tables': placed, 'tables per hour': Math.round(((doneAfter - doneBefore) / seconds) * 3600), 'goal (s)': 300 };
  } finally {
    worker.signal('SIGTERM');
    await Promise.race([worker.exited, sleep(15_000)]);
    worker.killGroup();
    await obliterateQueue(env);
    await t.drop();
  }
}
