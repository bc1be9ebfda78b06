/**
 * Runs a match in a child process (engine and isolates together) and watches it with wall-clock
 * deadlines. See issue 6, section 2, and issue 14. Each match holds one of the machine's match slots
 * (slots.ts) while it runs; its process is a warm one that plays many matches in turn (issue 20,
 * process-pool.ts), started with a minimal environment and OS limits (launch.ts).
 *
 * Every bot call, in both modes, runs under isolated-vm's timeout set to what is left of that bot's
 * budget (see `@arena/sandbox/bot-session`), so an endless loop is an ordinary timeout strike in the
 * child itself. The first child runs `fast`: records sent in batches, and one deadline on the next
 * batch. If it dies or stalls anyway (a V8 that aborts or hangs near its heap limit), the parent
 * cannot tell which call was to blame, so the match resumes from the last batch in a `careful`
 * child: a line before each call. The runner is deterministic, so the careful child meets
 * the same fault at the same call; an endless loop is then an ordinary timeout (a strike), and a
 * child that dies or stalls during a bot's call is charged to that bot (`crash` or `timeout`), which
 * is retired before the match resumes in another careful child.
 */
import { ok, type Result } from '@arena/engine/result';
import type { MatchRecord } from '@arena/record/match-record';
import { liveHeaderOf } from '../live.ts';
import type { ChildJob } from './protocol.ts';
import type { ChildRun, RunOptions } from './match-run.ts';
import { playWarm } from './process-pool.ts';
import { prepareJob } from './prepare.ts';
import { acquireSlot, type Slot } from './slots.ts';

export interface IsolatedOptions extends RunOptions {
  /** The mode of the first child (default `fast`; `careful` is slower and only useful in tests). */
  readonly mode?: ChildJob['mode'];
  /** Tests: make the first child abort or hang at a checkpoint. */
  readonly inject?: ChildJob['inject'];
}

export type { HumanAsk } from './match-run.ts';

/**
 * Plays the match that `spec` (plain JSON, see spec.ts) describes. A bad spec is an error value;
 * a host failure (the child failing outside any bot call) rejects.
 */
export async function runMatchIsolated(spec: unknown, options: IsolatedOptions = {}): Promise<Result<MatchRecord, string>> {
  const prepared = await prepareJob(spec);
  if (!prepared.ok) return prepared;
  return ok(await runJob(prepared.value, options));
}

/**
 * Plays a prepared job (bots compiled) in child processes, resuming after each kill; each attempt
 * holds a machine slot from `slots` (default: its own; a duplicate table's worker holds one for all its rotations).
 */
export async function runJob(first: ChildJob, options: IsolatedOptions = {}, slots: () => Promise<Slot> = acquireSlot): Promise<MatchRecord> {
  // Without live spectators nobody needs the records before the end: the fast child reports progress only.
  let job: ChildJob = { ...first, mode: options.mode ?? first.mode, progressOnly: options.live === undefined };
  let inject = options.inject;
  options.live?.start(liveHeaderOf(job));
  // One fast child, then at most one careful child per seat (each death retires a bot).
  for (let attempt = 0; attempt <= job.seats.length + 1; attempt++) {
    const slot = await slots();
    const run = await runChild(inject ? { ...job, inject } : job, options).finally(() => slot.release());
    if (run.kind === 'done') return run.record;
    // A test's injected fault must meet the careful child too, as a real fault would.
    if (run.kind === 'died') inject = undefined;
    const { resume } = job;
    const kills = run.kind === 'died' ? [...resume.kills, run.kill] : resume.kills;
    job = { ...job, mode: 'careful', resume: { inits: [...resume.inits, ...run.inits], decisions: [...resume.decisions, ...run.decisions], kills } };
  }
  throw new Error('the match process keeps dying');
}

/** One match in a warm match process (process-pool.ts); a host failure rejects. */
async function runChild(job: ChildJob, options: IsolatedOptions): Promise<ChildRun> {
  const end = await playWarm(job, options);
  if (!end.ok) throw end.error;
  return end.run;
}
