/**
 * A seat's bot during one match, whatever drives it: one `decide` that never throws and reports
 * the answer (unchecked), the CPU it took and its log.
 */
import { BotSession, type CallOutcome } from '@arena/sandbox/bot-session';
import { botFault } from '@arena/sandbox/fault';
import type { SandboxLimits } from '@arena/sandbox/limits';
import type { BotInfoEnvelope, InProcessBot, ObservationEnvelope, SeatDriver } from './seat-driver.ts';

export interface SeatRuntime {
  readonly sandboxed: boolean;
  /** A person's seat: their faults (a clock run out) are recorded but never strike (seat-book.ts). */
  readonly human: boolean;
  /** A sandboxed bot gets the observation as JSON text; an in-process bot gets the object. */
  decide(observation: ObservationEnvelope, decision: number): CallOutcome;
  dispose(): void;
}

export interface SeatStart {
  /** null when the bot cannot play (did not compile or load): the seat plays the default policy. */
  readonly runtime: SeatRuntime | null;
  readonly init: CallOutcome;
}

export interface SeatContext {
  readonly seed: string;
  readonly limits: SandboxLimits;
  readonly info: BotInfoEnvelope;
}

export function startSeat(driver: SeatDriver, context: SeatContext): SeatStart {
  switch (driver.kind) {
    case 'broken':
      return { runtime: null, init: { answer: { ok: false, error: driver.fault }, cpuMs: 0, log: '' } };
    case 'in-process':
      return startInProcess(driver.create, context.info);
    case 'sandboxed': {
      const started = BotSession.start(driver.bot, { seed: context.seed, seat: context.info.seat, limits: context.limits, info: context.info });
      const session = started.session;
      if (!session) return { runtime: null, init: started.init };
      return {
        runtime: { sandboxed: true, human: false, decide: (obs) => session.decide(JSON.stringify(obs)), dispose: () => session.dispose() },
        init: started.init,
      };
    }
    case 'human': {
      const decide = driver.decide;
      const runtime: SeatRuntime = {
        sandboxed: false, human: true, dispose: () => undefined,
        decide: (obs, decision) => {
          const t0 = performance.now();
          return { answer: decide(obs, decision), cpuMs: performance.now() - t0, log: '' };
        },
      };
      return { runtime, init: { answer: { ok: true, value: null }, cpuMs: 0, log: '' } };
    }
  }
}

function startInProcess(create: () => InProcessBot, info: BotInfoEnvelope): SeatStart {
  const bot = create();
  const init = callInProcess(() => {
    bot.init?.(info);
    return null;
  });
  return { runtime: { sandboxed: false, human: false, decide: (obs) => callInProcess(() => bot.decide(obs)), dispose: () => undefined }, init };
}

function callInProcess(fn: () => unknown): CallOutcome {
  const t0 = performance.now();
  try {
    const value = fn();
    return { answer: { ok: true, value }, cpuMs: performance.now() - t0, log: '' };
  } catch (e) {
    const message = e instanceof Error ? `${e.name}: ${e.message}` : `a non-Error value was thrown: ${String(e)}`;
    return { answer: { ok: false, error: botFault('exception', message) }, cpuMs: performance.now() - t0, log: '' };
  }
}
