/**
 * The plain-JSON description of a match for `runMatchIsolated`: what a job payload or the CLI
 * holds. Bots are sources (compiled by the parent) or house bot ids.
 */
import { z } from 'zod';
import { sandboxLimitsSchema } from '@arena/sandbox/limits';

export const botSpecSchema = z.union([
  z.object({ name: z.string().min(1), source: z.string(), filename: z.string().optional() }),
  z.object({ name: z.string().min(1).optional(), house: z.string() }),
  /** A person (issue 19): `person` is their identity in the record (e.g. `person:<user id>`). */
  z.object({ name: z.string().min(1), person: z.string().min(1).max(100) }),
]);
export type BotSpec = z.infer<typeof botSpecSchema>;

export const matchSpecSchema = z.object({
  game: z.string(),
  /** Raw options: the game's `parseOptions` and `checkArenaOptions` read them. */
  options: z.unknown().optional(),
  seed: z.string().min(1),
  /** One per seat. */
  bots: z.array(botSpecSchema).min(1),
  limits: sandboxLimitsSchema.partial().optional(),
  maxDeals: z.number().int().positive().optional(),
});
export type MatchSpec = z.infer<typeof matchSpecSchema>;
