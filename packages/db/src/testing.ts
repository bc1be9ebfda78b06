/**
 * Test databases on the machine's Postgres (STYLE.md 19): `createTestDatabase()` creates
 * `arena_test_<random>` through the `postgres` maintenance database, and `drop()` removes it
 * (forcing off leftover connections). Tests use 127.0.0.1:5432 with trust auth as user `postgres`,
 * or `root` when that role is missing; pass `adminUrl` to use another server. Other packages'
 * integration tests (worker, site) can use it too.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Db } from './client.ts';
import { migrate } from './migrate.ts';

export interface TestDatabase {
  readonly db: Db;
  readonly url: string;
  readonly name: string;
  /** Closes `db` and drops the database. */
  drop(): Promise<void>;
}

const CANDIDATE_ADMIN_URLS = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

async function connectAdmin(adminUrl?: string): Promise<{ admin: postgres.Sql; url: string }> {
  let lastError: unknown;
  for (const url of adminUrl === undefined ? CANDIDATE_ADMIN_URLS : [adminUrl]) {
    const admin = postgres(url, { max: 1, onnotice: () => undefined, connect_timeout: 5 });
    try {
      await admin`select 1`;
      return { admin, url };
    } catch (error) {
      lastError = error;
      await admin.end({ timeout: 1 });
    }
  }
  throw new Error(`no test Postgres reachable at 127.0.0.1:5432 (${String(lastError)})`);
}

export interface CreateTestDatabaseOptions {
  readonly adminUrl?: string;
  /** Run the migrations (default true). */
  readonly migrate?: boolean;
  readonly max?: number;
}

export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const { admin, url: adminUrl } = await connectAdmin(options.adminUrl);
  const name = `arena_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin`create database ${admin(name)}`;
  } finally {
    await admin.end({ timeout: 1 });
  }
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const db = await openDatabase({ databaseUrl: url, max: options.max ?? 10 });
  if (options.migrate ?? true) await migrate(db);
  let dropped = false;
  return {
    db,
    url,
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await db.close();
      const { admin: dropper } = await connectAdmin(adminUrl);
      try {
        await dropper`drop database if exists ${dropper(name)} with (force)`;
      } finally {
        await dropper.end({ timeout: 1 });
      }
    },
  };
}
