/**
 * `GET /api/tables/<id>/turn`: the decision the person's table waits for from them, or `null`,
 * and the table's status (issue 19). The person who sits there only (their session); everyone
 * else gets 404, as for a table that does not exist. Polled by the playing page about once a
 * second, so a reload or a lost connection finds the decision again. Rate-limited per account and IP.
 */
import { getPersonTable } from '@arena/db/person-tables';
import { getDb } from '@/lib/db';
import { personAtTable } from '@/lib/tables/guard';
import { readTurn } from '@/lib/tables/turn';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const person = await personAtTable(request, id);
  if (!person.ok) return person.response;
  const { head } = person;
  const status = (await getPersonTable(await getDb(), id))?.status ?? 'void';
  const turn = status === 'running' ? await readTurn(id, head.personSeat) : null;
  return Response.json({ status, turn }, { headers: { 'cache-control': 'no-store' } });
}
