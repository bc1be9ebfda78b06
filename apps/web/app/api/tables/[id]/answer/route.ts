/**
 * `POST /api/tables/<id>/answer` with `{ decision, option }`: the person plays option `option`
 * (an index into the legal actions of decision `decision`) at their table (issue 19). Their session
 * only, from this site only (the Origin check of CSRF layer 1, as the proxy does for pages);
 * refused with 409 when that decision is not the one waited for (late, or sent twice).
 */
import { z } from 'zod';
import { sameOrigin } from '@/lib/auth/csrf-origin';
import { readJsonBody } from '@/lib/http/bounded-body';
import { personAtTable } from '@/lib/tables/guard';
import { answerTurn } from '@/lib/tables/turn';

export const dynamic = 'force-dynamic';

const answerSchema = z.object({ decision: z.number().int().nonnegative(), option: z.number().int().nonnegative().max(10_000) }).strict();

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (!sameOrigin(request.headers)) return Response.json({ error: 'cross-site request refused' }, { status: 403 });
  const { id } = await params;
  const person = await personAtTable(request, id);
  if (!person.ok) return person.response;
  const { head } = person;
  const body = await readJsonBody(request, 1000);
  if (!body.ok) return body.response;
  const parsed = answerSchema.safeParse(body.body);
  if (!parsed.success) return Response.json({ error: 'bad-body' }, { status: 400 });
  const refused = await answerTurn(id, head.personSeat, parsed.data.decision, parsed.data.option);
  if (refused) return Response.json({ error: refused }, { status: 409 });
  return Response.json({ ok: true });
}
