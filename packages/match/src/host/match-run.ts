/**
 * One match in a match process, seen from the parent: the records it reports, the watchdog on its
 * deadlines, and what the match came to when it ended or the process died (run-isolated.ts explains
 * the two modes and the resume). The process itself (start, reuse, kill) is match-process.ts's.
 */
import { botFault } from '@arena/sandbox/fault';
import { wallDeadlineMs, type SandboxLimits } from '@arena/sandbox/limits';
import type { DecisionRecord, InitRecord, MatchRecord } from '@arena/record/match-record';
import type { Checkpoint, Kill } from '../run-match.ts';
import type { LiveSink } from '../live.ts';
import type { ObservationEnvelope } from '../seat-driver.ts';
import { FLUSH_MS, reportsProgressOnly, type ChildHealth, type ChildJob, type ChildMessage, type HumanReply } from './protocol.ts';

export interface HumanAsk {
  readonly seat: number;
  /** The decision's index in the match (what the site answers to, so a late answer is not taken for the next decision). */
  readonly decision: number;
  readonly observation: ObservationEnvelope;
}

/** What a match run reports and how it is watched. */
export interface RunOptions {
  /** Wall time allowed beyond a call's own watchdog before the child is killed, ms (default 1000). */
  readonly graceMs?: number;
  /** Longest silence outside bot calls before the host gives up (a host failure), ms (default 60 s). */
  readonly idleMs?: number;
  readonly onProgress?: (progress: { readonly decisions: number; readonly deal: number }) => void;
  /** Tests, careful mode only: called before each sandboxed bot call, with a function that kills the child. */
  readonly onCall?: (checkpoint: Checkpoint, kill: () => void) => void;
  /** Live spectating (live.ts): told when the match starts and of each decision as its child reports it. */
  readonly live?: LiveSink;
  /**
   * A table with a person (issue 19): asked for each of their decisions (their seat's observation
   * only), it resolves with their action or a timeout when their clock ran out. The watchdogs wait
   * meanwhile. Without it a person's seat times out at once.
   */
  readonly human?: (ask: HumanAsk) => Promise<HumanReply>;
}

export type ChildRun =
  | { readonly kind: 'done'; readonly record: MatchRecord }
  /** A careful child died or stalled in a bot's call: `kill` charges that bot. */
  | { readonly kind: 'died'; readonly inits: InitRecord[]; readonly decisions: DecisionRecord[]; readonly kill: Kill }
  /** A fast child died or stalled: these records are good, the rest is replayed carefully. */
  | { readonly kind: 'lost'; readonly inits: InitRecord[]; readonly decisions: DecisionRecord[] };

/** What a run needs of its process. */
export interface RunControls {
  /** Kills the process (the watchdog, or a test's `onCall`). */
  kill(): void;
  write(line: string): void;
}

/** How a match ended: a run, or a host failure (the process failed outside any bot call). */
export type RunEnd = { readonly ok: true; readonly run: ChildRun; readonly health: ChildHealth | null } | { readonly ok: false; readonly error: Error };

function callDeadlineMs(limits: SandboxLimits, phase: Checkpoint['phase']): number {
  return wallDeadlineMs(limits, phase === 'init' ? limits.initMs : limits.decisionMs + limits.timeBankMs);
}

/** A fast child writes at least every FLUSH_MS, or after the call in progress: the longest gap between its writes. */
function batchDeadlineMs(limits: SandboxLimits): number {
  return FLUSH_MS + Math.max(callDeadlineMs(limits, 'init'), callDeadlineMs(limits, 'decide'));
}

export class MatchRun {
  private readonly inits: InitRecord[] = [];
  private readonly decisions: DecisionRecord[] = [];
  private outstanding: Checkpoint | null = null;
  private stalledAfter: number | null = null;
  private done: MatchRecord | null = null;
  private failure: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** Once the parent kills the child, later lines are ignored: the call in flight is charged. */
  private killed = false;
  private ended = false;
  private readonly fast: boolean;
  private readonly grace: number;
  private readonly idle: number;

  constructor(
    private readonly job: ChildJob,
    private readonly options: RunOptions,
    private readonly controls: RunControls,
    private readonly onEnd: (end: RunEnd) => void,
  ) {
    this.fast = job.mode === 'fast';
    this.grace = options.graceMs ?? 1000;
    this.idle = options.idleMs ?? 60_000;
  }

