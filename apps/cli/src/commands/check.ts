/**
 * `arena check BOT.ts --game G`: compiles a bot, plays a few practice deals against the house bots
 * in the sandbox, and prints a report: type problems and faults with positions in the bot's own
 * source, CPU per decision (median and max) against the budget. Exit 0 only for a clean bot.
 */
import { basename } from 'node:path';
import type { Command } from 'commander';
import { findGame, gameIdList } from '@arena/games';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import type { BotSpec } from '@arena/match/host/spec';
import type { MatchRecord } from '@arena/record/match-record';
import { formatTable } from '@arena/report/table';
import { compileBot } from '@arena/sandbox/compile';
import type { BotFault } from '@arena/sandbox/fault';
import { typeCheckBot, type TypeProblem } from '@arena/sandbox/type-check';
import { summarizeSeats } from '@arena/match/summary';
import { readBotFile } from '../bot-args.ts';
import { sourceAt } from '../source-at.ts';
import { ms } from '../match-stats.ts';

const PRACTICE = [
  { seed: 'practice-1', opponents: 'random' },
  { seed: 'practice-2', opponents: 'first-legal' },
] as const;

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description('compile a bot and play practice deals against the house bots in the sandbox; report faults and CPU')
    .argument('<bot>', 'the bot\'s TypeScript file')
    .requiredOption('-g, --game <game>', gameIdList())
    .option('-d, --deals <n>', 'practice deals per opponent set (at most one whole arena match)', '4')
    .action(async (file: string, opts: { game: string; deals: string }) => {
      const game = findGame(opts.game);
      if (!game) return fail(`unknown game ${JSON.stringify(opts.game)}`);
      const deals = Number(opts.deals);
      if (!Number.isInteger(deals) || deals < 1) return fail('--deals must be a positive integer');
      const read = readBotFile(file);
      if (!read.ok) return fail(read.error);
      const { source } = read.value;
      const compiled = await compileBot(source, { filename: basename(file) });
      if (!compiled.ok) return fail(`does not compile:\n  ${formatFault(file, compiled.error)}`);
      process.stdout.write(`compiled ${file} (${compiled.value.code.length.toLocaleString('en-US')} bytes bundled)\n`);
      const types = typeCheckBot(source, { game: game.id });
      reportTypes(file, types);
      const records: MatchRecord[] = [];
      for (const p of PRACTICE) {
        const bots: BotSpec[] = [{ name: basename(file), source, filename: basename(file) }];
        for (let s = 1; s < game.seatRange.default; s++) bots.push({ name: `${p.opponents}-${s}`, house: p.opponents });
        // Careful mode: practice deals are few, and a looping bot is stopped by its call's own timeout
        // at once instead of first stalling a fast match process.
        const r = await runMatchIsolated({ game: game.id, seed: p.seed, bots, maxDeals: deals }, { mode: 'careful' });
        if (!r.ok) return fail(r.error);
        records.push(r.value);
      }
      process.exitCode = report(file, records, types.length) ? 0 : 1;
    });
}

/** Prints the report; true when the bot played without a fault and has no type problem. */
function report(file: string, records: readonly MatchRecord[], typeProblems: number): boolean {
  const faults = records.flatMap((r) => r.faults.filter((f) => f.seat === 0).map((f) => ({ ...f, seed: r.seed })));
  const rows = records.map((r) => {
    const [s] = summarizeSeats(r);
    if (!s) throw new Error('a record without seats');
    return {
      practice: r.seed, opponents: r.seats.slice(1).map((x) => x.name).join(' '), deals: r.deals.length, chips: r.chips[0] ?? 0,
      decisions: s.botDecisions, faults: s.faults.length, 'cpu median ms': ms(s.cpuMedianMs), 'cpu max ms': ms(s.cpuMaxMs),
      'budget ms': s.cpuBudgetMs,
    };
  });
  process.stdout.write(formatTable(`arena check ${file}`, rows));
  for (const f of faults) process.stdout.write(`fault in ${f.seed}, deal ${f.deal ?? '-'}: ${formatFault(file, f.fault)}\n`);
  const clean = faults.length === 0 && typeProblems === 0;
  process.stdout.write(clean ? 'ok: no faults, no type problems\n' : `not ok: ${faults.length} fault(s), ${typeProblems} type problem(s)\n`);
  return clean;
}

/** Type problems do not stop the bot (the sandbox strips types), but most of them are bugs. */
function reportTypes(file: string, problems: readonly TypeProblem[]): void {
  if (problems.length === 0) {
    process.stdout.write('types: ok\n');
    return;
  }
  process.stdout.write(`types: ${problems.length} problem(s); the bot still runs, since the sandbox strips types, but check each:\n`);
  for (const p of problems) {
    process.stdout.write(`  ${sourceAt(file, p.line, p.column)}: TS${p.code} ${p.message}\n`);
  }
}

function formatFault(file: string, fault: BotFault): string {
  const where = fault.line === undefined ? '' : `${sourceAt(file, fault.line, fault.column)}: `;
  return `${where}${fault.kind}: ${fault.message}${fault.stack ? `\n    ${fault.stack.split('\n').join('\n    ')}` : ''}`;
}

function fail(message: string): never {
  process.stderr.write(`arena check: ${message}\n`);
  process.exit(1);
}
