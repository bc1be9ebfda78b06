import { describe, expect, test } from 'vitest';
import { openDatabase, type Db } from './client.ts';
import { appliedMigrations, loadMigrations, migrate } from './migrate.ts';
import { testDatabase } from './test-hooks.ts';

describe('migrate', () => {
  const fresh = testDatabase({ migrate: false });

  test('the migration files are numbered 0001.. without gaps and state inputs and effects', async () => {
    const migrations = await loadMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    for (const m of migrations) {
      expect(m.sql).toMatch(/^-- \d{4}_\w+: /);
      expect(m.sql).toMatch(/\n-- Inputs: /);
      expect(m.sql).toMatch(/\n-- Effects: /);
    }
  });

  test('two processes migrating at once apply every migration exactly once', async () => {
    const others: Db[] = [];
    for (let i = 0; i < 3; i += 1) others.push(await openDatabase({ databaseUrl: fresh.url, max: 2 }));
    try {
      expect(await appliedMigrations(fresh.db)).toEqual([]);
      const reports = await Promise.all([fresh.db, ...others].map((db) => migrate(db)));
      const total = (await loadMigrations()).length;
      const appliedCounts = reports.map((r) => r.applied.length);
      expect(appliedCounts.reduce((a, b) => a + b, 0)).toBe(total);
      for (const r of reports) expect(r.applied.length + r.alreadyApplied).toBe(total);
      const rows = await appliedMigrations(fresh.db);
      expect(rows.map((r) => r.version)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    } finally {
      await Promise.all(others.map((db) => db.close()));
    }
  });

  test('migrate is idempotent', async () => {
    const report = await migrate(fresh.db);
    expect(report.applied).toEqual([]);
    expect(report.alreadyApplied).toBe((await loadMigrations()).length);
  });

  test('an applied migration whose file changed stops migrate', async () => {
    const migrations = await loadMigrations();
    const [first, ...rest] = migrations;
    if (!first) throw new Error('no migrations');
    const edited = { ...first, checksum: 'edited' };
    await expect(migrate(fresh.db, [edited, ...rest])).rejects.toThrow(/was changed after it was applied/);
  });

  test('a failing migration rolls back whole and is not recorded', async () => {
    const broken = { version: 999, name: '0999_broken.sql', sql: 'create table t999 (id int); select 1/0;', checksum: 'x' };
    await expect(migrate(fresh.db, [broken])).rejects.toMatchObject({ code: '22012' });
    const [row] = await fresh.db.sql<{ exists: boolean }[]>`select to_regclass('t999') is not null as exists`;
    expect(row?.exists).toBe(false);
    expect((await appliedMigrations(fresh.db)).some((m) => m.version === 999)).toBe(false);
  });
});
