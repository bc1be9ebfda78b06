/**
 * The one job type: play a scheduled league match. The payload carries only the match id; the
 * worker reads everything else (league options, seed, bots) from Postgres, so no secret or bot
 * source ever sits in Redis. The job id is the business id `match-<uuid>` (no `:`, not all
 * digits), so queueing the same match twice is a no-op.
 */
import { z } from 'zod';

export const MATCH_QUEUE = 'matches';

export const matchJobSchema = z.object({ matchId: z.uuid() });
export type MatchJob = z.infer<typeof matchJobSchema>;

export const matchJobId = (matchId: string): string => `match-${matchId}`;

/**
 * Tries of a platform fault (crash, lost worker, database unreachable), with exponential backoff:
 * 1 + 2 + 4 + 8 s between the five tries ride out a database or Redis restart of ~15 s.
 */
export const MATCH_JOB_ATTEMPTS = 5;
export const MATCH_JOB_BACKOFF_MS = 1000;
