/**
 * `createTestDatabase` (testing.ts) as vitest hooks, for the test files of any package: its own
 * module, so that testing.ts, which scripts and benchmarks use too, does not load vitest.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type CreateTestDatabaseOptions, type TestDatabase } from './testing.ts';

/**
 * A fresh database for the tests of the calling file (or `describe` block): created before them,
 * dropped after them. Readable from the first test (or `beforeAll` hook declared after this call) on.
 */
export function testDatabase(options: CreateTestDatabaseOptions = {}): Omit<TestDatabase, 'drop'> {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(options);
  }, 60_000);
  afterAll(async () => {
    await current?.drop();
  }, 60_000);
  const created = (): TestDatabase => {
    if (!current) throw new Error('the test database exists only from beforeAll on');
    return current;
  };
  return {
    get db() { return created().db; },
    get url() { return created().url; },
    get name() { return created().name; },
  };
}
