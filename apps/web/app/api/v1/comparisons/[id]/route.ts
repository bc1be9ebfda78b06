/**
 *   GET /api/v1/comparisons/<id>   Authorization: Bearer sa_…
 *
 * 200 { ok: true, comparison: ComparisonView } (lib/comparisons/api-view.ts: state, LLR and its
 * bounds, the Elo estimate with its interval, sets and deals played, every set's pair of
 * challenges); 401 no or bad token; 404 { error: 'not-found' }. Public like its challenges' pages.
 */
import { getComparison } from '@arena/db/comparisons';
import { comparisonView } from '@/lib/comparisons/api-view';
import { getDb } from '@/lib/db';
import { apiCaller } from '@/lib/http/api-caller';
import { limitedApi } from '@/lib/limits/api';

export const GET = limitedApi(async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
  const caller = await apiCaller(request);
  if (!caller.ok) return caller.response;
  const found = await getComparison(await getDb(), (await params).id);
  if (!found) return Response.json({ ok: false, error: 'not-found' }, { status: 404 });
  return Response.json({ ok: true, comparison: comparisonView(found.comparison, found.sets) }, { headers: { 'cache-control': 'private, no-store' } });
});
