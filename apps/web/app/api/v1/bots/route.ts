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
 *     when the same code was already a version); 401 no or bad token; 400 invalid input; 422 the
 *     check failed: { ok: false, stage, checks, errors: [{ message, line, column }], warnings }.
 *     `warnings` are type problems ({ message, line, column }): reported, never a reason to refuse.
 * Cookies never authenticate this route (so it needs no CSRF token).
 */
import { findUserByApiToken } from '@arena/db/api-tokens';
import { getDb } from '@/lib/db';
import { uploadBot } from '@/lib/bots/upload';

export async function POST(request: Request): Promise<Response> {
  const auth = request.headers.get('authorization') ?? '';
  const token = /^Bearer (sa_[A-Za-z0-9_-]{20,100})$/.exec(auth)?.[1];
  const user = token === undefined ? undefined : await findUserByApiToken(await getDb(), token);
  if (!user) return Response.json({ ok: false, error: 'unauthorized' }, { status: 401, headers: { 'www-authenticate': 'Bearer' } });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ ok: false, error: 'the body is not JSON' }, { status: 400 });
  }
  const outcome = await uploadBot(user.id, body);
  switch (outcome.kind) {
    case 'invalid': return Response.json({ ok: false, error: 'invalid', fields: outcome.errors }, { status: 400 });
    case 'rejected': return Response.json({ ok: false, stage: outcome.verdict.stage, checks: outcome.verdict.steps, errors: outcome.verdict.errors ?? [], warnings: outcome.verdict.warnings ?? [] }, { status: 422 });
    case 'accepted':
      return Response.json(
        { ok: true, botId: outcome.botId, version: outcome.version, created: outcome.created, entered: outcome.entered, entryError: outcome.entryError, checks: outcome.verdict.steps, warnings: outcome.verdict.warnings ?? [] },
        { status: outcome.created ? 201 : 200 },
      );
  }
}
