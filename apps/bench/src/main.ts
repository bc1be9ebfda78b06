/**
 * `npm run bench`: runs every benchmark and prints one table per group.
 *   --only <group>      run one group: engines, match, compare, sandbox, league, web, rating (league and web need Postgres, league Redis)
 *   --seconds 2         time per engine row (default 2)
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { findGame } from '@arena/games';
import { benchSandbox } from '@arena/match/bench/sandbox-bench';
import { benchRows } from '@arena/rating/bench';
import { coverageRows } from '@arena/rating/bench/coverage';
import { formatTable, type Row } from '@arena/report/table';
import { benchEngine } from './engines.ts';
import { benchCompareCommand } from './compare-command.ts';
import { benchMatchCommand, MATCH_COMMAND } from './match-command.ts';
import { benchScoring } from './scoring.ts';

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
    return formatTable('Engines: random legal playouts in process, one core (target >= 1,500,000 decisions/s, issue 20)', rows);
  },
  match: () => formatTable(`Match cost: \`arena ${MATCH_COMMAND.join(' ')}\`, CPU of the command and its children (target >= 2,000 decisions/CPU-s)`, benchMatchCommand(3)),
  compare: () => formatTable('Compare: `arena compare A B --game kein-stich` with the defaults (elo0 0, elo1 10, whole matches, field heuristic, random, heuristic): deal sets and time to a decision', benchCompareCommand()),
  sandbox: async () => {
    const tables = await benchSandbox(seconds);
    return tables.map((t) => formatTable(t.title, t.rows)).join('\n');
  },
  // Apps never import apps: the worker's and the site's benchmarks run as their own scripts.
  league: () => runBenchScript('@arena/worker'),
  web: () => runBenchScript('@arena/web'),
  rating: () => {
    const rows: Row[] = benchRows(200).map((r) => ({
      scenario: r.scenario, 'duplicate deals': r.duplicateDeals, 'random-seating deals': r.randomDeals, ratio: Number(r.ratio.toFixed(1)),
    }));
    const percent = (x: number | undefined) => `${((x ?? NaN) * 100).toFixed(1)} %`;
    const coverage: Row[] = coverageRows().map((r) => ({
      seats: r.seats, rounds: r.rounds, intervals: r.intervals, 'as if independent (before)': percent(r.coverage.independent),
      'clustered by table (now)': percent(r.coverage.clustered), 'half-width, Elo': Math.round(r.halfWidth),
    }));
    const scoring: Row[] = benchScoring().map((r) => ({
      game: r.game, scoring: r.scoring, 'matches for 95 %': Number.isNaN(r.matches) ? `> ${r.limit}` : r.matches,
      'deals played': Number.isNaN(r.deals) ? '-' : r.deals, 'P(true order) there': percent(r.probability),
    }));
    return [
      formatTable('Rating: deals needed for a 95 % chance of ranking synthetic bots correctly, duplicate vs random seating', rows),
      formatTable('Rating: how often the 95 % interval holds the true rating, league-shaped synthetic data (12 bots, dependent comparisons within a table)', coverage),
      formatTable('Rating: matches (of 12 deals per rotation, every rotation played) until the example bots and weakened copies are ranked in their true order 95 % of the time, by scoring', scoring),
    ].join('\n');
  },
};

const selected = values.only === undefined ? Object.keys(GROUPS) : [values.only];
for (const name of selected) {
  const group = GROUPS[name];
  if (!group) throw new Error(`unknown group ${name}; groups: ${Object.keys(GROUPS).join(', ')}`);
  process.stdout.write(`${await group()}\n`);
}

/** Runs a workspace's own `bench` script and returns what it printed (its tables). */
function runBenchScript(workspace: string): string {
  const r = spawnSync('npm', ['run', '--silent', 'bench', '--workspace', workspace], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`${workspace} bench failed (exit ${String(r.status)})`);
  return r.stdout;
}
