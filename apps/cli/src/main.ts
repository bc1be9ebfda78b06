/**
 * `arena`: the Stich Arena command line. Each command lives in src/commands/; this file only wires
 * them into commander.
 */
import { Command } from 'commander';
import { registerCheck } from './commands/check.ts';
import { registerPlay } from './commands/play.ts';
import { registerReplay } from './commands/replay.ts';

const program = new Command()
  .name('arena')
  .description('Stich Arena: replay scenarios and match records, check and play bots, run leagues.')
  .showHelpAfterError();

registerReplay(program);
registerCheck(program);
registerPlay(program);

await program.parseAsync(process.argv);
