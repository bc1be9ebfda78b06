import type { Metadata } from 'next';
import { Deferred } from '@/components/deferred';
import { AutoRefresh } from '@/components/auto-refresh';
import { Crosstable } from '@/components/crosstable';
import { Ladder } from '@/components/ladder';
import { LeagueAdmin } from '@/components/league-admin';
import { EnterLeague } from '@/components/enter-league';
import { MatchList } from '@/components/match-list';
import { Skeleton } from '@/components/skeleton';
import { currentSession } from '@/lib/auth/session';
import { fetchCrosstable, fetchEntries, fetchLadder, fetchLeague, fetchRounds } from '@/lib/leagues/data';
import { fetchRecentMatches } from '@/lib/matches/data';

export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ slug: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const league = await fetchLeague((await params).slug);
  return { title: league.name };
}

async function Standings({ leagueId }: { leagueId: number }) {
  const [ladder, cells, entries] = await Promise.all([fetchLadder(leagueId), fetchCrosstable(leagueId), fetchEntries(leagueId)]);
  const updated = ladder.reduce<Date | null>((a, r) => (a === null || r.updatedAt > a ? r.updatedAt : a), null);
  const order = ladder.map((r) => r.entryId);
  const crossEntries = [...entries].sort((a, b) => (order.indexOf(a.id) + 1 || 1e9) - (order.indexOf(b.id) + 1 || 1e9))
    .map((e) => ({ entryId: e.id, botId: e.botId, botName: e.botName }));
  return (
    <>
      <h2>Ladder</h2>
      <Ladder rows={ladder} updatedAt={updated} />
      <h2>Crosstable</h2>
      <Crosstable entries={crossEntries} cells={cells} />
      <h2>Entries ({entries.length})</h2>
      <p className="small">{entries.map((e) => `${e.botName} v${e.version} (${e.ownerName})`).join(' · ') || 'none yet'}</p>
    </>
  );
}

async function Rounds({ leagueId }: { leagueId: number }) {
  const { rounds, total } = await fetchRounds(leagueId);
  if (rounds.length === 0) return <p className="muted">No rounds yet.</p>;
  return (
    <>
      {total > rounds.length ? <p className="small muted">The newest {rounds.length} of {total} rounds.</p> : null}
      <table className="data">
        <thead><tr><th>Round</th><th>State</th><th>Progress</th><th className="num">Done</th><th className="num">Queued</th><th className="num">Running</th><th className="num">Void</th></tr></thead>
        <tbody>
          {rounds.map((r) => (
            <tr key={r.id}>
              <td>{r.number}</td><td>{r.state}</td>
              <td style={{ minWidth: 120 }}><div className="progress"><span style={{ width: `${r.total ? Math.round((100 * r.done) / r.total) : 0}%` }} /></div></td>
              <td className="num">{r.done}/{r.total}</td><td className="num">{r.queued}</td><td className="num">{r.running}</td><td className="num">{r.void}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

async function RecentMatches({ leagueId }: { leagueId: number }) {
  return <MatchList matches={await fetchRecentMatches(leagueId, 20)} />;
}

function noteText(note: string): string {
  const queued = /^round-(\d+)-queued$/.exec(note);
  if (queued) return `Round ${queued[1] ?? ''} is scheduled; its matches are queued for the workers.`;
  const known: Record<string, string> = {
    'previous-round-unfinished': 'The previous round is still being played.',
    'target-reached': 'All rounds of this league are played.',
    'league-not-running': 'The league is not running.',
    schedule: 'Not enough entries for a table.',
  };
  return known[note] ?? 'The round could not be started.';
}

export default async function LeaguePage({ params, searchParams }: Props) {
  const league = await fetchLeague((await params).slug);
  const note = (await searchParams)?.note;
  const session = await currentSession();
  const canOrganise = session !== undefined && (session.user.id === league.organiserId || session.user.role === 'admin');
  return (
    <>
      <h1>{league.name}</h1>
      <p className="muted">
        {league.game} · {league.state} · {league.seatsPerTable} seats per table · {league.dealsPerMatch} deals per match
        {league.duplicate ? ' · duplicate' : ''} · {league.timeLimitMs} ms per decision · {league.targetRounds} rounds
      </p>
      <p>
        {Object.entries(league.options).map(([k, v]) => <span key={k} className="badge" style={{ marginRight: 4 }}>{k}: {JSON.stringify(v)}</span>)}
      </p>
      {typeof note === 'string' && canOrganise ? <p role="status" className="panel small">{noteText(note)}</p> : null}
      {canOrganise && session ? <LeagueAdmin league={league} csrf={session.csrfSecret} /> : null}
      {session && league.state === 'open' ? <EnterLeague league={league} userId={session.user.id} csrf={session.csrfSecret} /> : null}
      <Deferred fallback={<Skeleton lines={8} label="Loading the ladder…" />}><Standings leagueId={league.id} /></Deferred>
      <h2>Rounds{league.state === 'running' ? <AutoRefresh seconds={5} /> : null}</h2>
      <Deferred fallback={<Skeleton lines={3} />}><Rounds leagueId={league.id} /></Deferred>
      <h2>Recent matches</h2>
      <Deferred fallback={<Skeleton lines={5} />}><RecentMatches leagueId={league.id} /></Deferred>
    </>
  );
}
