/**
 * The comparison API ("is v2 better than v1?" from a script):
 *
 *   POST /api/v1/comparisons
 *   Authorization: Bearer sa_…            (an API token from /account)
 *   { "game": "lupfen", "versionA": 12, "versionB": 13, "opponents": [34, "house:random", …], "deals": 4,
 *     "elo0"?: 0, "elo1"?: 10, "maxSets"?: 50, "seed"?: "s1" }
 *
 * 201 { ok: true, comparison } (ComparisonView: lib/comparisons/api-view.ts; its first pair queued);
 * 400 invalid input { error: 'invalid', message, fields } (or { error: 'the body is not JSON' }); 401 no or bad token;
 * 413 the body is over COMPARISON_BODY_LIMIT; 422 refused { error: <code>, message } (a version not
 * yours, unknown, of another game; a table the game cannot play); 429 { error, message, retryAfter }
 * with Retry-After: the rate limit, the daily CPU quota ('quota-used') or no room for the pair's two
 * open challenges ('too-many-open').
 *
 *   GET /api/v1/comparisons   → 200 { ok: true, comparisons: ComparisonView[] } (the caller's, newest first, without their sets)
 */
import { comparisonView } from '@/lib/comparisons/api-view';
import { createComparisonFor } from '@/lib/comparisons/create';
import { getComparison, listComparisons } from '@arena/db/comparisons';
import { getDb } from '@/lib/db';
import { apiCaller, apiPost } from '@/lib/http/api-caller';
import { limitedApi } from '@/lib/limits/api';
import { COMPARISON_BODY_LIMIT } from '@/lib/limits/sizes';
import { refusalResponse } from '@/lib/challenges/refusal';

export const POST = limitedApi(async (request: Request): Promise<Response> => {
  const post = await apiPost(request, ['comparisonAccount', 'comparisonIp'], COMPARISON_BODY_LIMIT);
  if (!post.ok) return post.response;
  const created = await createComparisonFor(post.user.id, post.body);
  if (created.ok) {
    const found = await getComparison(await getDb(), created.value.id);
    if (!found) throw new Error(`comparison ${created.value.id} vanished`);
    return Response.json({ ok: true, comparison: comparisonView(found.comparison, found.sets) }, { status: 201 });
  }
  const { error, message } = created.error;
  if (error.code === 'same-version') return Response.json({ ok: false, error: error.code, message }, { status: 422 });
  return refusalResponse(error, message);
});

export const GET = limitedApi(async (request: Request): Promise<Response> => {
  const caller = await apiCaller(request);
  if (!caller.ok) return caller.response;
  const comparisons = await listComparisons(await getDb(), caller.user.id, 50);
  return Response.json({ ok: true, comparisons: comparisons.map((c) => comparisonView(c, [])) }, { headers: { 'cache-control': 'private, no-store' } });
});
