/**
 * Lupfen options (docs/rules/lupfen.md, section 10), read once with zod: unknown names, wrong types,
 * values out of range and the stated constraints (`seats × ante` a multiple of 3, `schieben` only
 * with a dealer fee) give one line naming the option. The arena adds its own restrictions (section 11).
 */
import { z } from 'zod';
import { parseOptionsWith } from '@arena/engine/options';
import { err, ok, type Result } from '@arena/engine/result';
import type { Options } from './types.ts';

const flag = z.boolean().default(false);
const multipleOf3 = (fallback: number) =>
  z.int().min(0).multipleOf(3, { message: 'must be a multiple of 3' }).default(fallback);

export const optionsSchema = z.strictObject({
  ante: z.int().min(1).default(3),
  dealerFee: multipleOf3(0),
  schieben: flag,
  heartsCompulsory: flag,
  twoAcesMustLupf: flag,
  blindLupf: flag,
  passIsFinal: flag,
  payLimit: multipleOf3(60),
  startPot: multipleOf3(0),
  matchRounds: z.int().min(1).default(6),
  extraRounds: z.int().min(0).default(3),
});

// The schema's output is exactly the public `Options` type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameOptions: Same<z.output<typeof optionsSchema>, Options> = true;

export const DEFAULT_OPTIONS: Options = optionsSchema.parse({});

export function parseOptions(raw: unknown, seats: number): Result<Options, string> {
  const parsed = parseOptionsWith(optionsSchema, raw);
  if (!parsed.ok) return parsed;
  const o = parsed.value;
  if ((seats * o.ante) % 3 !== 0) {
    return err(`option ante: seats × ante must be a multiple of 3, got ${seats} × ${o.ante}`);
  }
  if (o.schieben && o.dealerFee === 0) return err('option schieben: requires dealerFee > 0');
  return ok(o);
}

/** The arena's restrictions (section 11): a capped loss payment and an empty pot at the start. */
export function checkArenaOptions(options: Options, seats: number): Result<Options, string> {
  const parsed = parseOptions(options, seats);
  if (!parsed.ok) return parsed;
  if (options.payLimit === 0) return err('option payLimit: must be > 0 in an arena match');
  if (options.startPot !== 0) return err('option startPot: must be 0 in an arena match');
  return parsed;
}
