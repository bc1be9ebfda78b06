/** The API's answer to a refused challenge request (POST /api/v1/challenges, a comparison's first pair, POST /api/v1/reruns). */
import type { ChallengeRequestError } from '@arena/league/challenges';
import type { RerunRequestError } from '@arena/league/rerun';

const secondsToMidnightUtc = (): number => {
  const now = new Date();
  return Math.max(1, Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000));
};

/** 400 invalid; 429 with Retry-After for the daily quota (until midnight UTC) and the open bound; 422 for the rest. */
export function refusalResponse(error: ChallengeRequestError, message: string): Response {
  switch (error.code) {
    case 'invalid': return Response.json({ ok: false, error: 'invalid', message, fields: error.fields }, { status: 400 });
    case 'quota-used': {
      const retryAfter = secondsToMidnightUtc();
      return Response.json({ ok: false, error: error.code, message, retryAfter }, { status: 429, headers: { 'retry-after': String(retryAfter) } });
    }
    case 'too-many-open': return Response.json({ ok: false, error: error.code, message, retryAfter: 30 }, { status: 429, headers: { 'retry-after': '30' } });
    case 'bad-settings': case 'no-bot': case 'not-own-version': case 'unknown-version': case 'wrong-game':
      return Response.json({ ok: false, error: error.code, message }, { status: 422 });
  }
}

/** A rerun's own refusals: 404 no such match; 409 not played yet or its seed still secret; 422 a seat the match does not have. The rest as a challenge's. */
export function rerunRefusalResponse(error: RerunRequestError, message: string): Response {
  const refuse = (status: number) => Response.json({ ok: false, error: error.code, message }, { status });
  if (error.code === 'no-match') return refuse(404);
  if (error.code === 'not-played' || error.code === 'seed-hidden') return refuse(409);
  if (error.code === 'bad-seat') return refuse(422);
  return refusalResponse(error, message);
}
