/**
 * Expected failures are values (STYLE.md 12): a `Result` is either `{ ok: true, value }` or
 * `{ ok: false, error }`. Bugs throw instead.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A broken invariant: a bug, never an expected failure. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`invariant broken: ${message}`);
}

export function exhaustive(x: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(x)}`);
}
