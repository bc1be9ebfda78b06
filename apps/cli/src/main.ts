/**
 * `arena`: the Stich Arena command line. Each command lives in src/commands/; this file only wires
 * them into commander. A run of one command loads only that command's module (and so only the
 * packages it needs: `arena play` never loads the database or queue clients); help, or an unknown
 * command, loads them all.
 */
import { Command } from 'commander';

type Register = (program: Command) => void;

/** In the order `arena --help` lists them. */
const COMMANDS: Readonly<Record<string, () => Promise<Register>>> = {
  replay: async () => (await import('./commands/replay.ts')).registerReplay,
  check: async () => (await import('./commands/check.ts')).registerCheck,
  play: async () => (await import('./commands/play.ts')).registerPlay,
  compare: async () => (await import('./commands/compare.ts')).registerCompare,
  rerun: async () => (await import('./commands/rerun.ts')).registerRerun,
  db: async () => (await import('./commands/db.ts')).registerDb,
  league: async () => (await import('./commands/league.ts')).registerLeague,
  user: async () => (await import('./commands/user.ts')).registerUser,
  bot: async () => (await import('./commands/bot.ts')).registerBot,
  challenge: async () => (await import('./commands/challenge.ts')).registerChallenge,
  worker: async () => (await import('./commands/worker.ts')).registerWorker,
  ladder: async () => (await import('./commands/ladder.ts')).registerLadder,
  demo: async () => (await import('./commands/demo.ts')).registerDemo,
};

const program = new Command()
  .name('arena')
  .description('Stich Arena: replay scenarios and match records, check and play bots, run leagues.')
  .showHelpAfterError();

const named = process.argv[2];
const chosen = named === undefined ? undefined : COMMANDS[named];
const loaders = chosen && Object.hasOwn(COMMANDS, named ?? '') ? [chosen] : Object.values(COMMANDS);
for (const register of await Promise.all(loaders.map((load) => load()))) register(program);

await program.parseAsync(process.argv);
