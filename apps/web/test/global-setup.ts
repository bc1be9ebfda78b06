/**
 * Browser and HTTP tests share one production build and one server per run (the suite must stay
 * under ~5 minutes on 2 cores): `next build` (skipped with ARENA_WEB_SKIP_BUILD=1 when a build
 * exists), a FRESH Postgres database (created here, dropped at the end), the seeded world
 * (test/support/world.ts, one round played through the sandbox), and `next start` on a free port.
 */
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '@arena/db/testing';
import { buildApp, startServer } from './support/server.ts';
import { seedWorld } from './support/world.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    world: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildApp(process.env.ARENA_WEB_SKIP_BUILD === '1');
  const db = await createTestDatabase();
  try {
    const world = await seedWorld(db.db, 1);
    const server = await startServer(db.url);
    project.provide('baseUrl', server.baseUrl);
    project.provide('databaseUrl', db.url);
    project.provide('world', JSON.stringify(world));
    return async () => {
      await server.stop();
      await db.drop();
    };
  } catch (error) {
    await db.drop();
    throw error;
  }
}
