/**
 * `arena compare A.ts B.ts --game G [--elo0 0 --elo1 10] [--opponents ...] [--max-sets N]`: is B
 * better than A? Deal set after deal set, both play the same duplicate deals against the same
 * field in the local sandbox (compare/deal-set.ts), and a sequential probability ratio test on
 * the Elo difference (@arena/rating/sprt) decides. Exit codes: 0 = B better (H1 accepted),
 * 1 = not better (H0 accepted), 2 = inconclusive at the maximum of deal sets, 3 = an error.
 */
import type { Command, CommanderError } from 'commander';
import { gameIdList } from '@arena/games';
import { sprtState, type SprtState } from '@arena/rating/sprt';
import type { BotSpec } from '@arena/match/host/spec';
import { compileBot } from '@arena/sandbox/compile';
import { parseCompareFlags, type CompareFlags, type ComparePlan } from '../compare/compare-options.ts';
import { compareProgress, describeState, describeVerdict } from '../compare/compare-progress.ts';
import { playDealSet, type DealSetResult } from '../compare/deal-set.ts';

export const COMPARE_EXIT = { accept: 0, reject: 1, inconclusive: 2, error: 3 } as const;

export function registerCompare(program: Command): void {
  program
    .command('compare')
    .description('is B better than A? both play the same duplicate deals against the same field, deal set by deal set, until a sequential test (SPRT) decides; exit 0 = B better, 1 = not better, 2 = inconclusive, 3 = error')
    .argument('<a>', 'the old version: a .ts file or an example bot name')
    .argument('<b>', 'the new version: a .ts file or an example bot name')
    .requiredOption('-g, --game <game>', gameIdList())
    .option('--elo0 <elo>', 'H0: B is at most this many Elo better (default 0)')
    .option('--elo1 <elo>', 'H1: B is at least this many Elo better (default 10; wider bounds decide in fewer sets)')
    .option('--opponents <bots>', 'the field, comma-separated names or files, repeated to fill the table (default: heuristic,random)')
    .option('--max-sets <n>', 'stop, inconclusive, after this many deal sets (default 200)')
    .option('--seats <k>', 'table size (default: the game\'s arena table)')
    .option('-d, --deals <n>', 'deals per rotation of a deal set (default: a whole arena match)')
    .option('-s, --seed <seed>', 'seed of the comparison (default: random); deal set i is dealt from <seed>/compare-set/i')
    .option('--scoring <scoring>', 'points of a deal set: chips or matchpoints (default: the game\'s league default)')
    .option('--options <json>', 'game options as JSON (defaults otherwise)')
    .option('--json', 'print the result as JSON on stdout')
    .showHelpAfterError(false)
    .exitOverride((e: CommanderError) => process.exit(e.exitCode === 0 ? 0 : COMPARE_EXIT.error))
    .action(async (aArg: string, bArg: string, flags: CompareFlags) => {
      const plan = parseCompareFlags(aArg, bArg, flags);
      if (!plan.ok) fail(plan.error);
      await refuseBroken([['A', plan.value.a], ['B', plan.value.b], ...plan.value.field.map((bot) => ['an opponent', bot] as const)]);
      const { state, results } = await runComparison(plan.value);
      printOutcome(plan.value, state, results);
      process.exitCode = state.decision === 'continue' ? COMPARE_EXIT.error : COMPARE_EXIT[state.decision];
    });
}

/**
 * A bot that does not compile would play every deal by the rules' default (the match host's policy
 * for a broken bot), and the test would measure that: refused before play instead.
 */
async function refuseBroken(bots: readonly (readonly [string, BotSpec])[]): Promise<void> {
  for (const [role, bot] of bots) {
    if (!('source' in bot)) continue; // house bots and people need no compiling
    const compiled = await compileBot(bot.source, { filename: bot.filename ?? `${bot.name}.ts` });
    if (compiled.ok) continue;
    fail(`${role} does not compile: ${compiled.error.message}`);
  }
}

/** Deal sets one after another until the test decides or the maximum is reached. */
async function runComparison(plan: ComparePlan): Promise<{ readonly state: SprtState; readonly results: readonly DealSetResult[] }> {
  const tally = new Map<number, number>();
  const results: DealSetResult[] = [];
  const progress = compareProgress(plan.sprt.maxSets);
  let state = sprtState(tally, plan.sprt);
  let deals = 0;
  while (state.decision === 'continue') {
    const played = await playDealSet(plan, results.length, (done, total) => progress.rotation(done, total));
    if (!played.ok) {
      progress.finish();
      fail(played.error);
    }
    results.push(played.value);
    tally.set(played.value.score, (tally.get(played.value.score) ?? 0) + 1);
    deals += played.value.deals;
    state = sprtState(tally, plan.sprt);
    progress.update(state, deals);
  }
  progress.finish();
  return { state, results };
}

const nameOf = (bot: BotSpec): string => bot.name ?? ('house' in bot ? bot.house : 'bot');

function printOutcome(plan: ComparePlan, state: SprtState, results: readonly DealSetResult[]): void {
  const names = { a: `A (${nameOf(plan.a)})`, b: `B (${nameOf(plan.b)})` };
  const deals = results.reduce((sum, r) => sum + r.deals, 0);
  const verdict = describeVerdict(state, names, plan.sprt);
  if (plan.json) {
    process.stdout.write(`${JSON.stringify({
      game: plan.game.id, a: nameOf(plan.a), b: nameOf(plan.b), field: plan.field.map(nameOf), seed: plan.seed, scoring: plan.scoring,
      sprt: plan.sprt, decision: state.decision, verdict, exitCode: COMPARE_EXIT[state.decision === 'continue' ? 'error' : state.decision],
      sets: state.sets, deals, llr: state.llr, lower: state.lower, upper: state.upper, elo: state.elo,
      wins: results.filter((r) => r.score === 1).length, draws: results.filter((r) => r.score === 0.5).length, losses: results.filter((r) => r.score === 0).length,
      faults: { a: results.reduce((s, r) => s + r.faultsA, 0), b: results.reduce((s, r) => s + r.faultsB, 0) },
      results,
    }, null, 2)}\n`);
    return;
  }
  const wdl = `B won ${results.filter((r) => r.score === 1).length}, drew ${results.filter((r) => r.score === 0.5).length}, lost ${results.filter((r) => r.score === 0).length} deal sets`;
  process.stdout.write(`${verdict}\n${describeState(state, deals)}; ${wdl} (${plan.scoring}, field: ${plan.field.map(nameOf).join(', ')}, seed ${plan.seed})\n`);
}

function fail(message: string): never {
  process.stderr.write(`arena compare: ${message.replace(/\s+/g, ' ')}\n`);
  process.exit(COMPARE_EXIT.error);
}
