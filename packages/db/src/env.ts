/**
 * The only module of `@arena/db` that reads `process.env` (STYLE.md 21).
 *
 * - `DATABASE_URL` (optional): a `postgres://` or `postgresql://` URL. When set, every process
 *   connects to that server. When unset (or empty), an embedded PGlite database is used.
 * - `ARENA_DATA_DIR` (optional): where the embedded database lives (`<dir>/pglite`). Defaults to
 *   `.arena/` in the repository root, the nearest directory at or above the working directory (or,
 *   failing that, this module) that holds `turbo.json`. A relative value is resolved against the
 *   working directory.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export interface DbEnv {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

const envSchema = z.object({
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  ARENA_DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
});

/** Walks up from `start` to the directory holding `turbo.json`; undefined when there is none. */
export function findRepoRoot(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'turbo.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function defaultDataDir(cwd: string): string {
  const root = findRepoRoot(cwd) ?? findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? cwd;
  return join(root, '.arena');
}

/** Parses the database settings; throws a readable error naming the bad variable. */
export function readDbEnv(source: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): DbEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid database environment: ${issues.join('; ')}`);
  }
  const { DATABASE_URL, ARENA_DATA_DIR } = parsed.data;
  return {
    databaseUrl: DATABASE_URL,
    dataDir: ARENA_DATA_DIR === undefined ? defaultDataDir(cwd) : resolve(cwd, ARENA_DATA_DIR),
  };
}
