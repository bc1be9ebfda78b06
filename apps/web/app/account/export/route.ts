/**
 * GET /account/export: the logged-in user's data as one JSON download: the account, every bot
 * with every version's source, and the results of every match those bots played
 * (@arena/db/accounts `exportAccount`). 401 without a session.
 */
import { exportAccount } from '@arena/db/accounts';
import { currentUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { limitedApi } from '@/lib/limits/api';

export const GET = limitedApi(async (): Promise<Response> => {
  const user = await currentUser();
  const data = user === undefined ? undefined : await exportAccount(await getDb(), user.id);
  if (data === undefined) return Response.json({ error: 'log in first' }, { status: 401 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': 'attachment; filename="stich-arena-export.json"', 'cache-control': 'private, no-store' },
  });
});
