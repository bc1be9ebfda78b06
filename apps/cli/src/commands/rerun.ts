/**
 * `arena rerun RECORD --seat K BOT.ts`: plays a recorded match again, locally, through the same
 * match host as `arena play`: the same game, options, limits, seed (so the same deals and the same
 * seeded randomness) and the recorded opponents (rerun/opponents.ts says how they are found), with
 * BOT.ts in seat K. Reports the first decision where the rerun differs from the record and the
 * chips either way. Exit 0 with a report (identical or not), 1 when the record or a bot cannot be used.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import type { MatchRecord } from '@arena/match/record';
import { progressBar } from '@arena/report/progress';
import { resolveBot } from '../bot-args.ts';
import { firstDifference, type FirstDifference } from '@arena/match/first-difference';
import { parseOpponentFlag, rerunSeats, type RerunSeat } from '../rerun/opponents.ts';
import { readRerunRecord } from '../rerun/read-record.ts';

interface RerunFlags {
  readonly seat: string;
  readonly rotation?: string;
  readonly opponent: readonly string[];
  readonly json?: boolean;
}

export function registerRerun(program: Command): void {
  program
    .command('rerun')
    .description('play a recorded match again with your bot in seat K (same deals, same opponents) and report the first decision that differs and the chips either way')
    .argument('<record>', 'a match record (arena play --out), a league record or a downloaded /matches/<id>.json')
    .argument('<bot>', 'the new version: a .ts file or an example bot name')
    .requiredOption('--seat <k>', 'the seat (of the record, from 0) the new bot takes')
    .option('--rotation <r>', 'of a duplicate set, the rotation to rerun (default 0, the match as seated)')
    .option('--opponent <seat=bot>', 'the bot for a seat whose source the record does not hold (repeatable)', (v: string, all: string[]) => [...all, v], [])
    .option('--json', 'print the report as JSON')
    .action(async (file: string, botArg: string, flags: RerunFlags) => {
      const record = readRerunRecord(readText(file), parseIndex('--rotation', flags.rotation));
      if (!record.ok) fail(`${file}: ${record.error}`);
      const seats = seatsOf(record.value, flags, botArg);
      const rerun = await replay(record.value, seats);
      const difference = firstDifference(record.value, rerun);
      if (flags.json) process.stdout.write(`${JSON.stringify(reportJson(record.value, rerun, seats, difference), null, 2)}\n`);
      else process.stdout.write(reportText(record.value, rerun, seats, difference));
    });
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    fail(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

function parseIndex(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,3}$/.test(text)) fail(`${flag} must be a seat or rotation number from 0`);
  return Number(text);
}

function seatsOf(record: MatchRecord, flags: RerunFlags, botArg: string): RerunSeat[] {
  const seat = parseIndex('--seat', flags.seat) ?? 0;
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
  const seats = rerunSeats(record, seat, bot.value, given);
  if (!seats.ok) fail(seats.error);
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

const actionText = (d: FirstDifference['recorded']): string =>
  d === null ? 'nothing (that match was over)' : `${JSON.stringify(d.action)}${d.by === 'default' ? ' (the rules\' default after a fault)' : ''} by seat ${d.seat}`;

function reportText(record: MatchRecord, rerun: MatchRecord, seats: readonly RerunSeat[], difference: FirstDifference | null): string {
  const lines: string[] = [];
  for (const s of seats.filter((x) => x.as === 'stand-in')) lines.push(`note: seat ${s.seat} (${s.recordedName}) is played by a stand-in, not the recorded version`);
  const mine = seats.find((s) => s.as === 'new')?.seat ?? 0;
  if (difference === null) lines.push(`identical play: all ${record.decisions.length} decisions of ${record.deals.length} deals are the recorded ones`);
  else {
    const whose = difference.seat === mine ? 'your bot' : `seat ${difference.seat}, not your bot (its opponents' play differs)`;
    lines.push(`first difference: deal ${difference.deal}, step ${difference.step} (decision ${difference.decision}), ${whose}`);
    lines.push(`  recorded: ${actionText(difference.recorded)}`);
    lines.push(`  now:      ${actionText(difference.rerun)}`);
  }
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

function fail(message: string): never {
  process.stderr.write(`arena rerun: ${message.replace(/\s+/g, ' ')}\n`);
  process.exit(1);
}
