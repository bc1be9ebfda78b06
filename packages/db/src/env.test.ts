import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findRepoRoot, readDbEnv } from './env.ts';

describe('readDbEnv', () => {
  const repo = mkdtempSync(join(tmpdir(), 'arena-env-'));
  writeFileSync(join(repo, 'turbo.json'), '{}');
  const deep = join(repo, 'apps', 'web');
  mkdirSync(deep, { recursive: true });

  test('defaults: embedded, data dir .arena at the directory holding turbo.json', () => {
    expect(findRepoRoot(deep)).toBe(repo);
    expect(readDbEnv({}, deep)).toEqual({ databaseUrl: undefined, dataDir: join(repo, '.arena') });
    expect(readDbEnv({ DATABASE_URL: '' }, deep).databaseUrl).toBeUndefined();
  });

  test('DATABASE_URL must be a postgres URL', () => {
    const url = 'postgres://arena@127.0.0.1:5432/arena';
    expect(readDbEnv({ DATABASE_URL: url }, deep).databaseUrl).toBe(url);
    expect(readDbEnv({ DATABASE_URL: 'postgresql://h/db' }, deep).databaseUrl).toBe('postgresql://h/db');
    expect(() => readDbEnv({ DATABASE_URL: 'mysql://h/db' }, deep)).toThrow(/DATABASE_URL must be a postgres/);
  });

  test('ARENA_DATA_DIR is resolved against the working directory', () => {
    expect(readDbEnv({ ARENA_DATA_DIR: 'data' }, deep).dataDir).toBe(join(deep, 'data'));
    expect(readDbEnv({ ARENA_DATA_DIR: '/srv/arena' }, deep).dataDir).toBe('/srv/arena');
  });
});
