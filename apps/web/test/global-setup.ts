/**
 * Browser and HTTP tests share one production build and one server per run (the suite must stay
 * under ~5 minutes on 2 cores): `next build` (skipped with ARENA_WEB_SKIP_BUILD=1 when a build
 * exists), a FRESH Postgres database (created here, dropped at the end), the seeded world
 * (test/support/world.ts, one round played through the sandbox), and the site's server (server.ts) on a free port.
 * The server's rate limits count under a fresh Redis key prefix, and its live streams are read under
 * a fresh queue prefix; both are deleted at the end. The site's mails go to a real SMTP server on
 * 127.0.0.1 started here (test/support/mailbox.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '@arena/db/testing';
import { startMailbox } from './support/mailbox.ts';
import { buildApp, startServer } from './support/server.ts';
import { seedWorld } from './support/world.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    world: string;
    /** The queue prefix the server reads live streams under (tests that play matches publish there). */
    queuePrefix: string;
    /** Where the run's SMTP server keeps the mails the site sent (test/support/mailbox.ts). */
    mailDir: string;
    /** The site's server process (tests that read the CPU it spends, test/support/alike-in-cpu.ts). */
    serverPid: number;
  }
}

async function dropRateKeys(prefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildApp(process.env.ARENA_WEB_SKIP_BUILD === '1');
  const ratePrefix = `arena-rate-test-${randomBytes(4).toString('hex')}`;
  process.env.ARENA_RATE_PREFIX = ratePrefix; // read by the site's server (startServer passes the environment)
  const queuePrefix = `test-live-${randomBytes(4).toString('hex')}`;
  process.env.ARENA_QUEUE_PREFIX = queuePrefix;
  const mailDir = await mkdtemp(join(tmpdir(), 'arena-mail-'));
  const mailbox = await startMailbox(mailDir);
  process.env.ARENA_SMTP_URL = mailbox.url; // the site sends its mails there, as to a real server
  const db = await createTestDatabase();
  try {
    const world = await seedWorld(db.db, 1);
    const server = await startServer(db.url);
    project.provide('baseUrl', server.baseUrl);
    project.provide('databaseUrl', db.url);
    project.provide('world', JSON.stringify(world));
    project.provide('queuePrefix', queuePrefix);
    project.provide('mailDir', mailDir);
    project.provide('serverPid', server.pid ?? 0);
    return async () => {
      await server.stop();
      await mailbox.stop();
      await rm(mailDir, { recursive: true, force: true });
      await db.drop();
      await dropRateKeys(ratePrefix);
      await dropRateKeys(queuePrefix);
    };
  } catch (error) {
    await db.drop();
    await mailbox.stop();
    await rm(mailDir, { recursive: true, force: true });
    throw error;
  }
}
