/**
 * The guard of a person's table API (issue 19): a point of `tableTurnIp` (and `tableTurnAccount`
 * when signed in), then the table's head, for the person who sits there only; anyone else gets
 * 404, as for a table that does not exist.
 */
import { currentUser } from '@/lib/auth/session';
import { tooMany } from '@/lib/limits/api';
import { clientIp } from '@/lib/limits/client-ip';
import { consumeAll } from '@/lib/limits/limiters';
import { fetchTableHead, type TableHead } from './data.ts';

export async function personAtTable(request: Request, id: string): Promise<{ readonly ok: true; readonly head: TableHead } | { readonly ok: false; readonly response: Response }> {
  const user = await currentUser();
  const limited = await consumeAll([['tableTurnIp', clientIp(request.headers)], ...(user ? [['tableTurnAccount', String(user.id)] as const] : [])]);
  if (limited) return { ok: false, response: tooMany(limited) };
  const head = await fetchTableHead(id);
  if (!user || !head || head.personId !== user.id) return { ok: false, response: Response.json({ error: 'not-found' }, { status: 404 }) };
  return { ok: true, head };
}
