/**
 * The queue side's environment, validated once (the only place that reads process.env here).
 * REDIS_URL selects Redis (default redis://127.0.0.1:6379); ARENA_QUEUE_PREFIX namespaces every
 * queue key (tests use a fresh prefix per run); ARENA_WORKER_CONCURRENCY defaults to the cores.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const schema = z.object({
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  ARENA_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').default('arena'),
  ARENA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
});

export interface QueueEnv {
  readonly redisUrl: string;
  readonly prefix: string;
  readonly concurrency: number;
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
  };
}
