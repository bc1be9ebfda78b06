/**
 * The types of a database handle, apart from the client that makes one, so that the embedded
 * database (embedded.ts), which the client starts, can name them without importing the client.
 */
import type postgres from 'postgres';

export type Sql = postgres.Sql<{ bigint: number }>;
export type TxSql = postgres.TransactionSql<{ bigint: number }>;
/** A handle queries can run on: the client or a transaction. */
export type Queryable = Sql | TxSql;

export type DbMode = 'server' | 'embedded';

export interface Db {
  readonly sql: Sql;
  readonly mode: DbMode;
  /** Closes the client (and in embedded mode the socket server and PGlite). Idempotent. */
  close(): Promise<void>;
}
