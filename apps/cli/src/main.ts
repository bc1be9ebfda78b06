/**
 * `arena`: the Stich Arena command line. Each command lives in src/commands/; this file only wires
 * them into commander.
 */
import { Command } from 'commander';
import { registerCheck } from './commands/check.ts';
import { registerPlay } from './commands/play.ts';
import { registerReplay } from './commands/replay.ts';
import { registerBot } from './commands/bot.ts';
import { registerDb } from './commands/db.ts';
import { registerDemo } from './commands/demo.ts';
import { registerLadder } from './commands/ladder.ts';
import { registerLeague } from './commands/league.ts';
import { registerUser } from './commands/user.ts';
import { registerWorker } from './commands/worker.ts';

const program = new Command()
  .name('arena')
  .description('Stich Arena: replay scenarios and match records, check and play bots, run leagues.')
  .showHelpAfterError();

registerReplay(program);
registerCheck(program);
registerPlay(program);
registerDb(program);
registerLeague(program);
registerUser(program);
registerBot(program);
registerWorker(program);
registerLadder(program);
registerDemo(program);

await program.parseAsync(process.argv);
