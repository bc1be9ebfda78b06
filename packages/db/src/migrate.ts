/**
 * Numbered SQL migrations (`migrations/NNNN_name.sql`), applied in order by `migrate(db)`.
 *
 * Each pending migration runs in its own `sql.begin` transaction that first takes a transaction
 * advisory lock, creates `schema_migrations` if needed, and re-reads what is applied: two processes
 * migrating at once serialise on the lock, and the second finds the work done. The file's sha256 is
 * recorded; an applied migration whose file changed afterwards stops `migrate` with an error (add
 * a new migration instead of editing an old one). Migration files are trusted static SQL, run with
 * `tx.unsafe` (the simple protocol, so a file may hold several statements); no value is ever
 * interpolated into them.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Db, TxSql } from './client.ts';

/** Advisory lock key of migrations ("arena-mg" as ASCII, fits int8). */
const MIGRATION_LOCK_KEY = 0x6172656e612d6d67n;

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

export interface MigrateReport {
  readonly applied: readonly string[];
  readonly alreadyApplied: number;
}

const migrationsDir = new URL('./migrations/', import.meta.url);
const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads the migration files in version order; throws on a malformed name or a duplicate number. */
export async function loadMigrations(dir: URL = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = fileName.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`migration file name ${file} is not NNNN_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`two migrations numbered ${match[1]}`);
    const sql = await readFile(new URL(file, dir), 'utf8');
    migrations.push({ version, name: file, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

async function lockAndEnsureTable(tx: TxSql): Promise<void> {
  await tx`select pg_advisory_xact_lock(${String(MIGRATION_LOCK_KEY)}::bigint)`;
  await tx`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`;
}

type Step = 'applied' | 'skipped';

async function applyOne(tx: TxSql, migration: Migration): Promise<Step> {
  await lockAndEnsureTable(tx);
  const [existing] = await tx<{ checksum: string }[]>`
    select checksum from schema_migrations where version = ${migration.version}`;
  if (existing) {
    if (existing.checksum !== migration.checksum) {
      throw new Error(`migration ${migration.name} was changed after it was applied; add a new migration instead`);
    }
    return 'skipped';
  }
  await tx.unsafe(migration.sql);
  await tx`
    insert into schema_migrations (version, name, checksum)
    values (${migration.version}, ${migration.name}, ${migration.checksum})`;
  return 'applied';
}

/** Applies every pending migration in order; idempotent and safe to run from several processes. */
export async function migrate(db: Db, migrations?: readonly Migration[]): Promise<MigrateReport> {
  const all = migrations ?? (await loadMigrations());
  const applied: string[] = [];
  let alreadyApplied = 0;
  for (const migration of all) {
    const step = await db.sql.begin((tx) => applyOne(tx, migration));
    if (step === 'applied') applied.push(migration.name);
    else alreadyApplied += 1;
  }
  return { applied, alreadyApplied };
}

/** Versions recorded in schema_migrations (empty before the first migration). */
export async function appliedMigrations(db: Db): Promise<{ version: number; name: string; appliedAt: Date }[]> {
  const [table] = await db.sql<{ exists: boolean }[]>`select to_regclass('schema_migrations') is not null as exists`;
  if (!table?.exists) return [];
  return db.sql<{ version: number; name: string; appliedAt: Date }[]>`
    select version, name, applied_at from schema_migrations order by version`;
}
