/**
 * The one postgres.js client of Stich Arena (STYLE.md 14).
 *
 * `openDatabase()` returns a `Db`: a postgres.js `sql` and `close()`.
 *
 * - **Server mode** (`DATABASE_URL` set): a pool of up to 10 connections to that server. Any number
 *   of processes (web, workers, CLI) can share the server.
 * - **Embedded mode** (no `DATABASE_URL`): PGlite (Postgres compiled to WASM) stores its files in
 *   `<ARENA_DATA_DIR>/pglite` and `PGLiteSocketServer` serves it on an ephemeral port of 127.0.0.1,
 *   so the very same postgres.js queries run against it. See `embedded.ts` for how and its limits:
 *   one process at a time, one connection (`max: 1`; postgres.js queues concurrent queries and
 *   transactions on it), no LISTEN/NOTIFY, and a second process fails with
 *   `EmbeddedDatabaseBusyError`.
 *
 * Both modes share one configuration: `postgres.camel` (snake_case columns arrive camelCase, and
 * `sql(object)` helpers write camelCase keys to snake_case columns), `undefined` sent as NULL, and
 * int8 (bigint ids, counts, sums) parsed once into `number` (throwing past 2^53, which no id,
 * count or chip total here reaches). Server notices are dropped.
 *
 * Inside `sql.begin(async (tx) => ...)` use only `tx`: in embedded mode the single connection is
 * held by the transaction, so a query on `sql` there would wait for itself.
 */
import postgres from 'postgres';
import { readDbEnv } from './env.ts';
import { openEmbedded } from './embedded.ts';
import type { Db, Sql } from './handle.ts';

function parseInt8(raw: string): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${raw} does not fit a JavaScript number`);
  return value;
}

const int8AsNumber = {
  to: 20,
  from: [20],
  serialize: (value: number) => String(value),
  parse: parseInt8,
};

export type { Db, DbMode, Queryable, Sql, TxSql } from './handle.ts';

export interface OpenDatabaseOptions {
  /** Overrides `DATABASE_URL`; `null` forces embedded mode whatever the environment says. */
  readonly databaseUrl?: string | null;
  /** Overrides `ARENA_DATA_DIR` for embedded mode. */
  readonly dataDir?: string;
  /** Pool size in server mode (default 10). Embedded mode always uses 1. */
  readonly max?: number;
}

interface ClientTarget {
  readonly url?: string;
  readonly host?: string;
  readonly port?: number;
  readonly max: number;
  /**
   * Embedded: keep the one connection for good (postgres.js would otherwise recycle it after
   * 30–60 min, and the new socket could reach the one-connection server before the old one left).
   */
  readonly keepConnection?: boolean;
}

/** Builds a postgres.js client with the shared configuration. */
export function createClient(target: ClientTarget): Sql {
  const options = {
    max: target.max,
    transform: { ...postgres.camel, undefined: null },
    types: { bigint: int8AsNumber },
    onnotice: () => undefined,
    connection: { application_name: 'stich-arena' },
    ...(target.keepConnection === true ? { max_lifetime: null, idle_timeout: 0 } : {}),
    ...(target.url === undefined ? { host: target.host, port: target.port, user: 'postgres', database: 'postgres' } : {}),
  };
  return target.url === undefined ? postgres(options) : postgres(target.url, options);
}

/** Opens the database chosen by the environment (or `options`); see the module docs. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  const env = readDbEnv();
  const databaseUrl = options.databaseUrl === undefined ? env.databaseUrl : (options.databaseUrl ?? undefined);
  if (databaseUrl !== undefined) {
    const sql = createClient({ url: databaseUrl, max: options.max ?? 10 });
    let closed = false;
    return {
      sql,
      mode: 'server',
      close: async () => {
        if (closed) return;
        closed = true;
        await sql.end({ timeout: 5 });
      },
    };
  }
  return openEmbedded(options.dataDir ?? env.dataDir, (port) => createClient({ host: '127.0.0.1', port, max: 1, keepConnection: true }));
}
