/**
 * Reruns through the API (`arena rerun --on-site`), the site's "Rerun with my bot":
 *
 *   POST /api/v1/reruns
 *   Authorization: Bearer sa_…
 *   { "of": "<match id>", "bot": "mybot" | "botVersion": 12, "seat": 2 }
 *
 * A challenge with the recorded match's seed, deals, options and limits, every other seat's
 * recorded version, and the caller's own version in `seat` (@arena/league/rerun). Nothing is
 * uploaded: the version is one the caller already has on the site.
 *
 * 201 { ok: true, challenge } (ChallengeView, `rerunOf` and `challengerSeat` set; follow it with
 * GET /api/v1/challenges/<id>, whose answer carries the comparison with the record once done);
 * 400 invalid; 401 no or bad token; 404 { error: 'no-match' }; 409 { error: 'not-played' |
 * 'seed-hidden' }; 413 body too large; 422 { error: 'bad-seat' | 'no-bot' | 'not-own-version' | … };
 * 429 the challenge limits, the daily CPU quota or the open bound, with Retry-After.
 */
import { postChallenge } from '@/lib/challenges/api-post';
import { createRerunFor } from '@/lib/challenges/create';
import { rerunRefusalResponse } from '@/lib/challenges/refusal';
import { limitedApi } from '@/lib/limits/api';

export const POST = limitedApi((request: Request): Promise<Response> => postChallenge(request, createRerunFor, rerunRefusalResponse));
