/**
 * Browser and HTTP tests share one production build and one server per run (the suite must stay
 * under ~5 minutes on 2 cores): `next build` (skipped with ARENA_WEB_SKIP_BUILD=1 when .next is
 * fresh), a FRESH Postgres database (created here, dropped at the end), the seeded world
 * (test/support/world.ts, one round played through the sandbox), and `next start` on a free port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createTestDatabase, type TestDatabase } from '@arena/db/testing';
import { seedWorld } from './support/world.ts';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    world: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited: ${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`next start did not answer: ${log()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.ARENA_WEB_SKIP_BUILD !== '1' || !existsSync(`${WEB_DIR}/.next/BUILD_ID`)) {
    const build = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { cwd: WEB_DIR, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}\n${build.stderr}`);
  }
  let db: TestDatabase | undefined = await createTestDatabase();
  const world = await seedWorld(db.db, 1);
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['--no-node-snapshot', require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR, env: { ...process.env, DATABASE_URL: db.url, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => { output += d.toString(); });
  server.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(`${baseUrl}/ratings`, server, () => output.slice(-2000));
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', db.url);
  project.provide('world', JSON.stringify(world));
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    await db?.drop();
    db = undefined;
  };
}
