/**
 * Parent ↔ child of the match host. A match process is warm: it plays one match after another
 * (process-pool.ts). The parent writes one JSON job as a line of the child's stdin (and, at a table
 * with a person, one line per answer to an `ask` after it); the child writes JSON lines to fd 3 with
 * synchronous writes, so that what it wrote is in the pipe even if the process dies right after.
 * After each match's `done` the child reports its `ready` health (the isolates it still holds, its
 * heap and global names), and the parent decides whether the process may play another match.
 *
 * Two modes (see run-isolated.ts):
 * - `fast`: the records go out in batches (every `FLUSH_MS` at most); the parent's only watchdog is
 *   a deadline on the next batch. A fast job with `progressOnly` (the parent has no use for the
 *   records before the end: no live spectators) gets a `progress` line per batch instead, and the
 *   records only in `done`, so the parent reads and checks each record once (issue 20: checking
 *   every decision twice, as a line and again in `done`, cost `arena play` about 30 ms of CPU).
 *   A lost progress-only child leaves nothing to resume from: the careful child starts where the
 *   fast one did. A child that sends its records as lines leaves them out of `done` (`inits` and
 *   `decisions` are empty there): the parent has them, checked, from the lines and the resume.
 * - `careful`: a `call` line before every bot call and every record as soon as it exists: a death
 *   or stall is charged to the bot in that call.
 * In both, every bot call runs under isolated-vm's timeout (what is left of the bot's budget).
 */
import { z } from 'zod';
import { botFaultSchema } from '@arena/sandbox/fault';
import { sandboxLimitsSchema } from '@arena/sandbox/limits';
import { decisionRecordSchema, initRecordSchema, matchRecordSchema } from '@arena/record/match-record';

export const checkpointSchema = z.object({
  seat: z.number().int().nonnegative(),
  phase: z.enum(['init', 'decide']),
  decision: z.number().int().nonnegative(),
});

const compiledBotSchema = z.object({ hash: z.string(), filename: z.string(), code: z.string(), sourceMap: z.string(), mapSource: z.string() });

export const childSeatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sandboxed'), name: z.string(), bot: compiledBotSchema }),
  z.object({ kind: z.literal('house'), name: z.string(), id: z.string() }),
  z.object({ kind: z.literal('broken'), name: z.string(), identity: z.string(), fault: botFaultSchema }),
  /** A person's seat: each decision is asked of the parent (`ask`), which answers on stdin (`humanReplySchema`). */
  z.object({ kind: z.literal('human'), name: z.string(), identity: z.string() }),
]);
export type ChildSeat = z.infer<typeof childSeatSchema>;

export const childJobSchema = z.object({
  game: z.string(),
  options: z.unknown(),
  seed: z.string(),
  seats: z.array(childSeatSchema),
  mode: z.enum(['fast', 'careful']),
  /** Fast mode only: `progress` lines instead of each init and decision (see above). */
  progressOnly: z.boolean().optional(),
  limits: sandboxLimitsSchema,
  maxDeals: z.number().int().positive().optional(),
  resume: z.object({
    inits: z.array(initRecordSchema),
    decisions: z.array(decisionRecordSchema),
    kills: z.array(z.object({ checkpoint: checkpointSchema, fault: botFaultSchema })),
  }),
  /** Tests only: make the child die or hang at the first call of that seat and phase from that decision on (before the bot runs). */
  inject: z.object({ at: checkpointSchema, mode: z.enum(['abort', 'hang']) }).optional(),
});
export type ChildJob = z.infer<typeof childJobSchema>;

/** Whether the child of `job` reports progress only, its records coming once in `done` (a careful child always sends its records as lines). */
export function reportsProgressOnly(job: Pick<ChildJob, 'mode' | 'progressOnly'>): boolean {
  return job.mode === 'fast' && job.progressOnly === true;
}

/** What a warm match process reports between matches: nothing of the last match may be left. */
export const childHealthSchema = z.object({
  /** Isolates created and not yet disposed (0 after every match). */
  isolates: z.number().int().nonnegative(),
  heapUsedMb: z.number().nonnegative(),
  rssMb: z.number().nonnegative(),
  /** Own property names of the process's global object. */
  globals: z.number().int().nonnegative(),
  /** Matches this process has played. */
  matches: z.number().int().nonnegative(),
});
export type ChildHealth = z.infer<typeof childHealthSchema>;

export const childMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('call'), checkpoint: checkpointSchema }),
  z.object({ t: z.literal('init'), record: initRecordSchema }),
  z.object({ t: z.literal('decision'), record: decisionRecordSchema }),
  /** A progress-only fast child's batch: how many decisions the match has now (resumed ones included), and the deal of the last. */
  z.object({ t: z.literal('progress'), decisions: z.number().int().nonnegative(), deal: z.number().int().nonnegative() }),
  z.object({ t: z.literal('done'), record: matchRecordSchema }),
  z.object({ t: z.literal('error'), message: z.string() }),
  /** Sent right after `done`, in the same write: the process is ready for the next job. */
  z.object({ t: z.literal('ready'), health: childHealthSchema }),
  /** A person's decision is wanted: their observation (their seat's view only) and the decision's index. */
  z.object({
    t: z.literal('ask'), seat: z.number().int().nonnegative(), decision: z.number().int().nonnegative(),
    observation: z.object({ game: z.string(), seat: z.number(), deal: z.number(), view: z.unknown(), legalActions: z.array(z.unknown()) }),
  }),
]);
export type ChildMessage = z.infer<typeof childMessageSchema>;

/** The parent's answer to an `ask`, one JSON line on the child's stdin: the person's action, or their clock ran out. */
export const humanReplySchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('answer'), action: z.unknown() }),
  z.object({ t: z.literal('timeout'), ms: z.number().int().nonnegative() }),
]);
export type HumanReply = z.infer<typeof humanReplySchema>;

export const PROGRESS_FD = 3;
/** Longest time a fast child keeps finished records before it writes them, ms. */
export const FLUSH_MS = 50;
