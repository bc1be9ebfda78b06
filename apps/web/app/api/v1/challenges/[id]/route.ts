/**
 *   GET /api/v1/challenges/<id>   Authorization: Bearer sa_…
 *
 * 200 { ok: true, challenge: ChallengeView } (lib/challenges/api-view.ts), and for a rerun
 * (`challenge.rerunOf` set) `comparison`: null until it is done, then the first differing
 * decision per rotation and the chips either way (RerunComparisonView, actions only);
 * 401 no or bad token; 404 { error: 'not-found' }. A challenge's result is public like a match page; its logs are in
 * the record (`/matches/<id>.json`), where only each bot's owner gets their bot's.
 */
import { getChallenge } from '@arena/db/challenges';
import { challengeView, rerunComparisonView } from '@/lib/challenges/api-view';
import { fetchRerunComparison } from '@/lib/challenges/data';
import { getDb } from '@/lib/db';
import { apiCaller } from '@/lib/http/api-caller';
import { limitedApi } from '@/lib/limits/api';

export const GET = limitedApi(async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
  const caller = await apiCaller(request);
  if (!caller.ok) return caller.response;
  const challenge = await getChallenge(await getDb(), (await params).id);
  if (!challenge) return Response.json({ ok: false, error: 'not-found' }, { status: 404 });
  const rerun = challenge.rerunOf === null ? {} : { comparison: await fetchRerunComparison(challenge).then((c) => (c === null ? null : rerunComparisonView(c))) };
  return Response.json({ ok: true, challenge: challengeView(challenge), ...rerun }, { headers: { 'cache-control': 'private, no-store' } });
});
