import type { Metadata } from 'next';
import { AutoRefresh } from '@/components/auto-refresh';
import { Crosstable } from '@/components/crosstable';
import { Ladder } from '@/components/ladder';
import { MatchList } from '@/components/match-list';
import Link from 'next/link';
import { fetchCrosstable, fetchEntries, fetchLadder, fetchLeague, fetchRounds } from '@/lib/leagues/data';
import { dealsPerMatchText } from '@/lib/games';
import { fetchRecentMatches } from '@/lib/matches/data';

/**
 * Cached for everybody (ISR, 5 s): the page reads no cookie, so one render serves all spectators;
 * the organiser's controls and the entry form live on /leagues/[slug]/manage.
 */
export const revalidate = 5;
export function generateStaticParams(): { slug: string }[] {
  return [];
}
type Props = { params: Promise<{ slug: string }> };

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

export default async function LeaguePage({ params }: Props) {
  const league = await fetchLeague((await params).slug);
  return (
    <>
      <h1>{league.name}</h1>
      <p className="muted">
        {league.game} · {league.state} · {league.seatsPerTable} seats per table · {dealsPerMatchText(league)}
        {league.duplicate ? ' · duplicate' : ''} · {league.timeLimitMs} ms per decision · {league.continuous ? 'continuous ladder' : `${league.targetRounds} rounds`}
      </p>
      <p>
        {Object.entries(league.options).map(([k, v]) => <span key={k} className="badge" style={{ marginRight: 4 }}>{k}: {JSON.stringify(v)}</span>)}
      </p>
      <p className="small"><Link href={`/leagues/${league.slug}/manage`}>{league.state === 'open' || (league.continuous && league.state !== 'finished') ? 'Enter a bot, or manage this league' : 'Manage this league'}</Link></p>
      <Standings leagueId={league.id} />
      <h2>Rounds{league.state === 'running' ? <AutoRefresh seconds={5} /> : null}</h2>
      <Rounds leagueId={league.id} />
      <h2>Recent matches</h2>
      <RecentMatches leagueId={league.id} />
    </>
  );
}
