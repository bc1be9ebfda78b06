/**
 * Untrusted values quoted in error messages. `JSON.stringify` returns undefined for `undefined`
 * (TypeScript's lib types it as always a string), so a missing field is named by `absent`.
 */

/** `value` as JSON, or `absent` when it is undefined. */
export function showJson(value: unknown, absent: string): string {
  return value === undefined ? absent : JSON.stringify(value);
}
