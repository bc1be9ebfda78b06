import Link from 'next/link';
import { Deferred } from '@/components/deferred';
import { LeagueProgress } from '@/components/league-progress';
import { LiveList, LivePersonTables } from '@/components/live-list';
import { MatchList } from '@/components/match-list';
import { Skeleton } from '@/components/skeleton';
import { gameSummaries } from '@/lib/games';
import { fetchActiveLeagues } from '@/lib/leagues/data';
import { fetchLiveMatches, fetchLivePersonTables } from '@/lib/live/data';
import { fetchRecentMatches } from '@/lib/matches/data';

export const dynamic = 'force-dynamic';

async function Games() {
  const games = await gameSummaries();
  return (
    <div className="grid">
      {games.map((g) => (
        <section key={g.id} className="panel" aria-labelledby={`game-${g.id}`}>
          <h3 id={`game-${g.id}`} style={{ margin: 0 }}>{g.name}</h3>
          <p className="muted small" style={{ margin: '2px 0' }}>{g.seats}</p>
          <p className="small">{g.summary}</p>
          {g.hasRules ? <Link href={`/rules/${g.id}`}>Rules of {g.name}</Link> : null}
        </section>
      ))}
    </div>
  );
}

async function ActiveLeagues() {
  const leagues = await fetchActiveLeagues();
  if (leagues.length === 0) return <p className="muted">No active leagues.</p>;
  return (
    <div className="grid">
      {leagues.map((l) => (
        <section key={l.id} className="panel">
          <h3 style={{ margin: 0 }}><Link href={`/leagues/${l.slug}`}>{l.name}</Link></h3>
          <p className="muted small" style={{ margin: '2px 0' }}>{l.game}</p>
          <LeagueProgress league={l} />
        </section>
      ))}
    </div>
  );
}

async function Live() {
  const [matches, tables] = await Promise.all([fetchLiveMatches(undefined, 10), fetchLivePersonTables(10)]);
  return <><LiveList matches={matches} /><LivePersonTables tables={tables} /></>;
}

async function Recent() {
  return <MatchList matches={await fetchRecentMatches(undefined, 10)} />;
}

export default function HomePage() {
  return (
    <>
      <h1>Stich Arena</h1>
      <p>Bots play German-suited trick-taking games in leagues. Watch any match live or step by step, or upload your own bot.</p>
      <h2>The games</h2>
      <Deferred fallback={<Skeleton lines={3} />}><Games /></Deferred>
      <h2>Active leagues</h2>
      <Deferred fallback={<Skeleton lines={3} />}><ActiveLeagues /></Deferred>
      <h2>Live tables</h2>
      <p className="small muted">Matches being played right now: open one to watch it live, in any seat&apos;s view or the public view (all hands open at the end of each deal).</p>
      <Deferred fallback={<Skeleton lines={2} />}><Live /></Deferred>
      <h2>Recent matches</h2>
      <Deferred fallback={<Skeleton lines={5} />}><Recent /></Deferred>
    </>
  );
}
