/**
 * One sandboxed bot for one match: its own isolate (memory limit), the prelude, the bundle, and
 * the CPU accounting (per-decision budget plus a time bank, measured with `isolate.cpuTime`).
 *
 * Every call (the bot's module body, `init`, each `decide`) is synchronous (`applySync` with string
 * arguments) under isolated-vm's `timeout`, a wall-clock watchdog on its own thread set to what is
 * left of the bot's budget (the decision's CPU plus the rest of its time bank) plus a small fixed
 * slack: it terminates a runaway call even though the host's event loop is blocked, so a bot that
 * overruns costs at most its own budget. isolated-vm's `cpuTime` is the wall time spent inside the
 * isolate, so the deadline and the charge agree as long as no more isolates run than cores (the
 * machine-wide slots of `@arena/match/host`). What the timeout cannot stop (a V8 that hangs or
 * aborts near its heap limit) is the business of the process watchdog one level up.
 */
import ivm from 'isolated-vm';
import { createRng, deriveSeed } from '@arena/engine/rng';
import { botFault, type BotFault } from './fault.ts';
import { readEnvelope } from './envelope.ts';
import type { CompiledBot } from './compile.ts';
import { wallDeadlineMs, type SandboxLimits } from './limits.ts';
import { BOT_FILENAME, BUNDLE_LINE_OFFSET, PRELUDE_FILENAME, PRELUDE_SOURCE, wrapBundle, type PreludeConfig } from './prelude.ts';
import { StackMapper } from './stack-map.ts';

export interface CallOutcome {
  /** The bot's answer as parsed JSON (unchecked against the game), or why there is none. */
  readonly answer: { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: BotFault };
  readonly cpuMs: number;
  readonly log: string;
}

export interface StartOptions {
  /** The match seed: seeds `Math.random` (with the seat) and the fixed clock. */
  readonly seed: string;
  readonly seat: number;
  readonly limits: SandboxLimits;
  /** Handed to the bot's `init`, as JSON. */
  readonly info: unknown;
}

export interface Started {
  /** The running bot, or null when it could not be loaded (then `init.answer` holds the fault). */
  readonly session: BotSession | null;
  readonly init: CallOutcome;
}

const MAX_FAULT_TEXT = 8000;

/** Isolates this process created and has not disposed yet (a warm match process reports it between matches). */
let liveIsolateCount = 0;

export function liveIsolates(): number {
  return liveIsolateCount;
}
const BASE_TIME = Date.UTC(2025, 0, 1);

/** What the prelude installs for this (seed, seat): the same every run. */
export function preludeConfig(seed: string, seat: number, limits: SandboxLimits): PreludeConfig {
  const clock = createRng(deriveSeed(seed, 'clock'));
  return {
    rng: createRng(deriveSeed(seed, 'bot-random', seat)).state(),
    now: BASE_TIME + clock.nextInt(365 * 86_400) * 1000,
    perfNow: 1000 + clock.nextInt(1_000_000),
    logCap: limits.logPerDecision,
    maxActionChars: limits.maxActionChars,
  };
}

interface RawCall {
  readonly raw: unknown;
  readonly thrown: boolean;
  readonly cpuMs: number;
}

export class BotSession {
  private bankMs: number;
  private logUsed = 0;
  /** Set when the isolate is known to be gone, so the hot path need not ask isolated-vm. */
  private dead = false;
  /** `dispose` ran: the isolate is gone and no longer counted. */
  private released = false;
  /**
   * `isolate.cpuTime` after the last call. Nothing runs in the isolate between our calls, so this
   * is where the next call starts: one read of the thread clock per call instead of two.
   */
  private lastCpu: bigint;
  private readonly mapper: StackMapper;

  private constructor(
    private readonly isolate: ivm.Isolate,
    private readonly callRef: ivm.Reference,
    private readonly bot: CompiledBot,
    private readonly limits: SandboxLimits,
  ) {
    this.bankMs = limits.timeBankMs;
    this.mapper = new StackMapper(bot);
    this.lastCpu = isolate.cpuTime;
  }

