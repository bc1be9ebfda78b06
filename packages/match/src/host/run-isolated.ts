/**
 * Runs a match in a child process (engine and isolates together) and watches it with wall-clock
 * deadlines. See issue 6, section 2, and issue 14. Each child holds one of the machine's match slots
 * (slots.ts) while it runs, and starts with a minimal environment and OS limits (launch.ts).
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
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ok, type Result } from '@arena/engine/result';
import { botFault } from '@arena/sandbox/fault';
import { wallDeadlineMs, type SandboxLimits } from '@arena/sandbox/limits';
import type { DecisionRecord, InitRecord, MatchRecord } from '@arena/record/match-record';
import type { Checkpoint, Kill } from '../run-match.ts';
import { liveHeaderOf, type LiveSink } from '../live.ts';
import type { ObservationEnvelope } from '../seat-driver.ts';
import { childMessageSchema, FLUSH_MS, PROGRESS_FD, type ChildJob, type HumanReply } from './protocol.ts';
import { childBundle } from './child-bundle.ts';
import { matchProcess } from './launch.ts';
import { prepareJob } from './prepare.ts';
import { acquireSlot } from './slots.ts';

export interface IsolatedOptions {
  /** Wall time allowed beyond a call's own watchdog before the child is killed, ms (default 1000). */
  readonly graceMs?: number;
  /** Longest silence outside bot calls before the host gives up (a host failure), ms (default 60 s). */
  readonly idleMs?: number;
  readonly onProgress?: (progress: { readonly decisions: number; readonly deal: number }) => void;
  /** The mode of the first child (default `fast`; `careful` is slower and only useful in tests). */
  readonly mode?: ChildJob['mode'];
  /** Tests, careful mode only: called before each sandboxed bot call, with a function that kills the child. */
  readonly onCall?: (checkpoint: Checkpoint, kill: () => void) => void;
  /** Tests: make the first child abort or hang at a checkpoint. */
  readonly inject?: ChildJob['inject'];
  /** Live spectating (live.ts): told when the match starts and of each decision as its child reports it. */
  readonly live?: LiveSink;
  /**
   * A table with a person (issue 19): asked for each of their decisions (their seat's observation
   * only), it resolves with their action or a timeout when their clock ran out. The watchdogs wait
   * meanwhile. Without it a person's seat times out at once.
   */
  readonly human?: (ask: HumanAsk) => Promise<HumanReply>;
}

export interface HumanAsk {
  readonly seat: number;
  /** The decision's index in the match (what the site answers to, so a late answer is not taken for the next decision). */
  readonly decision: number;
  readonly observation: ObservationEnvelope;
}

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

type ChildRun =
  | { readonly kind: 'done'; readonly record: MatchRecord }
  /** A careful child died or stalled in a bot's call: `kill` charges that bot. */
  | { readonly kind: 'died'; readonly inits: InitRecord[]; readonly decisions: DecisionRecord[]; readonly kill: Kill }
  /** A fast child died or stalled: these records are good, the rest is replayed carefully. */
  | { readonly kind: 'lost'; readonly inits: InitRecord[]; readonly decisions: DecisionRecord[] };

/**
 * Plays the match that `spec` (plain JSON, see spec.ts) describes. A bad spec is an error value;
 * a host failure (the child failing outside any bot call) rejects.
 */
export async function runMatchIsolated(spec: unknown, options: IsolatedOptions = {}): Promise<Result<MatchRecord, string>> {
  const prepared = await prepareJob(spec);
  if (!prepared.ok) return prepared;
  return ok(await runJob(prepared.value, options));
}

/** Plays a prepared job (bots compiled) in child processes, resuming after each kill. */
export async function runJob(first: ChildJob, options: IsolatedOptions = {}): Promise<MatchRecord> {
  let job: ChildJob = { ...first, mode: options.mode ?? first.mode };
  let inject = options.inject;
  options.live?.start(liveHeaderOf(job));
  // One fast child, then at most one careful child per seat (each death retires a bot).
  for (let attempt = 0; attempt <= job.seats.length + 1; attempt++) {
    const slot = await acquireSlot();
    const run = await runChild(await childBundle(), inject ? { ...job, inject } : job, options).finally(() => slot.release());
    if (run.kind === 'done') return run.record;
    // A test's injected fault must meet the careful child too, as a real fault would.
    if (run.kind === 'died') inject = undefined;
    const { resume } = job;
    const kills = run.kind === 'died' ? [...resume.kills, run.kill] : resume.kills;
    job = { ...job, mode: 'careful', resume: { inits: [...resume.inits, ...run.inits], decisions: [...resume.decisions, ...run.decisions], kills } };
  }
  throw new Error('the match process keeps dying');
}

