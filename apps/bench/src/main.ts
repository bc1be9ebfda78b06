/**
 * `npm run bench`: runs every benchmark and prints one table per group.
 *   --only engines      run one group
 *   --seconds 2         time per row (default 2)
 */
import { parseArgs } from 'node:util';
import { findGame } from '@arena/games';
import { benchEngine, type EngineCase } from './engines.ts';
import { formatTable, type Row } from '@arena/report/table';

const { values } = parseArgs({ options: { only: { type: 'string' }, seconds: { type: 'string', default: '2' } } });
const seconds = Number(values.seconds);
const want = (group: string): boolean => values.only === undefined || values.only === group;

const ENGINE_CASES: readonly [string, number][] = [
  ['lupfen', 3], ['lupfen', 4], ['lupfen', 6], ['kein-stich', 4], ['bolachen', 3], ['kontraspiel', 4],
];

if (want('engines')) {
  const rows: Row[] = [];
  for (const [id, seats] of ENGINE_CASES) {
    const game = findGame(id);
    if (!game) throw new Error(`unknown game ${id}`);
    const c: EngineCase = { game, seats };
    rows.push(benchEngine(c, seconds));
  }
  process.stdout.write(formatTable('Engines: random legal playouts in process, one core (target >= 500,000 decisions/s)', rows));
}
