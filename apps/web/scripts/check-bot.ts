/**
 * Checks an uploaded bot in a separate process (run with `node --no-node-snapshot --import tsx`):
 * compile (esbuild bundle, import guard) → type check against the game's contract (problems are
 * warnings: the sandbox strips types) → sandbox load → a smoke match against the house bots in the
 * child-process host: whole arena matches under the league's limits and options until the bot has
 * taken 50 decisions in every phase (lib/bots/smoke-plan.ts). Reads
 * `{ game, source, filename, seats, seed, options?, limits?, deals? }` as JSON on stdin and
 * prints one line `@@ARENA_CHECK@@<json>` with the outcome. Kept out of the Next bundle: the sandbox
 * and the match host find their files through import.meta.url, which only the workspace sources keep.
 * Each step starts with a line `@@ARENA_STEP@@<step>`: the parent gives every step its own time
 * limit, and runs this process with a heap limit and no secrets in its environment (check.ts).
 */
import { findGame } from '@arena/games';
import { compileBot } from '@arena/sandbox/compile';
import { typeCheckBot } from '@arena/sandbox/type-check';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import type { MatchSpec } from '@arena/match/host/spec';
import type { MatchRecord } from '@arena/record/match-record';
import { smokeCoverage, smokeIsEnough } from '../lib/bots/smoke-plan.ts';

interface Input {
  game: string; source: string; filename: string; seats: number; seed: string;
  /** The league's options, limits and deals per match (the game's defaults and whole match without a league). */
  options?: MatchSpec['options']; limits?: { decisionMs: number; memoryMb: number }; deals?: number;
}

/** Whole matches (new seeds) until the bot has acted enough and in every phase: the records, or the host's error. */
async function playSmoke(input: Input, bots: MatchSpec['bots'], game: NonNullable<ReturnType<typeof findGame>>): Promise<{ ok: true; records: MatchRecord[] } | { ok: false; error: string }> {
  const records: MatchRecord[] = [];
  while (!smokeIsEnough(smokeCoverage(records, game), records.length)) {
    // Careful from the start: a looping bot is then stopped by its call's own timeout instead of
    // first stalling a fast match process (a quicker verdict for the uploader).
    const spec: MatchSpec = {
      game: input.game, seed: `${input.seed}-${records.length}`, bots, options: input.options,
      limits: { ...input.limits, timeBankMs: 2000, initMs: 2000 }, ...(input.deals === undefined ? {} : { maxDeals: input.deals }),
    };
    const run = await runMatchIsolated(spec, { mode: 'careful' });
    if (!run.ok) return { ok: false, error: run.error };
    records.push(run.value);
    if (run.value.faults.some((f) => f.seat === 0)) break;
  }
  return { ok: true, records };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Tells the parent (lib/bots/check.ts) a step starts: each step has its own time limit there. */
function startStep(step: string): void {
  process.stdout.write(`@@ARENA_STEP@@${step}\n`);
}

function emit(value: unknown): void {
  process.stdout.write(`@@ARENA_CHECK@@${JSON.stringify(value)}\n`);
}

async function main(): Promise<void> {
  const input = JSON.parse(await readStdin()) as Input;
  const steps: { step: string; ok: boolean; detail: string }[] = [];
  const game = input.game;
  const definition = findGame(game);
  if (!definition) return emit({ ok: false, stage: 'compile', steps, errors: [{ message: `unknown game ${input.game}` }] });
  startStep('compile');
  const compiled = await compileBot(input.source, { filename: input.filename });
  if (!compiled.ok) {
    steps.push({ step: 'compile', ok: false, detail: compiled.error.message });
    return emit({ ok: false, stage: 'compile', steps, errors: [{ message: compiled.error.message.replace(/^[^\s:]+:\d+:\d+: /, ''), line: compiled.error.line, column: compiled.error.column }] });
  }
  steps.push({ step: 'compile', ok: true, detail: `bundle ${compiled.value.code.length} characters` });
  startStep('type check');
  const warnings = typeCheckBot(input.source, { game }).slice(0, 50).map((p) => ({ message: `TS${p.code} ${p.message}`, line: p.line, column: p.column }));
  steps.push({ step: 'type check', ok: warnings.length === 0, detail: warnings.length === 0 ? 'no problems' : `${warnings.length} problem(s), shown below; they do not stop the bot (the sandbox strips types), but most are bugs` });
  const house = ['first-legal', 'random'];
  const bots = [{ name: 'candidate', source: input.source, filename: input.filename },
    ...Array.from({ length: input.seats - 1 }, (_, i) => ({ name: `house-${house[i % 2] ?? 'random'}`, house: house[i % 2] ?? 'random' }))];
  startStep('smoke match');
  const run = await playSmoke(input, bots, definition);
  if (!run.ok) {
    steps.push({ step: 'smoke match', ok: false, detail: run.error });
    return emit({ ok: false, stage: 'smoke', steps, errors: [{ message: run.error }], warnings });
  }
  const records = run.records;
  const faults = records.flatMap((r) => r.faults.filter((f) => f.seat === 0));
  const first = records[0];
  steps.push({ step: 'sandbox load', ok: !faults.some((f) => f.decision === null), detail: `init ${first?.inits.find((i) => i.seat === 0)?.cpuMs.toFixed(1) ?? '?'} ms CPU` });
  const coverage = smokeCoverage(records, definition);
  const deals = records.reduce((a, r) => a + r.deals.length, 0);
  steps.push({ step: 'smoke match vs house bots', ok: faults.length === 0,
    detail: `${records.length} match(es), ${deals} deals, ${coverage.decisions} decisions of your bot in ${coverage.phases.join(', ') || 'no phase'}${coverage.missing.length > 0 ? ` (never in ${coverage.missing.join(', ')})` : ''}, ${faults.length} faults` });
  if (faults.length > 0) {
    const logs = records.flatMap((r) => r.decisions.filter((d) => d.seat === 0 && d.log)).slice(0, 5).map((d) => d.log ?? '');
    return emit({ ok: false, stage: 'smoke', steps, errors: faults.slice(0, 50).map((f) => ({ message: `${f.fault.kind}: ${f.fault.message}`, line: f.fault.line, column: f.fault.column, decision: f.decision })), logs, warnings });
  }
  emit({ ok: true, stage: 'accepted', steps, warnings, bundle: compiled.value.code });
}

main().catch((error: unknown) => {
  emit({ ok: false, stage: 'host', steps: [], errors: [{ message: error instanceof Error ? error.message : String(error) }] });
  process.exitCode = 1;
});
