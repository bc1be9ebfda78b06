/**
 * The resource limits of a sandboxed bot (issue 6, section 2). CPU figures are milliseconds of
 * `isolate.cpuTime`, which stays honest under load as long as no more isolates run than cores
 * (the machine-wide match slots of `@arena/match/host/slots`).
 */
import { z } from 'zod';

export const sandboxLimitsSchema = z.object({
  /** Heap limit of the isolate, MB (isolated-vm's `memoryLimit`, minimum 8). */
  memoryMb: z.number().int().min(8).max(1024),
  /** CPU per decision before the time bank is drawn on, ms. */
  decisionMs: z.number().positive().max(60_000),
  /** Extra CPU across all decisions of a match, ms. */
  timeBankMs: z.number().nonnegative().max(600_000),
  /** CPU for loading the bot and running `init`, ms. */
  initMs: z.number().positive().max(60_000),
  /** Bot log kept per decision, characters (the rest is cut with a marker). */
  logPerDecision: z.number().int().nonnegative(),
  /** Bot log kept per match, characters. */
  logPerMatch: z.number().int().nonnegative(),
  /** Longest JSON text of an action that is read out of the isolate, characters. */
  maxActionChars: z.number().int().positive(),
  /**
   * The wall-clock watchdog of a call is `wallFactor` times its CPU allowance plus `wallSlackMs`.
   * isolated-vm's `cpuTime` is the wall time spent in the isolate (descheduled time included), so a
   * factor above 1 buys a bot nothing: a call past its allowance is a timeout either way. The
   * default is 1 plus a small slack, which bounds what an overrunning call costs the platform.
   */
  wallFactor: z.number().min(1).max(10),
  wallSlackMs: z.number().nonnegative().max(60_000),
});

export type SandboxLimits = z.infer<typeof sandboxLimitsSchema>;

export const DEFAULT_LIMITS: SandboxLimits = {
  memoryMb: 64,
  decisionMs: 100,
  timeBankMs: 2000,
  initMs: 1000,
  logPerDecision: 1024,
  logPerMatch: 64 * 1024,
  maxActionChars: 16 * 1024,
  wallFactor: 1,
  wallSlackMs: 250,
};

/** The defaults with some limits overridden. */
export function resolveLimits(partial: Partial<SandboxLimits> = {}): SandboxLimits {
  return sandboxLimitsSchema.parse({ ...DEFAULT_LIMITS, ...partial });
}

/** The wall-clock deadline of a call that may use `cpuMs` of CPU. */
export function wallDeadlineMs(limits: SandboxLimits, cpuMs: number): number {
  return Math.ceil(cpuMs * limits.wallFactor + limits.wallSlackMs);
}
