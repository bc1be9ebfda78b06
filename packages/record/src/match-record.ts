/**
 * The match record: everything needed to show, check and replay a match (issue 6, section 3). A zod
 * schema as well as a type, so that records written as JSON can be read back and trusted. The match
 * runner writes it (@arena/match/run-match), the league stores it (league-record.ts), the site and
 * the command read it. `replayRecord` (replay-record.ts) re-derives the outcome from the seed and
 * the actions.
 */
import type { DealEndStep } from '@arena/engine/player';
import { z } from 'zod';
import { botFaultSchema } from '@arena/sandbox/fault';
import { sandboxLimitsSchema } from '@arena/sandbox/limits';

export const RECORD_VERSION = 1;

const seatIndex = z.number().int().nonnegative();

/** What each call into a seat's bot leaves: the CPU it took, what it logged, its fault if any. */
const callShape = {
  cpuMs: z.number().nonnegative(),
  log: z.string().optional(),
  fault: botFaultSchema.optional(),
};

export const decisionRecordSchema = z.object({
  deal: z.number().int().nonnegative(),
  seat: seatIndex,
  /** The action applied: the bot's, or the rules' default after a fault or retirement. */
  action: z.unknown(),
  by: z.enum(['bot', 'default']),
  ...callShape,
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;

export const initRecordSchema = z.object({ seat: seatIndex, ...callShape });
export type InitRecord = z.infer<typeof initRecordSchema>;

export const seatRecordSchema = z.object({
  seat: seatIndex,
  name: z.string(),
  /** `human`: a person's seat (issue 19); their decisions are `by: 'bot'` (the seat's own) or `default`. */
  kind: z.enum(['sandboxed', 'in-process', 'human']),
  /** sha256 of a sandboxed bot's source; `house:<id>` for an in-process bot. */
  identity: z.string(),
  strikes: z.number().int().nonnegative(),
  /** When the bot was retired: the number of decisions recorded before it (0 = from the start). */
  retired: z.object({ atDecision: z.number().int().nonnegative(), reason: botFaultSchema.shape.kind }).nullable(),
  cpuMs: z.number().nonnegative(),
  decisions: z.number().int().nonnegative(),
});
export type SeatRecord = z.infer<typeof seatRecordSchema>;

export const faultRecordSchema = z.object({
  seat: seatIndex,
  /** Index into `decisions`, or null for a fault while loading or in `init`. */
  decision: z.number().int().nonnegative().nullable(),
  deal: z.number().int().nonnegative().nullable(),
  fault: botFaultSchema,
});
export type FaultRecord = z.infer<typeof faultRecordSchema>;

export const dealRecordSchema = z.object({
  dealer: seatIndex,
  /** Index of the deal's first decision in `decisions`, and how many it has. */
  firstDecision: z.number().int().nonnegative(),
  decisions: z.number().int().nonnegative(),
  outcome: z.looseObject({ payoffs: z.array(z.number()), pot: z.number(), tricks: z.array(z.number()) }),
});
export type DealRecord = z.infer<typeof dealRecordSchema>;

export const matchRecordSchema = z.object({
  version: z.literal(RECORD_VERSION),
  game: z.string(),
  options: z.unknown(),
  seed: z.string(),
  seats: z.array(seatRecordSchema),
  limits: sandboxLimitsSchema,
  maxDeals: z.number().int().positive().nullable(),
  inits: z.array(initRecordSchema),
  decisions: z.array(decisionRecordSchema),
  faults: z.array(faultRecordSchema),
  deals: z.array(dealRecordSchema),
  chips: z.array(z.number()),
  /** 1 = most chips; equal chips share a rank (1, 2, 2, 4). */
  ranks: z.array(z.number().int().positive()),
});
export type MatchRecord = z.infer<typeof matchRecordSchema>;

/** The record of a deal the record player has settled. */
export function dealRecordOf(end: DealEndStep<unknown, unknown>): DealRecord {
  const { outcome } = end;
  return { dealer: end.dealer, firstDecision: end.firstDecision, decisions: end.decisions, outcome: { ...outcome, payoffs: [...outcome.payoffs], tricks: [...outcome.tricks] } };
}

/** Competition ranking by points (chips or matchpoints), most first: equal points share a rank. */
export function ranksOf(points: readonly number[]): number[] {
  return points.map((c) => 1 + points.filter((d) => d > c).length);
}

/** A record without its timings (CPU figures), to compare runs. */
export function withoutTimings(record: MatchRecord): MatchRecord {
  return {
    ...record,
    seats: record.seats.map((s) => ({ ...s, cpuMs: 0 })),
    inits: record.inits.map((i) => ({ ...i, cpuMs: 0 })),
    decisions: record.decisions.map((d) => ({ ...d, cpuMs: 0 })),
  };
}