function callDeadlineMs(limits: SandboxLimits, phase: Checkpoint['phase']): number {
  return wallDeadlineMs(limits, phase === 'init' ? limits.initMs : limits.decisionMs + limits.timeBankMs);
}

/** A fast child writes at least every FLUSH_MS, or after the call in progress: the longest gap between its writes. */
function batchDeadlineMs(limits: SandboxLimits): number {
  return FLUSH_MS + Math.max(callDeadlineMs(limits, 'init'), callDeadlineMs(limits, 'decide'));
}

function runChild(script: string, job: ChildJob, options: IsolatedOptions): Promise<ChildRun> {
  const grace = options.graceMs ?? 1000;
  const idle = options.idleMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const launch = matchProcess(script);
    const child = spawn(launch.command, launch.args, { cwd: PACKAGE_DIR, env: launch.env, stdio: ['pipe', 'inherit', 'pipe', 'pipe'] });
    const inits: InitRecord[] = [];
    const decisions: DecisionRecord[] = [];
    let outstanding: Checkpoint | null = null;
    let stalledAfter: number | null = null;
    let done: MatchRecord | null = null;
    let failure: string | null = null;
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    /** Once the parent kills the child, later lines are ignored: the call in flight is charged. */
    let killed = false;
    const kill = (): void => {
      killed = true;
      child.kill('SIGKILL');
    };
    const arm = (ms: number): void => {
      clearTimeout(timer);
      timer = setTimeout(() => { stalledAfter = ms; kill(); }, ms);
    };
    const fast = job.mode === 'fast';
    const batchDeadline = batchDeadlineMs(job.limits) + grace;
    const onMessage = (line: string): void => {
      if (killed) return;
      const message = childMessageSchema.parse(JSON.parse(line));
      if (fast) arm(batchDeadline);
      switch (message.t) {
        case 'call':
          outstanding = message.checkpoint;
          arm(callDeadlineMs(job.limits, message.checkpoint.phase) + grace);
          options.onCall?.(message.checkpoint, kill);
          return;
        case 'init':
          inits.push(message.record);
          outstanding = null;
          if (!fast) arm(idle);
          return;
        case 'decision':
          decisions.push(message.record);
          options.live?.decision(job.resume.decisions.length + decisions.length - 1, message.record);
          outstanding = null;
          if (!fast) arm(idle);
          options.onProgress?.({ decisions: job.resume.decisions.length + decisions.length, deal: message.record.deal });
          return;
        case 'done':
          done = message.record;
          return;
        case 'error':
          failure = message.message;
          return;
        case 'ask': {
          // The person's clock is the asker's: no watchdog while they think.
          clearTimeout(timer);
          const asked = options.human ? options.human({ seat: message.seat, decision: message.decision, observation: message.observation }) : Promise.resolve({ t: 'timeout', ms: 0 } as const);
          void asked.catch((): HumanReply => ({ t: 'timeout', ms: 0 })).then((reply) => {
            if (killed || child.exitCode !== null) return;
            child.stdin?.write(`${JSON.stringify(reply)}\n`);
            arm(fast ? batchDeadline : idle);
          });
          return;
        }
      }
    };
    readLines(child.stdio[PROGRESS_FD] as NodeJS.ReadableStream, onMessage);
    child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString('utf8')).slice(-4000); });
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (done) return resolve({ kind: 'done', record: done });
      const how = `code ${String(code)}, signal ${String(signal)}`;
      if (failure) return reject(new Error(`the match process failed: ${failure}`));
      if (fast) return resolve({ kind: 'lost', inits, decisions });
      if (!outstanding) return reject(new Error(`the match process ended outside a bot call (${how}): ${stderr}`));
      const fault = stalledAfter !== null
        ? botFault('timeout', `no answer within ${stalledAfter} ms of wall-clock time; the match process was stopped`)
        : botFault('crash', `the match process died while this bot was running (${how})`);
      resolve({ kind: 'died', inits, decisions, kill: { checkpoint: outstanding, fault } });
    });
    arm(idle);
    // The job is the first line; at a table with a person stdin stays open for the answers.
    const line = `${JSON.stringify(job)}\n`;
    if (job.seats.some((seat) => seat.kind === 'human')) child.stdin?.write(line);
    else child.stdin?.end(line);
    child.stdin?.on('error', () => undefined);
  });
}

function readLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending: string[] = [];
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      pending.push(chunk.slice(start, nl));
      onLine(pending.join(''));
      pending = [];
      start = nl + 1;
    }
    if (start < chunk.length) pending.push(chunk.slice(start));
  });
}
