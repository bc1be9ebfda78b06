/**
 * What comes out of the prelude's `bind`/`call`: one string (`A` + an action's JSON, or a JSON
 * envelope with the log or a fault), read on the host only after its
 * length is checked, then parsed and validated by hand (a zod union costs more than the call
 * itself on the hot path). It was produced inside the bot's isolate, where the bot may have
 * tampered with built-ins, so nothing about its shape is assumed.
 */
import { err, ok, type Result } from '@arena/engine/result';
import { botFault, type BotFault } from './fault.ts';

const ENVELOPE_FAULTS = ['exception', 'bad-output', 'compile-error'] as const;
type EnvelopeFault = (typeof ENVELOPE_FAULTS)[number];

export type Envelope =
  | { readonly log: string; readonly action: unknown }
  | { readonly log: string; readonly fault: EnvelopeFault; readonly message: string; readonly stack?: string };

/** `A` + JSON: an action and no log (the prelude's fast path). */
const ACTION_ONLY = 'A'.charCodeAt(0);

const malformed = (): Result<never, BotFault> => err(botFault('bad-output', 'the answer is malformed'));

export function readEnvelope(raw: unknown, maxChars: number): Result<Envelope, BotFault> {
  if (typeof raw !== 'string') return err(botFault('bad-output', `the sandbox answered ${typeof raw}, not text`));
  if (raw.length > maxChars) return err(botFault('bad-output', `the answer is ${raw.length} characters; the limit is ${maxChars}`));
  let json: unknown;
  try {
    if (raw.charCodeAt(0) === ACTION_ONLY) return ok({ log: '', action: JSON.parse(raw.slice(1)) as unknown });
    json = JSON.parse(raw);
  } catch {
    return err(botFault('bad-output', 'the answer is not JSON'));
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return malformed();
  const o = json as Record<string, unknown>;
  if (typeof o.log !== 'string') return malformed();
  if ('action' in o) return ok({ log: o.log, action: o.action });
  const { fault, message, stack } = o;
  if (!ENVELOPE_FAULTS.includes(fault as EnvelopeFault) || typeof message !== 'string') return malformed();
  if (stack !== undefined && typeof stack !== 'string') return malformed();
  return ok({ log: o.log, fault: fault as EnvelopeFault, message, ...(stack === undefined ? {} : { stack }) });
}
