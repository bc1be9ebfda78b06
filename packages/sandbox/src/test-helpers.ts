/** Shared by the sandbox's tests: compile-or-fail and a session started with test limits. */
import { compileBot, type CompiledBot } from './compile.ts';
import { BotSession, type CallOutcome } from './bot-session.ts';
import { resolveLimits, type SandboxLimits } from './limits.ts';

export const TEST_LIMITS: SandboxLimits = resolveLimits({ decisionMs: 20, timeBankMs: 30, initMs: 200 });

/**
 * For tests about something else than CPU (memory, recursion, logs, odd answers): a call's deadline
 * is its budget plus 250 ms, and \`cpuTime\` is wall time, so on this shared machine under a load
 * average of 30-40 TEST_LIMITS stopped such bots by their time first.
 */
export const GENEROUS_CPU: Partial<SandboxLimits> = { decisionMs: 5000 };

export async function compiled(source: string, filename = 'bot.ts'): Promise<CompiledBot> {
  const result = await compileBot(source, { filename });
  if (!result.ok) throw new Error(`does not compile: ${result.error.message}`);
  return result.value;
}

interface TestStart {
  readonly seed?: string;
  readonly seat?: number;
  readonly limits?: Partial<SandboxLimits>;
}

export async function started(source: string, options: TestStart = {}) {
  const bot = await compiled(source);
  return BotSession.start(bot, {
    seed: options.seed ?? 'seed', seat: options.seat ?? 0, limits: { ...TEST_LIMITS, ...options.limits }, info: { seat: options.seat ?? 0 },
  });
}

export async function session(source: string, options: TestStart = {}): Promise<BotSession> {
  const s = await started(source, options);
  if (!s.session) throw new Error(`did not start: ${JSON.stringify(s.init.answer)}`);
  return s.session;
}

export const OBS = JSON.stringify({ game: 'toy', seat: 0, deal: 0, view: {}, legalActions: [{ type: 'pass' }] });

export function faultOf(outcome: CallOutcome) {
  if (outcome.answer.ok) throw new Error(`expected a fault, got ${JSON.stringify(outcome.answer.value)}`);
  return outcome.answer.error;
}

export function valueOf(outcome: CallOutcome): unknown {
  if (!outcome.answer.ok) throw new Error(`expected an answer, got ${JSON.stringify(outcome.answer.error)}`);
  return outcome.answer.value;
}
