/**
 * What every browser test file opens: one chromium and one client of the run's database, for all
 * its tests. `useSite()` registers the hooks; `browser` and `db` are live bindings, set before the
 * file's first test (a file's own beforeAll, registered after `useSite()`, runs after it, and its
 * own afterAll before it).
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Db } from '@arena/db/client';
import { launch } from './browser.ts';
import { openTestDb, testContext } from './context.ts';

export let browser: Browser;
export let db: Db;

export function useSite(): void {
  beforeAll(async () => {
    browser = await launch();
    db = await openTestDb(testContext().databaseUrl);
  });
  afterAll(async () => {
    await browser.close();
    await db.close();
  });
}
