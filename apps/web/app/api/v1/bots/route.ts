/**
 * The bot upload API for `arena bot upload FILE --league L`:
 *
 *   POST /api/v1/bots
 *   Authorization: Bearer sa_…            (an API token from /account)
 *   Content-Type: application/json
 *   { "name": "mybot", "source": "<TypeScript>", "filename": "mybot.ts", "league": "spring-lupfen" }
 *   ("game" instead of, or besides, "league")
 *
 * 201 { ok: true, botId, version, created, entered, entryError, checks, warnings }   accepted (200
 *     when the same code was already a version); 401 no or bad token; 400 invalid input; 413 the
 *     body is over API_BODY_LIMIT (counted while reading); 429 rate-limited (Retry-After); 422 the
 *     check failed: { ok: false, stage, checks, errors: [{ message, line, column }], warnings }.
 *     `warnings` are type problems ({ message, line, column }): reported, never a reason to refuse.
 * Cookies never authenticate this route (so it needs no CSRF token).
 */
import { uploadBot, type UploadOutcome } from '@/lib/bots/upload';
import { apiPost } from '@/lib/http/api-caller';
import { limitedApi } from '@/lib/limits/api';
import { API_BODY_LIMIT } from '@/lib/limits/sizes';

function answer(outcome: UploadOutcome): Response {
  switch (outcome.kind) {
    case 'invalid': return Response.json({ ok: false, error: 'invalid', fields: outcome.errors }, { status: 400 });
    case 'busy': return Response.json({ ok: false, error: outcome.message }, { status: 503, headers: { 'retry-after': '30' } });
    case 'rejected': return Response.json({ ok: false, stage: outcome.verdict.stage, checks: outcome.verdict.steps, errors: outcome.verdict.errors ?? [], warnings: outcome.verdict.warnings ?? [] }, { status: 422 });
    case 'accepted':
      return Response.json(
        { ok: true, botId: outcome.botId, version: outcome.version, created: outcome.created, entered: outcome.entered, entryError: outcome.entryError, checks: outcome.verdict.steps, warnings: outcome.verdict.warnings ?? [] },
        { status: outcome.created ? 201 : 200 },
      );
  }
}

export const POST = limitedApi(async (request: Request): Promise<Response> => {
  const post = await apiPost(request, ['uploadAccount', 'uploadIp'], API_BODY_LIMIT);
  if (!post.ok) return post.response;
  return answer(await uploadBot(post.user.id, post.body));
});
