/**
 * What comes out of the prelude's `bind`/`call`: one JSON string, read on the host only after its
 * length is checked, then parsed and validated (it was produced inside the bot's isolate, where
 * the bot may have tampered with built-ins).
 */
import { z } from 'zod';
import { err, ok, type Result } from '@arena/engine/result';
import { botFault, type BotFault } from './fault.ts';

const envelopeSchema = z.union([
  z.object({ log: z.string(), action: z.unknown() }).strict(),
  z.object({
    log: z.string(),
    fault: z.enum(['exception', 'bad-output', 'compile-error']),
    message: z.string(),
    stack: z.string().optional(),
  }).strict(),
]);

export type Envelope =
  | { readonly log: string; readonly action: unknown }
  | { readonly log: string; readonly fault: 'exception' | 'bad-output' | 'compile-error'; readonly message: string; readonly stack?: string };

export function readEnvelope(raw: unknown, maxChars: number): Result<Envelope, BotFault> {
  if (typeof raw !== 'string') return err(botFault('bad-output', `the sandbox answered ${typeof raw}, not text`));
  if (raw.length > maxChars) return err(botFault('bad-output', `the answer is ${raw.length} characters; the limit is ${maxChars}`));
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return err(botFault('bad-output', 'the answer is not JSON'));
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) return err(botFault('bad-output', 'the answer is malformed'));
  return ok(parsed.data as Envelope);
}
