/**
 * A person's decisions between the site and the worker that plays their table (issue 19), in
 * Redis under the queue prefix:
 * - `<prefix>:human:<match>:ask`: the decision wanted now (seat, index, the person's observation,
 *   the deadline), set by the worker while it waits; the site shows it to that person only, so a
 *   reloaded page or a new connection finds it again and takes the seat back;
 * - `<prefix>:human:<match>:answers`: a list the site pushes `{ decision, action }` onto; the
 *   worker takes it with BLPOP until the person's clock runs out. An answer for another decision
 *   (late, or sent twice) is dropped.
 * The worker's runner checks the action like any bot's answer; the site checks it against the
 * legal actions first, for the person's sake.
 */
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { QueueEnv } from './env.ts';

export const DEFAULT_CLOCK_MS = 60_000;

export const askKey = (prefix: string, matchId: string): string => `${prefix}:human:${matchId}:ask`;
export const answersKey = (prefix: string, matchId: string): string => `${prefix}:human:${matchId}:answers`;

export interface PersonAsk {
  readonly seat: number;
  readonly decision: number;
  readonly observation: { readonly game: string; readonly legalActions: readonly unknown[] };
}

export const pendingAskSchema = z.object({
  seat: z.number().int().nonnegative(),
  decision: z.number().int().nonnegative(),
  observation: z.looseObject({ game: z.string(), legalActions: z.array(z.unknown()) }),
  /** Epoch ms when the clock runs out, and the clock's length. */
  deadline: z.number(),
  clockMs: z.number().int().positive(),
});
export type PendingAsk = z.infer<typeof pendingAskSchema>;

const answerSchema = z.object({ decision: z.number().int().nonnegative(), action: z.unknown() });

export type PersonReply = { readonly t: 'answer'; readonly action: unknown } | { readonly t: 'timeout'; readonly ms: number };

/**
 * The worker's side: publishes the ask and waits for the person's answer until their clock runs
 * out. `redis` must be a connection of its own (BLPOP blocks it).
 */
export async function waitForPerson(redis: Redis, prefix: string, matchId: string, ask: PersonAsk, clockMs = DEFAULT_CLOCK_MS, now: () => number = Date.now): Promise<PersonReply> {
  const deadline = now() + clockMs;
  const pending: PendingAsk = { ...ask, observation: { ...ask.observation, legalActions: [...ask.observation.legalActions] }, deadline, clockMs };
  await redis.set(askKey(prefix, matchId), JSON.stringify(pending), 'PX', clockMs + 60_000);
  try {
    for (let left = deadline - now(); left > 0; left = deadline - now()) {
      const popped = await redis.blpop(answersKey(prefix, matchId), Math.max(0.01, left / 1000));
      if (!popped) continue;
      let raw: unknown;
      try {
        raw = JSON.parse(popped[1]);
      } catch {
        continue;
      }
      const answer = answerSchema.safeParse(raw);
      if (answer.success && answer.data.decision === ask.decision) return { t: 'answer', action: answer.data.action };
    }
    return { t: 'timeout', ms: clockMs };
  } finally {
    await redis.del(askKey(prefix, matchId));
  }
}

/** The site's side: the decision the person's table waits for now, if any. */
export async function readPendingAsk(redis: Redis, prefix: string, matchId: string): Promise<PendingAsk | null> {
  const text = await redis.get(askKey(prefix, matchId));
  if (text === null) return null;
  const parsed = pendingAskSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** The site's side: the person's action for decision `decision`. */
export async function answerPerson(redis: Redis, prefix: string, matchId: string, decision: number, action: unknown): Promise<void> {
  const key = answersKey(prefix, matchId);
  await redis.multi().rpush(key, JSON.stringify({ decision, action })).expire(key, 3600).exec();
}

export interface PersonAsker {
  /** What the match host calls for each of the person's decisions (`IsolatedOptions.human`). */
  readonly ask: (ask: PersonAsk) => Promise<PersonReply>;
  close(): Promise<void>;
}

/** The worker's asker for the person at table `tableId`: one connection of its own (BLPOP blocks it), the clock per decision. */
export function openPersonAsker(env: Pick<QueueEnv, 'redisUrl' | 'prefix'>, tableId: string, clockMs = DEFAULT_CLOCK_MS): PersonAsker {
  const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', () => undefined);
  return {
    ask: (ask) => waitForPerson(redis, env.prefix, tableId, ask, clockMs),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
