/**
 * `npm run bench`: runs every benchmark and prints one table per group.
 *   --only <group>      run one group: engines, sandbox, league, rating (league needs Postgres and Redis)
 *   --seconds 2         time per engine row (default 2)
 */
import { parseArgs } from 'node:util';
import { findGame } from '@arena/games';
import { benchSandbox } from '@arena/match/bench/sandbox-bench';
import { benchRows } from '@arena/rating/bench';
import { benchThroughput } from '@arena/worker/bench/throughput';
import { formatTable, type Row } from '@arena/report/table';
import { benchEngine } from './engines.ts';

const { values } = parseArgs({ options: { only: { type: 'string' }, seconds: { type: 'string', default: '2' } } });
const seconds = Number(values.seconds);

const ENGINE_CASES: readonly [string, number][] = [
  ['lupfen', 3], ['lupfen', 4], ['lupfen', 6], ['kein-stich', 4], ['bolachen', 3], ['kontraspiel', 4],
];

const GROUPS: Readonly<Record<string, () => Promise<string> | string>> = {
  engines: () => {
    const rows = ENGINE_CASES.map(([id, seats]) => {
      const game = findGame(id);
      if (!game) throw new Error(`unknown game ${id}`);
      return benchEngine({ game, seats }, seconds);
    });
    return formatTable('Engines: random legal playouts in process, one core (target >= 500,000 decisions/s)', rows);
  },
  sandbox: async () => {
    const tables = await benchSandbox(seconds);
    return tables.map((t) => formatTable(t.title, t.rows)).join('\n');
  },
  league: async () => {
    const rows: Row[] = (await benchThroughput()).map((r) => ({
      mode: r.mode, matches: r.matches, seconds: r.seconds, 'matches/s': r.matchesPerSecond, 'per core': r.perCore,
      '% of in-process per core': r.ofInProcess, 'CPU s/match': r.cpuPerMatch,
    }));
    return formatTable('League throughput end to end (BullMQ + Postgres, Lupfen tables in the duplicate format) vs in process (target >= 80 % per core)', rows);
  },
  rating: () => {
    const rows: Row[] = benchRows(200).map((r) => ({
      scenario: r.scenario, 'duplicate deals': r.duplicateDeals, 'random-seating deals': r.randomDeals, ratio: Number(r.ratio.toFixed(1)),
    }));
    return formatTable('Rating: deals needed for a 95 % chance of ranking synthetic bots correctly, duplicate vs random seating', rows);
  },
};

const selected = values.only === undefined ? Object.keys(GROUPS) : [values.only];
for (const name of selected) {
  const group = GROUPS[name];
  if (!group) throw new Error(`unknown group ${name}; groups: ${Object.keys(GROUPS).join(', ')}`);
  process.stdout.write(`${await group()}\n`);
}
