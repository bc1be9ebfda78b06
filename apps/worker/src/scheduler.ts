/**
 * The scheduler inside every worker process (so there is no extra daemon to forget): every
 * ARENA_SCHEDULER_MS it runs `tickArena` (continuous leagues topped up, finished leagues
 * withdrawn, lost jobs queued again) when no other worker is ticking at that moment (a Postgres
 * advisory lock held for the tick, so N workers make one scheduler). Kept in Postgres and plain
 * timers rather than a BullMQ job scheduler on purpose: a Redis that lost its data would have lost
 * that scheduler too, and refilling a lost queue is one of the tick's jobs. A tick that fails
 * (Postgres or Redis down) is logged and the next one tries again.
 */
import { openDatabase, type Db } from '@arena/db/client';
import type { QueueEnv } from '@arena/jobs/env';
import { openMatchQueue, type MatchQueue } from '@arena/jobs/queue';
import { tickArena, type TickReport } from '@arena/league/tick';

/** Advisory lock class of "the arena's scheduler tick" (pg_try_advisory_xact_lock(class, 0)). */
const TICK_LOCK_CLASS = 0x61726e74; // 'arnt'

export interface RunningScheduler {
  close(): Promise<void>;
}

async function tickOnce(db: Db, queue: MatchQueue, bound: number): Promise<TickReport | null> {
  return db.sql.begin(async (tx) => {
    const [row] = await tx<{ locked: boolean }[]>`select pg_try_advisory_xact_lock(${TICK_LOCK_CLASS}::int, 0) as locked`;
    if (row?.locked !== true) return null;
    return tickArena(db, queue, { bound });
  });
}

export function startScheduler(env: QueueEnv, log: (line: string) => void): RunningScheduler {
  if (env.schedulerMs === 0) return { close: () => Promise.resolve() };
  let db: Promise<Db> | undefined;
  const queue = openMatchQueue(env);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const tick = async (): Promise<void> => {
    try {
      db ??= openDatabase({ max: 3 }).catch((e: unknown) => { db = undefined; throw e; });
      const report = await tickOnce(await db, queue, env.ladderQueue);
      if (report && report.scheduled + report.requeued + report.withdrawn > 0) {
        log(`scheduler: ${report.scheduled} tables scheduled, ${report.requeued} jobs queued again, ${report.withdrawn} rounds withdrawn`);
      }
    } catch (e) {
      log(`scheduler tick failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const loop = (): void => {
    if (closed) return;
    running = tick().finally(() => { if (!closed) timer = setTimeout(loop, env.schedulerMs); });
  };
  timer = setTimeout(loop, Math.min(env.schedulerMs, 1000));
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
      await queue.close();
      const conn = await db?.catch(() => undefined);
      await conn?.close();
    },
  };
}