  /** Loads the bot into a fresh isolate and runs its `init`, within `limits.initMs` of CPU together. */
  static start(bot: CompiledBot, options: StartOptions): Started {
    const { limits } = options;
    const { isolate, context, bind, callRef } = openIsolate(options);
    const session = new BotSession(isolate, callRef, bot, limits);
    const load = session.load(context, bind);
    if (!load.answer.ok) {
      session.dispose();
      return { session: null, init: load };
    }
    const left = Math.max(1, limits.initMs - load.cpuMs);
    const init = session.timed(left, () => callRef.applySync(undefined, ['init', JSON.stringify(options.info)], { timeout: wallDeadlineMs(limits, left) }));
    const outcome = session.outcome(init, left);
    const total = { ...outcome, cpuMs: load.cpuMs + outcome.cpuMs, log: load.log + outcome.log };
    if (session.alive) return { session, init: total };
    session.dispose();
    return { session: null, init: total };
  }

  /** False once the isolate is gone (memory limit, or disposed by the host). */
  get alive(): boolean {
    return !this.dead && !this.isolate.isDisposed;
  }

  /** CPU (ms) left in the time bank. */
  get timeBankMs(): number {
    return this.bankMs;
  }

  /** Asks the bot for a decision; `observationJson` is the Observation envelope as JSON text. */
  decide(observationJson: string): CallOutcome {
    if (this.dead) return { answer: { ok: false, error: botFault('crash', 'the bot is no longer running') }, cpuMs: 0, log: '' };
    const allowance = this.limits.decisionMs + this.bankMs;
    const args = callArguments('decide', observationJson);
    const options = { timeout: wallDeadlineMs(this.limits, allowance) };
    const call = this.timed(allowance, () => this.callRef.applySync(undefined, args, options));
    this.bankMs = Math.max(0, this.bankMs - Math.max(0, call.cpuMs - this.limits.decisionMs));
    return this.outcome(call, allowance);
  }

  /** Frees the isolate (also one that disposed itself at its memory limit: counted once). */
  dispose(): void {
    if (this.released) return;
    this.released = true;
    this.dead = true;
    liveIsolateCount--;
    if (!this.isolate.isDisposed) this.isolate.dispose();
  }

  private load(context: ivm.Context, bind: ivm.Reference): CallOutcome {
    const budget = this.limits.initMs;
    const timeout = wallDeadlineMs(this.limits, budget);
    const run = this.timed(budget, () => {
      const script = this.isolate.compileScriptSync(wrapBundle(this.bot.code), { filename: BOT_FILENAME, lineOffset: BUNDLE_LINE_OFFSET });
      script.runSync(context, { timeout });
      return bind.applySync(undefined, [], { timeout });
    });
    return this.outcome(run, budget);
  }

  /** Runs one call into the isolate and measures its CPU time (the hot path: keep it lean). */
  private timed(allowanceMs: number, fn: () => unknown): RawCall {
    const cpu0 = this.lastCpu;
    let raw: unknown;
    let thrown = false;
    try {
      raw = fn();
    } catch (e) {
      raw = e;
      thrown = true;
    }
    // A disposal during a call always throws: only then can the isolate be gone.
    if (thrown && this.isolate.isDisposed) {
      this.dead = true;
      return { raw, thrown, cpuMs: allowanceMs };
    }
    this.lastCpu = this.isolate.cpuTime;
    return { raw, thrown, cpuMs: Number(this.lastCpu - cpu0) / 1e6 };
  }

  private outcome(call: RawCall, allowanceMs: number): CallOutcome {
    const fail = (error: BotFault, log = ''): CallOutcome => ({ answer: { ok: false, error }, cpuMs: call.cpuMs, log });
    if (call.thrown) return fail(this.faultOfThrow(call, allowanceMs));
    if (call.cpuMs > allowanceMs) {
      return fail(botFault('timeout', `used ${fmt(call.cpuMs)} ms of CPU; ${fmt(allowanceMs)} ms were left`));
    }
    const max = this.limits.maxActionChars + this.limits.logPerDecision + MAX_FAULT_TEXT;
    const envelope = readEnvelope(call.raw, max);
    if (!envelope.ok) return fail(envelope.error);
    const log = this.capLog(envelope.value.log);
    if ('fault' in envelope.value) {
      const { fault, message, stack } = envelope.value;
      if (fault === 'exception' && this.nearMemoryLimit()) {
        this.dispose();
        return fail(botFault('memory-limit', `the bot ran out of memory (limit ${this.limits.memoryMb} MB): ${message}`), log);
      }
      if (fault !== 'exception' || stack === undefined) return fail(botFault(fault, message), log);
      const mapped = this.mapper.map(stack);
      return fail(botFault('exception', message, { stack: mapped.stack, line: mapped.line, column: mapped.column }), log);
    }
    return { answer: { ok: true, value: envelope.value.action }, cpuMs: call.cpuMs, log };
  }

