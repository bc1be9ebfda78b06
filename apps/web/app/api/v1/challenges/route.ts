/**
 * The challenge API for `arena challenge`:
 *
 *   POST /api/v1/challenges
 *   Authorization: Bearer sa_…            (an API token from /account)
 *   { "game": "lupfen", "bot": "mybot" | "botVersion": 12, "opponents": [34, "house:random", …], "deals": 8, "seed"?: "s1" }
 *
 * 201 { ok: true, challenge }  (ChallengeView: lib/challenges/api-view.ts; queued for the workers);
 * 400 invalid input { error: 'invalid', message, fields } (or { error: 'the body is not JSON' }); 401 no or bad token; 413 the body is
 * over CHALLENGE_BODY_LIMIT; 422 refused { error: <code>, message } (unknown bot or version, a
 * table size or deal count the game cannot play); 429 { error, message, retryAfter } with
 * Retry-After: the rate limit ('too many requests'), the daily CPU quota ('quota-used', until
 * midnight UTC) or the open bound ('too-many-open').
 *
 *   GET /api/v1/challenges   → 200 { ok: true, challenges: ChallengeView[], quota: { usedMs, quotaMs, maxOpen } } (the caller's, newest first)
 */
import { challengeCpuToday, listChallenges } from '@arena/db/challenges';
import { postChallenge } from '@/lib/challenges/api-post';
import { challengeView } from '@/lib/challenges/api-view';
import { challengeBounds, createChallengeFor } from '@/lib/challenges/create';
import { refusalResponse } from '@/lib/challenges/refusal';
import { getDb } from '@/lib/db';
import { apiCaller } from '@/lib/http/api-caller';
import { limitedApi } from '@/lib/limits/api';

export const POST = limitedApi((request: Request): Promise<Response> => postChallenge(request, createChallengeFor, refusalResponse));

export const GET = limitedApi(async (request: Request): Promise<Response> => {
  const caller = await apiCaller(request);
  if (!caller.ok) return caller.response;
  const db = await getDb();
  const [challenges, usedMs] = await Promise.all([listChallenges(db, caller.user.id, 50), challengeCpuToday(db.sql, caller.user.id)]);
  const { cpuMsPerDay, maxOpen } = challengeBounds();
  return Response.json({ ok: true, challenges: challenges.map(challengeView), quota: { usedMs, quotaMs: cpuMsPerDay, maxOpen } });
});
