/** The comparison pages' data: a programmer's comparisons and one comparison with its sets. */
import { notFound } from 'next/navigation';
import { getComparison, listComparisons, type ComparisonSet, type ComparisonSummary } from '@arena/db/comparisons';
import { getDb } from '../db.ts';

export async function fetchMyComparisons(userId: number): Promise<ComparisonSummary[]> {
  return listComparisons(await getDb(), userId, 50);
}

export async function fetchComparison(id: string): Promise<{ comparison: ComparisonSummary; sets: ComparisonSet[] }> {
  const found = await getComparison(await getDb(), id);
  if (!found) notFound();
  return found;
}
