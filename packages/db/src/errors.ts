/**
 * PostgresError → typed results (STYLE.md 13). Only the codes a caller can act on are mapped;
 * everything else is rethrown by the query modules.
 */
import postgres from 'postgres';
import { err, ok, type Result } from './result.ts';

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';

/** The server's error code, when `error` came from the server. */
export function pgErrorCode(error: unknown): string | undefined {
  return error instanceof postgres.PostgresError ? error.code : undefined;
}

/** True for a unique violation, optionally of the named constraint or unique index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof postgres.PostgresError) || error.code !== PG_UNIQUE_VIOLATION) return false;
  return constraint === undefined || error.constraint_name === constraint;
}

/**
 * The one row `insert … returning` gives, or the error `taken` names for the unique constraint (or
 * index) it violated; any other failure is rethrown.
 */
export async function insertedRow<T, E>(table: string, insert: PromiseLike<readonly T[]>, taken: Readonly<Record<string, E>>): Promise<Result<T, E>> {
  try {
    const [row] = await insert;
    if (!row) throw new Error(`insert into ${table} returned no row`);
    return ok(row);
  } catch (error) {
    for (const [constraint, code] of Object.entries(taken)) if (isUniqueViolation(error, constraint)) return err(code);
    throw error;
  }
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION;
}

export function isCheckViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_CHECK_VIOLATION;
}
