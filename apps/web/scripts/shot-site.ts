/**
 * What the screenshot scripts share: a fresh database, the built site on it (server.ts, its live
 * streams under a fresh queue prefix), chromium, the output folder (docs/screenshots, or
 * ARENA_SHOTS_DIR), and `close`, which stops them all and deletes the prefix's Redis keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createTestDatabase } from '@arena/db/testing';
import { launch } from '@/test/support/browser';
import { buildApp, startServer, WEB_DIR } from '@/test/support/server';

export async function openShotSite() {
  const out = process.env.ARENA_SHOTS_DIR ?? join(WEB_DIR, '..', '..', 'docs', 'screenshots');
  mkdirSync(out, { recursive: true });
  const queuePrefix = `shots-${randomBytes(4).toString('hex')}`;
  process.env.ARENA_QUEUE_PREFIX = queuePrefix; // read by the site's server
  buildApp(true);
  const db = await createTestDatabase();
  const server = await startServer(db.url);
  const browser = await launch();
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const close = async (): Promise<void> => {
    await browser.close();
    await server.stop();
    await db.drop();
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  };
  return { out, queuePrefix, db, server, browser, redis, close };
}
