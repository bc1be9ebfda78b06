/**
 * `arena rerun RECORD --seat K BOT`: plays a recorded match again with BOT in seat K and reports the
 * first decision where the rerun differs from the record and the chips either way.
 *
 * - RECORD is a file (a record of `arena play --out`, a league record, a downloaded
 *   `/matches/<id>.json`) or a match on the site: its page's address or its id
 *   (rerun/record-source.ts; fetched from the public download).
 * - Locally (the default), through the same match host as `arena play`: the same game, options,
 *   limits and seed (so the same deals and the same seeded randomness) and the recorded opponents,
 *   found by their source hash (rerun/opponents.ts: house and example bots, `--sources DIR`,
 *   `--opponent SEAT=FILE`). Of a duplicate set, one rotation (`--rotation`).
 * - `--on-site`: the site's workers play it (rerun/on-site.ts), with every other seat's recorded
 *   version, which the site has and never hands out; BOT is then one of your bots on the site.
 *   Every rotation is rerun and compared.
 *
 * Exit 0 with a report (identical or not); 1 when the record, a bot or the request cannot be used;
 * on the site also 2 void, 3 refused for now (rate limit, daily quota, open challenges), 4 --timeout.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Command } from 'commander';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import type { MatchRecord } from '@arena/record/match-record';
import { progressBar } from '@arena/report/progress';
import { resolveBot } from '../bot-args.ts';
import { EXIT, wholeNumber } from '../challenge-api.ts';
import { siteAccess } from '../env.ts';
import { firstDifference, type FirstDifference } from '@arena/match/first-difference';
import { rerunOnSite, siteBot } from '../rerun/on-site.ts';
import { parseOpponentFlag, rerunSeats, type RerunSeat } from '../rerun/opponents.ts';
import { readRerunRecord, type RerunRecord } from '../rerun/read-record.ts';
import { fetchRecordText, isMatchId, recordSource, type RecordSource } from '../rerun/record-source.ts';
import { differenceLines } from '../rerun/report.ts';

interface RerunFlags {
  readonly seat: string;
  readonly rotation?: string;
  readonly opponent: readonly string[];
  readonly sources: readonly string[];
  readonly json?: boolean;
  readonly onSite?: boolean;
  readonly timeout: string;
  readonly url?: string;
  readonly token?: string;
}

const collect = (v: string, all: readonly string[]): string[] => [...all, v];

export function registerRerun(program: Command): void {
  program
    .command('rerun')
    .description('play a recorded match again with your bot in seat K (same deals, same opponents) and report the first decision that differs and the chips either way; locally, or on the site with --on-site')
    .argument('<record>', 'a record file (arena play --out, a league record, a downloaded /matches/<id>.json), or a match on the site: its address or its id')
    .argument('<bot>', 'the new version: a .ts file or an example bot name; with --on-site, your bot on the site (its newest version) or a version id (#123)')
    .requiredOption('--seat <k>', 'the seat (of the record, from 0) the new bot takes')
    .option('--rotation <r>', 'of a duplicate set, the rotation to rerun locally (default 0, the match as seated)')
    .option('--opponent <seat=bot>', 'the bot for a seat whose source is not found locally (repeatable)', collect, [])
    .option('--sources <dir>', 'a folder of bot sources (.ts) to find recorded opponents in by their source hash (repeatable)', collect, [])
    .option('--on-site', 'rerun it on the site with every other seat\'s recorded version (needs an API token; uploads nothing)')
    .option('--timeout <seconds>', 'with --on-site: stop waiting after this long (exit 4)', '600')
    .option('--url <url>', 'the site, for a match given by its id (default: ARENA_URL or http://localhost:3000)')
    .option('--token <token>', 'with --on-site: API token (default: ARENA_API_TOKEN)')
    .option('--json', 'print the report as JSON')
    .action(async (recordArg: string, botArg: string, flags: RerunFlags) => {
      const { url, token } = siteAccess(flags);
      const source = recordSource(recordArg, url);
      const seat = parseIndex('--seat', flags.seat) ?? 0;
      if (flags.onSite) {
        if (!token) fail('--on-site needs an API token: pass --token or set ARENA_API_TOKEN (create one on your account page)');
        if (flags.rotation !== undefined || flags.opponent.length > 0 || flags.sources.length > 0) fail('--rotation, --opponent and --sources are for local reruns: on the site every seat but yours plays its recorded version, in every rotation');
        if (looksLikeFile(botArg)) fail(`--on-site plays a version you have on the site, and uploads nothing: upload ${botArg} first (arena bot upload ${botArg} --game GAME --no-replace keeps your league entries as they are), then name that bot`);
        const { site, matchId } = await siteMatch(source, url);
        await rerunOnSite({ site, token, matchId, seat, bot: siteBot(botArg), timeoutSeconds: wholeNumber(flags.timeout, '--timeout', failWith), json: flags.json === true }, failWith);
        return;
      }
      const read = readRerunRecord(await recordText(source), parseIndex('--rotation', flags.rotation));
      if (!read.ok) fail(`${recordArg}: ${read.error}`);
      const seats = seatsOf(read.value, seat, flags, botArg);
      const { record } = read.value;
      const rerun = await replay(record, seats);
      const difference = firstDifference(record, rerun);
      if (flags.json) process.stdout.write(`${JSON.stringify(reportJson(record, rerun, seats, difference), null, 2)}\n`);
      else process.stdout.write(reportText(record, rerun, seats, difference));
    });
}

async function recordText(source: RecordSource): Promise<string> {
  if (source.kind === 'site') {
    const fetched = await fetchRecordText(source.site, source.id);
    if (!fetched.ok) failWith(fetched.error.code, fetched.error.message);
    return fetched.value;
  }
  try {
    return readFileSync(source.path, 'utf8');
  } catch (e) {
    fail(`cannot read ${source.path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** The site and the match id an on-site rerun names: from the address or id, or from a downloaded record's own id. */