  /** Sends the job and starts the watchdog. */
  start(): void {
    this.arm(this.idle);
    this.controls.write(`${JSON.stringify(this.job)}\n`);
  }

  readonly kill = (): void => {
    this.killed = true;
    this.controls.kill();
  };

  /** A line of the process, parsed. */
  onMessage(message: ChildMessage): void {
    if (this.killed) return;
    if (this.fast) this.arm(batchDeadlineMs(this.job.limits) + this.grace);
    switch (message.t) {
      case 'call': return this.onCall(message.checkpoint);
      case 'init': return this.onRecord(() => this.inits.push(message.record));
      case 'decision': return this.onDecision(message.record);
      case 'progress':
        this.options.onProgress?.({ decisions: message.decisions, deal: message.deal });
        return;
      case 'done':
        this.done = this.whole(message.record);
        return;
      case 'error':
        this.failure = message.message;
        return;
      case 'ask': return this.onAsk(message);
      case 'ready': return this.onReady(message.health);
    }
  }

  /** The process ended (`how`: its exit code and signal) while this match was its job. */
  onExit(how: string, stderr: string): void {
    if (this.done) return this.end({ ok: true, run: { kind: 'done', record: this.done }, health: null });
    if (this.failure) return this.end({ ok: false, error: new Error(`the match process failed: ${this.failure}`) });
    if (this.fast) return this.end({ ok: true, run: { kind: 'lost', inits: this.inits, decisions: this.decisions }, health: null });
    if (!this.outstanding) return this.end({ ok: false, error: new Error(`the match process ended outside a bot call (${how}): ${stderr}`) });
    const fault = this.stalledAfter !== null
      ? botFault('timeout', `no answer within ${this.stalledAfter} ms of wall-clock time; the match process was stopped`)
      : botFault('crash', `the match process died while this bot was running (${how})`);
    this.end({ ok: true, run: { kind: 'died', inits: this.inits, decisions: this.decisions, kill: { checkpoint: this.outstanding, fault } }, health: null });
  }

  /** The process could not be started or written to. */
  onError(error: Error): void {
    this.end({ ok: false, error });
  }

  private end(end: RunEnd): void {
    clearTimeout(this.timer);
    if (this.ended) return;
    this.ended = true;
    this.onEnd(end);
  }

  /** The finished record: a child that sent its records as lines leaves them out of `done` (protocol.ts). */
  private whole(record: MatchRecord): MatchRecord {
    if (reportsProgressOnly(this.job)) return record;
    const { resume } = this.job;
    const inits = [...resume.inits, ...this.inits].sort((a, b) => a.seat - b.seat);
    return { ...record, inits, decisions: [...resume.decisions, ...this.decisions] };
  }

  /** The process is ready for another job: its match must be done (else the host failed; the pool drops the process). */
  private onReady(health: ChildHealth): void {
    if (!this.done) return this.end({ ok: false, error: new Error('the match process was ready before its match was done') });
    this.end({ ok: true, run: { kind: 'done', record: this.done }, health });
  }

  private arm(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.stalledAfter = ms;
      this.kill();
    }, ms);
  }

  private onCall(checkpoint: Checkpoint): void {
    this.outstanding = checkpoint;
    this.arm(callDeadlineMs(this.job.limits, checkpoint.phase) + this.grace);
    this.options.onCall?.(checkpoint, this.kill);
  }

  private onRecord(keep: () => void): void {
    keep();
    this.outstanding = null;
    if (!this.fast) this.arm(this.idle);
  }

  private onDecision(record: DecisionRecord): void {
    this.onRecord(() => this.decisions.push(record));
    const index = this.job.resume.decisions.length + this.decisions.length - 1;
    this.options.live?.decision(index, record);
    this.options.onProgress?.({ decisions: index + 1, deal: record.deal });
  }

  /** A person's decision: no watchdog while they think (their clock is the asker's). */
  private onAsk(message: Extract<ChildMessage, { t: 'ask' }>): void {
    clearTimeout(this.timer);
    const { human } = this.options;
    const asked = human ? human({ seat: message.seat, decision: message.decision, observation: message.observation }) : Promise.resolve({ t: 'timeout', ms: 0 } as const);
    void asked.catch((): HumanReply => ({ t: 'timeout', ms: 0 })).then((reply) => {
      if (this.killed || this.ended) return;
      this.controls.write(`${JSON.stringify(reply)}\n`);
      this.arm(this.fast ? batchDeadlineMs(this.job.limits) + this.grace : this.idle);
    });
  }
}
