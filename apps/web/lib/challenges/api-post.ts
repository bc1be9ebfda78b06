/**
 * The POST of a challenge through the API, shared by `/api/v1/challenges` and `/api/v1/reruns`: a
 * bearer token, the account's and the IP's challenge limits (taken before the body is read), the
 * bounded JSON body, then one creation path with the site's form (create.ts); 201 with the
 * challenge's view, or the refusal's own answer.
 */
import type { ChallengeRow } from '@arena/db/challenges';
import { getChallenge } from '@arena/db/challenges';
import type { Result } from '@arena/db/result';
import { getDb } from '../db.ts';
import { apiPost } from '../http/api-caller.ts';
import { CHALLENGE_BODY_LIMIT } from '../limits/sizes.ts';
import { challengeView } from './api-view.ts';

export async function postChallenge<E>(
  request: Request,
  create: (userId: number, body: unknown) => Promise<Result<ChallengeRow, { error: E; message: string }>>,
  refuse: (error: E, message: string) => Response,
): Promise<Response> {
  const post = await apiPost(request, ['challengeAccount', 'challengeIp'], CHALLENGE_BODY_LIMIT);
  if (!post.ok) return post.response;
  const created = await create(post.user.id, post.body);
  if (!created.ok) return refuse(created.error.error, created.error.message);
  const detail = await getChallenge(await getDb(), created.value.id);
  if (!detail) throw new Error(`challenge ${created.value.id} vanished`);
  return Response.json({ ok: true, challenge: challengeView(detail) }, { status: 201 });
}
