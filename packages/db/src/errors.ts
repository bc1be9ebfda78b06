/**
 * PostgresError → typed results (STYLE.md 13). Only the codes a caller can act on are mapped;
 * everything else is rethrown by the query modules.
 */
import postgres from 'postgres';

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

export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION;
}

export function isCheckViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_CHECK_VIOLATION;
}
