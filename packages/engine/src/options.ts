/**
 * Options are read once, at the edge, with zod (STYLE.md 12): unknown names, wrong types and values
 * out of range give one line naming the option.
 */
import type { z } from 'zod';
import { err, ok, type Result } from './result.ts';

export function parseOptionsWith<T>(schema: z.ZodType<T>, raw: unknown): Result<T, string> {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    return err('options must be an object or null');
  }
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  if (!issue) return err('invalid options');
  if (issue.code === 'unrecognized_keys') return err(`unknown option ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`);
  const path = issue.path.map(String).join('.');
  return err(path ? `option ${path}: ${issue.message}` : `options: ${issue.message}`);
}
