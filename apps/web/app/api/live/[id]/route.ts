/**
 * `GET /api/live/<match id>?view=all|public|seat-<k>&rotation=<r>`: the live view of a running
 * match (a league match, a challenge or a table with a person) as server-sent events (lib/live/sse.ts; what each view may show: lib/live/policy.ts).
 * Rate-limited per IP (`liveIp`), and at most `LIVE_STREAMS` open at once per IP and per server.
 */
import { z } from 'zod';
import { getChallenge } from '@arena/db/challenges';
import type { Db } from '@arena/db/client';
import { getLeague } from '@arena/db/leagues';
import { getMatch } from '@arena/db/matches';
import { getPersonTable } from '@arena/db/person-tables';
import { findGame } from '@arena/games';
import { readQueueEnv } from '@arena/jobs/env';
import { liveStreamKey } from '@arena/jobs/live';
import { currentUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { siteEnv } from '@/lib/env';
import { tooMany } from '@/lib/limits/api';
import { clientIp } from '@/lib/limits/client-ip';
import { consume } from '@/lib/limits/limiters';
import { endedResponse, liveResponse } from '@/lib/live/sse';
import { openStreamSlot } from '@/lib/live/streams';
import type { LiveTable } from '@/lib/live/policy';
import type { ReplayView } from '@/lib/replay/frame';

export const dynamic = 'force-dynamic';

const querySchema = z.object({
  view: z.string().regex(/^(all|public|seat-[0-7])$/).default('all'),
  rotation: z.coerce.number().int().min(0).max(63).default(0),
});

function parseView(text: string): ReplayView {
  if (text === 'all' || text === 'public') return { kind: text };
  return { kind: 'seat', seat: Number(text.slice('seat-'.length)) };
}

/** What a live stream needs of a running match: a league match (not of a draft league), a challenge or a table with a person. */
interface LiveTarget {
  readonly gameId: string;
  readonly seats: number;
  readonly status: () => Promise<string | undefined>;
  /** At a table with a person: who they are and where they sit. */
  readonly person?: { readonly userId: number; readonly seat: number };
}

/** The table's view policy for this viewer: the person at it sees their own seat live. */
async function liveTableFor(target: LiveTarget): Promise<LiveTable> {
  if (!target.person) return { hasPerson: false };
  const user = await currentUser();
  return user?.id === target.person.userId ? { hasPerson: true, viewerSeat: target.person.seat } : { hasPerson: true };
}

async function liveTarget(db: Db, id: string): Promise<LiveTarget | undefined> {
  const match = await getMatch(db, id);
  if (match) {
    const league = await getLeague(db, match.leagueId);
    if (!league || league.state === 'draft') return undefined;
    return { gameId: league.game, seats: match.seating.length, status: async () => (await getMatch(db, id))?.status };
  }
  const challenge = await getChallenge(db, id);
  if (challenge) return { gameId: challenge.game, seats: challenge.seats.length, status: async () => (await getChallenge(db, id))?.status };
  const table = await getPersonTable(db, id);
  if (!table) return undefined;
  return {
    gameId: table.game, seats: table.seats.length, status: async () => (await getPersonTable(db, id))?.status,
    person: { userId: table.personId, seat: table.personSeat },
  };
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const ip = clientIp(request.headers);
  const limited = await consume('liveIp', ip);
  if (limited) return tooMany(limited);
  const { id } = await params;
  const url = new URL(request.url);
  const query = querySchema.safeParse({ view: url.searchParams.get('view') ?? undefined, rotation: url.searchParams.get('rotation') ?? undefined });
  if (!query.success) return Response.json({ error: 'bad-query' }, { status: 400 });
  const db = await getDb();
  const target = await liveTarget(db, id);
  const game = target ? findGame(target.gameId) : undefined;
  if (!target || !game) return Response.json({ error: 'not-found' }, { status: 404 });
  const view = parseView(query.data.view);
  if (view.kind === 'seat' && view.seat >= target.seats) return Response.json({ error: 'bad-query' }, { status: 400 });
  const status = await target.status();
  if (status === 'done' || status === 'void') return endedResponse(status);
  const release = openStreamSlot(ip);
  if (!release) return Response.json({ error: 'too many live streams open' }, { status: 429, headers: { 'retry-after': '30' } });
  return liveResponse({
    redisUrl: siteEnv().redisUrl, key: liveStreamKey(readQueueEnv().prefix, id, query.data.rotation), matchId: id, rotation: query.data.rotation,
    game, view, table: await liveTableFor(target), signal: request.signal, onClose: release,
    status: target.status,
  });
}