async function siteMatch(source: RecordSource, url: string): Promise<{ site: string; matchId: string }> {
  if (source.kind === 'site') return { site: source.site, matchId: source.id };
  const read = readRerunRecord(await recordText(source), undefined);
  const matchId = read.ok ? read.value.matchId : null;
  if (matchId === null || !isMatchId(matchId)) fail(`${source.path} is not a download of a match on the site: name the match by its address or id`);
  return { site: url, matchId };
}

function looksLikeFile(arg: string): boolean {
  return /\.[cm]?[tj]s$/.test(arg) || arg.includes('/') || (existsSync(arg) && statSync(arg).isFile());
}

function parseIndex(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,3}$/.test(text)) fail(`${flag} must be a seat or rotation number from 0`);
  return Number(text);
}

function seatsOf({ record, matchId }: RerunRecord, seat: number, flags: RerunFlags, botArg: string): RerunSeat[] {
  if (seat >= record.seats.length) fail(`--seat ${seat}: the record has seats 0 to ${record.seats.length - 1}`);
  const bot = resolveBot(botArg, record.game);
  if (!bot.ok) fail(bot.error);
  const given = new Map<number, string>();
  for (const text of flags.opponent) {
    const flag = parseOpponentFlag(text, record.seats.length);
    if (!flag.ok) fail(flag.error);
    if (flag.value.seat === seat) fail(`--opponent ${text}: seat ${seat} is the new bot's`);
    given.set(flag.value.seat, flag.value.bot);
  }
  for (const dir of flags.sources) if (!existsSync(dir) || !statSync(dir).isDirectory()) fail(`--sources ${dir}: not a folder`);
  const seats = rerunSeats(record, { seat, newBot: bot.value, given, sourceDirs: flags.sources });
  if (!seats.ok) fail(matchId !== null && isMatchId(matchId) ? `${seats.error}; or let the site rerun it with the recorded versions: arena rerun ${matchId} --seat ${seat} --on-site YOUR-BOT` : seats.error);
  return seats.value;
}

async function replay(record: MatchRecord, seats: readonly RerunSeat[]): Promise<MatchRecord> {
  const bar = progressBar(record.deals.length);
  const spec = {
    game: record.game, options: record.options, seed: record.seed, bots: seats.map((s) => s.bot), limits: record.limits,
    ...(record.maxDeals === null ? {} : { maxDeals: record.maxDeals }),
  };
  const result = await runMatchIsolated(spec, { onProgress: (p) => bar.update(p.deal, `deal ${p.deal + 1} of ${record.deals.length} recorded, ${p.decisions} decisions`) });
  bar.finish();
  if (!result.ok) fail(result.error);
  return result.value;
}

function reportText(record: MatchRecord, rerun: MatchRecord, seats: readonly RerunSeat[], difference: FirstDifference | null): string {
  const lines: string[] = [];
  for (const s of seats.filter((x) => x.as === 'stand-in')) lines.push(`note: seat ${s.seat} (${s.recordedName}) is played by a stand-in, not the recorded version`);
  const mine = seats.find((s) => s.as === 'new')?.seat ?? 0;
  if (difference === null) lines.push(`identical play: all ${record.decisions.length} decisions of ${record.deals.length} deals are the recorded ones`);
  else lines.push(...differenceLines(difference, mine));
  lines.push(`chips, recorded: ${JSON.stringify(record.chips)}; now: ${JSON.stringify(rerun.chips)}; seat ${mine}: ${record.chips[mine] ?? 0} -> ${rerun.chips[mine] ?? 0} over ${rerun.deals.length} deals`);
  return `${lines.join('\n')}\n`;
}

function reportJson(record: MatchRecord, rerun: MatchRecord, seats: readonly RerunSeat[], difference: FirstDifference | null): unknown {
  return {
    game: record.game, seed: record.seed, identical: difference === null, firstDifference: difference,
    seats: seats.map((s) => ({ seat: s.seat, recorded: s.recordedName, as: s.as })),
    chips: { recorded: record.chips, rerun: rerun.chips }, deals: { recorded: record.deals.length, rerun: rerun.deals.length },
  };
}

function failWith(code: number, message: string): never {
  process.stderr.write(`arena rerun: ${message.replace(/\s+/g, ' ')}\n`);
  process.exit(code);
}

function fail(message: string): never {
  failWith(EXIT.refused, message);
}
