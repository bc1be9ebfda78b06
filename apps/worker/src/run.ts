/**
 * Runs a match worker until
 * SIGTERM or SIGINT, then closes it gracefully (running jobs finish). Needs a Postgres server
 * (DATABASE_URL): the embedded database serves one process only.
 */
import { readDbEnv } from '@arena/db/env';
import { readQueueEnv } from '@arena/jobs/env';
import { startWorker } from './worker.ts';

export async function runWorkerMain(): Promise<void> {
  if (readDbEnv().databaseUrl === undefined) {
    console.error('arena worker: DATABASE_URL is not set. Workers need a Postgres server (the embedded database serves one process); use `arena league run --local` without one.');
    process.exit(1);
  }
  const env = readQueueEnv();
  const running = startWorker({ env });
  console.log(`${new Date().toISOString()} worker ${process.pid} on ${env.redisUrl} prefix ${env.prefix}, concurrency ${env.concurrency}`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${new Date().toISOString()} ${signal}: finishing running jobs`);
    running.close().then(() => process.exit(0), (e: unknown) => {
      console.error(e);
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await running.worker.waitUntilReady();
}

