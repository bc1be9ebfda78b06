import type { LeagueRow } from '@arena/db/leagues';
import Link from 'next/link';
import { AutoRefresh } from './auto-refresh';
import { Crosstable } from './crosstable';
import { Ladder } from './ladder';
import { LiveList } from './live-list';
import { MatchList } from './match-list';
import { fetchCrosstable, fetchEntries, fetchLadder, fetchRounds } from '@/lib/leagues/data';
import { dealsPerMatchText } from '@/lib/games';
import { fetchLiveMatches } from '@/lib/live/data';
import { fetchRecentMatches } from '@/lib/matches/data';

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

async function LiveTables({ leagueId }: { leagueId: number }) {
  return <LiveList matches={await fetchLiveMatches(leagueId, 20)} showLeague={false} />;
}

async function RecentMatches({ leagueId }: { leagueId: number }) {
  return <MatchList matches={await fetchRecentMatches(leagueId, 20)} />;
}

/** The league's public page (ladder, crosstable, entries, rounds, matches), for the live and the cached route. */
export function LeagueView({ league }: { league: LeagueRow }) {
  return (
    <>
      <h1>{league.name}</h1>
      {league.state === 'draft' ? <p role="note" className="panel small">A draft: not listed, and its pages answer only its organiser and the admins.</p> : null}
      <p className="muted">
        {league.game} · {league.state} · {league.seatsPerTable} seats per table · {dealsPerMatchText(league)}
        {league.duplicate ? ` · duplicate, scored by ${league.scoring}` : ''} · {league.timeLimitMs} ms per decision · {league.continuous ? 'continuous ladder' : `${league.targetRounds} rounds`}
      </p>
      <p>
        {Object.entries(league.options).map(([k, v]) => <span key={k} className="badge" style={{ marginRight: 4 }}>{k}: {JSON.stringify(v)}</span>)}
      </p>
      <p className="small"><Link href={`/leagues/${league.slug}/manage`}>{league.state === 'open' || (league.continuous && league.state !== 'finished') ? 'Enter a bot, or manage this league' : 'Manage this league'}</Link></p>
      <Standings leagueId={league.id} />
      <h2>Rounds{league.state === 'running' ? <AutoRefresh seconds={5} /> : null}</h2>
      <Rounds leagueId={league.id} />
      <h2>Live tables</h2>
      <LiveTables leagueId={league.id} />
      <h2>Recent matches</h2>
      <RecentMatches leagueId={league.id} />
    </>
  );
}
