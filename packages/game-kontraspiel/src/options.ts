/**
 * Kontraspiel options (docs/rules/kontraspiel.md, section 10), read with zod: unknown names,
 * wrong types and out-of-range values give one line naming the option. `deals` is arena-only but
 * checked in replay too. The game needs exactly 4 seats.
 */
import { parseOptionsWith } from '@arena/engine/options';
import { err, ok, type Result } from '@arena/engine/result';
import { z } from 'zod';
import type { Options } from './types.ts';

export const SEATS = 4;

const int = z.number().int();

export const optionsSchema = z.strictObject({
  ante: int.min(1).default(1),
  baseMax: int.min(1).default(4),
  startPot: int.min(0).default(0),
  startBound: z.array(z.boolean()).length(4).default([false, false, false, false]),
  wenzelTurnUp: z.enum(['automatic', 'choice']).default('automatic'),
  aceTurnUp: z.boolean().default(true),
  blindTakeBinds: z.boolean().default(true),
  announce: z.boolean().default(true),
  contra: z.boolean().default(true),
  contraExchange: z.boolean().default(true),
  recontra: z.boolean().default(true),
  deals: int.min(1).default(20),
});

// The schema's output is exactly the public `Options` type.
const _sameType: z.ZodType<Options> = optionsSchema;

export function parseOptions(raw: unknown, seats: number): Result<Options, string> {
  if (seats !== SEATS) return err(`kontraspiel is played by exactly ${SEATS} seats, got ${seats}`);
  return parseOptionsWith<Options>(optionsSchema, raw);
}

/** The arena adds no restriction of its own (rules section 11): only the seat count is checked again. */
export function checkArenaOptions(options: Options, seats: number): Result<Options, string> {
  if (seats !== SEATS) return err(`kontraspiel is played by exactly ${SEATS} seats, got ${seats}`);
  return ok(options);
}
