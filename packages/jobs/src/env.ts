/**
 * The queue side's environment, validated once (the only place that reads process.env here).
 * REDIS_URL selects Redis (default redis://127.0.0.1:6379); ARENA_QUEUE_PREFIX namespaces every
 * queue key (tests use a fresh prefix per run); ARENA_WORKER_CONCURRENCY defaults to the cores.
 * ARENA_WORKER_LOCK_MS is how long a worker's lock on a job lasts without renewal (it is renewed
 * every half of it while the job runs): after a worker dies, its jobs are taken over by another
 * worker within about this time plus ARENA_WORKER_STALLED_MS (how often workers look for them).
 * ARENA_SCHEDULER_MS is how often the workers' scheduler ticks (continuous leagues topped up, lost
 * jobs queued again; default 5000, 0 turns it off in that process); ARENA_LADDER_QUEUE is how many
 * open routine matches a continuous league keeps (placement tables as many again; default 8).
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const schema = z.object({
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  ARENA_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').default('arena'),
  ARENA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  ARENA_WORKER_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  ARENA_WORKER_STALLED_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  ARENA_SCHEDULER_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  ARENA_LADDER_QUEUE: z.coerce.number().int().min(1).max(1000).default(8),
});

export interface QueueEnv {
  readonly redisUrl: string;
  readonly prefix: string;
  readonly concurrency: number;
  readonly lockMs: number;
  readonly stalledMs: number;
  readonly schedulerMs: number;
  readonly ladderQueue: number;
}

export function readQueueEnv(env: NodeJS.ProcessEnv = process.env): QueueEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`bad environment: ${issue ? `${issue.path.join('.')}: ${issue.message}` : parsed.error.message}`);
  }
  return {
    redisUrl: parsed.data.REDIS_URL,
    prefix: parsed.data.ARENA_QUEUE_PREFIX,
    concurrency: parsed.data.ARENA_WORKER_CONCURRENCY ?? availableParallelism(),
    lockMs: parsed.data.ARENA_WORKER_LOCK_MS,
    stalledMs: parsed.data.ARENA_WORKER_STALLED_MS,
    schedulerMs: parsed.data.ARENA_SCHEDULER_MS,
    ladderQueue: parsed.data.ARENA_LADDER_QUEUE,
  };
}
