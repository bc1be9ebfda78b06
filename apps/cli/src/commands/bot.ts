/**
 * `arena bot add FILE --league L [--name N] [--owner O] [--house]`: compiles a bot and enters it
 * into a league (open or draft, or a continuous one that runs); the bot is stored as a new version
 * of the owner's bot of that name, which takes the place of its older versions in every league it
 * is entered in (unless `--no-replace`). A bot that cannot be entered is an error (exit 1).
 */
import type { Command } from 'commander';
import { enterBot } from '@arena/league/enter';
import { readBotFile } from '../bot-args.ts';
import { registerBotUpload } from './bot-upload.ts';
import { fail, findLeague, withDb } from './league-support.ts';

interface AddOptions {
  readonly league: string;
  readonly name?: string;
  readonly owner: string;
  readonly house?: boolean;
  readonly replace: boolean;
}

export function registerBot(program: Command): void {
  const bot = program.command('bot').description('bots of leagues');
  registerBotUpload(bot);
  bot.command('add')
    .description('compile a bot (a .ts file) and enter it into a league that is open for entries')
    .argument('<file>', 'the bot\'s TypeScript source')
    .requiredOption('-l, --league <league>', 'league slug or id')
    .option('-n, --name <name>', 'bot name (default: the file name)')
    .option('-o, --owner <user>', 'owner account (created on first use); the owner rule keeps one owner\'s bots apart', 'author')
    .option('--house', 'enter as a house entry (exempt from the owner rule)')
    .option('--no-replace', 'keep the bot\'s entries in other leagues on their versions (default: a new version takes their place)')
    .action(async (file: string, opts: AddOptions) => {
      const read = readBotFile(file, opts.name);
      if (!read.ok) fail(read.error);
      const { name, source } = read.value;
      await withDb(async (db) => {
        const league = await findLeague(db, opts.league);
        const entered = await enterBot(db, { leagueId: league.id, name, source, filename: file, owner: opts.owner, house: opts.house ?? false, replace: opts.replace });
        if (!entered.ok) {
          const e = entered.error;
          fail(e.code === 'entry' ? `cannot enter ${name}: ${e.reason}` : e.code === 'league-not-found' ? 'the league vanished' : e.message);
        }
        const { version, newVersion, entry, replacedIn } = entered.value;
        console.log(`${name} v${version}${newVersion ? '' : ' (unchanged source)'} entered into ${league.slug} as entry ${entry.id}`);
        if (replacedIn.length > 0) console.log(`v${version} also took the place of the older version in ${replacedIn.length} other league(s)`);
      });
    });
}
