/**
 * Live progress of a match while the host plays it (issue 19): what the match host reports, as the
 * records of the match appear, to whoever publishes it (the worker writes a Redis stream per
 * match, @arena/jobs/live; the site reads it). The host reports from its one deal loop, the
 * child's `runMatch` (run-isolated.ts forwards the decisions its child sends): nothing is played
 * twice. A sink must not throw: live spectating is a view, never a reason for a match to fail.
 *
 * `LiveHeader` is what the site needs, beside the decisions, to rebuild the table with the engine
 * (`liveRecord`, live-record.ts). It holds the match seed, so it never leaves the servers: the site
 * sends views built from it, never the header itself.
 */
import { z } from 'zod';
import { sandboxLimitsSchema, type SandboxLimits } from '@arena/sandbox/limits';
import { decisionRecordSchema, type DecisionRecord } from '@arena/record/match-record';

export const liveHeaderSchema = z.object({
  game: z.string(),
  options: z.unknown(),
  seed: z.string(),
  /** Seat names in seat order. */
  seats: z.array(z.string()).min(1).max(8),
  limits: sandboxLimitsSchema,
  maxDeals: z.number().int().positive().nullable(),
});
export type LiveHeader = z.infer<typeof liveHeaderSchema>;

/** One event of a match's live stream (one stream per duplicate rotation). */
export const liveEventSchema = z.discriminatedUnion('t', [
  /** The match (re)starts: a retried job starts again from nothing. */
  z.object({ t: z.literal('start'), header: liveHeaderSchema }),
  /** Decision `index` (0-based, in match order) was taken. */
  z.object({ t: z.literal('decision'), index: z.number().int().nonnegative(), record: decisionRecordSchema }),
  /** The match is recorded (its replay exists), or will never be (`void`). */
  z.object({ t: z.literal('end'), status: z.enum(['done', 'void']) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

export interface LiveSink {
  start(header: LiveHeader): void;
  decision(index: number, record: DecisionRecord): void;
}

export function liveHeaderOf(job: { game: string; options: unknown; seed: string; seats: readonly { name: string }[]; limits: SandboxLimits; maxDeals?: number | undefined }): LiveHeader {
  return { game: job.game, options: job.options, seed: job.seed, seats: job.seats.map((s) => s.name), limits: job.limits, maxDeals: job.maxDeals ?? null };
}

/** Where a match's live events go, per duplicate rotation (the worker's Redis streams). */
export interface LiveChannel {
  publish(rotation: number, event: LiveEvent): void;
}

/** The host's sink for one rotation of a channel. */
export function liveSinkOf(channel: LiveChannel, rotation: number): LiveSink {
  return {
    start: (header) => channel.publish(rotation, { t: 'start', header }),
    decision: (index, record) => channel.publish(rotation, { t: 'decision', index, record }),
  };
}
