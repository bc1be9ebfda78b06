/** `arena ladder L`: the league's Elo ladder with 95 % intervals and likely rank ranges. */
import type { Command } from 'commander';
import { findLeague, ladderTable, withDb } from './league-support.ts';

export function registerLadder(program: Command): void {
  program.command('ladder')
    .description('print a league\'s ladder: Elo (Bradley–Terry over all duplicate results), 95 % interval, likely ranks')
    .argument('<league>', 'league slug or id')
    .action(async (key: string) => {
      await withDb(async (db) => {
        console.log(await ladderTable(db, await findLeague(db, key)));
      });
    });
}
