/**
 * The job types: play a scheduled league match (name `play`), or a challenge (name `challenge`).
 * A league match job: The payload carries only the match id; the
 * worker reads everything else (league options, seed, bots) from Postgres, so no secret or bot
 * source ever sits in Redis. The job id is the business id `match-<uuid>` (no `:`, not all
 * digits), so queueing the same match twice is a no-op.
 */
import { z } from 'zod';

export const MATCH_QUEUE = 'matches';

export const matchJobSchema = z.object({ matchId: z.uuid() });
export type MatchJob = z.infer<typeof matchJobSchema>;

export const matchJobId = (matchId: string): string => `match-${matchId}`;

/** A challenge (an unranked match a programmer asked for): its id only, like a match job. */
export const CHALLENGE_JOB_NAME = 'challenge';
export const challengeJobSchema = z.object({ challengeId: z.uuid() });
export type ChallengeJob = z.infer<typeof challengeJobSchema>;
export const challengeJobId = (challengeId: string): string => `challenge-${challengeId}`;

/** A table with a person (issue 19): its id only; taken before any prioritised job (a person waits). */
export const TABLE_JOB_NAME = 'table';
export const tableJobSchema = z.object({ tableId: z.uuid() });
export type TableJob = z.infer<typeof tableJobSchema>;
export const tableJobId = (tableId: string): string => `table-${tableId}`;

/** Whatever the match queue holds. */
export type ArenaJob = MatchJob | ChallengeJob | TableJob;

/**
 * Tries of a platform fault (crash, lost worker, database unreachable), with exponential backoff:
 * 1 + 2 + 4 + 8 s between the five tries ride out a database or Redis restart of ~15 s.
 */
export const MATCH_JOB_ATTEMPTS = 5;
export const MATCH_JOB_BACKOFF_MS = 1000;