  /**
   * A call that threw on the host side: the bot's own throws are caught inside the isolate, so
   * this is the isolate disposed for memory, or execution terminated by the wall-clock timeout
   * (which on a loaded machine may come before the CPU allowance is spent: still a timeout).
   */
  private faultOfThrow(call: RawCall, allowanceMs: number): BotFault {
    if (this.dead) return botFault('memory-limit', `the bot went over its memory limit of ${this.limits.memoryMb} MB`);
    const wall = wallDeadlineMs(this.limits, allowanceMs);
    return botFault('timeout', `no answer within ${fmt(allowanceMs)} ms of CPU (stopped by the ${wall} ms wall-clock watchdog after ${fmt(call.cpuMs)} ms of CPU)`);
  }

  /**
   * After an exception: did the bot hit its memory limit? A failed ArrayBuffer allocation is a
   * catchable RangeError, not a disposal, so the heap (with external memory) is looked at here.
   */
  private nearMemoryLimit(): boolean {
    const heap = this.isolate.getHeapStatisticsSync();
    this.lastCpu = this.isolate.cpuTime;
    return heap.used_heap_size + heap.externally_allocated_size >= 0.85 * this.limits.memoryMb * 1024 * 1024;
  }

  /** The match-wide log cap: what is left of it, then a marker once. */
  private capLog(log: string): string {
    const cap = this.limits.logPerMatch;
    if (log.length === 0 || this.logUsed > cap) return '';
    if (this.logUsed + log.length <= cap) {
      this.logUsed += log.length;
      return log;
    }
    const kept = log.slice(0, cap - this.logUsed);
    this.logUsed = cap + 1;
    return `${kept}\n[log cut: the match log limit of ${cap} characters is reached]\n`;
  }
}

const fmt = (ms: number): string => ms.toFixed(1);

interface OpenIsolate {
  readonly isolate: ivm.Isolate;
  readonly context: ivm.Context;
  readonly bind: ivm.Reference;
  readonly callRef: ivm.Reference;
}

/** A fresh isolate with the prelude installed for this (seed, seat); disposed again if that fails. */
function openIsolate(options: StartOptions): OpenIsolate {
  const isolate = new ivm.Isolate({ memoryLimit: options.limits.memoryMb, onCatastrophicError: endProcess });
  liveIsolateCount++;
  try {
    const context = isolate.createContextSync();
    const setup = compilePrelude(isolate).runSync(context, { reference: true }) as ivm.Reference<(configJson: string) => Record<string, unknown>>;
    const config = JSON.stringify(preludeConfig(options.seed, options.seat, options.limits));
    const api = setup.applySync(undefined, [config], { result: { reference: true } });
    const bind = api.getSync('bind', { reference: true }) as ivm.Reference;
    const callRef = api.getSync('call', { reference: true }) as ivm.Reference;
    return { isolate, context, bind, callRef };
  } catch (e) {
    liveIsolateCount--;
    if (!isolate.isDisposed) isolate.dispose();
    throw e;
  }
}

/** V8's code cache for the prelude, made by the first isolate of this process. */
let preludeCache: ivm.ExternalCopy<ArrayBuffer> | undefined;

function compilePrelude(isolate: ivm.Isolate): ivm.Script {
  if (preludeCache) return isolate.compileScriptSync(PRELUDE_SOURCE, { filename: PRELUDE_FILENAME, cachedData: preludeCache });
  // isolated-vm's types leave out what compiling with produceCachedData adds to the script.
  const script: ivm.Script & ivm.CachedDataResult = isolate.compileScriptSync(PRELUDE_SOURCE, { filename: PRELUDE_FILENAME, produceCachedData: true });
  preludeCache = script.cachedData;
  return script;
}

/**
 * isolated-vm hands a string of 1024 bytes or more to the isolate as an external string, whose
 * bookkeeping (external memory accounting, finalisation at every scavenge) costs more than the
 * copy; shorter pieces are plain copies, and the prelude joins them before parsing.
 */
const PIECE = 1000;
function callArguments(phase: string, json: string): string[] {
  if (json.length < PIECE) return [phase, json];
  const args = [phase];
  for (let i = 0; i < json.length; i += PIECE) args.push(json.slice(i, i + PIECE));
  return args;
}

/**
 * isolated-vm's advice for a catastrophic error (V8 has lost control of an isolate): end the
 * process. In the child-process host the parent then charges the bot that was running.
 */
function endProcess(message: string): void {
  process.stderr.write(`isolated-vm catastrophic error: ${message}\n`);
  process.abort();
}
