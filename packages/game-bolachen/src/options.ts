/**
 * Bolachen's options (rules file, "Options"), read with zod: unknown names, wrong types and values
 * out of range give one line naming the option.
 */
import { parseOptionsWith } from '@arena/engine/options';
import { err, ok, type Result } from '@arena/engine/result';
import { z } from 'zod';
import type { Options } from './types.ts';

export const optionsSchema = z.strictObject({
  stake: z.int().min(1).default(1),
  cardDemand: z.boolean().default(true),
  defenderExemption: z.boolean().default(true),
  matchDeals: z.int().positive().multipleOf(3).default(12),
});

export const SEATS = 3;

function checkSeats(seats: number): Result<true, string> {
  return seats === SEATS ? ok(true) : err(`bolachen is played by exactly ${SEATS} players, got ${seats}`);
}

/** `undefined`/`null` give all defaults; an option not named takes its default. */
export function parseOptions(raw: unknown, seats: number): Result<Options, string> {
  const s = checkSeats(seats);
  if (!s.ok) return s;
  return parseOptionsWith<Options>(optionsSchema, raw);
}

/** The arena adds no restriction of its own: every valid option set may be played. */
export function checkArenaOptions(options: Options, seats: number): Result<Options, string> {
  const s = checkSeats(seats);
  if (!s.ok) return s;
  const again = optionsSchema.safeParse(options);
  return again.success ? ok(options) : err(`invalid options: ${again.error.issues[0]?.message ?? 'unknown'}`);
}
