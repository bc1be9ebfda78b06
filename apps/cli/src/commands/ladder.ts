/**
 * `arena ladder L [--json]`: the league's Elo ladder with 95 % intervals and likely rank ranges,
 * one row per bot (its current version); provisional bots (still placing) are marked. `--json`
 * prints `{ "rows": [ { bot, owner, version, rating, low, high, rankLow, rankHigh, games,
 * provisional } ] }` for scripts.
 */
import type { Command } from 'commander';
import { getLadder } from '@arena/db/ratings';
import { findLeague, ladderTable, withDb } from './league-support.ts';

export function registerLadder(program: Command): void {
  program.command('ladder')
    .description('print a league\'s ladder: Elo (Bradley–Terry over all duplicate results), 95 % interval, likely ranks')
    .argument('<league>', 'league slug or id')
    .option('--json', 'print the ladder as JSON')
    .action(async (key: string, o: { json?: boolean }) => {
      await withDb(async (db) => {
        const league = await findLeague(db, key);
        if (!o.json) {
          console.log(await ladderTable(db, league));
          return;
        }
        const rows = (await getLadder(db, league.id)).map((r) => ({
          bot: r.botName, owner: r.ownerName, version: r.version, rating: r.rating, low: r.low, high: r.high,
          rankLow: r.rankLow, rankHigh: r.rankHigh, games: r.games, provisional: r.provisional,
        }));
        console.log(JSON.stringify({ rows }, null, 2));
      });
    });
}
