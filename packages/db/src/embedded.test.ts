/**
 * The embedded PGlite path, end to end with the same queries as the server tests. PGlite costs
 * ~2 s and ~0.5 GB, so the whole file shares ONE instance (opened in beforeAll).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Db } from './client.ts';
import { acquireLock, EmbeddedDatabaseBusyError } from './embedded.ts';
import { getLadder } from './ratings.ts';
import { getMatchPage } from './match-pages.ts';
import { claimMatch, recordMatchResult } from './matches.ts';
import { appliedMigrations, loadMigrations, migrate } from './migrate.ts';
import { createRound, getRoundProgress } from './rounds.ts';
import { makeWorld, unwrap } from './test-support.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'arena-pglite-'));
let db: Db;

beforeAll(async () => {
  db = await openDatabase({ databaseUrl: null, dataDir });
}, 120_000);

afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PGlite database', () => {
  test('opens in <dataDir>/pglite behind a lock file naming this process and its port', async () => {
    expect(db.mode).toBe('embedded');
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const { readFile } = await import('node:fs/promises');
    const lock = JSON.parse(await readFile(join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number; port: number };
    expect(lock.pid).toBe(process.pid);
    expect(lock.port).toBeGreaterThan(0);
    const [row] = await db.sql<{ version: string }[]>`select version()`;
    expect(row?.version).toMatch(/PGlite/);
  });

  test('migrations apply, concurrently and idempotently', async () => {
    const reports = await Promise.all([migrate(db), migrate(db)]);
    const total = (await loadMigrations()).length;
    expect(reports.map((r) => r.applied.length).sort()).toEqual([0, total]);
    expect(await appliedMigrations(db)).toHaveLength(total);
  });

  test('concurrent queries and transactions queue on the single connection', async () => {
    const queries = Array.from({ length: 20 }, (_, i) => db.sql<{ n: number }[]>`select ${i}::int8 + 1 as n`);
    const transactions = Array.from({ length: 5 }, (_, i) =>
      db.sql.begin(async (tx) => {
        await tx`create temporary table if not exists t_queue (n int) on commit drop`;
        await tx`insert into t_queue values (${i})`;
        const [row] = await tx<{ n: number }[]>`select count(*) as n from t_queue`;
        return row?.n;
      }),
    );
    const [rows, counts] = await Promise.all([Promise.all(queries), Promise.all(transactions)]);
    expect(rows.map((r) => r[0]?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(counts).toEqual([1, 1, 1, 1, 1]);
  });

  test('the worker flow runs unchanged: round, claim, exactly-once record, ladder, match page', async () => {
    const world = await makeWorld(db);
    const [a, b, c] = world.entryIds as [number, number, number];
    const { round, matchIds } = unwrap(
      await createRound(db, { leagueId: world.league.id, seedCommitment: 'c', tables: [{ seed: 's0', seating: [a, b, c] }] }),
    );
    const id = matchIds[0] ?? '';
    const claimed = unwrap(await claimMatch(db, id));
    const results = claimed.match.seating.map((entryId, seat) => ({ entryId, seat, chips: 10 - 10 * seat, rank: seat + 1, faults: 0, cpuMs: 2 }));
    const ratings = claimed.match.seating.map((entryId, i) => ({
      entryId, rating: 1500 - i, low: 1400, high: 1600, rankLow: 1, rankHigh: 3, games: 1, provisional: true,
    }));
    const outcomes = await Promise.all([1, 2, 3].map(() => recordMatchResult(db, id, { moves: [1, 2] }, results, { ratings })));
    expect(outcomes.map((o) => (o.ok ? o.value : o.error.code)).sort()).toEqual(['already-recorded', 'already-recorded', 'recorded']);
    expect(await getRoundProgress(db, round.id)).toEqual({ queued: 0, running: 0, done: 1, void: 0, total: 1 });
    expect((await getLadder(db, world.league.id)).map((r) => r.entryId)).toEqual([a, b, c]);
    expect((await getMatchPage(db, id))?.record).toEqual({ moves: [1, 2] });
  });

  test('a second opener fails at once: another process, and this one', async () => {
    await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    const script = `import('./src/client.ts')
      .then((m) => m.openDatabase({ databaseUrl: null, dataDir: ${JSON.stringify(dataDir)} }))
      .then(() => console.log('opened'), (e) => console.log(e.code + ': ' + e.message));`;
    const { stdout } = await run(join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx'), ['-e', script], {
      cwd: join(import.meta.dirname, '..'),
    });
    expect(stdout).toMatch(new RegExp(`^embedded-database-busy: .*already open in process ${process.pid}`));
    expect(stdout).toMatch(/set DATABASE_URL/);
  }, 60_000);

  test('a lock left by a dead process is taken over; a live holder is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-lock-'));
    try {
      const { pid: deadPid } = await run(process.execPath, ['-e', 'console.log(process.pid)']).then((r) => ({ pid: Number(r.stdout) }));
      writeFileSync(join(dir, 'pglite.lock'), JSON.stringify({ pid: deadPid }));
      const path = await acquireLock(dir);
      const { readFile } = await import('node:fs/promises');
      expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ pid: process.pid });
      writeFileSync(path, JSON.stringify({ pid: process.ppid }));
      await expect(acquireLock(dir)).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
