/**
 * `arena challenge --game G (--bot NAME | --version ID) --opponent X [--opponent Y …] [--deals N]
 * [--seed S] [--no-wait] [--timeout S] [--json]`: asks the site for an unranked challenge match
 * (`POST /api/v1/challenges` with a bearer token, as `arena bot upload`), then waits for the
 * workers to play it (polling `GET /api/v1/challenges/<id>`) and prints the result. An opponent is
 * a bot version id (as the site's challenge form lists them, `#123`) or `house:random` /
 * `house:first-legal`. The site is `--url` or ARENA_URL, the token `--token` or ARENA_API_TOKEN.
 *
 * Exit codes: 0 played (or, with --no-wait, accepted); 1 refused (bad input, unknown bot, a table
 * or deal count the game cannot play, bad token, site unreachable); 2 the challenge is void (the
 * platform could not play it; the error is printed); 3 refused for now: today's CPU quota is used,
 * too many challenges are open, or the rate limit (HTTP 429); 4 --timeout passed before it finished.
 */
import type { Command } from 'commander';
import { formatTable } from '@arena/report/table';
import { createOnSite, EXIT, followChallenge, wholeNumber, type ChallengeView } from '../challenge-api.ts';
import { siteAccess } from '../env.ts';

interface ChallengeOptions {
  readonly game: string;
  readonly bot?: string;
  readonly version?: string;
  readonly opponent: readonly string[];
  readonly deals: string;
  readonly seed?: string;
  readonly wait: boolean;
  readonly timeout: string;
  readonly json?: boolean;
  readonly url?: string;
  readonly token?: string;
}

const collect = (value: string, previous: readonly string[]): string[] => [...previous, value];

export function registerChallenge(program: Command): void {
  program.command('challenge')
    .description('play your bot against opponents you choose on the site, unranked (token: --token or ARENA_API_TOKEN)')
    .requiredOption('-g, --game <game>', 'the game')
    .option('-b, --bot <name>', 'your bot (its newest version)')
    .option('--version <id>', 'your bot version by id (instead of --bot)')
    .option('-o, --opponent <opponent>', 'an opponent: a bot version id, house:random or house:first-legal (repeat for each seat)', collect, [])
    .option('-d, --deals <n>', 'duplicate deals per seat rotation', '4')
    .option('--seed <seed>', 'the deals\' seed (the same seed deals the same cards)')
    .option('--no-wait', 'print the challenge\'s id and page once accepted, without waiting for the result')
    .option('--timeout <seconds>', 'stop waiting after this long (exit 4)', '600')
    .option('--json', 'print the challenge as the API returns it')
    .option('--url <url>', 'the site (default: ARENA_URL or http://localhost:3000)')
    .option('--token <token>', 'API token (default: ARENA_API_TOKEN)')
    .action(runChallenge);
}

async function runChallenge(opts: ChallengeOptions): Promise<void> {
  const { token, url: site } = siteAccess(opts);
  if (!token) fail(EXIT.refused, 'no API token: pass --token or set ARENA_API_TOKEN (create one on your account page)');
  if ((opts.bot === undefined) === (opts.version === undefined)) fail(EXIT.refused, 'say which of your bots plays: --bot NAME or --version ID');
  if (opts.opponent.length === 0) fail(EXIT.refused, 'name at least one opponent: --opponent ID or --opponent house:random');
  const body = {
    game: opts.game, ...(opts.bot === undefined ? { botVersion: integer(opts.version ?? '', '--version') } : { bot: opts.bot }),
    opponents: opts.opponent.map((o) => (/^\d+$/.test(o) ? Number(o) : o)), deals: integer(opts.deals, '--deals'),
    ...(opts.seed === undefined ? {} : { seed: opts.seed }),
  };
  const first = await createOnSite(site, token, '/api/v1/challenges', body, fail);
  if (!opts.wait) {
    process.stdout.write(opts.json ? `${JSON.stringify(first)}\n` : `challenge ${first.id} queued: ${new URL(first.page, site).href}\n`);
    return;
  }
  const { challenge } = await followChallenge(site, token, first, integer(opts.timeout, '--timeout'), fail);
  process.stdout.write(opts.json ? `${JSON.stringify(challenge)}\n` : describe(challenge, site));
  if (challenge.status === 'void') process.exit(EXIT.void);
}

/** The result as text: the seats' table, CPU, the result page and the replay. */
export function describe(c: ChallengeView, site: string): string {
  const head = `challenge ${c.id} ${c.status}: ${c.game}, ${c.deals} duplicate deal${c.deals === 1 ? '' : 's'}, seed ${c.seed}, unranked`;
  if (c.status === 'void') return `${head}\nnot played: ${c.error ?? 'unknown error'}\n`;
  const rows = c.seats.map((s) => ({
    seat: s.seat, bot: `${s.bot} v${s.version}`, owner: s.owner, rank: s.rank ?? 0, [c.scoring]: s.score ?? 0, chips: s.chips ?? 0, faults: s.faults ?? 0, 'CPU ms': s.cpuMs ?? 0,
  }));
  return `${formatTable(head, rows)}CPU ${(c.cpuMs / 1000).toFixed(3)} s (counted against your daily quota)\nresult ${new URL(c.page, site).href}\nreplay ${new URL(c.replay, site).href}\n`;
}

const integer = (text: string, option: string): number => wholeNumber(text, option, fail);

function fail(code: number, message: string): never {
  process.stderr.write(`arena challenge: ${message}\n`);
  process.exit(code);
}
