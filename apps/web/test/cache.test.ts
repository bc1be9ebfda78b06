/**
 * Caches follow the data: a page cached by a server on one database is never served by a server
 * started later on another (the ISR cache stays in memory, nothing of it is left in .next), and the
 * site's start script (`npm run start`) listens on `PORT`.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLeague } from '@arena/db/leagues';
import { createTestDatabase, type TestDatabase } from '@arena/db/testing';
import { createUser } from '@arena/db/users';
import { freePort, WEB_DIR } from './support/server.ts';

const SLUG = 'cache-probe';
const databases: TestDatabase[] = [];

/** A fresh database whose league `cache-probe` is called `name`. */
async function databaseWithLeague(name: string): Promise<TestDatabase> {
  const t = await createTestDatabase();
  databases.push(t);
  const organiser = await createUser(t.db, { name: 'probe', email: 'probe@example.org', passwordHash: '!' });
  if (!organiser.ok) throw new Error(organiser.error);
  const league = await createLeague(t.db, {
    name, slug: SLUG, game: 'lupfen', seatsPerTable: 3, dealsPerMatch: 3, timeLimitMs: 100, memoryLimitMb: 64, targetRounds: 1,
    organiserId: organiser.value.id, state: 'open',
  });
  if (!league.ok) throw new Error(league.error);
  return t;
}

/** `npm run start` (the site's start script) with PORT and DATABASE_URL; resolves once it answers, with a stop function. */
async function startScript(databaseUrl: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn('npm', ['run', 'start'], {
    cwd: WEB_DIR, detached: true, stdio: 'ignore', env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM'); // npm, sh and next: the process group this test started
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 300))) {
    if (child.exitCode !== null) throw new Error(`npm run start exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run start did not answer on PORT=${port}`);
    }
    try {
      if ((await fetch(`${baseUrl}/ratings`)).status < 500) return { baseUrl, stop };
    } catch {
      // not up yet
    }
  }
}

async function leagueTitle(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/leagues/${SLUG}`)).text();
  return /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '(no h1)';
}

/** The rendered pages (.html, .rsc, .body) under .next that contain `text`. */
async function pagesOnDiskWith(text: string): Promise<string[]> {
  const files = await readdir(join(WEB_DIR, '.next'), { recursive: true });
  const pages = files.filter((f) => /\.(html|rsc|body)$/.test(f));
  const hits = await Promise.all(pages.map(async (f) => ((await readFile(join(WEB_DIR, '.next', f), 'utf8')).includes(text) ? f : null)));
  return hits.filter((f) => f !== null);
}

let first: TestDatabase;
let second: TestDatabase;
beforeAll(async () => {
  first = await databaseWithLeague('Probe on the first database');
  second = await databaseWithLeague('Probe on the second database');
});
afterAll(async () => {
  for (const t of databases) await t.drop();
});

describe('caches and the database', () => {
  test('a server on another database never serves the pages a previous server cached; npm run start honours PORT', async () => {
    const a = await startScript(first.url);
    try {
      expect(await leagueTitle(a.baseUrl)).toBe('Probe on the first database');
      expect(await leagueTitle(a.baseUrl)).toBe('Probe on the first database'); // a second request, which any page cache would answer
    } finally {
      await a.stop();
    }
    expect(await pagesOnDiskWith('Probe on the first database')).toEqual([]);
    const b = await startScript(second.url);
    try {
      expect(await leagueTitle(b.baseUrl)).toBe('Probe on the second database');
    } finally {
      await b.stop();
    }
  });
});
