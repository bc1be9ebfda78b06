import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReplayView } from '@/lib/replay/frame';
import { fetchMatch, ownSeatsIn, rotationOf, type MatchData, type Rotation } from '@/lib/matches/data';
import { dealStartSteps } from '@arena/record/steps';
import { parseReplayQuery, parseRotation, viewName } from '@/lib/replay/links';
import { packReplay } from '@/lib/replay/pack';
import { isDuplicateRecord } from '@arena/record/league-record';
import type { SeatName } from './table';
import { ReplayViewer } from './viewer';
import { LiveViewer } from '@/components/live/live-viewer';
import { fetchLiveTable } from '@/lib/live/data';
import { RerunPanel } from './rerun-panel';

/** Seat names of a rotation: seat s holds bot order[s] (the match's seat order[s] in rotation 0). */
function seatNames(data: MatchData, rotation: Rotation | null): SeatName[] {
  const n = rotation?.record.seats.length ?? data.seats.length;
  return Array.from({ length: n }, (_, s) => {
    const bot = rotation?.order[s] ?? s;
    const r = data.seats.find((x) => x.seat === bot);
    return r ? { name: `${r.botName} (${r.ownerName})`, botId: r.botId } : { name: rotation?.record.seats[s]?.name ?? `seat ${s}`, botId: null };
  });
}

/** The page title: game, deal and step (UX.md: deal and trick in the title); the viewer keeps it in step. */
export async function matchTitle(id: string, q: Readonly<Record<string, string | string[] | undefined>>): Promise<Metadata> {
  const data = await fetchMatch(id);
  const rotation = rotationOf(data, parseRotation(q));
  const record = rotation?.record;
  if (!record || !data.game) return { title: `Match ${data.id.slice(0, 8)}` };
  const starts = dealStartSteps(record);
  const { step } = parseReplayQuery(q, record.seats.length, starts);
  let deal = 0;
  starts.slice(0, -1).forEach((s, k) => { if (s <= step) deal = k; });
  return { title: `${data.gameId} · deal ${deal + 1}/${record.deals.length} · step ${step + 1}` };
}

/** Every rotation's deal starts (the total last), to keep the position when switching rotation. */
function rotationStarts(data: MatchData): number[][] {
  if (data.stored === null) return [];
  return isDuplicateRecord(data.stored) ? data.stored.rotations.map((r) => dealStartSteps(r.record)) : [dealStartSteps(data.stored)];
}

function viewKey(view: ReplayView, rotation: number): string {
  return `${viewName(view)}:${rotation}`;
}

/** League and round, or the challenge (unranked) with a link to its result page. */
function MatchContextLine({ data }: { data: MatchData }) {
  const c = data.context;
  if (c.kind === 'table') {
    return <>Table with a person: {c.personName} in seat {c.personSeat} (unranked for bots; <Link href={`/people?game=${data.gameId}`}>the people&apos;s ladder</Link>) · {data.gameId}</>;
  }
  if (c.kind === 'challenge') {
    return <><Link href={`/challenges/${data.id}`}>Challenge by {c.challengerName}</Link> (unranked) · {data.gameId}</>;
  }
  return <><Link href={`/leagues/${c.league.slug}`}>{c.league.name}</Link> · {data.gameId} · round {c.roundNumber} · table {c.tableIndex}</>;
}

/** The match page's body, shared by /matches/[id] (dynamic, knows the viewer) and the cached anonymous copy. */
export async function MatchView({ id, q, userId, csrf }: { id: string; q: Readonly<Record<string, string | string[] | undefined>>; userId: number | undefined; csrf?: string }) {
  const data = await fetchMatch(id);
  const { game } = data;
  const rotation = rotationOf(data, parseRotation(q));
  const record = rotation?.record ?? null;
  const header = (
    <>
      <h1>{data.context.kind === 'challenge' ? 'Challenge' : data.context.kind === 'table' ? 'Table' : 'Match'} {data.id.slice(0, 8)}</h1>
      <p className="muted">
        <MatchContextLine data={data} /> · {data.status}
        {data.seed ? <> · seed <code>{data.seed.length > 16 ? `${data.seed.slice(0, 16)}…` : data.seed}</code></> : null}
      </p>
    </>
  );
  if (!record || !game || !rotation) {
    if (game && (data.status === 'running' || data.status === 'queued')) {
      const table = await fetchLiveTable(data, parseRotation(q));
      const r = Math.min(parseRotation(q), table.rotations - 1);
      const { view } = parseReplayQuery(q, table.names.length, [0]);
      return <>{header}<LiveViewer key={`${viewName(view)}:${r}`} matchId={id} rotation={r} rotations={table.rotations} view={view} names={table.names} title={data.gameId} /></>;
    }
    return <>{header}<p>This match has no replay yet ({data.status}).</p></>;
  }
  const n = record.seats.length;
  const query = parseReplayQuery(q, n, dealStartSteps(record));
  const pack = packReplay({ key: `${data.id}:${rotation.index}`, record, game, view: query.view, ownSeats: ownSeatsIn(data, rotation, userId) });
  return (
    <>
      {header}
      <ReplayViewer key={viewKey(query.view, rotation.index)} matchId={id} title={data.gameId} pack={pack} view={query.view}
        names={seatNames(data, rotation)} initialStep={query.step} initialRotate={query.rotate}
        rotation={rotation.index} rotationStarts={rotationStarts(data)} />
      <RerunPanel data={data} userId={userId} csrf={csrf} />
    </>
  );
}
