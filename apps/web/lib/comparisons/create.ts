/**
 * Starting a comparison for a signed-in programmer, one path for the site's form and the API: the
 * request checked and stored with its first pair by @arena/league/comparisons under the
 * programmer's challenge bounds (room for two open challenges, the daily CPU quota), then the pair
 * queued like any challenge. The workers play the sets and queue each next pair themselves.
 */
import type { ComparisonRow } from '@arena/db/comparisons';
import type { Result } from '@arena/db/result';
import { comparisonErrorMessage, requestComparison, type ComparisonRequestError } from '@arena/league/comparisons';
import { challengeBounds, enqueue } from '../challenges/create.ts';
import { getDb } from '../db.ts';

export async function createComparisonFor(userId: number, raw: unknown): Promise<Result<ComparisonRow, { error: ComparisonRequestError; message: string }>> {
  const created = await requestComparison(await getDb(), userId, raw, challengeBounds());
  if (!created.ok) return { ok: false, error: { error: created.error, message: comparisonErrorMessage(created.error) } };
  await enqueue(created.value.pair);
  return { ok: true, value: created.value.comparison };
}
