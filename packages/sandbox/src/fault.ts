/**
 * Every way a bot can fail, as data (STYLE.md 10). A fault never fails the match: the seat gets the
 * rules' default action and a strike (the match runner's policy).
 */
import { z } from 'zod';

export const FAULT_KINDS = [
  'compile-error', // the source does not bundle (syntax, types of import, size, no `decide`)
  'exception', // the bot threw (any value)
  'timeout', // CPU budget and time bank spent, or the wall-clock watchdog fired
  'memory-limit', // the isolate went over its heap limit and was disposed
  'bad-output', // the answer is not JSON, too long, a Promise, or not an action of the game
  'illegal-action', // a well-formed action that the rules forbid now
  'crash', // the process running the match died or stalled while this bot was deciding
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const botFaultSchema = z.object({
  kind: z.enum(FAULT_KINDS),
  message: z.string(),
  /** 1-based line and column in the bot's own source, when known. */
  line: z.number().int().positive().optional(),
  column: z.number().int().positive().optional(),
  /** The stack mapped to the bot's source (exceptions only). */
  stack: z.string().optional(),
});

export type BotFault = z.infer<typeof botFaultSchema>;

export function botFault(kind: FaultKind, message: string, where: { line?: number; column?: number; stack?: string } = {}): BotFault {
  return { kind, message, ...where };
}

/** Faults after which the bot is retired at once (its isolate, or its process, is gone). */
export function isFatal(kind: FaultKind): boolean {
  return kind === 'memory-limit' || kind === 'crash' || kind === 'compile-error';
}
