/**
 * A test file's database and queue for worker processes: the database is created before the file's
 * tests; after them the worker (when `start` ran) is stopped, the queue's keys and the database
 * removed (`stopWorkerProcess`), or only the database dropped when no worker was started.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@arena/db/testing';
import type { QueueEnv } from '@arena/jobs/env';
import { freshPrefix, queueEnvFor, startWorkerProcess, stopWorkerProcess, type WorkerProcess, type WorkerProcessOptions } from './support.ts';

export interface WorkerTestBed {
  /** The test database (from `beforeAll` on). */
  readonly t: Omit<TestDatabase, 'drop'>;
  readonly env: QueueEnv;
  /** Starts a worker on this database and queue; the bed stops it after the file's tests. */
  readonly start: (options?: Omit<WorkerProcessOptions, 'databaseUrl' | 'prefix'>) => WorkerProcess;
}

export function workerTestBed(): WorkerTestBed {
  const env = queueEnvFor(freshPrefix());
  let db: TestDatabase | undefined;
  let worker: WorkerProcess | undefined;
  beforeAll(async () => { db = await createTestDatabase(); }, 60_000);
  afterAll(async () => {
    if (!db) return;
    if (worker) await stopWorkerProcess(worker, env, db);
    else await db.drop();
  }, 60_000);
  const created = (): TestDatabase => {
    if (!db) throw new Error('the test database exists only from beforeAll on');
    return db;
  };
  return {
    t: { get db() { return created().db; }, get url() { return created().url; }, get name() { return created().name; } },
    env,
    start: (options = {}) => {
      worker = startWorkerProcess({ ...options, databaseUrl: created().url, prefix: env.prefix });
      return worker;
    },
  };
}
