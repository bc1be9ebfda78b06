/**
 * The worker's own settings (the queue's are in @arena/jobs/env, the database's in @arena/db/env).
 * ARENA_MAX_DEALS caps the deals of every match below the league's setting (tests, benchmarks).
 * ARENA_CHALLENGE_CPU_MS is the programmers' daily challenge CPU quota (as the site reads it): a
 * comparison's next pair of challenges is refused once it is used (default CHALLENGE_RULES').
 */
import { z } from 'zod';

const schema = z.object({
  ARENA_MAX_DEALS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  ARENA_CHALLENGE_CPU_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});

export interface WorkerEnv {
  readonly maxDeals: number | undefined;
  readonly challengeCpuMsPerDay: number | undefined;
}

export function readWorkerEnv(env: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`bad environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { maxDeals: parsed.data.ARENA_MAX_DEALS, challengeCpuMsPerDay: parsed.data.ARENA_CHALLENGE_CPU_MS };
}
