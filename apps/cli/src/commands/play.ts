/**
 * `arena play --game G BOT... [--deals N] [--seed S] [--duplicate] [--out DIR]`: plays a match (or
 * a duplicate set: the same deals once per seat rotation) locally, in the same sandbox the league
 * servers use, then prints a results table and writes the match records as JSON.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { findGame, gameIdList } from '@arena/games';
import { rotations } from '@arena/match/duplicate';
import { runDuplicateIsolated } from '@arena/match/host/run-duplicate-isolated';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import type { BotSpec, MatchSpec } from '@arena/match/host/spec';
import type { MatchRecord } from '@arena/record/match-record';
import { progressBar } from '@arena/report/progress';
import { formatTable } from '@arena/report/table';
import { checkArenaSettings } from '@arena/league/game-settings';
import { resolveBot } from '../bot-args.ts';
import { summarizeSeats } from '@arena/match/summary';
import { ms } from '../match-stats.ts';

interface PlayOptions {
  readonly game: string;
  readonly deals?: string;
  readonly seed?: string;
  readonly duplicate?: boolean;
  readonly out?: string;
  readonly options?: string;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a match between bots locally in the sandbox and print the results (house bots by name: see bots/<game>/)')
    .requiredOption('-g, --game <game>', gameIdList())
    .argument('<bots...>', 'one per seat: a .ts file, an example bot name (heuristic, random, ...) or a house bot (first-legal)')
    .option('-d, --deals <n>', 'play only the first N deals (default: a whole arena match; a longer match needs the game\'s length option)')
    .option('-s, --seed <seed>', 'match seed (default: random); the same seed deals the same cards')
    .option('--duplicate', 'play the same deals once per seat rotation and sum each bot\'s chips')
    .option('-o, --out <dir>', 'write the match record(s) as JSON into this folder')
    .option('--options <json>', 'game options as JSON (defaults otherwise)')
    .action(async (botArgs: string[], opts: PlayOptions) => {
      const { spec, length } = buildSpec(botArgs, opts);
      const orders = opts.duplicate ? rotations(spec.bots.length) : [spec.bots.map((_, i) => i)];
      const records = await playAll(spec, orders, length);
      printResults(spec, orders, records);
      if (opts.out) writeRecords(opts.out, records);
    });
}

/** How many deals the match will have, for the progress bar: `deals` (at least), and how to say it. */
interface PlannedLength {
  readonly deals: number;
  readonly text: string;
}

function buildSpec(botArgs: readonly string[], opts: PlayOptions): { readonly spec: MatchSpec; readonly length: PlannedLength } {
  const game = findGame(opts.game);
  if (!game) fail(`unknown game ${JSON.stringify(opts.game)}`);
  if (botArgs.length < game.seatRange.min || botArgs.length > game.seatRange.max) {
    fail(`${game.id} needs ${game.seatRange.min}-${game.seatRange.max} bots, got ${botArgs.length}`);
  }
  const bots: BotSpec[] = botArgs.map((a) => {
    const r = resolveBot(a, game.id);
    if (!r.ok) fail(r.error);
    return r.value;
  });
  const deals = opts.deals === undefined ? undefined : Number(opts.deals);
  if (deals !== undefined && (!Number.isInteger(deals) || deals < 1)) fail('--deals must be a positive integer');
  let options: unknown;
  try {
    options = opts.options === undefined ? undefined : JSON.parse(opts.options);
  } catch {
    fail('--options is not JSON');
  }
  const checked = checkArenaSettings(game, { seats: botArgs.length, options, ...(deals === undefined ? {} : { deals }) });
  if (!checked.ok) fail(checked.error.field === 'deals' ? `--deals ${deals}: ${checked.error.message}` : `--options: ${checked.error.message}`);
  const { length } = checked.value;
  const seed = opts.seed ?? randomBytes(8).toString('hex');
  const spec = { game: game.id, seed, bots, ...(options === undefined ? {} : { options }), ...(deals === undefined ? {} : { maxDeals: deals }) };
  const max = Math.min(length.max, deals ?? length.max);
  if (max <= length.min) return { spec, length: { deals: max, text: String(max) } };
  return { spec, length: { deals: length.min, text: `${length.min}–${max}` } };
}

async function playAll(spec: MatchSpec, orders: readonly (readonly number[])[], length: PlannedLength): Promise<MatchRecord[]> {
  if (orders.length > 1) return playDuplicate(spec, orders.length);
  const bar = progressBar(length.deals);
  const result = await runMatchIsolated(spec, {
    onProgress: (p) => bar.update(p.deal, `deal ${p.deal + 1} of ${length.text}, ${p.decisions} decisions`),
  });
  bar.finish();
  if (!result.ok) fail(result.error);
  return [result.value];
}

/**
 * All rotations, compiled once and played one after another by one warm match process (issue 20):
 * a second process would halve the wall time but cost another process start, about 0.3-0.5 s of CPU.
 */
async function playDuplicate(spec: MatchSpec, total: number): Promise<MatchRecord[]> {
  const bar = progressBar(total);
  const result = await runDuplicateIsolated(spec, { concurrency: 1, onRotation: (done) => bar.update(done, `${done}/${total} rotations`) });
  bar.finish();
  if (!result.ok) fail(result.error);
  return result.value.rotations.map((r) => r.record);
}

function printResults(spec: MatchSpec, orders: readonly (readonly number[])[], records: readonly MatchRecord[]): void {
  const deals = records.reduce((s, r) => s + r.deals.length, 0);
  const rows = spec.bots.map((bot, i) => {
    const seats = records.map((rec, r) => ({ rec, seat: orders[r]?.indexOf(i) ?? -1 }));
    const stats = seats.flatMap(({ rec, seat }) => summarizeSeats(rec).filter((x) => x.seat === seat));
    return {
      bot: bot.name ?? `seat ${i}`,
      ...(records.length === 1 ? { seat: i, rank: records[0]?.ranks[i] ?? 0 } : {}),
      chips: seats.reduce((s, { rec, seat }) => s + (rec.chips[seat] ?? 0), 0),
      faults: stats.reduce((s, x) => s + x.faults.length, 0),
      retired: seats.filter(({ rec, seat }) => rec.seats[seat]?.retired).length,
      decisions: stats.reduce((s, x) => s + x.botDecisions, 0),
      'cpu median ms': ms(stats.reduce((s, x) => s + x.cpuMedianMs, 0) / stats.length),
      'cpu max ms': ms(Math.max(0, ...stats.map((x) => x.cpuMaxMs))),
    };
  });
  const title = `${spec.game}, seed ${spec.seed}: ${records.length > 1 ? `duplicate, ${records.length} rotations, ` : ''}${deals} deals`;
  process.stdout.write(formatTable(title, rows));
}

function writeRecords(dir: string, records: readonly MatchRecord[]): void {
  mkdirSync(dir, { recursive: true });
  for (const [r, rec] of records.entries()) {
    const file = join(dir, `${rec.game}-${rec.seed}${records.length > 1 ? `-r${r}` : ''}.json`);
    writeFileSync(file, `${JSON.stringify(rec)}\n`);
    process.stdout.write(`wrote ${file}\n`);
  }
}

function fail(message: string): never {
  process.stderr.write(`arena play: ${message}\n`);
  process.exit(1);
}
