/**
 * The match record as JSON (also at `/matches/:id.json`, rewritten here by next.config): the
 * record format version 1 (`version`, @arena/record/match-record), with other owners' logs and fault
 * details removed and the seed hidden until the round reveals it.
 */
import { currentUser } from '@/lib/auth/session';
import { fetchMatchForApi } from '@/lib/matches/record-download';
import { limitedApi } from '@/lib/limits/api';

export const GET = limitedApi(async (_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
  const { id } = await params;
  const user = await currentUser();
  const body = await fetchMatchForApi(id, user?.id);
  if (body === undefined) return Response.json({ error: 'not-found' }, { status: 404 });
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="match-${id}.json"`, 'cache-control': 'private, no-store' },
  });
});
