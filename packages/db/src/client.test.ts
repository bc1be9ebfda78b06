import { expect, test } from 'vitest';
import postgres from 'postgres';
import { testDatabase } from './test-hooks.ts';

const t = testDatabase({ migrate: false });

test('int8 arrives as number, camelCase columns', async () => {
  const [row] = await t.db.sql<{ bigOne: number; countAll: number }[]>`
    select 9007199254740991::int8 as big_one, count(*) as count_all from generate_series(1, 3)`;
  expect(row).toEqual({ bigOne: 9007199254740991, countAll: 3 });
  await expect(t.db.sql`select 9007199254740993::int8 as too_big`.then((rows) => rows)).rejects.toThrow(/does not fit/);
});

test('server errors carry their code', async () => {
  const error: unknown = await t.db.sql`select 1/0`.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(postgres.PostgresError);
  expect((error as postgres.PostgresError).code).toBe('22012');
});

test('the client reconnects after the server drops its connections', async () => {
  await t.db.sql`select 1`;
  const admin = postgres(t.url.replace(/\/[^/]+$/, '/postgres'), { max: 1, onnotice: () => undefined });
  try {
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${t.name} and pid <> pg_backend_pid()`;
  } finally {
    await admin.end();
  }
  const attempt = async (): Promise<number | undefined> => (await t.db.sql<{ n: number }[]>`select 1 as n`)[0]?.n;
  // A query racing the drop may fail with a connection error (a retryable platform fault); the next one reconnects.
  const first = await attempt().catch(() => undefined);
  expect(first === 1 || first === undefined).toBe(true);
  expect(await attempt()).toBe(1);
});
